/**
 * Reports of 统计数据 (/statiscal, role statisticalData) that the catalogue's data can answer:
 * wallet consumption, refunds and recharges, merchant turnover, device collections, visitors and
 * complaints. Each counts only what its note says.
 */
import { t } from '../dsl';
import type { ReportDef } from '../report';
import { AMOUNT, TIME, by } from './measures';

const PERMISSION = 'statisticalData';
const COUNT = t('笔数', 'Transactions', 'Operaciones');
const ACCOUNTS = t('账户数', 'Accounts', 'Cuentas');

/** One report over the wallet flow, fixed to one transaction type. */
const flow = (name: string, type: string, title: ReturnType<typeof t>, note: ReturnType<typeof t>): ReportDef => ({
  name, title, note, permission: PERMISSION,
  source: 'wallet.virtAccountWater', dateField: 'createTime', maxDays: 366,
  where: { type: [type] },
  dimensions: { ...TIME, merchantId: by('merchantId'), channel: by('channel'), companyId: by('companyId') },
  measures: {
    count: { agg: 'count', label: COUNT },
    amount: { agg: 'sum', field: 'amount', label: AMOUNT },
    accounts: { agg: 'distinct', field: 'accountId', label: ACCOUNTS },
  },
  filters: ['companyId', 'merchantId', 'channel'],
  views: ['line', 'bar', 'pie', 'table'],
});

/**
 * @example
 * <ReportPage report={consumptionReport} />
 */
export const consumptionReport = flow('consumptionSummary', 'consume', t('消费汇总', 'Consumption summary', 'Resumen de consumo'), t(
  '只含账户流水中的消费；充值、退款与清零不计入。', 'Counts payments of the account flow only; recharges, refunds and resets are left out.',
  'Cuenta solo los pagos del flujo de cuentas; recargas, reembolsos y puestas a cero quedan fuera.',
));
/**
 * @example
 * <ReportPage report={refundReport} />
 */
export const refundReport = flow('refund', 'refund', t('退款统计', 'Refunds', 'Reembolsos'), t(
  '只含账户流水中的退款。', 'Counts refunds of the account flow only.', 'Cuenta solo los reembolsos del flujo de cuentas.',
));
/**
 * @example
 * <ReportPage report={merchantTurnoverReport} />
 */
export const merchantTurnoverReport: ReportDef = {
  ...flow('merchantTurnover', 'consume', t('商户营业额', 'Merchant turnover', 'Facturación por comercio'), t(
    '商户营业额为账户流水中在该商户的消费之和。', 'A merchant\'s turnover is the sum of account payments made at it.',
    'La facturación de un comercio es la suma de los pagos con cuenta hechos en él.',
  )),
  dimensions: { merchantId: by('merchantId'), ...TIME, channel: by('channel') },
  views: ['bar', 'pie', 'table'],
};

/**
 * @example
 * <ReportPage report={rechargeReport} />
 */
export const rechargeReport: ReportDef = {
  name: 'rechargeSummary', permission: PERMISSION,
  title: t('充值汇总', 'Recharge summary', 'Resumen de recargas'),
  note: t('充值金额只含审核通过的充值；待审核与驳回单列。', 'Recharged amounts count approved requests only; pending and rejected ones are shown apart.',
    'Los importes recargados cuentan solo las solicitudes aprobadas; las pendientes y rechazadas se muestran aparte.'),
  source: 'wallet.rechargeManage', dateField: 'createTime', maxDays: 366,
  dimensions: { ...TIME, companyId: by('companyId'), auditStatus: by('auditStatus') },
  measures: {
    approvedAmount: { agg: 'sum', field: 'amount', label: t('已充值金额(元)', 'Recharged (yuan)', 'Recargado (yuanes)'), where: { auditStatus: ['approved'] } },
    approved: { agg: 'count', label: t('已通过', 'Approved', 'Aprobadas'), where: { auditStatus: ['approved'] } },
    pending: { agg: 'count', label: t('待审核', 'Pending', 'Pendientes'), where: { auditStatus: ['pending'] } },
    rejected: { agg: 'count', label: t('已驳回', 'Rejected', 'Rechazadas'), where: { auditStatus: ['rejected'] } },
  },
  filters: ['companyId', 'auditStatus'],
  views: ['bar', 'line', 'table'],
};

