/**
 * /statiscal (statistics, role statisticalData): platform overview and business profile, plus
 * 25 embedded report pages: meal and payment reports from dingcan, property reports from the
 * property service, coupon and distribution reports from marketing.
 */
import type { ServiceKind } from '../../core';
import { embed, group, page, pending } from './entry';

/** [route name, service, embedded path] of each report. */
const REPORTS: readonly (readonly [string, ServiceKind, string])[] = [
  ['reportMealOrder', 'dingcan', '/report/mealOrder'],
  ['reportDailyMeal', 'dingcan', '/report/dailyMeal'],
  ['reportMealLine', 'dingcan', '/report/mealLine'],
  ['reportDishSales', 'dingcan', '/report/dishSales'],
  ['reportConsumptionDetail', 'dingcan', '/report/consumptionDetail'],
  ['reportConsumptionSummary', 'dingcan', '/report/consumptionSummary'],
  ['reportRechargeDetail', 'dingcan', '/report/rechargeDetail'],
  ['reportRechargeSummary', 'dingcan', '/report/rechargeSummary'],
  ['reportRefund', 'dingcan', '/report/refund'],
  ['reportMerchantSettlement', 'dingcan', '/report/merchantSettlement'],
  ['reportMerchantTurnover', 'dingcan', '/report/merchantTurnover'],
  ['reportDeviceCollection', 'dingcan', '/report/deviceCollection'],
  ['reportWalletBalance', 'dingcan', '/report/walletBalance'],
  ['reportSubsidy', 'dingcan', '/report/subsidy'],
  ['reportDeptConsumption', 'dingcan', '/report/deptConsumption'],
  ['reportPersonConsumption', 'dingcan', '/report/personConsumption'],
  ['reportCard', 'dingcan', '/report/card'],
  ['reportVisitor', 'property', '/report/visitor'],
  ['reportRepair', 'property', '/report/repair'],
  ['reportPropertyFee', 'property', '/report/propertyFee'],
  ['reportParking', 'property', '/report/parking'],
  ['reportUserActivity', 'property', '/report/userActivity'],
  ['reportComment', 'property', '/report/comment'],
  ['reportCoupon', 'marketing', '/report/coupon'],
  ['reportDistribution', 'marketing', '/report/distribution'],
];

export const statiscalRoutes = group('/statiscal', 'statiscal', ['statisticalData'], [
  page('/statiscal/platformOverview', 'platformOverview', pending),
  page('/statiscal/businessProfile', 'businessProfile', pending),
  ...REPORTS.map(([name, service, path]) => page(`/statiscal/${name}`, name, embed(service, path))),
], { icon: 'chart-pie' });
