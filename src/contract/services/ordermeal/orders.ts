/** Order-meal web (001 section 7.7, prefix /ordermeal/web): carts, dinner orders, their details and receivables. */
import { APPROVAL_KEYS, f, get, post, standard, t, v } from '../../dsl';
import { DINNER_STATUS, PAY_TYPE, PERMISSION, common, resource } from './common';

/** Orders that no longer count: the dinner statistics total the others and report these apart. */
const NOT_EFFECTIVE = { field: 'status', values: ['cancelled', 'refunded'] } as const;

/** Filters shared by the dinner statistics and exports. */
const STATS_FILTER = {
  orgId: common.orgId(false),
  companyId: f.ref(t('所属公司', 'Company', 'Empresa'), 'organisation.company'),
  startDate: f.date(t('开始日期', 'From', 'Desde')),
  endDate: f.date(t('结束日期', 'To', 'Hasta')),
  mealTime: common.mealTime(false),
};

/**
 * @example
 * const carts = useResourceList(cart, useListParams(cart).state);
 */
export const cart = /* @__PURE__ */ resource('cart', {
  title: t('购物车', 'Carts', 'Carritos'),
  permission: PERMISSION,
  labelField: 'mealId',
  fields: {
    id: f.id(),
    userId: common.userId(),
    orgId: common.orgId(),
    mealId: f.ref(t('菜品', 'Meal', 'Plato'), 'ordermeal.meal', { required: true }),
    date: common.date(),
    quantity: f.integer(t('数量', 'Quantity', 'Cantidad'), { required: true, min: 1, max: 99, default: 1 }),
    createTime: f.createTime(),
  },
  operations: [...standard()],
});

/**
 * @example
 * const orders = useResourceList(orderDinner, useListParams(orderDinner).state);
 */
export const orderDinner = /* @__PURE__ */ resource('orderDinner', {
  title: t('订餐订单', 'Dinner orders', 'Pedidos de comida'),
  permission: PERMISSION,
  labelField: 'orderNo',
  ledger: true,
  fields: {
    id: f.id(),
    orderNo: common.orderNo('DC'),
    userId: common.userId(),
    phone: common.phone(),
    orgId: common.orgId(),
    companyId: f.ref(t('所属公司', 'Company', 'Empresa'), 'organisation.company', { filter: true }),
    mealId: f.ref(t('菜品', 'Meal', 'Plato'), 'ordermeal.meal', { required: true, filter: true }),
    date: common.date(),
    mealTime: common.mealTime(),
    amount: common.paidAmount(t('金额(元)', 'Amount', 'Importe')),
    status: f.enum(t('订单状态', 'Status', 'Estado'), DINNER_STATUS, { filter: true, readOnly: true, default: 'ordered' }),
    createTime: f.createTime(),
  },
  operations: [
    ...standard(),
    post('dinnerStatistics', {
      label: t('订餐统计', 'Meal statistics', 'Estadísticas de comidas'),
      kind: 'stats', body: STATS_FILTER,
      stats: { groupBy: ['date', 'mealTime'], sum: ['amount'], exclude: NOT_EFFECTIVE },
      summary: 'Count effective dinner orders and sum their amounts per day and meal time; cancelled and refunded apart',
    }),
    post('exportDinnerStatistics', { label: t('导出统计', 'Export statistics', 'Exportar estadísticas'), kind: 'export', file: true, body: STATS_FILTER, summary: 'Export the dinner statistics as xlsx' }),
    post('cancelDinner', {
      label: t('取消订餐', 'Cancel meal order', 'Cancelar reserva'),
      summary: 'Cancel an ordered dinner (frees its seat)',
      transition: { field: 'status', from: ['ordered'], to: ['cancelled'] },
    }),
    post('exportDinnerList', { label: t('导出订单', 'Export orders', 'Exportar pedidos'), kind: 'export', file: true, summary: 'Export the filtered dinner orders as xlsx' }),
    post('compDinnerStatistics', {
      label: t('企业订餐统计', 'Company meal statistics', 'Estadísticas por empresa'),
      kind: 'stats', body: STATS_FILTER,
      stats: { groupBy: ['companyId'], sum: ['amount'], exclude: NOT_EFFECTIVE },
      summary: 'Count effective dinner orders and sum their amounts per company; cancelled and refunded apart',
    }),
  ],
});

