/**
 * Account statistics of 用户管理 and 企业管理 (our additions; the spec embeds both pages from the
 * dingcan service): users' top-ups over the user account book (organisation.userRecod) and the
 * enterprise accounts' money in and out over their flow (wallet.virtAccountWater). Money is the
 * ledgers' exact decimal `amount` summed in SQL numeric.
 */
import { t } from '../dsl';
import type { ReportDef } from '../report';
import { DAY, MONTH, WEEK, by } from './measures';

/**
 * 充值统计: users' wallet top-ups per day, week, month or project: the amount, the number of
 * top-ups and of users topped up; drills down to 用户账户记录.
 * @example
 * <ReportPage report={topUpReport} source={userRecod} />
 */
export const topUpReport: ReportDef = {
  name: 'topUp', permission: 'userManagement',
  title: t('充值统计', 'Top-up statistics', 'Estadísticas de recargas'),
  note: t(
    '按入账时间统计用户账户的充值（充值申请审核通过后入账）；扣款、消费与退款不计入充值金额，扣款单列。',
    'Counted by the time top-ups reached user accounts (when their request was approved); deductions, spending and refunds are not top-ups, deductions are shown apart.',
    'Contado por la fecha en que las recargas llegaron a las cuentas (al aprobarse la solicitud); cargos, consumos y reembolsos no son recargas, los cargos se muestran aparte.',
  ),
  source: 'organisation.userRecod', dateField: 'createTime', maxDays: 366,
  where: { category: ['user'], operation: ['recharge', 'deduct'] },
  dimensions: { day: DAY, week: WEEK, month: MONTH, orgId: by('orgId') },
  measures: {
    recharged: { agg: 'sum', field: 'amount', label: t('充值金额(元)', 'Topped up (yuan)', 'Recargado (yuanes)'), where: { operation: ['recharge'] } },
    count: { agg: 'count', label: t('充值笔数', 'Top-ups', 'Recargas'), where: { operation: ['recharge'] } },
    users: { agg: 'distinct', field: 'userId', label: t('充值人数', 'Users topped up', 'Usuarios recargados'), where: { operation: ['recharge'] } },
    deducted: { agg: 'sum', field: 'amount', label: t('扣款金额(元)', 'Deducted (yuan)', 'Cargado (yuanes)'), where: { operation: ['deduct'] } },
  },
  filters: ['orgId'],
  views: ['bar', 'line', 'pie', 'table'],
  drill: '/userManage/userRecords',
};

/**
 * 账户统计: the enterprise accounts' money in and out per company, transaction type, day or month:
 * recharges, payments, refunds, net spending and the accounts that moved; drills down to 账户流水.
 * @example
 * <ReportPage report={enterpriseAccountReport} source={virtAccountWater} />
 */
export const enterpriseAccountReport: ReportDef = {
  name: 'enterpriseAccount', permission: 'enterprise',
  title: t('账户统计', 'Account statistics', 'Estadísticas de cuentas'),
  note: t(
    '按流水时间统计企业账户的资金进出；净消费＝消费－退款；清零只计入笔数。',
    'Counted by the time of each flow line of the enterprise accounts; net spending = payments − refunds; resets count only as lines.',
    'Contado por la fecha de cada movimiento de las cuentas de empresa; consumo neto = pagos − reembolsos; las puestas a cero solo cuentan como líneas.',
  ),
  source: 'wallet.virtAccountWater', dateField: 'createTime', maxDays: 366,
  dimensions: { companyId: by('companyId'), type: by('type'), day: DAY, month: MONTH },
  measures: {
    recharged: { agg: 'sum', field: 'amount', label: t('充值金额(元)', 'Recharged (yuan)', 'Recargado (yuanes)'), where: { type: ['recharge'] } },
    consumed: { agg: 'sum', field: 'amount', label: t('消费金额(元)', 'Payments (yuan)', 'Pagos (yuanes)'), where: { type: ['consume'] } },
    refunded: { agg: 'sum', field: 'amount', label: t('退款金额(元)', 'Refunds (yuan)', 'Reembolsos (yuanes)'), where: { type: ['refund'] } },
    net: { agg: 'diff', of: 'consumed', minus: 'refunded', label: t('净消费(元)', 'Net spending (yuan)', 'Consumo neto (yuanes)') },
    lines: { agg: 'count', label: t('流水笔数', 'Lines', 'Movimientos') },
    accounts: { agg: 'distinct', field: 'accountId', label: t('活跃账户数', 'Active accounts', 'Cuentas activas') },
  },
  filters: ['companyId', 'type', 'channel'],
  views: ['bar', 'line', 'pie', 'table'],
  drill: '/enterpiseManger/accountFlow',
};

/** @example ACCOUNT_REPORTS.map((r) => r.name) // ['topUp', 'enterpriseAccount'] */
export const ACCOUNT_REPORTS: readonly ReportDef[] = [topUpReport, enterpriseAccountReport];
