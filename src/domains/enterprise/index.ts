/**
 * `@supercloud/admin/enterprise`: enterprise management pages (virtual structures and departments
 * as trees, virtual accounts with import and export, enterprise accounts with recharge and
 * transactions, the permission-control matrix), each mountable alone inside `<AdminProvider>`,
 * and their route data for a console.
 * @example
 * import { AdminProvider } from '@supercloud/admin';
 * import { DepartmentPage } from '@supercloud/admin/enterprise';
 * <AdminProvider apiBase="https://api.example.com/super_cloud/api" token={token}><DepartmentPage /></AdminProvider>
 * @module @supercloud/admin/enterprise
 */
'use client';

export { DepartmentPage } from './DepartmentPage';
export type { DepartmentPageProps } from './DepartmentPage';
export { VirtualArchitecturePage } from './VirtualArchitecturePage';
export type { VirtualArchitecturePageProps } from './VirtualArchitecturePage';
export { VirtAccountPage } from './ListPages';
export { EnterpriseAccountsPage } from './EnterpriseAccountsPage';
export type { EnterpriseAccountsPageProps } from './EnterpriseAccountsPage';
export { PermissionConfigPage } from './PermissionConfigPage';
export type { PermissionConfigPageProps } from './PermissionConfigPage';
export { PermissionMatrix } from './PermissionMatrix';
export { AccountStatisticsPage } from './AccountStatisticsPage';
export type { AccountStatisticsPageProps } from './AccountStatisticsPage';
export { EnterpriseDispatchPage } from './EnterpriseDispatchPage';
/** 企业 第三方下发's resource (our addition), for views of one's own. */
export { enterpriseDispatch } from '../../contract/services/organisation/thirdParty';
export { ENTERPRISE_PAGES, ENTERPRISE_ROLE, enterpriseRoutes } from './routes';
export type { EnterprisePageName } from './routes';
/** The domain as one value (menu group, pages, role key, texts), as the console's registry reads it. @example mountDomains(routes, [enterpriseDomain]) */
export { enterpriseDomain } from './domain';
export { enterpriseMessages } from './messages';
