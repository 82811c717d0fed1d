/** Messages of the domain pages, English. */
import type { domainRoutesZhCN } from './domainRoutes.zh-CN';
import type { domainsZhCN } from './domains.zh-CN';

export const domainsEn: Record<keyof typeof domainsZhCN, string> = {
  'meal.cancelDinner': 'Cancel dinner',
  'meal.refund': 'Refund',
  'meal.statistics': 'Dinner statistics',
  'meal.byDay': 'By day and meal time',
  'meal.byCompany': 'By company',
  'meal.linesByOrgAndDate': 'Lines of a project on a date',
  'meal.linesByMeal': 'Lines serving a meal',
  'meal.seatCheck': 'Seat check',
  'meal.check': 'Check seats',
  'meal.seatResult': '{meal} ({date}): {capacity} seats, {booked} booked, {left} left',
  'meal.full': 'Fully booked',
  'meal.ruleOfProject': 'Ordering rule of a project',
  'meal.noRule': 'This project has no ordering rule yet',
  'visitor.groupDevices': 'Devices',
  'visitor.groupUsers': 'Members',
};

export const domainRoutesEn: Record<keyof typeof domainRoutesZhCN, string> = {
  'route.meal': 'Canteen',
  'route.mealOrders': 'Dinner orders',
  'route.mealOrderDetails': 'Order details',
  'route.dinnerStatistics': 'Dinner statistics',
  'route.mealLines': 'Meal lines',
  'route.mealRules': 'Ordering rules',
  'route.mealLineRules': 'Meal-line rules',
  'route.takeFoodRules': 'Take-food rules',
  'route.meals': 'Meals',
  'route.mealDateTypes': 'Day types',
  'route.mealCarts': 'Carts',
  'route.integralRecords': 'Points records',
  'route.rechargeRecords': 'Recharge records',
  'route.rechargeSettings': 'Recharge settings',
  'route.receivables': 'Receivables',
  'route.collections': 'Collections',
  'route.visitorOrders': 'Visit appointments',
  'route.visitorQrCodes': 'Visitor pass codes',
  'route.permGroups': 'Access groups',
  'route.permGroupDevices': 'Access group devices',
  'route.permGroupUsers': 'Access group members',
  'route.linglingCards': 'Access cards',
  'route.linglingDevices': 'Access devices',
  'route.linglingCardUsers': 'Card holders',
};
