/**
 * The merchant domain's routes as data: it fills the console's '商户管理' group (/merchant) with
 * native pages (the same paths replace the generic, embedded and pending entries; 充值管理 is left
 * as it is) and 商户收款 under /operationcenter.
 */
import type { RouteEntry } from '../../core/types';

/**
 * Role key of the merchant and wallet calls (000 section 6).
 * @example
 * <AdminProvider apiBase="/api" permissions={[MERCHANT_ROLE]}><MerchantInfoPage /></AdminProvider>
 */
export const MERCHANT_ROLE = 'merchant/wallet';
/**
 * Role key of the operating companies' calls (分销商管理 lists them: not a merchant's page).
 * @example
 * <AdminProvider apiBase="/api" permissions={[ORGANIZATION_ROLE]}><DistributorPage /></AdminProvider>
 */
export const ORGANIZATION_ROLE = 'organization';

/**
 * Page name (the `{ kind: 'page' }` view) -> the export of `@supercloud/admin/merchant` that renders it.
 * @example
 * MERCHANT_PAGES.merchantInfoManger // 'MerchantInfoPage'
 */
export const MERCHANT_PAGES = {
  merchantInfoManger: 'MerchantInfoPage',
  distributorManger: 'DistributorPage',
  collectionDevice: 'DevicesPage',
  offlineWarning: 'OfflineWarningPage',
  keyCabinet: 'KeyCabinetsPage',
  printConfig: 'PrintConfigPage',
  collectionOrder: 'CollectionOrdersPage',
  merchantRefund: 'RefundPage',
  merchantCollection: 'CollectionOrdersPage',
} as const;

/**
 * @example
 * const name: MerchantPageName = 'offlineWarning';
 */
export type MerchantPageName = keyof typeof MERCHANT_PAGES;

const entry = (path: string, name: MerchantPageName, role = MERCHANT_ROLE): RouteEntry =>
  ({ path, name, title: `route.${name}`, roles: [role], view: { kind: 'page', page: name } });

/**
 * The '商户管理' group's native pages.
 * @example
 * <GuardedRoutes routes={[...myRoutes, ...merchantRoutes]} layout={<Layout />} />
 */
export const merchantRoutes: readonly RouteEntry[] = [
  {
    path: '/merchant', name: 'merchant', title: 'route.merchant', roles: [MERCHANT_ROLE],
    children: [
      entry('/merchant/keyCabinet', 'keyCabinet'),
      entry('/merchant/printConfig', 'printConfig'),
      entry('/merchant/merchantInfoManger', 'merchantInfoManger'),
      entry('/merchant/distributorManger', 'distributorManger', ORGANIZATION_ROLE),
      entry('/merchant/collectionDevice', 'collectionDevice'),
      entry('/merchant/collectionOrder', 'collectionOrder'),
      entry('/merchant/refund', 'merchantRefund'),
      entry('/merchant/offlineWarning', 'offlineWarning'),
    ],
  },
  {
    path: '/operationcenter', name: 'operationcenter', title: 'route.operationcenter', roles: [ORGANIZATION_ROLE],
    children: [entry('/operationcenter/merchantCollection', 'merchantCollection')],
  },
];
