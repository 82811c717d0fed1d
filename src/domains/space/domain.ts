/**
 * The space domain as one value: the '空间管理' pages and the owner pages of '用户管理', role key
 * and texts. The console and the build read it from `src/domains/registry.ts`.
 */
import type { DomainModule } from '../../core/domain';
import { SPACE_PAGES, SPACE_ROLE, ownerRoutes, spaceRoutes } from './routes';
import { spaceTitles } from './titles.gen';

/**
 * @example
 * mountDomains(myRoutes, [spaceDomain]) // the '空间管理' pages added to a console's menu
 */
export const spaceDomain: DomainModule = {
  name: 'space',
  roles: [SPACE_ROLE],
  routes: [spaceRoutes, ownerRoutes],
  pages: SPACE_PAGES,
  titles: spaceTitles,
  load: () => import('./index'),
};
