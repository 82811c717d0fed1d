/**
 * The users domain's routes as data: it fills the console's '用户管理' group (/userManage) with
 * its native pages (the same paths replace the generic or embedded entries) and adds the account
 * books and welfare recipients the catalogue has calls for.
 */
import type { RouteEntry } from '../../core/types';

/**
 * Role key of every user-management call (000 section 6).
 * @example
 * <AdminProvider apiBase="/api" permissions={[USERS_ROLE]}><UsersPage /></AdminProvider>
 */
export const USERS_ROLE = 'userManagement';

/**
 * Page name (the `{ kind: 'page' }` view) -> the export of `@supercloud/admin/users` that renders it.
 * @example
 * USERS_PAGES.users // 'UsersPage'
 */
export const USERS_PAGES = {
  users: 'UsersPage',
  mobileUser: 'MobileUsersPage',
  identityTypeManger: 'IdentityTypesPage',
  physicalCardRecord: 'CardRecordsPage',
  welfareRecord: 'WelfarePage',
  welfarePersonRecord: 'WelfarePersonRecordsPage',
  userRecords: 'UserRecordsPage',
  accountOperationRecords: 'AccountOperationRecordsPage',
  salesAccountRecords: 'SalesAccountRecordsPage',
  batchRecharge: 'BatchRechargePage',
  cloudMealCard: 'CloudMealCardPage',
  myRechargeRequests: 'MyRechargeRequestsPage',
  deduction: 'DeductionPage',
  mealCardType: 'MealCardTypesPage',
  topUpStatistics: 'TopUpStatisticsPage',
  autoRecharge: 'AutoRechargeRulesPage',
  preRegistration: 'PreRegistrationsPage',
  faceDetection: 'FaceDetectionPage',
  thirdUserDispatch: 'UserDispatchPage',
} as const;

/**
 * @example
 * const name: UsersPageName = 'users';
 */
export type UsersPageName = keyof typeof USERS_PAGES;

/**
 * Where 我的充值申请 (the caller's own user recharge requests) is mounted; 用户列表 links to it.
 * @example
 * navigate(MY_RECHARGE_REQUESTS_PATH)
 */
export const MY_RECHARGE_REQUESTS_PATH = '/userManage/myRechargeRequests';

const entry = (path: string, name: UsersPageName): RouteEntry =>
  ({ path, name, title: `route.${name}`, roles: [USERS_ROLE], view: { kind: 'page', page: name } });

/**
 * The '用户管理' group's native pages.
 * @example
 * <GuardedRoutes routes={[...myRoutes, usersRoutes]} layout={<Layout />} />
 */
export const usersRoutes: RouteEntry = {
  path: '/userManage', name: 'userManage', title: 'route.userManage', roles: [USERS_ROLE],
  children: [
    entry('/userManage/users', 'users'),
    entry('/userManage/mobileUser', 'mobileUser'),
    entry('/userManage/identityTypeManger', 'identityTypeManger'),
    entry('/userManage/physicalCardRecord', 'physicalCardRecord'),
    entry('/userManage/welfareRecord', 'welfareRecord'),
    entry('/userManage/welfarePersonRecord', 'welfarePersonRecord'),
    entry('/userManage/userRecords', 'userRecords'),
    entry('/userManage/accountOperationRecords', 'accountOperationRecords'),
    entry('/userManage/salesAccountRecords', 'salesAccountRecords'),
    entry('/userManage/batchRecharge', 'batchRecharge'),
    entry('/userManage/cloudMealCard', 'cloudMealCard'),
    entry(MY_RECHARGE_REQUESTS_PATH, 'myRechargeRequests'),
    entry('/userManage/deduction', 'deduction'),
    entry('/userManage/mealCardType', 'mealCardType'),
    entry('/userManage/topUpStatistics', 'topUpStatistics'),
    entry('/userManage/autoRecharge', 'autoRecharge'),
    entry('/userManage/preRegistration', 'preRegistration'),
    entry('/userManage/faceDetection', 'faceDetection'),
    entry('/userManage/thirdUserDispatch', 'thirdUserDispatch'),
  ],
};
