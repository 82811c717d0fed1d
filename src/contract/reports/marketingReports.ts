/**
 * 营销中心's reports: coupons (issued, used, expired and the use rate per batch or per day, over
 * the receipts) and distribution (commissions per level or per distributor, over the commission
 * lines). Money is `amount` (exact decimal yuan) summed in SQL numeric.
 */
import { t } from '../dsl';
import type { ReportDef } from '../report';
import { DAY, MONTH, WEEK, by } from './measures';

/**
 * 优惠券报表: per batch (or day, week, month of receipt) the coupons received, used and expired,
 * the use rate and what they took off orders.
 * @example
 * <ReportPage report={couponReport} source={couponReceipt} />
 */
export const couponReport: ReportDef = {
  name: 'coupon', permission: 'statisticalData',
  title: t('优惠券报表', 'Coupon report', 'Informe de cupones'),
  note: t(
    '按领取时间统计：发放数含后台发放与用户领取；核销率＝已使用÷发放数；抵扣金额为已使用券从订单中抵扣的金额。',
    'Counted by the time of receipt: issued includes coupons issued by operators and claimed by users; use rate = used ÷ issued; taken off is what used coupons took off their orders.',
    'Contado por fecha de recepción: emitidos incluye los emitidos por operadores y los reclamados; tasa de uso = usados ÷ emitidos; descontado es lo que los cupones usados restaron a sus pedidos.',
  ),
  source: 'marketing.couponReceipt', dateField: 'receiveTime', maxDays: 366,
  dimensions: { couponId: by('couponId'), day: DAY, week: WEEK, month: MONTH },
  measures: {
    issued: { agg: 'count', label: t('发放数', 'Issued', 'Emitidos') },
    used: { agg: 'count', label: t('已使用', 'Used', 'Usados'), where: { status: ['used'] } },
    expired: { agg: 'count', label: t('已过期', 'Expired', 'Caducados'), where: { status: ['expired'] } },
    useRate: { agg: 'rate', of: 'used', over: 'issued', label: t('核销率', 'Use rate', 'Tasa de uso') },
    discount: { agg: 'sum', field: 'discountAmount', label: t('抵扣金额(元)', 'Taken off (yuan)', 'Descontado (yuanes)'), where: { status: ['used'] } },
    users: { agg: 'distinct', field: 'userId', label: t('领取人数', 'Users', 'Usuarios') },
  },
  filters: ['orgId', 'couponId', 'channel'],
  views: ['bar', 'line', 'pie', 'table'],
  drill: '/marketingCenter/receive',
};

/**
 * 分销报表: per level (or distributor, day, month) the commission lines, the orders' amount and
 * the commissions earned.
 * @example
 * <ReportPage report={distributionReport} source={commission} />
 */
export const distributionReport: ReportDef = {
  name: 'distribution', permission: 'statisticalData',
  title: t('分销报表', 'Distribution report', 'Informe de distribución'),
  note: t(
    '按佣金产生时间统计；一笔订单在二级分销下产生两条佣金（一级、二级），订单金额按条计。',
    'Counted by the time each commission was earned; under a two-level rule one order earns two lines (level 1 and 2), and its amount counts on each line.',
    'Contado por la fecha de cada comisión; con dos niveles un pedido genera dos líneas (nivel 1 y 2) y su importe cuenta en cada una.',
  ),
  source: 'marketing.commission', dateField: 'createTime', maxDays: 366,
  dimensions: { level: by('level'), distributorId: { kind: 'field', field: 'distributorId', top: 20 }, day: DAY, month: MONTH },
  measures: {
    commission: { agg: 'sum', field: 'commission', label: t('佣金(元)', 'Commission (yuan)', 'Comisión (yuanes)') },
    lines: { agg: 'count', label: t('佣金笔数', 'Lines', 'Líneas') },
    orderAmount: { agg: 'sum', field: 'orderAmount', label: t('订单金额(元)', 'Order amount (yuan)', 'Importe de pedidos (yuanes)') },
    distributors: { agg: 'distinct', field: 'distributorId', label: t('分销员人数', 'Distributors', 'Distribuidores') },
  },
  filters: ['orgId', 'level', 'ruleId'],
  views: ['bar', 'pie', 'line', 'table'],
  drill: '/marketingCenter/commission',
};

/**
 * @example
 * MARKETING_REPORTS.map((r) => r.name) // ['coupon', 'distribution']
 */
export const MARKETING_REPORTS: readonly ReportDef[] = [couponReport, distributionReport];
