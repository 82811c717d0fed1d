import { useMemo, useState } from 'react';
import { virtPermConfig, virtualarchitecture } from '../../contract/services/organisation/enterprise';
import { operationOf, resourceQueryKey, useAdmin, useNotify, useResourceWrite } from '../../core';
import { useQuery } from '../../core/query/useQuery';
import { errorText, useViewT, type Row } from '../../resource';
import { Button, Checkbox, ErrorState, ProgressBar, cssVar } from '../../ui';
import { dataOf, rowsOf } from './load';
import { enterpriseMessages } from './messages';

const virtList = operationOf(virtualarchitecture, 'list')!;
const configList = operationOf(virtPermConfig, 'list')!;
const queryOp = virtPermConfig.operations.find((o) => o.name === 'queryPermControlConfig')!;
const applyOp = virtPermConfig.operations.find((o) => o.name === 'permControl')!;

interface Matrix { virts: Row[]; configs: Row[]; applied: Record<string, string[]> }

/**
 * 权限控制 as a matrix: one row per virtual structure, one column per permission setting, a
 * check box where they meet (queryPermControlConfig fills it); each row saves on its own
 * (permControl), and a row with changes says so until saved.
 * @example
 * <PermissionMatrix />
 */
export function PermissionMatrix() {
  const t = useViewT(enterpriseMessages);
  const { api } = useAdmin();
  const notify = useNotify();
  const write = useResourceWrite(virtPermConfig);
  const [edits, setEdits] = useState<Record<string, string[]>>({});
  const [saving, setSaving] = useState<string | null>(null);
  const q = useQuery({
    key: [...resourceQueryKey(virtPermConfig.key), 'matrix'],
    fn: async (signal): Promise<Matrix> => {
      const [virts, configs] = await Promise.all([rowsOf(api, virtList, {}, signal), rowsOf(api, configList, {}, signal)]);
      const applied: Record<string, string[]> = {};
      await Promise.all(virts.map(async (v) => {
        const c = await dataOf<{ permConfigIds?: unknown[] }>(api, queryOp, { virtId: v.id }, signal);
        applied[String(v.id)] = (c?.permConfigIds ?? []).map(String);
      }));
      return { virts, configs, applied };
    },
  });
  const data = q.data;
  const current = useMemo(() => (id: string) => edits[id] ?? data?.applied[id] ?? [], [edits, data]);
  if (q.error) return <ErrorState title={t('resource.loadFailed')} message={errorText(q.error, '')} retryText={t('common.retry')} onRetry={() => void q.refetch()} />;
  if (!data) return <ProgressBar value={null} label={t('common.loading')} />;

  const toggle = (virtId: string, configId: string, on: boolean) => {
    const now = current(virtId).filter((c) => c !== configId);
    setEdits((e) => ({ ...e, [virtId]: on ? [...now, configId] : now }));
  };
  const save = async (virt: Row) => {
    const id = String(virt.id);
    const ids = current(id);
    if (!ids.length) { notify.error(t('enterprise.noneChecked')); return; }
    setSaving(id);
    try {
      await write.run(applyOp, { virtId: virt.id, permConfigIds: ids.join(','), enabled: true });
      setEdits((e) => Object.fromEntries(Object.entries(e).filter(([k]) => k !== id)));
      notify.success(t('enterprise.saved', { name: String(virt.name ?? id) }));
    } catch (e) {
      notify.error(errorText(e, ''));
    } finally {
      setSaving(null);
    }
  };
  const cell = { padding: '6px 10px', borderBottom: `1px solid ${cssVar.border}`, textAlign: 'center' as const };
  return (
    <div style={{ overflow: 'auto' }}>
      <p style={{ margin: '0 0 8px', color: cssVar.textSecondary }}>{t('enterprise.matrixHint')}</p>
      <table aria-label={t('enterprise.matrixLabel')} style={{ borderCollapse: 'collapse', fontSize: 13, minWidth: '100%' }}>
        <thead>
          <tr>
            <th scope="col" style={{ ...cell, textAlign: 'left' }}>{t('enterprise.virtColumn')}</th>
            {data.configs.map((c) => <th key={String(c.id)} scope="col" style={cell}>{String(c.name ?? c.id)}</th>)}
            <th scope="col" style={cell}>{t('enterprise.save')}</th>
          </tr>
        </thead>
        <tbody>
          {data.virts.map((v) => {
            const id = String(v.id);
            const on = new Set(current(id));
            const name = String(v.name ?? id);
            return (
              <tr key={id}>
                <th scope="row" style={{ ...cell, textAlign: 'left', fontWeight: 400 }}>
                  {name}{edits[id] ? <span style={{ color: cssVar.textSecondary }}> · {t('enterprise.unsaved')}</span> : null}
                </th>
                {data.configs.map((c) => (
                  <td key={String(c.id)} style={cell}>
                    <Checkbox checked={on.has(String(c.id))} onChange={(x) => toggle(id, String(c.id), x)} aria-label={`${name} · ${String(c.name ?? c.id)}`} />
                  </td>
                ))}
                <td style={cell}>
                  <Button disabled={!edits[id]} loading={saving === id} onClick={() => void save(v)} aria-label={`${t('enterprise.save')} ${name}`}>{t('enterprise.save')}</Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
