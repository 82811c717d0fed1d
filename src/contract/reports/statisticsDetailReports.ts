/**
 * More reports of 统计数据 (/statiscal, role statisticalData) that were embeds: daily meals per meal
 * time, consumption per person (top N), dish sales, recharge and consumption details (drilling down to 账户流水)
 * and wallet balances at the range's end (read from the ledger's balance after each transaction).
 */
import { t } from '../dsl';
import type { ReportDef } from '../report';
import { AMOUNT, ORDERS, TIME, by } from './measures';

const PERMISSION = 'statisticalData';
const EFFECTIVE = ['ordered', 'taken'];
const COUNT = t('笔数', 'Transactions', 'Operaciones');
const LEDGER = '/enterpiseManger/accountFlow';
/** The effective meal orders (ordered or taken) by meal date, up to a year: what the meal reports count. */
const MEAL_ORDERS = {
  permission: PERMISSION, source: 'ordermeal.orderDinner', dateField: 'date', maxDays: 366, where: { status: EFFECTIVE },
  filters: ['orgId', 'companyId', 'mealTime'], drill: '/meal/orders',
} as const satisfies Partial<ReportDef>;

/**
 * 每日订餐: effective meal orders per day, one measure per meal time (stacked by meal).
 * @example
 * <ReportPage report={dailyMealReport} source={orderDinner} />
 */
export const dailyMealReport: ReportDef = {
  ...MEAL_ORDERS,
  name: 'dailyMeal',
  title: t('每日订餐', 'Daily meals', 'Comidas diarias'),
  note: t('按用餐日期统计已订餐和已取餐的订单；已取消、已退款的不计入。', 'Counts ordered and taken orders by meal date; cancelled and refunded ones are left out.',
    'Cuenta los pedidos realizados y recogidos por fecha de comida; cancelados y reembolsados quedan fuera.'),
  dimensions: { ...TIME, orgId: by('orgId'), companyId: by('companyId') },
  measures: {
    orders: { agg: 'count', label: ORDERS },
    breakfast: { agg: 'count', label: t('早餐', 'Breakfast', 'Desayuno'), where: { mealTime: ['breakfast'] } },
    lunch: { agg: 'count', label: t('午餐', 'Lunch', 'Almuerzo'), where: { mealTime: ['lunch'] } },
    dinner: { agg: 'count', label: t('晚餐', 'Dinner', 'Cena'), where: { mealTime: ['dinner'] } },
    amount: { agg: 'sum', field: 'amount', label: AMOUNT },
  },
  views: ['stackedBar', 'line', 'table'],
};

/**
 * 个人消费: meal-order spending per person, the top 20 by amount (totals cover everyone).
 * @example
 * <ReportPage report={personConsumptionReport} source={orderDinner} />
 */
export const personConsumptionReport: ReportDef = {
  ...MEAL_ORDERS,
  name: 'personConsumption',
  title: t('个人消费', 'Consumption per person', 'Consumo por persona'),
  note: t('个人消费为订餐订单（已订餐、已取餐）的金额；表中为金额前 20 名，合计含全部人员。',
    'Spending is the amount of meal orders (ordered or taken); the table lists the top 20 by amount, the totals cover everyone.',
    'El consumo es el importe de los pedidos de comida (realizados o recogidos); la tabla muestra los 20 primeros, los totales incluyen a todos.'),
  dimensions: { userId: { kind: 'field', field: 'userId', top: 20 }, ...TIME },
  measures: {
    amount: { agg: 'sum', field: 'amount', label: AMOUNT },
    orders: { agg: 'count', label: ORDERS },
    people: { agg: 'distinct', field: 'userId', label: t('人数', 'People', 'Personas') },
  },
  views: ['bar', 'table'],
};

/**
 * 菜品销量: effective meal orders and their amount per dish (top 30 by orders), or by day, week or month.
 * @example
 * <ReportPage report={dishSalesReport} source={orderDinner} />
 */
export const dishSalesReport: ReportDef = {
  ...MEAL_ORDERS,
  name: 'dishSales',
  title: t('菜品销量', 'Dish sales', 'Ventas por plato'),
  note: t('按用餐日期统计已订餐和已取餐的订单（每单一个菜品）；表中为订单数前 30 的菜品，合计含全部菜品。',
    'Counts ordered and taken orders (one dish each) by meal date; the table lists the 30 dishes with most orders, the totals cover every dish.',
    'Cuenta los pedidos realizados y recogidos (un plato cada uno) por fecha de comida; la tabla muestra los 30 platos con más pedidos, los totales incluyen todos.'),
  dimensions: { mealId: { kind: 'field', field: 'mealId', top: 30 }, ...TIME, mealTime: by('mealTime') },
  measures: {
    orders: { agg: 'count', label: ORDERS },
    amount: { agg: 'sum', field: 'amount', label: AMOUNT },
    people: { agg: 'distinct', field: 'userId', label: t('人数', 'People', 'Personas') },
  },
  filters: ['orgId', 'companyId', 'mealTime', 'mealId'],
  views: ['bar', 'pie', 'table'],
};

