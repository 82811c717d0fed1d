import { useMemo, useState, type FormEvent } from 'react';
import { user } from '../../contract/services/organisation/people';
import { filterInputValue, resourceQueryKey, useLocale, useNotify, useResourceList, useResourceWrite, validateField, type ListState } from '../../core';
import { useAdminInternals } from '../../core/adminContext';
import { useViewT } from '../../resource';
import { problemText } from '../../resource/problemText';
import { Button, Checkbox, Dialog, FormField, Input, MoneyConfirmDialog, Textarea, cssVar } from '../../ui';
import { maskPhone, multiplyAmount } from '../../utils';
import { amountText, usersActions } from './actions';
import { usersMessages } from './messages';

export interface BatchRechargeDialogProps {
  onClose: () => void;
}

const PAGE: ListState = { page: 1, size: 100, sort: null, filters: {} };

/**
 * Batch recharge: users picked from the batch list (getBatchUserlist, searched by name; disabled
 * users cannot be picked), one amount per person (the 000 section 5 filter), then the money
 * confirmation with the total (amount × people, in integer fen) in Chinese capitals, and a
 * recharge request is filed (提交充值申请): another person's approval credits all of them or none;
 * a refusal returns to the form with nothing lost.
 * @example
 * <BatchRechargeDialog onClose={close} />
 */
