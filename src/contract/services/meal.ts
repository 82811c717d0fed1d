/** Meal admin (001 section 7.7): service `meal`, prefix /meal as the spec states; every resource uses the standard pattern. */
import { ENABLED, f, resourcesOf, service, standard, t } from '../dsl';
import { DAY_TYPE, DINNER_STATUS, INTEGRAL_TYPE, PAY_TYPE, PERMISSION, RECHARGE_STATUS, common } from './ordermeal/common';

export const MEAL_PREFIX = '/meal';
const resource = /* @__PURE__ */ resourcesOf('meal', MEAL_PREFIX);
const ops = () => [...standard()];

export const dateType = /* @__PURE__ */ resource('dateType', {
  title: t('日期类型', 'Canteen calendar', 'Calendario del comedor'),
  permission: PERMISSION,
  labelField: 'date',
  fields: {
    id: f.id(),
    orgId: common.orgId(),
    date: common.date(t('日期', 'Date', 'Fecha')),
    dateType: f.enum(t('日期类型', 'Day type', 'Tipo de día'), DAY_TYPE, { required: true, filter: true, default: 'workday' }),
    remark: common.remark(),
  },
  operations: ops(),
});

export const integralRecord = /* @__PURE__ */ resource('integralRecord', {
  title: t('积分记录', 'Points records', 'Movimientos de puntos'),
  permission: PERMISSION,
  labelField: 'userId',
  ledger: 'money',
  fields: {
    id: f.id(),
    userId: common.userId(),
    orgId: common.orgId(),
    type: f.enum(t('变动类型', 'Type', 'Tipo'), INTEGRAL_TYPE, { required: true, filter: true }),
    points: f.integer(t('变动积分', 'Points', 'Puntos'), { required: true, min: -10000000, max: 10000000, createOnly: true }),
    balance: f.integer(t('积分余额', 'Balance', 'Saldo'), { readOnly: true }),
    remark: common.remark(),
    createTime: f.createTime(),
  },
  operations: ops(),
});

export const integralRechargeRecord = /* @__PURE__ */ resource('integralRechargeRecord', {
  title: t('积分充值记录', 'Points recharges', 'Recargas de puntos'),
  permission: PERMISSION,
  labelField: 'orderNo',
  ledger: 'money',
  fields: {
    id: f.id(),
    orderNo: common.orderNo('JF'),
    userId: common.userId(),
    orgId: common.orgId(),
    setId: f.ref(t('充值套餐', 'Package', 'Paquete'), 'meal.integralRechargeSet', { filter: true }),
    amount: common.paidAmount(t('支付金额(元)', 'Amount paid', 'Importe pagado')),
    points: f.integer(t('到账积分', 'Points credited', 'Puntos abonados'), { required: true, min: 0, max: 10000000, createOnly: true }),
    payType: f.enum(t('支付方式', 'Payment method', 'Forma de pago'), PAY_TYPE, { filter: true }),
    status: f.enum(t('充值状态', 'Status', 'Estado'), RECHARGE_STATUS, { filter: true, readOnly: true, default: 'pending' }),
    createTime: f.createTime(),
  },
  operations: ops(),
});

export const integralRechargeSet = /* @__PURE__ */ resource('integralRechargeSet', {
  title: t('积分充值套餐', 'Points packages', 'Paquetes de puntos'),
  permission: PERMISSION,
  fields: {
    id: f.id(),
    name: f.string(t('套餐名称', 'Package name', 'Nombre del paquete'), { required: true, max: 32, filter: true }),
    orgId: common.orgId(),
    amount: f.amount(t('支付金额(元)', 'Price', 'Precio'), { required: true, min: 0.01, max: 100000 }),
    points: f.integer(t('到账积分', 'Points', 'Puntos'), { required: true, min: 1, max: 10000000 }),
    bonusPoints: f.integer(t('赠送积分', 'Bonus points', 'Puntos extra'), { min: 0, max: 10000000, default: 0 }),
    sort: f.integer(t('排序', 'Order', 'Orden'), { min: 0, max: 9999, default: 0 }),
    status: f.enum(t('状态', 'Status', 'Estado'), ENABLED, { filter: true, default: 1 }),
  },
  operations: ops(),
});

