/**
 * The enterprise domain as one value: its pages in the '企业管理' group, role key and texts. The
 * console and the build read it from `src/domains/registry.ts`.
 */
import type { DomainModule } from '../../core/domain';
import { ENTERPRISE_PAGES, ENTERPRISE_ROLE, enterpriseRoutes } from './routes';
import { enterpriseTitles } from './titles.gen';

/**
 * @example
 * mountDomains(myRoutes, [enterpriseDomain]) // the '企业管理' pages added to a console's menu
 */
export const enterpriseDomain: DomainModule = {
  name: 'enterprise',
  roles: [ENTERPRISE_ROLE],
  routes: [enterpriseRoutes],
  pages: ENTERPRISE_PAGES,
  titles: enterpriseTitles,
  load: () => import('./index'),
};
