/**
 * The users domain as one value: its pages in the '用户管理' group, role key and texts. The console
 * and the build read it from `src/domains/registry.ts`.
 */
import type { DomainModule } from '../../core/domain';
import { USERS_PAGES, USERS_ROLE, usersRoutes } from './routes';
import { usersTitles } from './titles.gen';

/**
 * @example
 * mountDomains(myRoutes, [usersDomain]) // the '用户管理' pages added to a console's menu
 */
export const usersDomain: DomainModule = {
  name: 'users',
  roles: [USERS_ROLE],
  routes: [usersRoutes],
  pages: USERS_PAGES,
  titles: usersTitles,
  load: () => import('./index'),
};
