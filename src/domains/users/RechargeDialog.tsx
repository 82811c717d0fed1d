import { useMemo } from 'react';
import { user } from '../../contract/services/organisation/people';
import { bodyFields, resourceQueryKey, useNotify } from '../../core';
import { useAdminInternals } from '../../core/adminContext';
import { useViewT, type Row } from '../../resource';
import { MoneyFormDialog } from '../../resource/MoneyFormDialog';
import { amountText, usersActions } from './actions';
import { usersMessages } from './messages';

export interface RechargeDialogProps {
  /** The user whose wallet is credited (a row of organisation.user). */
  row: Row;
  onClose: () => void;
}

/**
 * A recharge request for one user's wallet in two steps: the amount (the 000 section 5 filter on
 * every keystroke, checked against the contract's limits) and a remark, then the money
 * confirmation with the amount in Chinese capitals (提交充值申请). Nothing is credited until
 * another person approves the request (充值管理 › 用户充值). A refusal from the server returns to the form with its
 * message on the field it names and nothing typed lost.
 * @example
 * <RechargeDialog row={{ id: 3, name: '张三', balance: 20 }} onClose={close} />
 */
export function RechargeDialog({ row, onClose }: RechargeDialogProps) {
  const t = useViewT(usersMessages);
  const notify = useNotify();
  const { queries } = useAdminInternals();
  const op = usersActions.recharge;
  const fields = useMemo(() => bodyFields(op), [op]);
  const name = String(row[user.labelField] ?? row.id);
  const balance = `${amountText(row.balance) ?? '—'} ${t('users.unit')}`;
  return (
    <MoneyFormDialog
      resource={user} operation={op} fields={fields} amountField="amount" fixed={{ id: String(row.id) }}
      title={t('users.rechargeTitle', { name })} intro={`${t('users.balance')}：${balance}`}
      confirmTitle={t('users.confirmTitle')} confirmText={t('users.confirmRecharge')} amountLabel={t('users.amount')}
      message={t('users.rechargeQuestion', { name })}
      details={(values) => [
        { label: t('users.user'), value: name },
        { label: t('users.balance'), value: balance },
        ...(values.remark?.trim() ? [{ label: t('users.remark'), value: values.remark.trim() }] : []),
      ]}
      onSaved={(_data, values) => {
        // Nothing is credited yet: the request joins the 用户充值 queue, whose cached pages are stale now.
        queries.invalidate(resourceQueryKey('organisation.userRechargeRequest'));
        notify.success(t('users.recharged', { name, amount: amountText(values.amount) ?? values.amount ?? '' }));
        onClose();
      }}
      onClose={onClose}
    />
  );
}
