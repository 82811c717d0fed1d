/**
 * The merchant domain's routes as data: it fills the console's '商户管理' group (/merchant) with
 * native pages (the same paths replace the generic, embedded and pending entries; 充值管理 is left
 * as it is), 商户收款 under /operationcenter, and 目标完成 with its 销售目标 under 云小店统计.
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
 * Role key of the cloud-shop statistics (云小店统计): 目标完成 and its targets.
 * @example
 * <AdminProvider apiBase="/api" permissions={[FLASH_STATISTICS_ROLE]}><GoalCompletionPage /></AdminProvider>
 */
export const FLASH_STATISTICS_ROLE = 'flashstatiscal';

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
  goalCompletion: 'GoalCompletionPage',
  salesTarget: 'SalesTargetsPage',
  voiceBox: 'VoiceBoxesPage',
  pickupCabinet: 'PickupCabinetsPage',
  merchantAccount: 'MerchantAccountsPage',
  cardIssuing: 'CardIssuingPage',
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
      entry('/merchant/voiceBox', 'voiceBox'),
      entry('/merchant/pickupCabinet', 'pickupCabinet'),
      entry('/merchant/merchantAccount', 'merchantAccount'),
      entry('/merchant/cardIssuing', 'cardIssuing'),
    ],
  },
  {
    path: '/operationcenter', name: 'operationcenter', title: 'route.operationcenter', roles: [ORGANIZATION_ROLE],
    children: [entry('/operationcenter/merchantCollection', 'merchantCollection')],
  },
  {
    path: '/buildFlashStatiscal', name: 'buildFlashStatiscal', title: 'route.buildFlashStatiscal', roles: [FLASH_STATISTICS_ROLE],
    children: [
      entry('/buildFlashStatiscal/goalCompletion', 'goalCompletion', FLASH_STATISTICS_ROLE),
      entry('/buildFlashStatiscal/salesTarget', 'salesTarget', FLASH_STATISTICS_ROLE),
    ],
  },
];
