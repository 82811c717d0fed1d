/**
 * The organisation domain's routes as data: it fills the console's '组织机构' group
 * (/operationcenter: companies, projects) and '运营商管理' group (/operator: groups, operator
 * information, operator permissions) with native pages; the other entries of those groups
 * (services, service per project, merchant collections) stay as the console has them.
 */
import type { RouteEntry } from '../../core/types';

/**
 * Role key of every organisation call (000 section 6).
 * @example
 * <AdminProvider apiBase="/api" permissions={[ORGANISATION_ROLE]}><CompanyPage /></AdminProvider>
 */
export const ORGANISATION_ROLE = 'organization';

/**
 * Page name (the `{ kind: 'page' }` view) -> the export of `@supercloud/admin/organisation` that renders it.
 * @example
 * ORGANISATION_PAGES.company // 'CompanyPage'
 */
export const ORGANISATION_PAGES = {
  company: 'CompanyPage',
  organization: 'OrganizationPage',
  groupManagement: 'CliquePage',
  operationInfoConfig: 'OperationInfoConfigPage',
  operationPower: 'OperationPowerPage',
} as const;

/**
 * @example
 * const name: OrganisationPageName = 'company';
 */
export type OrganisationPageName = keyof typeof ORGANISATION_PAGES;

const entry = (path: string, name: OrganisationPageName): RouteEntry =>
  ({ path, name, title: `route.${name}`, roles: [ORGANISATION_ROLE], view: { kind: 'page', page: name } });

/**
 * The '组织机构' and '运营商管理' groups' native pages.
 * @example
 * <GuardedRoutes routes={[...myRoutes, ...organisationRoutes]} layout={<Layout />} />
 */
export const organisationRoutes: readonly RouteEntry[] = [
  {
    path: '/operationcenter', name: 'operationcenter', title: 'route.operationcenter', roles: [ORGANISATION_ROLE],
    children: [entry('/operationcenter/company', 'company'), entry('/operationcenter/organization', 'organization')],
  },
  {
    path: '/operator', name: 'operator', title: 'route.operator', roles: [ORGANISATION_ROLE],
    children: [
      entry('/operator/groupManagement', 'groupManagement'),
      entry('/operator/operationInfoConfig', 'operationInfoConfig'),
      entry('/operator/operationPower', 'operationPower'),
    ],
  },
];
