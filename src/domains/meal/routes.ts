/**
 * The meal domain's routes as data: the spec's /flashdeliver/orderMeal entry shows the dinner
 * orders, and the other canteen pages (the spec lists their calls, not their menu) sit in a
 * '订餐服务' group of their own under the same role key as their calls (merchant/wallet).
 */
import type { RouteEntry } from '../../core/types';

/**
 * Role key of every meal call (000 section 6).
 * @example
 * <AdminProvider apiBase="/api" permissions={[MEAL_ROLE]}><MealOrdersPage /></AdminProvider>
 */
export const MEAL_ROLE = 'merchant/wallet';

/**
 * Page name (the `{ kind: 'page' }` view) -> the export of `@supercloud/admin/meal` that renders it.
 * @example
 * MEAL_PAGES.mealOrders // 'MealOrdersPage'
 */
export const MEAL_PAGES = {
  mealOrders: 'MealOrdersPage',
  mealOrderDetails: 'MealOrderDetailsPage',
  dinnerStatistics: 'DinnerStatisticsPage',
  mealLines: 'MealLinesPage',
  mealRules: 'MealRulesPage',
  mealLineRules: 'MealLineRulesPage',
  takeFoodRules: 'TakeFoodRulesPage',
  meals: 'MealsPage',
  mealDateTypes: 'MealDateTypesPage',
  mealCarts: 'MealCartsPage',
  integralRecords: 'IntegralRecordsPage',
  rechargeRecords: 'RechargeRecordsPage',
  rechargeSettings: 'RechargeSettingsPage',
  receivables: 'ReceivablesPage',
  collections: 'CollectionsPage',
} as const;

/**
 * @example
 * MEAL_PAGES.mealOrders // 'MealOrdersPage'
 */
export type MealPageName = keyof typeof MEAL_PAGES;

const entry = (path: string, name: MealPageName): RouteEntry =>
  ({ path, name, title: `route.${name}`, roles: [MEAL_ROLE], view: { kind: 'page', page: name } });

/**
 * The '订餐服务' menu group.
 * @example
 * <GuardedRoutes routes={[...myRoutes, mealRoutes]} layout={<Layout />} />
 */
export const mealRoutes: RouteEntry = {
  path: '/meal', name: 'meal', title: 'route.meal', roles: [MEAL_ROLE],
  children: [
    entry('/meal/orders', 'mealOrders'),
    entry('/meal/orderDetails', 'mealOrderDetails'),
    entry('/meal/statistics', 'dinnerStatistics'),
    entry('/meal/lines', 'mealLines'),
    entry('/meal/rules', 'mealRules'),
    entry('/meal/lineRules', 'mealLineRules'),
    entry('/meal/takeFoodRules', 'takeFoodRules'),
    entry('/meal/meals', 'meals'),
    entry('/meal/dateTypes', 'mealDateTypes'),
    entry('/meal/carts', 'mealCarts'),
    entry('/meal/integralRecords', 'integralRecords'),
    entry('/meal/rechargeRecords', 'rechargeRecords'),
    entry('/meal/rechargeSettings', 'rechargeSettings'),
    entry('/meal/receivables', 'receivables'),
    entry('/meal/collections', 'collections'),
  ],
};
