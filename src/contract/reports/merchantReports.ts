/**
 * The cloud shop's 商户报表 and 账单异常报表 over the delivery orders, their lines and refunds
 * (money in whole fen). 商户报表 is a grouped statement of the engine; 账单异常报表 lists each
 * anomalous order once with every rule it breaks, so it has a dedicated handler.
 */
import { f, t } from '../dsl';
import type { ReportDef } from '../report';
import { ORDERS, TIME, by } from './measures';

const SOLD = { status: ['paid', 'delivering', 'completed'] } as const;
const FLASH = 'flashdeliver';
const ORDER_LIST = '/flashdeliver/orderManager';

/**
 * 商户报表: per merchant (or day, week, month) the sold orders, sales (paid amounts), their refunds,
 * net sales and the average order, all in fen.
 * @example
 * <ReportPage report={merchantReport} source={order} />
 */
export const merchantReport: ReportDef = {
  name: 'flashMerchant', permission: FLASH,
  title: t('商户报表', 'Merchant report', 'Informe por comercio'),
  note: t(
    '订单数与销售额（实付金额）含已支付、配送中与已完成的订单；退款为这些订单的退款之和，按下单日期计；净额＝销售额－退款。',
    'Orders and sales (paid amounts) count paid, delivering and completed orders; refunds are those orders\' refunds, dated by the order; net = sales − refunds.',
    'Pedidos y ventas (importes pagados) cuentan los pagados, en reparto y completados; los reembolsos son los de esos pedidos, fechados por el pedido; neto = ventas − reembolsos.',
  ),
  source: 'flashdeliver.order', dateField: 'createTime', maxDays: 366,
  dimensions: { merchantId: by('merchantId'), ...TIME },
  measures: {
    orders: { agg: 'count', label: ORDERS, where: SOLD },
    sales: { agg: 'sum', field: 'paidAmount', unit: 'fen', label: t('销售额(元)', 'Sales (yuan)', 'Ventas (yuanes)'), where: SOLD },
    refunds: {
      agg: 'child', child: 'flashdeliver.orderRefund', key: 'orderId', field: 'amount', unit: 'fen', where: SOLD,
      label: t('退款(元)', 'Refunds (yuan)', 'Reembolsos (yuanes)'),
    },
    net: { agg: 'diff', of: 'sales', minus: 'refunds', unit: 'fen', label: t('净额(元)', 'Net (yuan)', 'Neto (yuanes)') },
    average: { agg: 'avg', of: 'sales', over: 'orders', unit: 'fen', label: t('客单价(元)', 'Average order (yuan)', 'Pedido medio (yuanes)') },
  },
  filters: ['orgId', 'merchantId'],
  views: ['bar', 'pie', 'line', 'table'],
  drill: ORDER_LIST,
};

/**
 * 账单异常报表: each order of the range that breaks a rule, once, with a mark per rule: (1) paid
 * amount differs from the sum of its lines (paid, delivering or completed orders), (2) paid or out
 * for delivery and older than `overdueDays` at the range's end, (3) refunded twice or more.
 * @example
 * <ReportPage report={billAnomalyReport} source={order} />
 */
export const billAnomalyReport: ReportDef = {
  name: 'flashBillAnomaly', permission: FLASH, handler: 'billAnomaly',
  title: t('账单异常报表', 'Billing anomalies', 'Anomalías de facturación'),
  note: t(
    '每张异常订单只列一次，并标出它违反的每条规则；合计按订单计，不按规则次数计。',
    'Each anomalous order is listed once with every rule it breaks; totals count orders, not rule hits.',
    'Cada pedido anómalo aparece una vez con todas las reglas que incumple; los totales cuentan pedidos, no incumplimientos.',
  ),
  source: 'flashdeliver.order', dateField: 'createTime', maxDays: 366,
  dimensions: { orderNo: by('orderNo') },
  measures: {
    orders: { agg: 'count', label: t('异常订单数', 'Anomalous orders', 'Pedidos anómalos') },
    mismatch: { agg: 'flag', label: t('金额与明细不符', 'Paid ≠ lines', 'Pagado ≠ líneas') },
    overdue: { agg: 'flag', label: t('超时未完成', 'Overdue', 'Atrasado') },
    multiRefund: { agg: 'flag', label: t('多次退款', 'Refunded twice or more', 'Reembolsado varias veces') },
    paid: { agg: 'sum', field: 'paidAmount', unit: 'fen', label: t('实付金额(元)', 'Paid (yuan)', 'Pagado (yuanes)') },
    lines: {
      agg: 'child', child: 'flashdeliver.orderLine', key: 'orderId', field: ['quantity', 'unitPrice'], unit: 'fen',
      label: t('明细合计(元)', 'Lines total (yuan)', 'Total de líneas (yuanes)'),
    },
    refunds: { agg: 'child', child: 'flashdeliver.orderRefund', key: 'orderId', label: t('退款次数', 'Refunds', 'Reembolsos') },
  },
  filters: ['orgId', 'merchantId', 'status'],
  params: {
    overdueDays: f.integer(t('超时天数', 'Overdue after (days)', 'Atrasado tras (días)'), { min: 1, max: 90, default: 3 }),
  },
  views: ['table'],
  drill: ORDER_LIST,
};

/**
 * @example
 * MERCHANT_REPORTS.map((r) => r.name) // ['flashMerchant', 'flashBillAnomaly']
 */
export const MERCHANT_REPORTS: readonly ReportDef[] = [merchantReport, billAnomalyReport];