/**
 * @example
 * <ResourcePage resource={orderDinnerDetails} />
 */
export const orderDinnerDetails = /* @__PURE__ */ resource('orderDinnerDetails', {
  title: t('订单明细', 'Order details', 'Detalles del pedido'),
  permission: PERMISSION,
  labelField: 'mealId',
  ledger: true,
  fields: {
    id: f.id(),
    orderId: f.ref(t('订单', 'Order', 'Pedido'), 'ordermeal.orderDinner', { required: true, filter: true }),
    mealId: f.ref(t('菜品', 'Meal', 'Plato'), 'ordermeal.meal', { required: true, filter: true }),
    price: common.paidAmount(t('单价(元)', 'Unit price', 'Precio unitario'), 10000),
    quantity: f.integer(t('数量', 'Quantity', 'Cantidad'), { required: true, min: 1, max: 99, createOnly: true }),
    subtotal: f.amount(t('小计(元)', 'Subtotal', 'Subtotal'), { readOnly: true }),
    takeTime: f.datetime(t('取餐时间', 'Taken at', 'Recogido el'), { readOnly: true }),
  },
  operations: [
    ...standard(),
    post('getById', { kind: 'get', summary: 'Get one order detail by the id in the body' }),
  ],
});

/**
 * @example
 * <ResourcePage resource={receivables} dateRules={{ payTime: { maxDays: 366, noFuture: true } }} />
 */
export const receivables = /* @__PURE__ */ resource('receivables', {
  title: t('应收款', 'Receivables', 'Cobros'),
  permission: PERMISSION,
  labelField: 'orderNo',
  ledger: 'money',
  fields: {
    id: f.id(),
    orderNo: common.orderNo(),
    orderId: f.ref(t('订餐订单', 'Dinner order', 'Pedido'), 'ordermeal.orderDinner', { readOnly: true, hiddenInList: true }),
    userId: common.userId(),
    orgId: common.orgId(),
    amount: common.paidAmount(t('应收金额(元)', 'Amount', 'Importe')),
    payType: f.enum(t('支付方式', 'Payment method', 'Forma de pago'), PAY_TYPE, { filter: true }),
    payTime: f.datetime(t('支付时间', 'Paid at', 'Pagado el'), { readOnly: true, filter: true }),
    status: f.enum(t('收款状态', 'Status', 'Estado'), [
      v('unpaid', t('待支付', 'Unpaid', 'Pendiente'), 'warning'),
      v('paid', t('已支付', 'Paid', 'Pagado'), 'success'),
      v('refunded', t('已退款', 'Refunded', 'Reembolsado'), 'grey'),
    ], { filter: true, readOnly: true, default: 'unpaid' }),
    refundReason: f.string(t('退款原因', 'Refund reason', 'Motivo del reembolso'), { max: 200, readOnly: true, hiddenInList: true }),
  },
  operations: [
    post('list', { kind: 'list', summary: 'List receivables' }),
    post('refund', {
      label: t('退款', 'Refund', 'Reembolsar'),
      summary: 'Refund a paid receivable to the payer (approvers only)',
      approval: { permission: APPROVAL_KEYS.refund },
      body: { refundReason: f.string(t('退款原因', 'Refund reason', 'Motivo del reembolso'), { max: 200 }) },
      transition: { field: 'status', from: ['paid'], to: ['refunded'], sets: ['refundReason'] },
    }),
    get('{id}', { name: 'get', kind: 'get', summary: 'Get one receivable' }),
  ],
});
