/**
 * 统计数据 reports that were dead embeds, over data the contract already holds: meal-line seats,
 * merchant settlement (payments less refunds per merchant), subsidy and welfare grants, card
 * steps, repairs, property fee bills and user activity. Each drills down to the list it counts.
 */
import { t } from '../dsl';
import type { ReportDef } from '../report';
import { TIME, by } from './measures';

const PERMISSION = 'statisticalData';
const COUNT = t('笔数', 'Records', 'Registros');

/**
 * 餐线统计: seats offered and booked on the meal lines by day, meal time, merchant or project.
 * @example
 * <ReportPage report={mealLineReport} source={lineManage} />
 */
export const mealLineReport: ReportDef = {
  name: 'mealLine', permission: PERMISSION,
  title: t('餐线统计', 'Meal-line statistics', 'Estadísticas de líneas de comida'),
  note: t('按用餐日期统计各餐线的座位数与已订座位数；上座率＝已订÷座位。', 'Seats and booked seats of the meal lines by meal date; occupancy = booked ÷ seats.',
    'Asientos y asientos reservados de las líneas por fecha de comida; ocupación = reservados ÷ asientos.'),
  source: 'ordermeal.lineManage', dateField: 'date', maxDays: 366,
  dimensions: { ...TIME, mealTime: by('mealTime'), merchantId: by('merchantId'), orgId: by('orgId') },
  measures: {
    booked: { agg: 'sum', field: 'bookedSeats', label: t('已订座位', 'Booked seats', 'Asientos reservados') },
    seats: { agg: 'sum', field: 'seats', label: t('座位数', 'Seats', 'Asientos') },
    lines: { agg: 'count', label: t('餐线数', 'Lines', 'Líneas') },
    occupancy: { agg: 'rate', of: 'booked', over: 'seats', label: t('上座率(%)', 'Occupancy (%)', 'Ocupación (%)') },
  },
  filters: ['orgId', 'merchantId', 'mealTime', 'status'],
  views: ['bar', 'line', 'table'],
  drill: '/meal/lines',
};

/**
 * 商户结算: what each merchant is owed for a range: its payments less its refunds in the account flow.
 * @example
 * <ReportPage report={merchantSettlementReport} source={virtAccountWater} />
 */
export const merchantSettlementReport: ReportDef = {
  name: 'merchantSettlement', permission: PERMISSION,
  title: t('商户结算', 'Merchant settlement', 'Liquidación de comercios'),
  note: t('应结算＝账户流水中该商户的消费－退款；充值与清零不计入。', 'Amount due = the merchant\'s payments − refunds in the account flow; recharges and resets are left out.',
    'Importe a liquidar = pagos − reembolsos del comercio en el flujo de cuentas; recargas y puestas a cero quedan fuera.'),
  source: 'wallet.virtAccountWater', dateField: 'createTime', maxDays: 366,
  where: { type: ['consume', 'refund'] },
  dimensions: { merchantId: by('merchantId'), ...TIME, channel: by('channel'), companyId: by('companyId') },
  measures: {
    due: { agg: 'diff', of: 'consumed', minus: 'refunded', label: t('应结算(元)', 'Amount due (yuan)', 'A liquidar (yuanes)') },
    consumed: { agg: 'sum', field: 'amount', label: t('消费金额(元)', 'Payments (yuan)', 'Pagos (yuanes)'), where: { type: ['consume'] } },
    refunded: { agg: 'sum', field: 'amount', label: t('退款金额(元)', 'Refunds (yuan)', 'Reembolsos (yuanes)'), where: { type: ['refund'] } },
    count: { agg: 'count', label: COUNT },
  },
  filters: ['merchantId', 'companyId', 'channel'],
  views: ['bar', 'pie', 'table'],
  drill: '/enterpiseManger/accountFlow',
};

/**
 * 补贴发放统计: subsidy, bonus and points grants (福利发放) by day, type, state or project.
 * @example
 * <ReportPage report={subsidyReport} source={welfareRecord} />
 */
