/**
 * The system domain's routes as data: scheduling and queue monitoring and the file store join
 * 系统监控 (/system; its operation log stays the platform domain's), and the service
 * configuration fills 组织机构 (/operationcenter): services, service per organisation, app
 * roles and the embedded-page service addresses.
 */
import type { RouteEntry } from '../../core/types';

/**
 * Role key of the monitoring pages (000 section 6).
 * @example
 * <AdminProvider apiBase="/api" permissions={[SYSTEM_MONITORING_ROLE]}><ScmPage /></AdminProvider>
 */
export const SYSTEM_MONITORING_ROLE = 'system-monitoring';
/**
 * Role key of the file store and the service configuration.
 * @example
 * <AdminProvider apiBase="/api" permissions={[SYSTEM_MANAGEMENT_ROLE]}><EmbedServicesPage /></AdminProvider>
 */
export const SYSTEM_MANAGEMENT_ROLE = 'system-management';

/**
 * Page name (the `{ kind: 'page' }` view) -> the export of `@supercloud/admin/system` that renders it.
 * @example
 * SYSTEM_PAGES.scm // 'ScmPage'
 */
export const SYSTEM_PAGES = {
  scm: 'ScmPage',
  file: 'FilesPage',
  service: 'ServicesPage',
  serviceOrgConfig: 'ServiceOrgConfigPage',
  serviceAppRoleConfig: 'ServiceAppRolesPage',
  embedService: 'EmbedServicesPage',
} as const;

/**
 * @example
 * const name: SystemPageName = 'scm';
 */
export type SystemPageName = keyof typeof SYSTEM_PAGES;

const entry = (path: string, name: SystemPageName, role: string): RouteEntry =>
  ({ path, name, title: `route.${name}`, roles: [role], view: { kind: 'page', page: name } });

/**
 * 系统监控's pages of this domain.
 * @example
 * <GuardedRoutes routes={[...myRoutes, systemMonitoringRoutes, serviceConfigRoutes]} layout={<Layout />} />
 */
export const systemMonitoringRoutes: RouteEntry = {
  path: '/system', name: 'system', title: 'route.system', roles: [SYSTEM_MONITORING_ROLE],
  children: [
    entry('/system/scm', 'scm', SYSTEM_MONITORING_ROLE),
    entry('/system/file', 'file', SYSTEM_MANAGEMENT_ROLE),
  ],
};

/**
 * 组织机构's service configuration pages.
 * @example
 * <GuardedRoutes routes={[...myRoutes, systemMonitoringRoutes, serviceConfigRoutes]} layout={<Layout />} />
 */
export const serviceConfigRoutes: RouteEntry = {
  path: '/operationcenter', name: 'operationcenter', title: 'route.operationcenter', roles: [SYSTEM_MANAGEMENT_ROLE],
  children: [
    entry('/operationcenter/service', 'service', SYSTEM_MANAGEMENT_ROLE),
    entry('/operationcenter/serviceOrgConfig', 'serviceOrgConfig', SYSTEM_MANAGEMENT_ROLE),
    entry('/operationcenter/serviceAppRoleConfig', 'serviceAppRoleConfig', SYSTEM_MANAGEMENT_ROLE),
    entry('/operationcenter/embedService', 'embedService', SYSTEM_MANAGEMENT_ROLE),
  ],
};
