/**
 * `@supercloud/admin/meal`: the meal and order-meal pages, each mountable alone inside
 * `<AdminProvider>`, and their route data for a console.
 * @example
 * import { AdminProvider } from '@supercloud/admin';
 * import { MealOrdersPage } from '@supercloud/admin/meal';
 * <AdminProvider apiBase="https://api.example.com/super_cloud/api" token={token}><MealOrdersPage /></AdminProvider>
 * @module @supercloud/admin/meal
 */
'use client';

export { MEAL_ORDERS_COLUMNS, MealOrdersPage } from './MealOrdersPage';
export type { MealPageProps } from './MealOrdersPage';
export { DinnerStatisticsPage } from './DinnerStatisticsPage';
export { MealLinesPage } from './MealLinesPage';
export { MealRulesPage } from './MealRulesPage';
export {
  CollectionsPage, IntegralRecordsPage, MealCartsPage, MealDateTypesPage, MealLineRulesPage, MealOrderDetailsPage, MealsPage,
  RechargeRecordsPage, RechargeSettingsPage, ReceivablesPage, TakeFoodRulesPage,
} from './MealListPages';
export { MEAL_PAGES, MEAL_ROLE, mealRoutes } from './routes';
export type { MealPageName } from './routes';
export { mealActions } from './actions';
export type { SeatCheck } from './actions';
/** The order-meal resources of the contract, for views of one's own (`useResourceList`, `ResourceTable`...). */
export {
  cart, dateType, integralRechargeRecord, lineManage, meal, orderDinner, orderDinnerDetails, receivables, rule, ruleMealline, ruleTakefood,
} from '../../contract/services/ordermeal';
/** The domain as one value (menu group, pages, role key, texts), as the console's registry reads it. */
export { mealDomain } from './domain';
export { mealMessages } from './messages';
