/**
 * The meal domain as one value: its '订餐服务' menu group (after the merchant group), its pages, role
 * key and texts. The console and the build read it from `src/domains/registry.ts`.
 */
import type { DomainModule } from '../../core/domain';
import { MEAL_PAGES, MEAL_ROLE, mealRoutes } from './routes';
import { mealTitles } from './titles.gen';

// Each page from its own module: the dinner orders list opened by link does not bring the
// statistics page's report and charts or the rule and line pages' forms.
const listPages = () => import('./MealListPages');
const ownModules: Readonly<Record<string, () => Promise<Record<string, unknown>>>> = {
  MealOrdersPage: () => import('./MealOrdersPage'),
  DinnerStatisticsPage: () => import('./DinnerStatisticsPage'),
  MealLinesPage: () => import('./MealLinesPage'),
  MealRulesPage: () => import('./MealRulesPage'),
};
const pageLoads = Object.fromEntries(Object.values(MEAL_PAGES).map((page) => [page, ownModules[page] ?? listPages]));

/**
 * @example
 * mountDomains(myRoutes, [mealDomain]) // the '订餐服务' group added to a console's menu
 */
export const mealDomain: DomainModule = {
  name: 'meal',
  roles: [MEAL_ROLE],
  routes: [mealRoutes],
  after: 'merchant',
  pages: MEAL_PAGES,
  titles: mealTitles,
  load: () => import('./index'),
  pageLoads,
};