/** A detail report over the account flow of some transaction types, drilling down to 账户流水. */
const ledger = (name: string, types: string[], title: ReturnType<typeof t>, note: ReturnType<typeof t>, measures: ReportDef['measures']): ReportDef => ({
  name, title, note, permission: PERMISSION,
  source: 'wallet.virtAccountWater', dateField: 'createTime', maxDays: 366,
  where: { type: types },
  dimensions: { ...TIME, type: by('type'), channel: by('channel'), merchantId: by('merchantId'), companyId: by('companyId') },
  measures,
  filters: ['companyId', 'merchantId', 'channel', 'accountId'],
  views: ['bar', 'line', 'pie', 'table'],
  drill: LEDGER,
});

/**
 * 充值明细: recharges of the account flow by day, channel or company; 查看明细 opens the flow lines.
 * @example
 * <ReportPage report={rechargeDetailReport} source={virtAccountWater} />
 */
export const rechargeDetailReport = ledger('rechargeDetail', ['recharge'], t('充值明细', 'Recharge details', 'Detalle de recargas'),
  t('只含账户流水中的充值；每组可查看其流水。', 'Counts recharges of the account flow only; each group opens its flow lines.',
    'Cuenta solo las recargas del flujo de cuentas; cada grupo abre sus movimientos.'),
  {
    count: { agg: 'count', label: COUNT },
    amount: { agg: 'sum', field: 'amount', label: t('充值金额(元)', 'Recharged (yuan)', 'Recargado (yuanes)') },
    accounts: { agg: 'distinct', field: 'accountId', label: t('账户数', 'Accounts', 'Cuentas') },
  });

/**
 * 消费明细: payments and refunds of the account flow by day, type, merchant or channel; net is payments − refunds.
 * @example
 * <ReportPage report={consumptionDetailReport} source={virtAccountWater} />
 */
export const consumptionDetailReport = ledger('consumptionDetail', ['consume', 'refund'], t('消费明细', 'Consumption details', 'Detalle de consumo'),
  t('含账户流水中的消费与退款；净消费＝消费－退款；充值与清零不计入。', 'Counts payments and refunds of the account flow; net = payments − refunds; recharges and resets are left out.',
    'Cuenta pagos y reembolsos del flujo de cuentas; neto = pagos − reembolsos; recargas y puestas a cero quedan fuera.'),
  {
    count: { agg: 'count', label: COUNT },
    consumed: { agg: 'sum', field: 'amount', label: t('消费金额(元)', 'Payments (yuan)', 'Pagos (yuanes)'), where: { type: ['consume'] } },
    refunded: { agg: 'sum', field: 'amount', label: t('退款金额(元)', 'Refunds (yuan)', 'Reembolsos (yuanes)'), where: { type: ['refund'] } },
    net: { agg: 'diff', of: 'consumed', minus: 'refunded', label: t('净消费(元)', 'Net (yuan)', 'Neto (yuanes)') },
  });

/**
 * 钱包余额: the balance of every enterprise account at the end of the range's last day (the ledger's
 * balance after the account's last transaction by then), by company or account type.
 * @example
 * <ReportPage report={walletBalanceReport} source={virtAccountExtend} />
 */
export const walletBalanceReport: ReportDef = {
  name: 'walletBalance', permission: PERMISSION, handler: 'walletBalance',
  title: t('钱包余额', 'Wallet balances', 'Saldos de cartera'),
  note: t('余额为结束日期当天结束时各账户最后一笔流水后的余额（开始日期不影响）；只含当时已开立的账户。',
    'Balances are each account\'s balance after its last transaction by the end of the last day (the first day does not matter); only accounts opened by then.',
    'Los saldos son los de cada cuenta tras su último movimiento al final del último día (el primer día no cuenta); solo cuentas abiertas entonces.'),
  source: 'wallet.virtAccountExtend', dateField: 'createTime', maxDays: 366,
  dimensions: { companyId: by('companyId'), type: by('type') },
  measures: {
    balance: { agg: 'sum', field: 'balance', label: t('余额(元)', 'Balance (yuan)', 'Saldo (yuanes)') },
    accounts: { agg: 'count', label: t('账户数', 'Accounts', 'Cuentas') },
    funded: { agg: 'count', label: t('有余额账户', 'Accounts in credit', 'Cuentas con saldo') },
  },
  filters: ['companyId', 'type'],
  views: ['bar', 'pie', 'table'],
};

/** @example STATISTICS_DETAIL_REPORTS.map((r) => r.name) */
export const STATISTICS_DETAIL_REPORTS: readonly ReportDef[] = [
  dailyMealReport, personConsumptionReport, dishSalesReport, rechargeDetailReport, consumptionDetailReport, walletBalanceReport,
];
