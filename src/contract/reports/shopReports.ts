/**
 * Cloud-shop reports over the delivery orders: per project (项目销售, 项目汇总), per courier (配送员)
 * and the shop's own statistics (云小店统计). Sales count completed orders; cancelled ones are apart.
 */
import { t } from '../dsl';
import type { ReportDef } from '../report';
import { ORDERS, TIME, by } from './measures';

const SOLD = { status: ['paid', 'delivering', 'completed'] } as const;
const NOTE = t(
  '订单数与销售额含已支付、配送中与已完成的订单；待支付与已取消的订单不计入，取消单列。',
  'Orders and sales count paid, delivering and completed orders; unpaid and cancelled orders are left out, cancellations shown apart.',
  'Pedidos y ventas cuentan los pagados, en reparto y completados; los no pagados y cancelados quedan fuera, las cancelaciones aparte.',
);

const measures = {
  orders: { agg: 'count', label: ORDERS, where: SOLD },
  amount: { agg: 'sum', field: 'amount', label: t('销售额(元)', 'Sales (yuan)', 'Ventas (yuanes)'), where: SOLD },
  customers: { agg: 'distinct', field: 'receiverPhone', label: t('下单人数', 'Customers', 'Clientes'), where: SOLD },
  cancelled: { agg: 'count', label: t('已取消', 'Cancelled', 'Cancelados'), where: { status: ['cancelled'] } },
  all: { agg: 'count', label: t('全部订单', 'All orders', 'Todos los pedidos') },
  cancelRate: { agg: 'rate', of: 'cancelled', over: 'all', label: t('取消率(%)', 'Cancel rate (%)', 'Tasa de cancelación (%)') },
} as const;

const shop = (name: string, permission: string, title: ReturnType<typeof t>, dimensions: ReportDef['dimensions'], views: ReportDef['views']): ReportDef => ({
  name, permission, title, note: NOTE,
  source: 'flashdeliver.order', dateField: 'createTime', maxDays: 366,
  dimensions, measures, filters: ['orgId', 'status', 'deliveryStaffId'], views, drill: '/flashdeliver/orderManager',
});

/**
 * @example
 * <ReportPage report={organisationSellReport} />
 */
export const organisationSellReport = shop('organisationSell', 'flashdeliver', t('项目销售报表', 'Sales by project', 'Ventas por proyecto'),
  { orgId: by('orgId'), ...TIME, status: by('status') }, ['bar', 'pie', 'table']);
/**
 * @example
 * <ReportPage report={deliveryStaffReport} />
 */
export const deliveryStaffReport = shop('deliveryStaff', 'flashdeliver', t('配送员报表', 'Couriers', 'Repartidores'),
  { deliveryStaffId: by('deliveryStaffId'), ...TIME }, ['bar', 'table']);
/**
 * @example
 * <ReportPage report={projectSummaryReport} />
 */
export const projectSummaryReport = shop('projectSummary', 'flashstatiscal', t('项目汇总', 'Project summary', 'Resumen por proyecto'),
  { orgId: by('orgId'), month: TIME.month, status: by('status') }, ['bar', 'stackedBar', 'table']);
/**
 * @example
 * <ReportPage report={flashStatisticsReport} />
 */
export const flashStatisticsReport = shop('flashStatistics', 'flashstatiscal', t('云小店统计', 'Cloud shop statistics', 'Estadísticas de la tienda'),
  { ...TIME, status: by('status'), orgId: by('orgId') }, ['line', 'bar', 'pie', 'table']);
/**
 * @example
 * <ReportPage report={businessAnalysisReport} />
 */
export const businessAnalysisReport = shop('businessAnalysis', 'flashstatiscal', t('经营分析', 'Business analysis', 'Análisis del negocio'),
  { status: by('status'), ...TIME, orgId: by('orgId') }, ['pie', 'bar', 'table']);

/**
 * @example
 * SHOP_REPORTS.map((r) => r.name)
 */
export const SHOP_REPORTS: readonly ReportDef[] = [
  organisationSellReport, deliveryStaffReport, projectSummaryReport, flashStatisticsReport, businessAnalysisReport,
];
