/**
 * The wallet domain's routes as data: its native pages replace the console's generic 充值管理
 * (/merchant) and the embedded 账户流水 (/enterpiseManger), and add 用户充值 and 项目钱包设置 (/merchant) and the
 * credit pages 授信管理 and 额度调整记录 (/enterpiseManger), which 000 section 2 does not list (our addition).
 */
import type { RouteEntry } from '../../core/types';

/**
 * Role key of the wallet calls (recharge requests, project wallet settings; 000 section 6). Credit lines are
 * granted to enterprises' structures and ask for ENTERPRISE_ROLE.
 * @example
 * <AdminProvider apiBase="/api" permissions={[WALLET_ROLE]}><RechargeManagePage /></AdminProvider>
 */
export const WALLET_ROLE = 'merchant/wallet';
/**
 * Role key of the enterprise group, whose account flow this domain draws.
 * @example
 * <AdminProvider apiBase="/api" permissions={[ENTERPRISE_ROLE]}><AccountFlowPage /></AdminProvider>
 */
export const ENTERPRISE_ROLE = 'enterprise';

/**
 * Page name (the `{ kind: 'page' }` view) -> the export of `@supercloud/admin/wallet` that renders it.
 * @example
 * WALLET_PAGES.rechargeManage // 'RechargeManagePage'
 */
export const WALLET_PAGES = {
  rechargeManage: 'RechargeManagePage',
  userRecharge: 'UserRechargePage',
  orgExtend: 'OrgExtendPage',
  accountFlow: 'AccountFlowPage',
  credit: 'CreditPage',
  creditQuotaOperation: 'CreditOperationsPage',
} as const;

/**
 * @example
 * const name: WalletPageName = 'rechargeManage';
 */
export type WalletPageName = keyof typeof WALLET_PAGES;

const entry = (path: string, name: WalletPageName, role: string): RouteEntry =>
  ({ path, name, title: `route.${name}`, roles: [role], view: { kind: 'page', page: name } });

/**
 * The wallet pages in the console's '商户管理' and '企业管理' groups.
 * @example
 * <GuardedRoutes routes={[...myRoutes, ...walletRoutes]} layout={<Layout />} />
 */
export const walletRoutes: readonly RouteEntry[] = [
  {
    path: '/merchant', name: 'merchant', title: 'route.merchant', roles: [WALLET_ROLE],
    children: [
      entry('/merchant/rechargeManage', 'rechargeManage', WALLET_ROLE),
      // Our addition to the menu: the users' recharge requests (organisation.userRechargeRequest) to review.
      entry('/merchant/userRecharge', 'userRecharge', WALLET_ROLE),
      entry('/merchant/orgExtend', 'orgExtend', WALLET_ROLE),
    ],
  },
  {
    path: '/enterpiseManger', name: 'enterpiseManger', title: 'route.enterpiseManger', roles: [ENTERPRISE_ROLE],
    children: [
      entry('/enterpiseManger/accountFlow', 'accountFlow', ENTERPRISE_ROLE),
      entry('/enterpiseManger/credit', 'credit', ENTERPRISE_ROLE),
      entry('/enterpiseManger/creditQuotaOperation', 'creditQuotaOperation', ENTERPRISE_ROLE),
    ],
  },
];
