/** Order-meal web (001 section 7.7): shared prefix, builder and canteen enums (also used by the admin meal service). */
import { f, resourcesOf, t, v } from '../../dsl';

export const ORDERMEAL_PREFIX = '/ordermeal/web';
export const resource = resourcesOf('ordermeal', ORDERMEAL_PREFIX);
export const PERMISSION = 'merchant/wallet';

/** Meal time of a dish, a line or an order. */
export const MEAL_TIME = [
  v('breakfast', t('早餐', 'Breakfast', 'Desayuno'), 'info'),
  v('lunch', t('午餐', 'Lunch', 'Almuerzo'), 'success'),
  v('dinner', t('晚餐', 'Dinner', 'Cena'), 'purple'),
] as const;

/** Dinner-order lifecycle: ordered -> taken | cancelled; a paid order can later be refunded. */
export const DINNER_STATUS = [
  v('ordered', t('已订餐', 'Ordered', 'Pedido'), 'info'),
  v('taken', t('已取餐', 'Taken', 'Recogido'), 'success'),
  v('cancelled', t('已取消', 'Cancelled', 'Cancelado'), 'grey'),
  v('refunded', t('已退款', 'Refunded', 'Reembolsado'), 'danger'),
] as const;

/** Calendar day kinds of the canteen calendar. */
export const DAY_TYPE = [
  v('workday', t('工作日', 'Workday', 'Laborable'), 'success'),
  v('weekend', t('周末', 'Weekend', 'Fin de semana'), 'info'),
  v('holiday', t('节假日', 'Holiday', 'Festivo'), 'warning'),
] as const;

/** How a payment was made. */
export const PAY_TYPE = [
  v('wallet', t('钱包余额', 'Wallet', 'Monedero'), 'success'),
  v('wechat', t('微信支付', 'WeChat Pay', 'WeChat Pay'), 'success'),
  v('alipay', t('支付宝', 'Alipay', 'Alipay'), 'info'),
  v('card', t('餐卡', 'Meal card', 'Tarjeta comedor'), 'purple'),
  v('cash', t('现金', 'Cash', 'Efectivo'), 'grey'),
] as const;

/** Outcome of a points recharge payment. */
export const RECHARGE_STATUS = [
  v('pending', t('待支付', 'Pending', 'Pendiente'), 'warning'),
  v('success', t('充值成功', 'Succeeded', 'Completada'), 'success'),
  v('failed', t('充值失败', 'Failed', 'Fallida'), 'danger'),
] as const;

/** Direction of a points movement. */
export const INTEGRAL_TYPE = [
  v('recharge', t('充值', 'Recharge', 'Recarga'), 'success'),
  v('consume', t('消费', 'Spend', 'Consumo'), 'warning'),
  v('refund', t('退还', 'Refund', 'Devolución'), 'info'),
  v('grant', t('发放', 'Grant', 'Concesión'), 'purple'),
  v('expire', t('过期', 'Expired', 'Caducado'), 'grey'),
] as const;

/** Small field helpers shared by the canteen resources. */
export const common = {
  orgId: (required = true) =>
    f.ref(t('所属项目', 'Project', 'Proyecto'), 'organisation.organization', { required, filter: true }),
  userId: () => f.ref(t('用户', 'User', 'Usuario'), 'organisation.user', { required: true, filter: true }),
  phone: () => f.phone(t('手机号', 'Phone', 'Teléfono'), { filter: true }),
  date: (label = t('用餐日期', 'Meal date', 'Fecha de comida')) => f.date(label, { required: true, filter: true }),
  mealTime: (required = true) => f.enum(t('餐别', 'Meal time', 'Turno de comida'), MEAL_TIME, { required, filter: true }),
  /** The order's number; `serial` (a prefix) when the server numbers the rows this resource adds. */
  orderNo: (serial?: string) => f.string(t('订单号', 'Order no.', 'N.º de pedido'), { readOnly: true, filter: true, max: 32, ...(serial ? { serial } : {}) }),
  /** A money amount fixed when the record is added (read-only afterwards). */
  paidAmount: (label: ReturnType<typeof t>, max = 100000) => f.amount(label, { required: true, min: 0, max, createOnly: true }),
  hhmm: (label: ReturnType<typeof t>, required = true) => f.string(label, { required, min: 5, max: 5 }),
  remark: () => f.string(t('备注', 'Remark', 'Observación'), { max: 200, hiddenInList: true }),
};
