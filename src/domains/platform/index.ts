/**
 * `@supercloud/admin/platform`: 系统管理 and 系统监控 pages (roles with the permission tree,
 * menus, platform users, standard roles and templates, the operation log, modules), each
 * mountable alone inside `<AdminProvider>`, and their route data for a console.
 * @example
 * import { AdminProvider } from '@supercloud/admin';
 * import { RolesPage } from '@supercloud/admin/platform';
 * <AdminProvider apiBase="https://api.example.com/super_cloud/api" token={token}><RolesPage /></AdminProvider>
 * @module @supercloud/admin/platform
 */
'use client';

export { RolesPage } from './RolesPage';
export { MenusPage } from './MenusPage';
export { RoleTemplatesPage, TEMPLATE_GRANTS } from './RoleTemplatesPage';
export { StandardRolesPage } from './StandardRolesPage';
export { ModulesPage } from './ModulesPage';
export { OPERATION_LOG_COLUMNS, OperationLogPage } from './OperationLogPage';
export { UsersPage } from './UsersPage';
export { UserLinksDialog } from './UserLinksDialog';
export type { UserLinksDialogProps } from './UserLinksDialog';
export { PASSWORD_RULE, ResetPasswordDialog } from './ResetPasswordDialog';
export type { ResetPasswordDialogProps } from './ResetPasswordDialog';
export type { MenusPageProps } from './MenusPage';
export { PermissionDialog, ROLE_GRANTS } from './PermissionDialog';
export { SERVICE_APP_MENUS } from './serviceAppMenus';
export type { GrantStore, PermissionDialogProps } from './PermissionDialog';
export { loadAll, nestRows } from './loadAll';
export { MONITORING_ROLE, PLATFORM_PAGES, PLATFORM_ROLE, platformRoutes, systemRoutes } from './routes';
export type { PlatformPageName } from './routes';
/** The platform resources of the contract, for views of one's own. */
export {
  menu, roleFunction, roleTemplate, sysModule, log, userCompany, userDept, userFloor, userOrgnization, userRole, webMenu, webRole, webUser,
} from '../../contract/services/platform';
/** The domain as one value (menu group, pages, role keys, texts), as the console's registry reads it. */
export { platformDomain } from './domain';
export { platformMessages } from './messages';
