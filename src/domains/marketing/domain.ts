/**
 * The marketing domain as one value: its page in the '营销中心' group, role key and texts. The
 * console and the build read it from `src/domains/registry.ts`.
 */
import type { DomainModule } from '../../core/domain';
import { MARKETING_PAGES, MARKETING_ROLE, marketingRoutes } from './routes';
import { marketingTitles } from './titles.gen';

/**
 * @example
 * mountDomains(myRoutes, [marketingDomain]) // 优惠券查询 added to a console's '营销中心' group
 */
export const marketingDomain: DomainModule = {
  name: 'marketing',
  roles: [MARKETING_ROLE],
  routes: [marketingRoutes],
  pages: MARKETING_PAGES,
  titles: marketingTitles,
  load: () => import('./index'),
};
