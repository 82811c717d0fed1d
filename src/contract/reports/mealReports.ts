/**
 * Canteen reports: dinner orders by meal date. Effective orders (ordered or taken) are counted and
 * summed; cancelled and refunded orders are measures of their own, never part of the totals.
 */
import { t } from '../dsl';
import type { ReportDef } from '../report';
import { AMOUNT, ORDERS, TIME, USERS, by } from './measures';

const EFFECTIVE = { status: ['ordered', 'taken'] } as const;

/** 订餐统计 (meal domain) and 订餐订单报表 (statistics): one definition, two permissions. */
const mealOrders = (name: string, permission: string, title: ReportDef['title']): ReportDef => ({
  name, permission, title,
  note: t(
    '订单数与金额只含已订餐和已取餐的订单；已取消、已退款单列，不计入合计。',
    'Orders and amounts count ordered and taken orders only; cancelled and refunded orders are shown apart and left out of the totals.',
    'Los pedidos e importes cuentan solo los pedidos realizados y recogidos; los cancelados y reembolsados se muestran aparte y no suman en los totales.',
  ),
  source: 'ordermeal.orderDinner',
  dateField: 'date',
  maxDays: 366,
  dimensions: { ...TIME, mealTime: by('mealTime'), companyId: by('companyId'), orgId: by('orgId'), status: by('status') },
  measures: {
    orders: { agg: 'count', label: ORDERS, where: EFFECTIVE },
    amount: { agg: 'sum', field: 'amount', label: AMOUNT, where: EFFECTIVE },
    users: { agg: 'distinct', field: 'userId', label: USERS, where: EFFECTIVE },
    cancelled: { agg: 'count', label: t('已取消', 'Cancelled', 'Cancelados'), where: { status: ['cancelled'] } },
    refunded: { agg: 'count', label: t('已退款', 'Refunded', 'Reembolsados'), where: { status: ['refunded'] } },
    refundedAmount: { agg: 'sum', field: 'amount', label: t('退款金额(元)', 'Refunded (yuan)', 'Reembolsado (yuanes)'), where: { status: ['refunded'] } },
    all: { agg: 'count', label: t('全部订单', 'All orders', 'Todos los pedidos') },
    cancelRate: { agg: 'rate', of: 'cancelled', over: 'all', label: t('取消率(%)', 'Cancel rate (%)', 'Tasa de cancelación (%)') },
  },
  filters: ['orgId', 'companyId', 'mealTime', 'status'],
  views: ['line', 'bar', 'pie', 'table'],
  drill: '/meal/orders',
});

/**
 * @example
 * <ReportPage report={dinnerStatisticsReport} />
 */
export const dinnerStatisticsReport = mealOrders('dinnerStatistics', 'merchant/wallet', t('订餐统计', 'Meal order statistics', 'Estadísticas de pedidos de comida'));
/**
 * @example
 * <ReportPage report={mealOrderReport} />
 */
export const mealOrderReport = mealOrders('mealOrder', 'statisticalData', t('订餐订单报表', 'Meal order report', 'Informe de pedidos de comida'));

/**
 * @example
 * MEAL_REPORTS.map((r) => r.name) // ['dinnerStatistics', 'mealOrder']
 */
export const MEAL_REPORTS: readonly ReportDef[] = [dinnerStatisticsReport, mealOrderReport];