export const subsidyReport: ReportDef = {
  name: 'subsidy', permission: PERMISSION,
  title: t('补贴发放统计', 'Subsidy grants', 'Subsidios concedidos'),
  note: t('按创建日期统计福利发放单；已发放金额与人次只含发放成功的单。', 'Grant records by creation date; granted amount and people count successful grants only.',
    'Concesiones por fecha de creación; el importe y las personas cuentan solo las concedidas.'),
  source: 'organisation.welfareRecord', dateField: 'createTime', maxDays: 366,
  dimensions: { ...TIME, grantType: by('grantType'), grantStatus: by('grantStatus'), orgId: by('orgId') },
  measures: {
    granted: { agg: 'sum', field: 'totalAmount', label: t('已发放金额(元)', 'Granted (yuan)', 'Concedido (yuanes)'), where: { grantStatus: ['granted'] } },
    people: { agg: 'sum', field: 'personCount', label: t('发放人次', 'People granted', 'Personas'), where: { grantStatus: ['granted'] } },
    records: { agg: 'count', label: t('发放单数', 'Grant records', 'Concesiones') },
    waiting: { agg: 'count', label: t('待发放', 'Waiting', 'Pendientes'), where: { grantStatus: ['pending', 'requested'] } },
  },
  filters: ['orgId', 'grantType', 'grantStatus'],
  views: ['bar', 'line', 'pie', 'table'],
  drill: '/userManage/welfareRecord',
};

/**
 * 卡务统计: card steps (issue, activate, bind, unbind, loss, found) by day or step.
 * @example
 * <ReportPage report={cardReport} source={cardRecord} />
 */
export const cardReport: ReportDef = {
  name: 'card', permission: PERMISSION,
  title: t('卡务统计', 'Card statistics', 'Estadísticas de tarjetas'),
  note: t('统计实体卡记录中的每一步操作；卡数为涉及的不同卡号。', 'Counts every step of the physical card records; cards are the distinct card numbers involved.',
    'Cuenta cada paso de los registros de tarjetas; tarjetas = números distintos.'),
  source: 'organisation.cardRecord', dateField: 'createTime', maxDays: 366,
  dimensions: { action: by('action'), ...TIME },
  measures: {
    steps: { agg: 'count', label: t('操作次数', 'Steps', 'Operaciones') },
    cards: { agg: 'distinct', field: 'cardNo', label: t('卡数', 'Cards', 'Tarjetas') },
    activated: { agg: 'count', label: t('激活', 'Activated', 'Activadas'), where: { action: ['activate'] } },
    lost: { agg: 'count', label: t('挂失', 'Reported lost', 'Extraviadas'), where: { action: ['loss'] } },
  },
  filters: ['action'],
  views: ['bar', 'pie', 'line', 'table'],
  drill: '/userManage/physicalCardRecord',
};

/**
 * 报修统计: repair requests by day, state, type or project, with the share done.
 * @example
 * <ReportPage report={repairReport} source={userRepair} />
 */
export const repairReport: ReportDef = {
  name: 'repair', permission: PERMISSION,
  title: t('报修统计', 'Repair statistics', 'Estadísticas de reparaciones'),
  note: t('按提交日期统计报修单；完成率＝已完成÷全部（含已取消）。', 'Repair requests by submission date; done rate = done ÷ all (cancelled included).',
    'Solicitudes por fecha de envío; tasa = terminadas ÷ todas (canceladas incluidas).'),
  source: 'organisation.userRepair', dateField: 'createTime', maxDays: 366,
  dimensions: { ...TIME, repairStatus: by('repairStatus'), repairTypeId: by('repairTypeId'), orgId: by('orgId') },
  measures: {
    requests: { agg: 'count', label: t('报修单数', 'Requests', 'Solicitudes') },
    open: { agg: 'count', label: t('未完成', 'Open', 'Abiertas'), where: { repairStatus: ['pending', 'processing'] } },
    done: { agg: 'count', label: t('已完成', 'Done', 'Terminadas'), where: { repairStatus: ['done'] } },
    doneRate: { agg: 'rate', of: 'done', over: 'requests', label: t('完成率(%)', 'Done rate (%)', 'Tasa (%)') },
  },
  filters: ['orgId', 'repairTypeId', 'repairStatus'],
  views: ['bar', 'line', 'pie', 'table'],
  drill: '/statiscal/repairList',
};

