import { useMemo } from 'react';
import { rechargeManage } from '../../contract/services/wallet';
import { formFields, useLocale, useNotify, useRefOptions, useResourceWrite } from '../../core';
import { useViewT } from '../../resource';
import { walletActions } from './actions';
import { walletMessages } from './messages';
import { MoneyFormDialog } from '../../resource/MoneyFormDialog';

export interface RechargeRequestDialogProps {
  onClose: () => void;
}

/**
 * A new recharge request: purpose, company, account, amount (filtered as typed, 000 section 5)
 * and voucher, then the confirmation with the amount in Chinese capitals; confirming saves it and
 * sends it for review at once (充值申请). The money moves only when someone else approves it.
 * @example
 * <RechargeRequestDialog onClose={close} />
 */
export function RechargeRequestDialog({ onClose }: RechargeRequestDialogProps) {
  const t = useViewT(walletMessages);
  const locale = useLocale();
  const notify = useNotify();
  const write = useResourceWrite(rechargeManage);
  const accounts = useRefOptions('wallet.virtAccountExtend');
  const fields = useMemo(() => formFields(rechargeManage), []);
  return (
    <MoneyFormDialog
      resource={rechargeManage} operation={walletActions.rechargeAdd} fields={fields} amountField="amount"
      title={t('wallet.requestTitle')} confirmTitle={t('wallet.confirmRequestTitle')} confirmText={t('wallet.confirmRequest')}
      message={t('wallet.requestQuestion')} amountLabel={t('wallet.amount')}
      details={(v) => [
        { label: rechargeManage.fields.title!.label[locale], value: v.title ?? '' },
        { label: t('wallet.account'), value: accounts.labelOf(v.accountId) ?? v.accountId ?? '' },
      ]}
      onSaved={async (data) => {
        const id = (data as { id?: unknown } | null)?.id;
        try {
          await write.run(walletActions.rechargeApply, { id });
          notify.success(t('wallet.requested'));
        } catch { /* the API client toasted why; the request stays as a draft, with 提交审核 on its row */ }
        onClose();
      }}
      onClose={onClose}
    />
  );
}
