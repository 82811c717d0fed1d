import { useMemo, useState } from 'react';
import { MAX_PAGE_SIZE } from '../../contract';
import { dictionaryGroup } from '../../contract/services/basesetting';
import { useAdmin, useCan, useNotify } from '../../core';
import { useQuery } from '../../core/query/useQuery';
import { callOperation, formFields, operationOf, resourceQueryKey, useResourceWrite } from '../../core/resource';
import { ResourceFormDialog, errorText, useViewT, type Row } from '../../resource';
import { Button, EmptyState, ErrorState, Input, Spinner, cssVar } from '../../ui';
import { settingsMessages } from './messages';

const listOp = /* @__PURE__ */ operationOf(dictionaryGroup, 'list');
const addOp = /* @__PURE__ */ operationOf(dictionaryGroup, 'add');
const updateOp = /* @__PURE__ */ operationOf(dictionaryGroup, 'update');
const deleteOp = /* @__PURE__ */ operationOf(dictionaryGroup, 'delete');

/**
 * @example
 * <DictionaryGroupList selected={group} onSelect={setGroup} />
 */
export interface DictionaryGroupListProps {
  selected: Row | null;
  onSelect: (group: Row | null) => void;
}

const itemStyle = (on: boolean) => ({
  display: 'block', width: '100%', textAlign: 'left' as const, padding: '6px 8px', border: 0, borderRadius: 4, cursor: 'pointer',
  background: on ? cssVar.primaryLight : 'transparent', color: on ? cssVar.primaryInk : cssVar.text, font: 'inherit',
});

/**
 * The dictionary groups as a searchable list (name or code), with add, edit and delete of the
 * chosen group; choosing one shows its items beside it.
 * @example
 * <DictionaryGroupList selected={group} onSelect={setGroup} />
 */
export function DictionaryGroupList({ selected, onSelect }: DictionaryGroupListProps) {
  const t = useViewT(settingsMessages);
  const { api } = useAdmin();
  const may = useCan();
  const notify = useNotify();
  const write = useResourceWrite(dictionaryGroup);
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<'add' | 'edit' | null>(null);
  const q = useQuery({
    key: [...resourceQueryKey(dictionaryGroup.key), 'all'],
    fn: async (signal) => {
      const env = await callOperation<{ data?: { list?: Row[] } | Row[] }>(api, listOp!, { pageNum: 1, pageSize: MAX_PAGE_SIZE, orderBy: 'sort', order: 'asc' }, { signal });
      return Array.isArray(env.data) ? env.data : env.data?.list ?? [];
    },
    keepPrevious: true,
  });
  const groups = useMemo(() => {
    const needle = search.trim().toLowerCase();
    const all = q.data ?? [];
    return needle ? all.filter((g) => `${String(g.name)} ${String(g.groupCode)}`.toLowerCase().includes(needle)) : all;
  }, [q.data, search]);
  const mayWrite = may([dictionaryGroup.permission]);
  // The chosen group as the list has it now (an edit renames it).
  const current = selected ? (q.data ?? []).find((g) => String(g.id) === String(selected.id)) ?? selected : null;

  const remove = async () => {
    if (!current || !deleteOp) return;
    if (!(await notify.confirm({ title: t('dict.deleteGroup'), message: t('dict.deleteGroupConfirm', { name: String(current.name) }) }))) return;
    try {
      await write.run(deleteOp, { id: current.id });
      notify.success(t('dict.deleted'));
      onSelect(null);
    } catch (e) {
      notify.error(errorText(e, ''));
    }
  };

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Input type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder={t('dict.search')} aria-label={t('dict.search')} />
      {mayWrite ? (
        <div style={{ display: 'flex', gap: 6, flexWrap: 'wrap' }}>
          <Button variant="primary" onClick={() => setDialog('add')}>{t('dict.addGroup')}</Button>
          <Button disabled={!current} onClick={() => setDialog('edit')}>{t('dict.editGroup')}</Button>
          <Button disabled={!current} onClick={() => void remove()}>{t('dict.deleteGroup')}</Button>
        </div>
      ) : null}
      {q.error ? <ErrorState title={t('dict.loadFailed', { message: errorText(q.error, '') })} retryText={t('dict.retry')} onRetry={() => void q.refetch()} /> : null}
      {q.isPending && !q.error ? <Spinner label={t('dict.loading')} showLabel /> : null}
      {!q.isPending && !groups.length ? <EmptyState title={t('dict.noGroups')} /> : null}
      <ul aria-label={t('dict.groups')} style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 520, overflow: 'auto' }}>
        {groups.map((g) => {
          const on = String(g.id) === String(current?.id);
          return (
            <li key={String(g.id)}>
              <button type="button" aria-current={on ? 'true' : undefined} style={itemStyle(on)} onClick={() => onSelect(g)}>
                <span style={{ display: 'block', fontWeight: 500 }}>{String(g.name)}</span>
                <span style={{ display: 'block', fontSize: 12, color: cssVar.textSecondary }}>
                  {String(g.groupCode)}{Number(g.status) === 0 ? ` · ${t('dict.disabled')}` : ''}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {dialog && (dialog === 'add' ? addOp : updateOp) ? (
        <ResourceFormDialog
          resource={dictionaryGroup} fields={formFields(dictionaryGroup)} operation={(dialog === 'add' ? addOp : updateOp)!}
          row={dialog === 'edit' ? current : null} title={t('dict.groups')}
          onClose={() => setDialog(null)}
          onSaved={(data) => { if (dialog === 'add' && data && typeof data === 'object') onSelect(data as Row); }}
        />
      ) : null}
    </div>
  );
}
