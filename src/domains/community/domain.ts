/**
 * The community domain as one value: its pages fill the console's '便民服务', '失物招领', '电子放行',
 * '会议室', '空调加时' and '投诉建议' groups; with its role keys and texts. The console and the
 * build read it from `src/domains/registry.ts`.
 */
import type { DomainModule } from '../../core/domain';
import { COMMUNITY_PAGES, COMMUNITY_ROLES, communityRoutes } from './routes';
import { communityTitles } from './titles.gen';

/**
 * @example
 * mountDomains(myRoutes, [communityDomain]) // the complaint, car-park, conference... pages in a console's menu
 */
export const communityDomain: DomainModule = {
  name: 'community',
  roles: [...new Set(Object.values(COMMUNITY_ROLES))],
  routes: communityRoutes,
  pages: COMMUNITY_PAGES,
  titles: communityTitles,
  load: () => import('./index'),
};