/**
 * @example
 * <ReportPage report={deviceCollectionReport} />
 */
export const deviceCollectionReport: ReportDef = {
  name: 'deviceCollection', permission: PERMISSION,
  title: t('设备收款统计', 'Device collections', 'Cobros por dispositivo'),
  note: t('收款只含已支付的订单；已退款单列。', 'Collections count paid orders only; refunded ones are shown apart.',
    'Los cobros cuentan solo los pedidos pagados; los reembolsados se muestran aparte.'),
  source: 'collection.collection', dateField: 'createTime', maxDays: 366,
  dimensions: { ...TIME, merchantId: by('merchantId'), equipmentId: by('equipmentId'), payType: by('payType') },
  measures: {
    count: { agg: 'count', label: COUNT, where: { status: ['paid'] } },
    amount: { agg: 'sum', field: 'amount', label: AMOUNT, where: { status: ['paid'] } },
    refunded: { agg: 'count', label: t('已退款', 'Refunded', 'Reembolsados'), where: { status: ['refunded'] } },
  },
  filters: ['merchantId', 'payType', 'status'],
  views: ['bar', 'line', 'pie', 'table'],
};

/**
 * @example
 * <ReportPage report={visitorReport} />
 */
export const visitorReport: ReportDef = {
  name: 'visitor', permission: PERMISSION,
  title: t('访客统计', 'Visitors', 'Visitantes'),
  note: t('按预约提交时间统计。', 'Counted by the time an appointment was made.', 'Contadas por la fecha en que se pidió la cita.'),
  source: 'passthrough.visitorOrder', dateField: 'createTime', maxDays: 366,
  dimensions: { ...TIME, orgId: by('orgId'), status: by('status') },
  measures: {
    appointments: { agg: 'count', label: t('预约数', 'Appointments', 'Citas') },
    visitors: { agg: 'distinct', field: 'visitorId', label: t('访客人数', 'Visitors', 'Visitantes') },
    completed: { agg: 'count', label: t('已到访', 'Visited', 'Realizadas'), where: { status: ['visiting', 'completed'] } },
  },
  filters: ['orgId', 'status'],
  views: ['line', 'bar', 'pie', 'table'],
  drill: '/passthrough/visitorOrder',
};

/**
 * @example
 * <ReportPage report={commentReport} />
 */
export const commentReport: ReportDef = {
  name: 'comment', permission: PERMISSION,
  title: t('投诉建议统计', 'Complaints and suggestions', 'Quejas y sugerencias'),
  source: 'comment.commentBill', dateField: 'createTime', maxDays: 366,
  dimensions: { ...TIME, typeId: by('typeId'), orgId: by('orgId'), status: by('status') },
  measures: {
    bills: { agg: 'count', label: t('单数', 'Tickets', 'Casos') },
    open: { agg: 'count', label: t('未办结', 'Open', 'Abiertos'), where: { status: ['pending', 'processing'] } },
    closedRate: { agg: 'rate', of: 'done', over: 'bills', label: t('办结率(%)', 'Resolved (%)', 'Resueltos (%)') },
    done: { agg: 'count', label: t('已办结', 'Resolved', 'Resueltos'), where: { status: ['replied', 'closed'] } },
  },
  filters: ['orgId', 'typeId', 'status'],
  views: ['bar', 'stackedBar', 'pie', 'table'],
  drill: '/comment/commentBill',
};

/**
 * @example
 * STATISTICS_REPORTS.map((r) => r.name)
 */
export const STATISTICS_REPORTS: readonly ReportDef[] = [
  consumptionReport, refundReport, merchantTurnoverReport, rechargeReport, deviceCollectionReport, visitorReport, commentReport,
];