/**
 * 物业缴费统计: property fee bills by due date, service, state or project: billed, paid and outstanding.
 * @example
 * <ReportPage report={propertyFeeReport} source={generalbills} />
 */
export const propertyFeeReport: ReportDef = {
  name: 'propertyFee', permission: PERMISSION,
  title: t('物业缴费统计', 'Property fee payments', 'Pagos de cuotas de comunidad'),
  note: t('按账单到期日统计；已缴只含已缴费账单，未缴含未缴与逾期；收缴率＝已缴÷应收（不含已退款）。',
    'Bills by due date; paid counts paid bills, outstanding unpaid and overdue ones; collection rate = paid ÷ billed (refunded left out).',
    'Recibos por vencimiento; pagado = recibos pagados, pendiente = impagados y vencidos; cobro = pagado ÷ facturado (sin reembolsados).'),
  source: 'organisation.generalbills', dateField: 'dueDate', maxDays: 366,
  dimensions: { ...TIME, payStatus: by('payStatus'), serviceId: by('serviceId'), orgId: by('orgId') },
  measures: {
    billed: { agg: 'sum', field: 'amount', label: t('应收(元)', 'Billed (yuan)', 'Facturado (yuanes)'), where: { payStatus: ['unpaid', 'paid', 'overdue'] } },
    paid: { agg: 'sum', field: 'amount', label: t('已缴(元)', 'Paid (yuan)', 'Pagado (yuanes)'), where: { payStatus: ['paid'] } },
    outstanding: { agg: 'sum', field: 'amount', label: t('未缴(元)', 'Outstanding (yuan)', 'Pendiente (yuanes)'), where: { payStatus: ['unpaid', 'overdue'] } },
    bills: { agg: 'count', label: t('账单数', 'Bills', 'Recibos') },
  },
  filters: ['orgId', 'serviceId', 'payStatus'],
  views: ['bar', 'line', 'table'],
  drill: '/statiscal/propertyFeeList',
};

/**
 * 用户活跃统计: daily active and new users per project (the daily activity counts).
 * @example
 * <ReportPage report={userActivityReport} source={userActiveCount} />
 */
export const userActivityReport: ReportDef = {
  name: 'userActivity', permission: PERMISSION,
  title: t('用户活跃统计', 'User activity', 'Actividad de usuarios'),
  note: t('活跃与新增为每日统计之和（同一人多日活跃计多次）。', 'Active and new users are sums of the daily counts (one person active on several days counts each day).',
    'Activos y nuevos son sumas de los recuentos diarios (una persona activa varios días cuenta cada día).'),
  source: 'organisation.userActiveCount', dateField: 'statDate', maxDays: 366,
  dimensions: { ...TIME, orgId: by('orgId') },
  measures: {
    active: { agg: 'sum', field: 'activeCount', label: t('活跃人次', 'Active user-days', 'Usuarios activos (días)') },
    newUsers: { agg: 'sum', field: 'newCount', label: t('新增用户', 'New users', 'Usuarios nuevos') },
    days: { agg: 'count', label: t('统计天数', 'Project-days', 'Días de proyecto') },
  },
  filters: ['orgId'],
  views: ['line', 'bar', 'table'],
  drill: '/statiscal/userActivityList',
};

/** @example OPERATION_REPORTS.map((r) => r.name) */
export const OPERATION_REPORTS: readonly ReportDef[] = [
  mealLineReport, merchantSettlementReport, subsidyReport, cardReport, repairReport, propertyFeeReport, userActivityReport,
];
