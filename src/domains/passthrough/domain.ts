/**
 * The visitor-pass domain as one value: its pages fill the console's '/passthrough' group of
 * 000 section 2; with its role key and texts. The console and the build read it from
 * `src/domains/registry.ts`.
 */
import type { DomainModule } from '../../core/domain';
import { PASSTHROUGH_PAGES, PASSTHROUGH_ROLE, passthroughPages } from './routes';
import { passthroughTitles } from './titles.gen';

/**
 * @example
 * mountDomains(myRoutes, [passthroughDomain])
 */
export const passthroughDomain: DomainModule = {
  name: 'passthrough',
  roles: [PASSTHROUGH_ROLE],
  routes: [{ path: '/passthrough', name: 'passthrough', title: 'route.passthrough', roles: [PASSTHROUGH_ROLE], children: passthroughPages }],
  pages: PASSTHROUGH_PAGES,
  titles: passthroughTitles,
  load: () => import('./index'),
};
