/** Order-meal web (001 section 7.7): service `ordermeal`, prefix /ordermeal/web as the spec states. */
import { service, t } from '../../dsl';
import { dateType, integralRechargeRecord, meal } from './catalog';
import { ORDERMEAL_PREFIX } from './common';
import { lineManage, rule, ruleMealline, ruleTakefood } from './lines';
import { cart, orderDinner, orderDinnerDetails, receivables } from './orders';

export { cart, dateType, integralRechargeRecord, lineManage, meal, orderDinner, orderDinnerDetails, receivables, rule, ruleMealline, ruleTakefood };

export const ordermealService = /* @__PURE__ */ service('ordermeal', t('订餐', 'Order meal', 'Pedidos de comida'), ORDERMEAL_PREFIX, false, [
  cart, orderDinnerDetails, orderDinner, lineManage, ruleMealline, ruleTakefood, meal, integralRechargeRecord, rule, dateType, receivables,
]);
