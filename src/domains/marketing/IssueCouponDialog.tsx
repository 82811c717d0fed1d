import { useState, type FormEvent } from 'react';
import { user } from '../../contract/services/organisation/people';
import { resourceQueryKey, useNotify, useResourceList, useResourceWrite, type ListState } from '../../core';
import { useAdminInternals } from '../../core/adminContext';
import { coupon } from '../../contract/services/marketing';
import { useViewT, type Row } from '../../resource';
import { Button, Checkbox, Dialog, FormField, Input, Textarea, cssVar } from '../../ui';
import { maskPhone } from '../../utils';
import { marketingActions } from './actions';
import { marketingMessages } from './messages';

/**
 * @example
 * <IssueCouponDialog batch={row} onClose={close} />
 */
export interface IssueCouponDialogProps {
  /** The published batch to issue from (its id, name, project, remaining stock and per-user limit). */
  batch: Row;
  onClose: () => void;
}

const PAGE: ListState = { page: 1, size: 50, sort: null, filters: {} };

/** "12, 13\n14" -> ['12', '13', '14']; null when something is not a number. */
export function parseUserIds(text: string): string[] | null {
  const parts = text.split(/[\s,，、]+/).filter(Boolean);
  return parts.every((p) => /^\d+$/.test(p) && Number(p) > 0) ? parts : null;
}

/**
 * 发放: users of the batch's project picked from a searchable list and/or typed as user numbers,
 * one coupon each; the server takes the stock and keeps the per-user limit (all or none), and a
 * refusal (库存不足, 已领满) stays in the dialog with the choice kept.
 * @example
 * <IssueCouponDialog batch={{ id: 3, name: '满100减20', orgId: 1, remaining: 480, perUserLimit: 2 }} onClose={close} />
 */
export function IssueCouponDialog({ batch, onClose }: IssueCouponDialogProps) {
  const t = useViewT(marketingMessages);
  const notify = useNotify();
  const { queries } = useAdminInternals();
  const [search, setSearch] = useState('');
  const [state, setState] = useState<ListState>({ ...PAGE, filters: { orgId: String(batch.orgId ?? '') } });
  const list = useResourceList(user, state);
  const [picked, setPicked] = useState<ReadonlyMap<string, string>>(new Map());
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const write = useResourceWrite(coupon);
  const name = String(batch.name ?? '');
  const find = () => setState({ ...PAGE, filters: { orgId: String(batch.orgId ?? ''), ...(search.trim() ? { name: search.trim() } : {}) } });
  const toggle = (id: string, label: string, on: boolean) => setPicked((prev) => {
    const next = new Map(prev);
    if (on) next.set(id, label); else next.delete(id);
    return next;
  });
  const pickable = list.rows.filter((r) => Number(r.status ?? 1) !== 0);
  const allOn = pickable.length > 0 && pickable.every((r) => picked.has(String(r.id)));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const extra = parseUserIds(typed);
    if (extra === null) { setProblem(t('marketing.badIds')); return; }
    const ids = [...new Set([...picked.keys(), ...extra])];
    if (!ids.length) { setProblem(t('marketing.noneChosen')); return; }
    setProblem(null);
    write.run(marketingActions.issue, { id: batch.id, userIds: ids.join(',') }).then((data) => {
      const d = (data ?? {}) as { issued?: number; remaining?: number };
      queries.invalidate(resourceQueryKey('marketing.couponReceipt'));
      notify.success(t('marketing.issued', { count: d.issued ?? ids.length, name, remaining: d.remaining ?? '' }));
      onClose();
    }, (err: unknown) => {
      const m = (err as { msg?: unknown; message?: unknown } | null);
      setProblem(typeof m?.msg === 'string' && m.msg ? m.msg : String(m?.message ?? err));
    });
  };
  const dirty = picked.size > 0 || typed.trim() !== '';
  return (
    <Dialog
      open onClose={() => { if (!write.pending) onClose(); }} closeLabel={t('resource.close')} width={600}
      title={t('marketing.issueTitle', { name })} dirty={dirty}
      footer={(close) => (
        <>
          <Button onClick={close}>{t('common.cancel')}</Button>
          <Button type="submit" form="sc-issue-coupon" variant="primary" loading={write.pending}>{t('marketing.confirmIssue')}</Button>
        </>
      )}
    >
      <p style={{ margin: '0 0 12px', color: cssVar.textSecondary }}>
        {t('marketing.issueStock', { remaining: String(batch.remaining ?? 0), limit: String(batch.perUserLimit ?? 1) })}
      </p>
      {problem ? <p role="alert" style={{ color: '#B23B3B', margin: '0 0 12px' }}>{problem}</p> : null}
      <form id="sc-issue-coupon" onSubmit={submit} noValidate>
        <FormField label={t('marketing.pickUsers')}>
          <div>
            <div style={{ display: 'flex', gap: 8, marginBottom: 8 }}>
              <Input
                aria-label={t('marketing.search')} placeholder={t('marketing.search')} value={search} onChange={(e) => setSearch(e.target.value)}
                onKeyDown={(e) => { if (e.key === 'Enter') { e.preventDefault(); find(); } }}
              />
              <Button onClick={find}>{t('resource.search')}</Button>
            </div>
            <div style={{ display: 'flex', justifyContent: 'space-between', marginBottom: 4 }}>
              <Checkbox
                label={t('marketing.pickAll')} checked={allOn} indeterminate={!allOn && pickable.some((r) => picked.has(String(r.id)))}
                onChange={(on) => setPicked((prev) => {
                  const next = new Map(prev);
                  for (const r of pickable) if (on) next.set(String(r.id), String(r.name ?? r.id)); else next.delete(String(r.id));
                  return next;
                })}
              />
              <span role="status">{t('marketing.picked', { count: picked.size })}</span>
            </div>
            <ul aria-label={t('marketing.pickUsers')} style={{ listStyle: 'none', margin: 0, padding: 4, maxHeight: 220, overflow: 'auto', border: `1px solid ${cssVar.border}`, borderRadius: 4 }}>
              {list.isPending ? <li>{t('common.loading')}</li> : null}
              {!list.isPending && !list.rows.length ? <li>{t('marketing.noUsers')}</li> : null}
              {list.rows.map((r) => {
                const id = String(r.id);
                const label = `${String(r.name ?? id)}${typeof r.phone === 'string' ? ` ${maskPhone(r.phone)}` : ''}`;
                return (
                  <li key={id}>
                    <Checkbox label={label} checked={picked.has(id)} disabled={Number(r.status ?? 1) === 0} onChange={(on) => toggle(id, label, on)} />
                  </li>
                );
              })}
            </ul>
          </div>
        </FormField>
        <FormField label={t('marketing.idsLabel')}>
          <Textarea value={typed} rows={2} placeholder={t('marketing.idsHint')} onChange={(e) => { setTyped(e.target.value); setProblem(null); }} />
        </FormField>
      </form>
    </Dialog>
  );
}