export const mealOrderDinner = /* @__PURE__ */ resource('mealOrderDinner', {
  title: t('订餐订单', 'Dinner orders', 'Pedidos de comida'),
  permission: PERMISSION,
  labelField: 'orderNo',
  ledger: true,
  fields: {
    id: f.id(),
    orderNo: common.orderNo('JC'),
    userId: common.userId(),
    phone: common.phone(),
    orgId: common.orgId(),
    date: common.date(),
    mealTime: common.mealTime(),
    amount: common.paidAmount(t('金额(元)', 'Amount', 'Importe')),
    status: f.enum(t('订单状态', 'Status', 'Estado'), DINNER_STATUS, { filter: true, readOnly: true, default: 'ordered' }),
    createTime: f.createTime(),
  },
  operations: ops(),
});

export const mealOrderDinnerDetails = /* @__PURE__ */ resource('mealOrderDinnerDetails', {
  title: t('订单明细', 'Order details', 'Detalles del pedido'),
  permission: PERMISSION,
  labelField: 'mealId',
  ledger: true,
  fields: {
    id: f.id(),
    orderId: f.ref(t('订单', 'Order', 'Pedido'), 'meal.mealOrderDinner', { required: true, filter: true }),
    mealId: f.ref(t('菜品', 'Meal', 'Plato'), 'meal.meal', { required: true, filter: true }),
    price: common.paidAmount(t('单价(元)', 'Unit price', 'Precio unitario'), 10000),
    quantity: f.integer(t('数量', 'Quantity', 'Cantidad'), { required: true, min: 1, max: 99, createOnly: true }),
    subtotal: f.amount(t('小计(元)', 'Subtotal', 'Subtotal'), { readOnly: true }),
  },
  operations: ops(),
});

export const mealCart = /* @__PURE__ */ resource('mealCart', {
  title: t('购物车', 'Carts', 'Carritos'),
  permission: PERMISSION,
  labelField: 'mealId',
  fields: {
    id: f.id(),
    userId: common.userId(),
    orgId: common.orgId(),
    mealId: f.ref(t('菜品', 'Meal', 'Plato'), 'meal.meal', { required: true }),
    date: common.date(),
    quantity: f.integer(t('数量', 'Quantity', 'Cantidad'), { required: true, min: 1, max: 99, default: 1 }),
    createTime: f.createTime(),
  },
  operations: ops(),
});

export const meal = /* @__PURE__ */ resource('meal', {
  title: t('菜品', 'Meals', 'Platos'),
  permission: PERMISSION,
  fields: {
    id: f.id(),
    name: f.string(t('菜品名称', 'Meal name', 'Nombre del plato'), { required: true, max: 32, filter: true }),
    price: f.amount(t('价格(元)', 'Price', 'Precio'), { required: true, min: 0, max: 10000 }),
    integralPrice: f.integer(t('积分价', 'Price in points', 'Precio en puntos'), { min: 0, max: 10000000 }),
    mealTime: common.mealTime(),
    merchantId: f.ref(t('供餐商户', 'Merchant', 'Comercio'), 'merchant.merchant', { required: true, filter: true }),
    orgId: common.orgId(),
    image: f.image(t('图片', 'Picture', 'Imagen'), { hiddenInList: true }),
    status: f.enum(t('状态', 'Status', 'Estado'), ENABLED, { filter: true, default: 1 }),
    createTime: f.createTime(),
  },
  operations: ops(),
});

export const mealService = /* @__PURE__ */ service('meal', t('餐饮', 'Meal', 'Comidas'), MEAL_PREFIX, false, [
  dateType, integralRecord, integralRechargeRecord, integralRechargeSet, mealOrderDinnerDetails, mealOrderDinner, mealCart, meal,
]);
