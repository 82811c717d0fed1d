/**
 * The platform domain as one value: its pages in 系统管理 and 系统监控 (merged into the console's
 * groups of the same paths), its role keys and texts. The console and the build read it from
 * `src/domains/registry.ts`.
 */
import type { DomainModule } from '../../core/domain';
import { MONITORING_ROLE, PLATFORM_PAGES, PLATFORM_ROLE, platformRoutes, systemRoutes } from './routes';
import { platformTitles } from './titles.gen';

/**
 * @example
 * mountDomains(myRoutes, [platformDomain]) // 系统管理 and 系统监控 added to a console's menu
 */
export const platformDomain: DomainModule = {
  name: 'platform',
  roles: [PLATFORM_ROLE, MONITORING_ROLE],
  routes: [systemRoutes, platformRoutes],
  pages: PLATFORM_PAGES,
  titles: platformTitles,
  load: () => import('./index'),
};
