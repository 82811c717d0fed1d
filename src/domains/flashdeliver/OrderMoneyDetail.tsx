import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { orderLine, orderRefund } from '../../contract/services/flashdeliver';
import { FieldValue, errorText, useViewT, type Row } from '../../resource';
import { ErrorState, ProgressBar, cssVar } from '../../ui';
import { fenToAmount } from '../../utils/amountFen';
import { flashdeliverMessages } from './messages';
import { fenOf, sumFen, useOrderChildRows } from './useOrderChildRows';

const Section = styled.section`
  padding: 0 20px 16px; font-size: 14px; color: ${cssVar.text};
  h3 { margin: 8px 0; font-size: 15px; font-weight: 500; }
  table { width: 100%; border-collapse: collapse; }
  th, td { padding: 6px 8px; border-bottom: 1px solid ${cssVar.border}; text-align: left; }
  th { color: ${cssVar.textSecondary}; font-weight: 400; }
  .num { text-align: right; font-variant-numeric: tabular-nums; }
  tfoot td { font-weight: 500; }
  p { margin: 8px 0; }
`;

const yuan = (fen: bigint | null) => (fen === null ? '—' : fenToAmount(fen));

function Loaded({ q, children }: { q: ReturnType<typeof useOrderChildRows>; children: (rows: Row[]) => ReactNode }) {
  const t = useViewT(flashdeliverMessages);
  if (q.error) return <ErrorState title={t('flash.orderPartsFailed', { message: errorText(q.error, '') })} retryText={t('common.retry')} onRetry={() => void q.refetch()} />;
  if (!q.data) return <ProgressBar value={null} label={t('common.loading')} />;
  return <>{children(q.data)}</>;
}

/**
 * The money of one cloud-shop order under its detail: 商品明细 (each line's subtotal and the
 * lines' total), 实付 and 退款记录 with the refunds' total, all in yuan from whole fen (BigInt).
 * @example
 * <ResourcePage resource={order} renderDetail={(row) => <OrderMoneyDetail order={row} />} />
 */
export function OrderMoneyDetail({ order }: { order: Row }) {
  const t = useViewT(flashdeliverMessages);
  const orderId = String(order.id);
  const lines = useOrderChildRows(orderLine, orderId);
  const refunds = useOrderChildRows(orderRefund, orderId);
  return (
    <>
      <Section aria-labelledby={`order-lines-${orderId}`}>
        <h3 id={`order-lines-${orderId}`}>{t('flash.orderLines')}</h3>
        <Loaded q={lines}>
          {(rows) => {
            const subtotals = rows.map((r) => {
              const price = fenOf(r.unitPrice);
              const qty = fenOf(r.quantity);
              return price === null || qty === null ? null : price * qty;
            });
            return (
              <table aria-label={t('flash.orderLines')}>
                <thead>
                  <tr><th>{t('flash.lineProduct')}</th><th className="num">{t('flash.lineQuantity')}</th><th className="num">{t('flash.lineUnitPrice')}</th><th className="num">{t('flash.lineSubtotal')}</th></tr>
                </thead>
                <tbody>
                  {rows.length === 0 ? <tr><td colSpan={4}>{t('flash.noOrderLines')}</td></tr> : rows.map((r, i) => (
                    <tr key={String(r.id)}>
                      <td>{String(r.productName ?? r.productId ?? '')}</td><td className="num">{String(r.quantity ?? '')}</td>
                      <td className="num">{yuan(fenOf(r.unitPrice))}</td><td className="num">{yuan(subtotals[i] ?? null)}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr><td colSpan={3}>{t('flash.linesTotal')}</td><td className="num">{yuan(sumFen(subtotals))}</td></tr>
                </tfoot>
              </table>
            );
          }}
        </Loaded>
        <p>{t('flash.paidAmount', { amount: yuan(fenOf(order.paidAmount)) })}</p>
      </Section>
      <Section aria-labelledby={`order-refunds-${orderId}`}>
        <h3 id={`order-refunds-${orderId}`}>{t('flash.orderRefunds')}</h3>
        <Loaded q={refunds}>
          {(rows) => (
            <>
            <table aria-label={t('flash.orderRefunds')}>
              <thead>
                <tr><th className="num">{t('flash.refundAmount')}</th><th>{t('flash.refundReason')}</th><th>{t('flash.refundOperator')}</th><th>{t('flash.refundTime')}</th></tr>
              </thead>
              <tbody>
                {rows.length === 0 ? <tr><td colSpan={4}>{t('flash.noOrderRefunds')}</td></tr> : rows.map((r) => (
                  <tr key={String(r.id)}>
                    <td className="num">{yuan(fenOf(r.amount))}</td><td>{String(r.reason ?? '')}</td><td>{String(r.operatorName ?? '—')}</td>
                    <td><FieldValue field={orderRefund.fields.createTime!} value={r.createTime} /></td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p>{t('flash.refundsTotal', { total: yuan(sumFen(rows.map((r) => fenOf(r.amount)))) })}</p>
            </>
          )}
        </Loaded>
      </Section>
    </>
  );
}
