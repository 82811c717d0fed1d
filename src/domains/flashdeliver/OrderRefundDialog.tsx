import { order, orderRefund } from '../../contract/services/flashdeliver';
import { resourceQueryKey, useNotify, type FieldEntry } from '../../core';
import { useAdminInternals } from '../../core/adminContext';
import { useViewT, type Row } from '../../resource';
import { MoneyFormDialog } from '../../resource/MoneyFormDialog';
import { fenToAmount } from '../../utils/amountFen';
import { flashdeliverMessages } from './messages';
import { fenOf, sumFen, useOrderChildRows } from './useOrderChildRows';

const op = order.operations.find((o) => o.name === 'refundOrder')!;
const FIELDS: FieldEntry[] = (['refundAmount', 'refundReason'] as const).map((n) => [n, op.body![n]!]);

/**
 * @example
 * <OrderRefundDialog row={order} onClose={close} />
 */
export interface OrderRefundDialogProps {
  /** The order (a row of flashdeliver.order: paid, delivering or completed). */
  row: Row;
  onClose: () => void;
}

/**
 * 退款 of a cloud-shop order in two steps: the amount (000 section 5 filter) and the reason, then
 * the money confirmation with the amount in Chinese capitals beside what was paid, what is already
 * refunded and what is left. The server checks the same limit under the order's lock; a refusal
 * returns to the form with its message on the amount and what was typed kept.
 * @example
 * <OrderRefundDialog row={order} onClose={close} />
 */
export function OrderRefundDialog({ row, onClose }: OrderRefundDialogProps) {
  const t = useViewT(flashdeliverMessages);
  const notify = useNotify();
  const { queries } = useAdminInternals();
  const no = String(row.orderNo ?? row.id);
  // What was already given back (the detail's query, shared through the cache); '—' until it is known.
  const refunds = useOrderChildRows(orderRefund, String(row.id));
  const refundedFen = refunds.data ? sumFen(refunds.data.map((r) => fenOf(r.amount))) : null;
  const paid = fenOf(row.paidAmount);
  const figures = [
    { label: t('flash.refundPaid'), value: paid === null ? '—' : fenToAmount(paid) },
    { label: t('flash.refundDone'), value: refundedFen === null ? '—' : fenToAmount(refundedFen) },
    { label: t('flash.refundLeft'), value: paid === null || refundedFen === null ? '—' : fenToAmount(paid - refundedFen) },
  ];
  return (
    <MoneyFormDialog
      resource={order} operation={op} fields={FIELDS} amountField="refundAmount" fixed={{ id: String(row.id) }}
      title={t('flash.refundTitle', { no })} confirmTitle={t('flash.confirmRefund')} confirmText={t('flash.confirmRefund')}
      message={t('flash.refundQuestion', { no })}
      details={(values) => [...figures, ...(values.refundReason?.trim() ? [{ label: t('flash.refundReason'), value: values.refundReason.trim() }] : [])]}
      onSaved={(_data, values) => {
        queries.invalidate(resourceQueryKey(order.key));
        queries.invalidate(resourceQueryKey(orderRefund.key));
        notify.success(t('flash.refunded', { no, amount: values.refundAmount ?? '' }));
        onClose();
      }}
      onClose={onClose}
    />
  );
}
