/**
 * `@supercloud/admin/users`: user management pages (users with recharge and batch recharge,
 * mobile users with the card lifecycle, welfare grants and recipients, account books, cloud meal
 * card), each mountable alone inside `<AdminProvider>`, and their route data for a console.
 * @example
 * import { AdminProvider } from '@supercloud/admin';
 * import { UsersPage } from '@supercloud/admin/users';
 * <AdminProvider apiBase="https://api.example.com/super_cloud/api" token={token}><UsersPage /></AdminProvider>
 * @module @supercloud/admin/users
 */
'use client';

export { UsersPage } from './UsersPage';
export type { UsersPageProps } from './UsersPage';
export { MobileUsersPage } from './MobileUsersPage';
export { WelfarePage } from './WelfarePage';
export { BatchRechargePage } from './BatchRechargePage';
export { CloudMealCardPage } from './CloudMealCardPage';
export { MyRechargeRequestsPage } from './MyRechargeRequestsPage';
export { AutoRechargeRulesPage, DeductionPage, MealCardTypesPage, PreRegistrationsPage } from './MealCardPages';
export { TopUpStatisticsPage } from './TopUpStatisticsPage';
export { FaceDetectionPage, UserDispatchPage } from './ThirdPartyPages';
export type { TopUpStatisticsPageProps } from './TopUpStatisticsPage';
export {
  AccountOperationRecordsPage, CardRecordsPage, CloudCardConfigPage, IdentityTypesPage, CloudCardPaymentsPage, SalesAccountRecordsPage, UserRecordsPage, WelfarePersonRecordsPage,
} from './ListPages';
// The money dialogs and drawers (RechargeDialog, BatchRechargeDialog, GrantDialog, WalletDrawer,
// WelfarePersonsDrawer) are not exported: the pages load them lazily, on first use.
export { CardSteps } from './CardSteps';
export { MY_RECHARGE_REQUESTS_PATH, USERS_PAGES, USERS_ROLE, usersRoutes } from './routes';
export type { UsersPageName } from './routes';
export { amountText, usersActions } from './actions';
/** The user-management resources of the contract, for views of one's own. */
export { cardRecord, identityType, user, userRecod, v2User } from '../../contract/services/organisation/people';
export { cloudCardConfig, cloudCardPayment, welfarePersonRecord, welfareRecord } from '../../contract/services/organisation/welfare';
export { autoRechargeRule, mealCardType, preRegistration, userDeduction } from '../../contract/services/organisation/mealCard';
export { faceDetection, userDispatch } from '../../contract/services/organisation/thirdParty';
/** The domain as one value (menu group, pages, role key, texts), as the console's registry reads it. */
export { usersDomain } from './domain';
export { usersMessages } from './messages';
