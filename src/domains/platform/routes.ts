/**
 * The platform domain's routes as data: its pages replace the console's generic entries of
 * 系统管理 (/platform) and 系统监控 (/system) under the same role keys (000 section 6).
 */
import type { RouteEntry } from '../../core/types';

/**
 * Role key of 系统管理 and of 系统监控.
 * @example
 * <AdminProvider apiBase="/api" permissions={[PLATFORM_ROLE]}><RolesPage /></AdminProvider>
 */
export const PLATFORM_ROLE = 'system-management';
/**
 * @example
 * <AdminProvider apiBase="/api" permissions={[MONITORING_ROLE]}><OperationLogPage /></AdminProvider>
 */
export const MONITORING_ROLE = 'system-monitoring';

/**
 * Page name (the `{ kind: 'page' }` view) -> the export of `@supercloud/admin/platform` that renders it.
 * @example
 * PLATFORM_PAGES.platformRoles // 'RolesPage'
 */
export const PLATFORM_PAGES = {
  platformRoles: 'RolesPage',
  platformMenus: 'MenusPage',
  platformUsers: 'UsersPage',
  platformModules: 'ModulesPage',
  roleStandardized: 'StandardRolesPage',
  roleSample: 'RoleTemplatesPage',
  operationLog: 'OperationLogPage',
} as const;

/**
 * @example
 * const name: PlatformPageName = 'platformRoles';
 */
export type PlatformPageName = keyof typeof PLATFORM_PAGES;

const entry = (path: string, name: string, page: PlatformPageName, role = PLATFORM_ROLE): RouteEntry =>
  ({ path, name, title: `route.${name}`, roles: [role], view: { kind: 'page', page } });

/**
 * 系统管理.
 * @example
 * <GuardedRoutes routes={[...myRoutes, platformRoutes, systemRoutes]} layout={<Layout />} />
 */
export const platformRoutes: RouteEntry = {
  path: '/platform', name: 'platform', title: 'route.platform', roles: [PLATFORM_ROLE],
  children: [
    entry('/platform/menu', 'menu', 'platformMenus'),
    entry('/platform/user', 'user', 'platformUsers'),
    entry('/platform/role', 'role', 'platformRoles'),
    entry('/platform/role-standardized', 'roleStandardized', 'roleStandardized'),
    entry('/platform/role-sample', 'roleSample', 'roleSample'),
    entry('/platform/module', 'sysModule', 'platformModules'),
  ],
};

/**
 * 系统监控.
 * @example
 * <GuardedRoutes routes={[...myRoutes, platformRoutes, systemRoutes]} layout={<Layout />} />
 */
export const systemRoutes: RouteEntry = {
  path: '/system', name: 'system', title: 'route.system', roles: [MONITORING_ROLE],
  children: [
    entry('/system/operationLog', 'operationLog', 'operationLog', MONITORING_ROLE),
  ],
};
