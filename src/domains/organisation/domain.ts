/**
 * The organisation domain as one value: its pages in the '组织机构' and '运营商管理' groups, role
 * key and texts. The console and the build read it from `src/domains/registry.ts`.
 */
import type { DomainModule } from '../../core/domain';
import { ORGANISATION_PAGES, ORGANISATION_ROLE, organisationRoutes } from './routes';
import { organisationTitles } from './titles.gen';

/**
 * @example
 * mountDomains(myRoutes, [organisationDomain]) // the companies, projects, groups and operator pages
 */
export const organisationDomain: DomainModule = {
  name: 'organisation',
  roles: [ORGANISATION_ROLE],
  routes: organisationRoutes,
  pages: ORGANISATION_PAGES,
  titles: organisationTitles,
  load: () => import('./index'),
};
