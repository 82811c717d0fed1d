/**
 * `@supercloud/admin/wallet`: money pages (recharge requests with their two-person review, the
 * enterprise accounts' ledger with exact totals, credit lines and their change history, project
 * wallet settings), each mountable alone inside `<AdminProvider>`, and their route data for a console.
 * @example
 * import { AdminProvider } from '@supercloud/admin';
 * import { RechargeManagePage } from '@supercloud/admin/wallet';
 * <AdminProvider apiBase="https://api.example.com/super_cloud/api" token={token}><RechargeManagePage /></AdminProvider>
 * @module @supercloud/admin/wallet
 */
'use client';

export { RechargeManagePage } from './RechargeManagePage';
export type { RechargeManagePageProps } from './RechargeManagePage';
export { UserRechargePage } from './UserRechargePage';
export type { UserRechargePageProps } from './UserRechargePage';
export { AccountFlowPage } from './AccountFlowPage';
export type { AccountFlowPageProps } from './AccountFlowPage';
export { CreditPage } from './CreditPage';
export type { CreditPageProps } from './CreditPage';
export { CreditOperationsPage } from './ListPages';
export { OrgExtendPage } from './OrgExtendPage';
export type { OrgExtendPageProps } from './OrgExtendPage';
// The money dialogs (RechargeRequestDialog, RechargeAuditDialog, MoneyFormDialog) are not exported:
// the pages load them lazily, on first use.
export { ENTERPRISE_ROLE, WALLET_PAGES, WALLET_ROLE, walletRoutes } from './routes';
export type { WalletPageName } from './routes';
export { walletActions } from './actions';
export { amountOf } from './amount';
/** The domain as one value (menu groups, pages, role keys, texts), as the console's registry reads it. */
export { walletDomain } from './domain';
export { walletMessages } from './messages';
