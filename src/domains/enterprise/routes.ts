/**
 * The enterprise domain's routes as data: it fills the console's '企业管理' group (/enterpiseManger)
 * with its native pages (the same paths replace the generic entries). The embedded dingcan pages
 * and 账户流水 (accountFlow, another domain's) stay as the console has them.
 */
import type { RouteEntry } from '../../core/types';

/**
 * Role key of every enterprise call (000 section 6).
 * @example
 * <AdminProvider apiBase="/api" permissions={[ENTERPRISE_ROLE]}><DepartmentPage /></AdminProvider>
 */
export const ENTERPRISE_ROLE = 'enterprise';

/**
 * Page name (the `{ kind: 'page' }` view) -> the export of `@supercloud/admin/enterprise` that renders it.
 * @example
 * ENTERPRISE_PAGES.department // 'DepartmentPage'
 */
export const ENTERPRISE_PAGES = {
  virtualarchitecture: 'VirtualArchitecturePage',
  department: 'DepartmentPage',
  virtAccount: 'VirtAccountPage',
  virtAccountExtend: 'EnterpriseAccountsPage',
  virtPermConfig: 'PermissionConfigPage',
  accountStatistics: 'AccountStatisticsPage',
  enterpriseThirdDispatch: 'EnterpriseDispatchPage',
} as const;

/**
 * @example
 * const name: EnterprisePageName = 'department';
 */
export type EnterprisePageName = keyof typeof ENTERPRISE_PAGES;

const entry = (path: string, name: EnterprisePageName): RouteEntry =>
  ({ path, name, title: `route.${name}`, roles: [ENTERPRISE_ROLE], view: { kind: 'page', page: name } });

/**
 * The '企业管理' group's native pages.
 * @example
 * <GuardedRoutes routes={[...myRoutes, enterpriseRoutes]} layout={<Layout />} />
 */
export const enterpriseRoutes: RouteEntry = {
  path: '/enterpiseManger', name: 'enterpiseManger', title: 'route.enterpiseManger', roles: [ENTERPRISE_ROLE],
  children: [
    entry('/enterpiseManger/virtualarchitecture', 'virtualarchitecture'),
    entry('/enterpiseManger/department', 'department'),
    entry('/enterpiseManger/virtAccount', 'virtAccount'),
    entry('/enterpiseManger/virtAccountExtend', 'virtAccountExtend'),
    entry('/enterpiseManger/virtPermConfig', 'virtPermConfig'),
    entry('/enterpiseManger/accountStatistics', 'accountStatistics'),
    entry('/enterpiseManger/thirdDispatch', 'enterpriseThirdDispatch'),
  ],
};