export function BatchRechargeDialog({ onClose }: BatchRechargeDialogProps) {
  const t = useViewT(usersMessages);
  const locale = useLocale();
  const notify = useNotify();
  const { queries } = useAdminInternals();
  const [search, setSearch] = useState('');
  const [state, setState] = useState<ListState>(PAGE);
  const list = useResourceList(user, state, { operation: usersActions.batchUserList });
  const [picked, setPicked] = useState<ReadonlyMap<string, string>>(new Map());
  const [amount, setAmount] = useState('');
  const [remark, setRemark] = useState('');
  const [tried, setTried] = useState(false);
  const [server, setServer] = useState<{ field: string | null; msg: string } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const write = useResourceWrite(user);
  const op = usersActions.batchRecharge;
  const amountDef = op.body!.amount!;
  const amountLabel = t('users.perPerson');
  const amountProblem = validateField(amountDef, amount);
  const usersProblem = picked.size ? null : t('users.noneSelected');
  const total = useMemo(() => multiplyAmount(amount.trim(), picked.size) ?? '', [amount, picked.size]);

  const toggle = (id: string, name: string, on: boolean) => setPicked((prev) => {
    const next = new Map(prev);
    if (on) next.set(id, name);
    else next.delete(id);
    return next;
  });
  const pickable = list.rows.filter((r) => Number(r.status ?? 1) !== 0);
  const allOn = pickable.length > 0 && pickable.every((r) => picked.has(String(r.id)));
  const next = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (!amountProblem && !usersProblem) setConfirming(true);
  };
  const pay = () => {
    setServer(null);
    write.run(op, { ids: [...picked.keys()].join(','), amount: amount.trim(), ...(remark.trim() ? { remark: remark.trim() } : {}) }).then(() => {
      queries.invalidate(resourceQueryKey('organisation.userRechargeRequest'));
      notify.success(t('users.batchDone', { count: picked.size, total: amountText(total) ?? total }));
      onClose();
    }, (err: unknown) => {
      // An envelope refusal (ApiError) carries the server's msg and, in data, the field it is about.
      const e = err as { msg?: unknown; message?: unknown; data?: { field?: unknown } | null } | null;
      const field = e?.data?.field;
      const msg = typeof e?.msg === 'string' && e.msg ? e.msg : typeof e?.message === 'string' ? e.message : String(err);
      setServer({ field: typeof field === 'string' ? field : null, msg });
      setConfirming(false);
    });
  };
  const amountError = server?.field === 'amount' ? server.msg : tried ? problemText(t, amountLabel, amountProblem) : undefined;
  const usersError = server?.field === 'ids' ? server.msg : tried ? usersProblem ?? undefined : undefined;
  const dirty = picked.size > 0 || amount !== '' || remark !== '';
  return (
    <>
      <Dialog
        open={!confirming} onClose={() => { if (!write.pending) onClose(); }} closeLabel={t('resource.close')} width={640}
        title={t('users.batchRecharge')} closeOnOverlay={!dirty}
        footer={(
          <>
            <Button onClick={onClose}>{t('common.cancel')}</Button>
            <Button type="submit" form="sc-batch-recharge" variant="primary">{t('users.next')}</Button>
          </>
        )}
      >
        {server && server.field !== 'amount' && server.field !== 'ids' ? <p role="alert" style={{ color: '#B23B3B', margin: '0 0 12px' }}>{server.msg}</p> : null}
        <form id="sc-batch-recharge" onSubmit={next} noValidate>
          <FormField label={t('users.pick')} required error={usersError}>
            <div>
              <div style={{ display: 'flex', gap: 8, marginBottom: 8 }}>
                <Input
                  aria-label={t('users.search')} placeholder={t('users.search')} value={search} onChange={(e) => setSearch(e.target.value)}
                  onKeyDown={(e) => { if (e.key === 'Enter') { e.preventDefault(); setState({ ...PAGE, filters: search.trim() ? { name: search.trim() } : {} }); } }}
                />
                <Button onClick={() => setState({ ...PAGE, filters: search.trim() ? { name: search.trim() } : {} })}>{t('resource.search')}</Button>
              </div>
              <div style={{ display: 'flex', justifyContent: 'space-between', marginBottom: 4 }}>
                <Checkbox
                  label={t('users.pickAll')} checked={allOn} indeterminate={!allOn && pickable.some((r) => picked.has(String(r.id)))}
                  onChange={(on) => setPicked((prev) => {
                    const next = new Map(prev);
                    for (const r of pickable) if (on) next.set(String(r.id), String(r.name ?? r.id)); else next.delete(String(r.id));
                    return next;
                  })}
                />
                <span role="status">{t('users.picked', { count: picked.size })}</span>
              </div>
              <ul aria-label={t('users.pick')} style={{ listStyle: 'none', margin: 0, padding: 4, maxHeight: 220, overflow: 'auto', border: `1px solid ${cssVar.border}`, borderRadius: 4 }}>
                {list.isPending ? <li>{t('common.loading')}</li> : null}
                {!list.isPending && !list.rows.length ? <li>{t('users.noneFound')}</li> : null}
                {list.rows.map((r) => {
                  const id = String(r.id);
                  const name = String(r.name ?? id);
                  const phone = typeof r.phone === 'string' ? ` ${maskPhone(r.phone)}` : '';
                  return (
                    <li key={id}>
                      <Checkbox
                        label={`${name}${phone}`} checked={picked.has(id)} disabled={Number(r.status ?? 1) === 0}
                        onChange={(on) => toggle(id, name, on)}
                      />
                    </li>
                  );
                })}
              </ul>
            </div>
          </FormField>
          <FormField label={amountLabel} required error={amountError}>
            <Input
              inputMode="decimal" autoComplete="off" value={amount} placeholder={t('resource.inputPlaceholder', { field: amountLabel })}
              onChange={(e) => { setAmount(filterInputValue(amountDef, e.target.value)); if (server?.field === 'amount') setServer(null); }}
              onBlur={() => setTried(true)}
            />
          </FormField>
          <FormField label={op.body?.remark?.label[locale] ?? t('users.remark')}>
            <Textarea value={remark} rows={2} maxLength={op.body?.remark?.max} onChange={(e) => setRemark(e.target.value)} />
          </FormField>
        </form>
      </Dialog>
      <MoneyConfirmDialog
        open={confirming} title={t('users.confirmTitle')} amount={total}
        amountLabel={t('users.total')} capitalsLabel={t('users.capitals')} unit={t('users.unit')}
        details={[
          { label: t('users.people'), value: String(picked.size) },
          { label: t('users.perPerson'), value: `${amountText(amount.trim()) ?? amount} ${t('users.unit')}` },
          { label: t('users.user'), value: [...picked.values()].slice(0, 10).join('、') + (picked.size > 10 ? '…' : '') },
        ]}
        message={t('users.batchQuestion', { count: picked.size, amount: amountText(amount.trim()) ?? amount })}
        confirmText={t('users.confirmRecharge')} cancelText={t('users.back')} closeLabel={t('resource.close')}
        confirming={write.pending} onConfirm={pay} onCancel={() => setConfirming(false)}
      />
    </>
  );
}
