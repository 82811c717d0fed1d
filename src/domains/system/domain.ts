/**
 * The system domain as one value: its pages in 系统监控 and 组织机构 (merged into the console's
 * groups of the same paths), its role keys and texts. The console and the build read it from
 * `src/domains/registry.ts`.
 */
import type { DomainModule } from '../../core/domain';
import { SYSTEM_MANAGEMENT_ROLE, SYSTEM_MONITORING_ROLE, SYSTEM_PAGES, serviceConfigRoutes, systemMonitoringRoutes } from './routes';
import { systemTitles } from './titles.gen';

/**
 * @example
 * mountDomains(myRoutes, [systemDomain]) // scheduling, files and service configuration added to a console's menu
 */
export const systemDomain: DomainModule = {
  name: 'system',
  roles: [SYSTEM_MONITORING_ROLE, SYSTEM_MANAGEMENT_ROLE],
  routes: [systemMonitoringRoutes, serviceConfigRoutes],
  pages: SYSTEM_PAGES,
  titles: systemTitles,
  load: () => import('./index'),
};
