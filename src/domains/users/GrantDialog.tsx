import { useEffect, useState } from 'react';
import { welfarePersonRecord, welfareRecord } from '../../contract/services/organisation/welfare';
import { callOperation, resourceQueryKey, rowsOf, useLocale, useNotify, useResourceWrite } from '../../core';
import { useAdminInternals } from '../../core/adminContext';
import { useViewT, type Row } from '../../resource';
import { ConfirmDialog, MoneyConfirmDialog } from '../../ui';
import { sumAmounts } from '../../utils';
import { amountText, usersActions } from './actions';
import { usersMessages } from './messages';

export interface GrantDialogProps {
  /** The welfare grant (a row of organisation.welfareRecord). */
  row: Row;
  onClose: () => void;
}

const PAGE_SIZE = 100;

/** Everyone of a grant not paid yet, and their exact total: what grantAmount will credit. */
async function pendingPersons(load: (input: Record<string, unknown>) => Promise<{ rows: Row[]; total: number }>, grantId: string) {
  const amounts: string[] = [];
  for (let page = 1; ; page++) {
    const { rows, total } = await load({ welfareRecordId: grantId, pageNum: page, pageSize: PAGE_SIZE });
    for (const p of rows) if (p.grantStatus !== 'granted') amounts.push(amountText(p.amount) ?? '');
    if (!rows.length || page * PAGE_SIZE >= total) break;
  }
  return { count: amounts.length, total: sumAmounts(amounts) };
}

/**
 * Pay-out of a welfare grant: counts the people not paid yet and adds their amounts exactly
 * (integer fen), then asks with the total in Chinese capitals and files a recharge request for
 * them (提交充值申请): each account is credited only when another person approves it. A grant with nobody to pay says to import the list.
 * @example
 * <GrantDialog row={{ id: 7, title: '中秋福利', amount: 200 }} onClose={close} />
 */
export function GrantDialog({ row, onClose }: GrantDialogProps) {
  const t = useViewT(usersMessages);
  const locale = useLocale();
  const notify = useNotify();
  const { api, queries } = useAdminInternals();
  const write = useResourceWrite(welfareRecord);
  const [sum, setSum] = useState<{ count: number; total: string | null } | { error: string } | null>(null);
  const grantId = String(row.id);
  const title = String(row.title ?? row.id);
  useEffect(() => {
    const ctrl = new AbortController();
    const load = async (input: Record<string, unknown>) =>
      rowsOf((await callOperation<{ data?: unknown }>(api, usersActions.welfarePersons, input, { signal: ctrl.signal })).data);
    pendingPersons(load, grantId).then(setSum, (e: unknown) => { if (!ctrl.signal.aborted) setSum({ error: e instanceof Error ? e.message : String(e) }); });
    return () => ctrl.abort();
  }, [api, grantId]);

  if (sum === null || 'error' in sum || !sum.count || sum.total === null) {
    const message = sum === null ? t('welfare.counting') : 'error' in sum ? sum.error : t('welfare.noPersons');
    return (
      <ConfirmDialog
        open title={t('welfare.grantTitle')} message={message} tone="info" hideCancel
        confirmText={t('common.confirm')} cancelText={t('common.cancel')} closeLabel={t('resource.close')} onConfirm={onClose} onCancel={onClose}
      />
    );
  }
  const pay = () => {
    write.run(usersActions.grantAmount, { id: grantId }).then(() => {
      for (const key of [welfarePersonRecord.key, 'organisation.userRechargeRequest']) queries.invalidate(resourceQueryKey(key));
      notify.success(t('welfare.granted', { title, count: sum.count, total: sum.total ?? '' }));
      onClose();
    }, () => onClose()); // The API client has toasted the refusal (already paid out, a disabled user...).
  };
  return (
    <MoneyConfirmDialog
      open title={t('welfare.grantTitle')} amount={sum.total}
      amountLabel={t('welfare.total')} capitalsLabel={t('users.capitals')} unit={t('users.unit')}
      details={[
        { label: welfareRecord.fields.title?.label[locale] ?? '', value: title },
        { label: t('welfare.people'), value: String(sum.count) },
        { label: t('welfare.perPerson'), value: `${amountText(row.amount) ?? '—'} ${t('users.unit')}` },
      ]}
      message={t('welfare.grantQuestion', { title, count: sum.count })}
      confirmText={t('welfare.confirmGrant')} cancelText={t('common.cancel')} closeLabel={t('resource.close')}
      confirming={write.pending} onConfirm={pay} onCancel={() => { if (!write.pending) onClose(); }}
    />
  );
}
