/** Order-meal web (001 section 7.7, prefix /ordermeal/web): meals, points recharge records and the canteen calendar. */
import { ENABLED, f, post, standard, t } from '../../dsl';
import { DAY_TYPE, PAY_TYPE, PERMISSION, RECHARGE_STATUS, common, resource } from './common';

/**
 * @example
 * <ResourcePage resource={meal} columns={['name', 'price', 'status']} />
 */
export const meal = /* @__PURE__ */ resource('meal', {
  title: t('菜品', 'Meals', 'Platos'),
  permission: PERMISSION,
  fields: {
    id: f.id(),
    name: f.string(t('菜品名称', 'Meal name', 'Nombre del plato'), { required: true, max: 32, filter: true }),
    price: f.amount(t('价格(元)', 'Price', 'Precio'), { required: true, min: 0, max: 10000 }),
    mealTime: common.mealTime(),
    merchantId: f.ref(t('供餐商户', 'Merchant', 'Comercio'), 'merchant.merchant', { required: true, filter: true }),
    orgId: common.orgId(),
    image: f.image(t('图片', 'Picture', 'Imagen'), { hiddenInList: true }),
    description: f.text(t('描述', 'Description', 'Descripción'), { max: 500, hiddenInList: true }),
    status: f.enum(t('状态', 'Status', 'Estado'), ENABLED, { filter: true, default: 1 }),
    createTime: f.createTime(),
  },
  operations: [
    ...standard(),
    post('importMeal', { label: t('导入菜品', 'Import dishes', 'Importar platos'), kind: 'import', multipart: true, summary: 'Import meals from an xlsx/csv file' }),
    // Our addition: the import needs a template the operator can fill in.
    post('downloadTemplate', { label: t('下载模板', 'Download template', 'Descargar plantilla'), kind: 'export', file: true, template: true, summary: 'Download the meal import template (xlsx); our addition' }),
  ],
});

/**
 * @example
 * <ResourcePage resource={integralRechargeRecord} />
 */
export const integralRechargeRecord = /* @__PURE__ */ resource('integralRechargeRecord', {
  title: t('积分充值记录', 'Points recharges', 'Recargas de puntos'),
  permission: PERMISSION,
  labelField: 'orderNo',
  ledger: 'money',
  fields: {
    id: f.id(),
    orderNo: common.orderNo('JFCZ'),
    userId: common.userId(),
    orgId: common.orgId(),
    amount: common.paidAmount(t('支付金额(元)', 'Amount paid', 'Importe pagado')),
    points: f.integer(t('到账积分', 'Points credited', 'Puntos abonados'), { required: true, min: 0, max: 10000000, createOnly: true }),
    payType: f.enum(t('支付方式', 'Payment method', 'Forma de pago'), PAY_TYPE, { filter: true }),
    status: f.enum(t('充值状态', 'Status', 'Estado'), RECHARGE_STATUS, { filter: true, readOnly: true, default: 'pending' }),
    createTime: f.createTime(),
  },
  operations: [...standard()],
});

/**
 * @example
 * <ResourcePage resource={dateType} />
 */
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
  operations: [...standard()],
});
