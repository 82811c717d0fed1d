import { useMemo } from 'react';
import { collection } from '../../contract/services/collection';
import { bodyFields, resourceQueryKey, useNotify } from '../../core';
import { useAdminInternals } from '../../core/adminContext';
import { useViewT, type Row } from '../../resource';
import { MoneyFormDialog } from '../../resource/MoneyFormDialog';
import { merchantActions, moneyText } from './actions';
import { merchantMessages } from './messages';

export interface RefundDialogProps {
  /** The collection refunded (a row of collection.collection, status paid). */
  row: Row;
  onClose: () => void;
}

/**
 * Refund of one collection in two steps: the reason, then the money confirmation with the amount
 * (the whole collection: the catalogue's refund takes no amount) in Chinese capitals, the payer,
 * the merchant and the collection number. A refusal returns to the form with the server's message
 * on the field it names and the reason kept.
 * @example
 * <RefundDialog row={{ id: 7, orderNo: 'SK202611260001', amount: '35.50' }} onClose={close} />
 */
export function RefundDialog({ row, onClose }: RefundDialogProps) {
  const t = useViewT(merchantMessages);
  const notify = useNotify();
  const { queries } = useAdminInternals();
  const op = merchantActions.refund;
  const fields = useMemo(() => bodyFields(op), [op]);
  const amount = moneyText(row.amount) ?? '';
  const orderNo = String(row.orderNo ?? row.id);
  return (
    <MoneyFormDialog
      resource={collection} operation={op} fields={fields} amount={amount} fixed={{ id: String(row.id) }}
      title={t('merchant.refundTitle', { orderNo })} intro={`${t('merchant.refundAmount')}：${amount} ${t('merchant.unit')}`}
      confirmTitle={t('merchant.confirmRefund')} confirmText={t('merchant.confirmRefund')} amountLabel={t('merchant.refundAmount')}
      message={t('merchant.refundQuestion', { orderNo })}
      details={(values) => [
        { label: t('merchant.orderNo'), value: orderNo },
        { label: t('merchant.merchant'), value: String(row.merchantName ?? row.merchantId ?? '—') },
        { label: t('merchant.payer'), value: String(row.payerName ?? '—') },
        ...(values.refundReason?.trim() ? [{ label: t('merchant.reason'), value: values.refundReason.trim() }] : []),
      ]}
      onSaved={() => {
        queries.invalidate(resourceQueryKey(collection.key));
        notify.success(t('merchant.refunded', { orderNo, amount }));
        onClose();
      }}
      onClose={onClose}
    />
  );
}
