/**
 * `@supercloud/admin/merchant`: merchant pages (merchant information with statistics and meal
 * lines, distributors and the yy companies, devices with the offline warning, key cabinets,
 * printers, collections and refunds, voice boxes and pickup cabinets, merchant accounts and card issuing, 目标完成 with its sales targets), each mountable alone inside `<AdminProvider>`, and their
 * route data for a console.
 * @example
 * import { AdminProvider } from '@supercloud/admin';
 * import { MerchantInfoPage } from '@supercloud/admin/merchant';
 * <AdminProvider apiBase="https://api.example.com/super_cloud/api" token={token}><MerchantInfoPage /></AdminProvider>
 * @module @supercloud/admin/merchant
 */
'use client';

export { MerchantInfoPage } from './MerchantInfoPage';
export type { MerchantPageProps } from './MerchantInfoPage';
export { DistributorPage } from './DistributorPage';
export { DevicesPage, KeyCabinetsPage, OfflineWarningPage, PrintConfigPage } from './DevicePages';
export { CollectionOrdersPage, RefundPage } from './CollectionPages';
export { PickupCabinetsPage, VoiceBoxesPage } from './MerchantDevicePages';
export { CardIssuingPage, MerchantAccountsPage } from './AccountPages';
export { GoalCompletionPage, SalesTargetsPage } from './GoalCompletionPage';
export type { GoalCompletionPageProps } from './GoalCompletionPage';
export { goalRows, monthRange } from './goalRows';
export type { GoalRow } from './goalRows';
// The drawers and the refund dialog (MealLinesDrawer, RefundDialog) are not exported: the pages load them lazily.
export { ConsumptionStats } from './ConsumptionStats';
export type { ConsumptionStatsProps } from './ConsumptionStats';
export { FLASH_STATISTICS_ROLE, MERCHANT_PAGES, MERCHANT_ROLE, ORGANIZATION_ROLE, merchantRoutes } from './routes';
export type { MerchantPageName } from './routes';
export { merchantActions, moneyText } from './actions';
export { offlineFor } from './offlineFor';
/** The domain as one value (menu groups, pages, role keys, texts), as the console's registry reads it. */
export { merchantDomain } from './domain';
export { merchantMessages } from './messages';
