import { useState, type FormEvent } from 'react';
import { user } from '../../contract/services/organisation/people';
import { userDispatch } from '../../contract/services/organisation/thirdParty';
import { bodyFields, operationOf, useLocale, useNotify, useResourceForm, useResourceList, type ListState } from '../../core';
import { FieldInput, useViewT } from '../../resource';
import { problemText } from '../../resource/problemText';
import { Button, Checkbox, Dialog, FormField, Input, cssVar } from '../../ui';
import { maskPhone } from '../../utils';
import { dispatchMessages } from './dispatchMessages';
import { usersMessages } from './messages';

const PAGE: ListState = { page: 1, size: 100, sort: null, filters: {} };
const dispatchOp = operationOf(userDispatch, 'action', 'dispatch')!;
const FIELDS = bodyFields(dispatchOp);
const LIST_STYLE = { listStyle: 'none', margin: 0, padding: 4, maxHeight: 220, overflow: 'auto', border: `1px solid ${cssVar.border}`, borderRadius: 4 } as const;

/**
 * 批量下发: users picked from the user list (searched by name), one target system, one call; the
 * toast says how many went and how many the system refused (a disabled user).
 * @example
 * <DispatchUsersDialog onClose={close} />
 */
export function DispatchUsersDialog({ onClose }: { onClose: () => void }) {
  useViewT(usersMessages);
  const t = useViewT(dispatchMessages);
  const locale = useLocale();
  const notify = useNotify();
  const [search, setSearch] = useState('');
  const [state, setState] = useState<ListState>(PAGE);
  const list = useResourceList(user, state);
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const form = useResourceForm({
    resource: userDispatch, fields: FIELDS, operation: dispatchOp,
    onSaved: (data) => {
      const d = (data ?? {}) as { updated?: number; failed?: number };
      notify.success(t('dispatch.done', { count: d.updated ?? picked.size, failed: d.failed ?? 0 }));
      onClose();
    },
  });
  const pick = (ids: readonly string[], on: boolean) => {
    const next = new Set(picked);
    for (const id of ids) if (on) next.add(id); else next.delete(id);
    setPicked(next);
    form.setValue('userIds', [...next].join(','));
  };
  const find = () => setState({ ...PAGE, filters: search.trim() ? { name: search.trim() } : {} });
  const ids = list.rows.map((r) => String(r.id));
  const allOn = ids.length > 0 && ids.every((id) => picked.has(id));
  const submit = (e: FormEvent) => { e.preventDefault(); void form.submit(); };
  const label = (name: string) => FIELDS.find(([n]) => n === name)![1].label[locale];
  const system = FIELDS.find(([n]) => n === 'targetSystem')![1];
  return (
    <Dialog
      open onClose={() => { if (!form.submitting) onClose(); }} closeLabel={t('resource.close')} width={640}
      title={t('dispatch.title')} closeOnOverlay={!form.dirty}
      footer={(
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" form="sc-dispatch-users" variant="primary" loading={form.submitting}>{t('dispatch.submit')}</Button>
        </>
      )}
    >
      <p style={{ margin: '0 0 12px', color: cssVar.textSecondary }}>{t('dispatch.note')}</p>
      {form.formError ? <p role="alert" style={{ color: '#B23B3B', margin: '0 0 12px' }}>{form.formError}</p> : null}
      <form id="sc-dispatch-users" onSubmit={submit} noValidate>
        <FormField label={t('users.pick')} required error={problemText(t, label('userIds'), form.errorOf('userIds')) ?? undefined}>
          <div>
            <div style={{ display: 'flex', gap: 8, marginBottom: 8 }}>
              <Input
                aria-label={t('users.search')} placeholder={t('users.search')} value={search} onChange={(e) => setSearch(e.target.value)}
                onKeyDown={(e) => { if (e.key === 'Enter') { e.preventDefault(); find(); } }}
              />
              <Button onClick={find}>{t('resource.search')}</Button>
            </div>
            <div style={{ display: 'flex', justifyContent: 'space-between', marginBottom: 4 }}>
              <Checkbox label={t('users.pickAll')} checked={allOn} indeterminate={!allOn && ids.some((id) => picked.has(id))} onChange={(on) => pick(ids, on)} />
              <span role="status">{t('users.picked', { count: picked.size })}</span>
            </div>
            <ul aria-label={t('users.pick')} style={LIST_STYLE}>
              {list.isPending ? <li>{t('common.loading')}</li> : null}
              {!list.isPending && !list.rows.length ? <li>{t('users.noneFound')}</li> : null}
              {list.rows.map((r) => {
                const id = String(r.id);
                const phone = typeof r.phone === 'string' ? ` ${maskPhone(r.phone)}` : '';
                return <li key={id}><Checkbox label={`${String(r.name ?? id)}${phone}`} checked={picked.has(id)} onChange={(on) => pick([id], on)} /></li>;
              })}
            </ul>
          </div>
        </FormField>
        <FormField label={system.label[locale]} required error={problemText(t, system.label[locale], form.errorOf('targetSystem')) ?? undefined}>
          <FieldInput
            field={system} aria-label={system.label[locale]} value={form.values.targetSystem ?? ''}
            onChange={(v) => form.setValue('targetSystem', v)} onBlur={() => form.touch('targetSystem')}
          />
        </FormField>
      </form>
    </Dialog>
  );
}
