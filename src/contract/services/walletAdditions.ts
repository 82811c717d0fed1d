/**
 * 部门消费明细 (OUR ADDITION: the spec's 部门消费统计 is an embedded report of the meal-ordering service and
 * 001 has no call naming a department on a payment). One line per canteen payment, naming the
 * payer's enterprise department; read only here: the payment that moved the money writes it (the
 * terminals' side), never a form. Amounts are decimal strings.
 */
import { f, get, post, resourcesOf, t, v } from '../dsl';
import { MEAL_TIME } from './ordermeal/common';

const resource = /* @__PURE__ */ resourcesOf('wallet', '/wallet');

export const deptConsumption = /* @__PURE__ */ resource('deptConsumption', {
  title: t('部门消费明细', 'Department consumption', 'Consumo por departamento'),
  permission: 'statisticalData',
  fields: {
    id: f.id(),
    orgId: f.ref(t('消费项目', 'Project', 'Proyecto'), 'organisation.organization', { required: true, filter: true, readOnly: true }),
    deptId: f.ref(t('部门', 'Department', 'Departamento'), 'organisation.department', { required: true, filter: true, readOnly: true }),
    userName: f.string(t('消费人', 'Payer', 'Pagador'), { required: true, max: 32, filter: true, readOnly: true }),
    merchantId: f.ref(t('消费商户', 'Merchant', 'Comercio'), 'merchant.merchant', { required: true, filter: true, readOnly: true }),
    mealTime: f.enum(t('餐次', 'Meal', 'Comida'), MEAL_TIME, { required: true, filter: true, readOnly: true }),
    channel: f.enum(t('支付方式', 'Paid by', 'Pago con'), [
      v('card', t('刷卡', 'Card', 'Tarjeta'), 'purple'),
      v('face', t('刷脸', 'Face', 'Reconocimiento facial'), 'warning'),
      v('app', t('APP', 'App', 'App'), 'info'),
    ], { required: true, filter: true, readOnly: true }),
    amount: f.amount(t('消费金额(元)', 'Amount (yuan)', 'Importe (yuanes)'), { required: true, max: 10000, readOnly: true }),
    consumeTime: f.datetime(t('消费时间', 'Paid at', 'Pagado el'), { required: true, filter: true, readOnly: true }),
  },
  operations: [
    get('{id}', { name: 'get', kind: 'get', summary: 'One department consumption line; our addition' }),
    post('list', { kind: 'list', summary: 'List department consumption lines; our addition' }),
  ],
});
