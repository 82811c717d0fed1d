import { Suspense, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { REFUNDABLE_ORDER_STATES, order } from '../../contract/services/flashdeliver';
import { callOperation, resourceQueryKey, useAdmin, useCan, useLocale } from '../../core';
import { useQuery } from '../../core/query/useQuery';
import { ResourcePage, useViewT, type ResourcePageOfProps, type Row, type StatsResult } from '../../resource';
import { SegmentedControl, lazyNamed } from '../../ui';
import { flashdeliverMessages } from './messages';
import { OrderMoneyDetail } from './OrderMoneyDetail';

const countOp = order.operations.find((o) => o.name === 'queryOrderCount')!;
const STATES = order.fields.status!.values!;
const ALL = '__all';
const starbucksOp = order.operations.find((o) => o.name === 'starbucksReceiver')!;
// Loads on first use: the list paints without the dialog.
const StarbucksDialog = lazyNamed(() => import('./StarbucksDialog'), 'StarbucksDialog');
const refundOp = order.operations.find((o) => o.name === 'refundOrder')!;
const OrderRefundDialog = lazyNamed(() => import('./OrderRefundDialog'), 'OrderRefundDialog');

/** The order counts per status for the page's other filters (queryOrderCount). */
function useStatusCounts(filters: Record<string, string>) {
  const { api } = useAdmin();
  return useQuery({
    key: [...resourceQueryKey(order.key), 'counts', filters],
    fn: async (signal) => (await callOperation<{ data: StatsResult }>(api, countOp, filters, { signal })).data,
  });
}

/**
 * 订单管理: status tabs with their counts (queryOrderCount, for the other filters in force), the
 * filtered orders, each order's detail (getOrder) with its lines, paid amount and refunds in yuan, 派送 to a courier of the order's project,
 * 确认送达, 取消订单 with its reason, 推送星巴克 (the receiver, editable), 退款 of part or all of what was
 * paid (approvers only, the amount in capitals before it moves) and the export of what is filtered.
 * @example
 * <AdminProvider apiBase="/super_cloud/api" token={token}><OrdersPage /></AdminProvider>
 */
export function OrdersPage({ children, rowLinks, ...props }: ResourcePageOfProps) {
  const t = useViewT(flashdeliverMessages);
  const locale = useLocale();
  const [sending, setSending] = useState<Row | null>(null);
  const [refunding, setRefunding] = useState<Row | null>(null);
  // 退款 is an approver's (approve:refund): a merchant who sold the order does not see it.
  const canRefund = useCan()([refundOp.permission!]);
  const [params, setParams] = useSearchParams();
  const status = params.get('f.status') ?? '';
  const others = useMemo(() => {
    const out: Record<string, string> = {};
    for (const [k, v] of params) if (k.startsWith('f.') && k !== 'f.status' && v) out[k.slice(2)] = v;
    return out;
  }, [params]);
  const counts = useStatusCounts(others);
  const countOf = (value: string | null) => {
    const data = counts.data;
    if (!data) return '…';
    if (value === null) return String(data.total);
    return String(data.groups.find((g) => String(g.key.status) === value)?.count ?? 0);
  };
  const options = [
    { value: ALL, label: t('flash.tab', { label: t('flash.statusAll'), count: countOf(null) }) },
    ...STATES.map((s) => ({ value: String(s.value), label: t('flash.tab', { label: s.label[locale], count: countOf(String(s.value)) }) })),
  ];
  const pick = (value: string) => {
    const next = new URLSearchParams(params);
    if (value === ALL) next.delete('f.status'); else next.set('f.status', value);
    next.delete('page');
    setParams(next);
  };
  return (
    <ResourcePage
      resource={order} title="route.orderManager"
      renderDetail={(row) => <OrderMoneyDetail order={row} />}
      rowLinks={[
        // The hand-off takes paid or delivering orders only (the server says so for any other).
        { label: starbucksOp.label![locale], onClick: setSending, shown: (row) => row.status === 'paid' || row.status === 'delivering' },
        ...(canRefund ? [{ label: refundOp.label![locale], onClick: setRefunding, shown: (row: Row) => REFUNDABLE_ORDER_STATES.has(String(row.status)) }] : []),
        ...(rowLinks ?? []),
      ]}
      {...props}
    >
      <div style={{ margin: '0 0 12px' }}>
        <SegmentedControl aria-label={t('flash.statusTabs')} options={options} value={status || ALL} onChange={pick} />
      </div>
      {children}
      <Suspense fallback={null}>{sending ? <StarbucksDialog key={String(sending.id)} row={sending} onClose={() => setSending(null)} /> : null}</Suspense>
      <Suspense fallback={null}>{refunding ? <OrderRefundDialog key={String(refunding.id)} row={refunding} onClose={() => setRefunding(null)} /> : null}</Suspense>
    </ResourcePage>
  );
}
