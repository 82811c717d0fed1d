/**
 * The statistics domain as one value: report pages for '统计数据', '云小店统计' and the cloud
 * shop's sales report, with their role keys and texts. The console and the build read it from
 * `src/domains/registry.ts`.
 */
import type { DomainModule } from '../../core/domain';
import { DRILL_ROLES, FLASHDELIVER_ROLE, FLASH_STATISTICS_ROLE, STATISTICS_PAGES, STATISTICS_ROLE, statisticsRoutes } from './routes';
import { statisticsTitles } from './titles.gen';

/**
 * @example
 * mountDomains(myRoutes, [statisticsDomain]) // the report pages added to a console's menu
 */
export const statisticsDomain: DomainModule = {
  name: 'statistics',
  roles: [...new Set([STATISTICS_ROLE, FLASH_STATISTICS_ROLE, FLASHDELIVER_ROLE, ...DRILL_ROLES])],
  routes: statisticsRoutes,
  pages: STATISTICS_PAGES,
  titles: statisticsTitles,
  load: () => import('./index'),
};
