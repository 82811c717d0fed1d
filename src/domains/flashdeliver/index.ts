/**
 * `@supercloud/admin/flashdeliver`: the cloud shop (云小店) — products with their full add/edit
 * page and shelf lifecycle (申请上架, 审核通过 / 驳回 by someone else, 下架), batch review,
 * orders with status tabs, courier dispatch, delivery and cancellation, categories, couriers,
 * business types and the courier report; handover codes (交收码), daily menus, showcase slots
 * with their products, recovered goods and bundle inventory (组合库存; our additions) — each mountable alone inside `<AdminProvider>`, and
 * their route data for a console.
 * @example
 * import { AdminProvider } from '@supercloud/admin';
 * import { ProductsPage } from '@supercloud/admin/flashdeliver';
 * <AdminProvider apiBase="https://api.example.com/super_cloud/api" token={token}><ProductsPage /></AdminProvider>
 * @module @supercloud/admin/flashdeliver
 */
'use client';

export { ProductsPage } from './ProductsPage';
export type { ProductsPageProps } from './ProductsPage';
export { ProductEditPage } from './ProductEditPage';
export type { ProductEditPageProps } from './ProductEditPage';
export { BatchAuditPage } from './BatchAuditPage';
export type { BatchAuditPageProps } from './BatchAuditPage';
export { OrdersPage } from './OrdersPage';
export { ShortcutSetPage } from './ShortcutSetPage';
export type { ShortcutSetPageProps } from './ShortcutSetPage';
export { CategoriesPage, DeliveryStaffPage, BusinessTypesPage, RecoveryPage } from './ListPages';
export { HandoverCodesPage } from './HandoverCodesPage';
export type { HandoverCodesPageProps } from './HandoverCodesPage';
export { HandoverCodeEditPage } from './HandoverCodeEditPage';
export type { HandoverCodeEditPageProps } from './HandoverCodeEditPage';
export { MenuPage } from './MenuPage';
export { SlotsPage } from './SlotsPage';
export type { SlotsPageProps } from './SlotsPage';
export { SlotProductsPage } from './SlotProductsPage';
export type { SlotProductsPageProps } from './SlotProductsPage';
export { OnShelfProductInput } from './OnShelfProductInput';
export { DeliveryStaffReportPage } from './DeliveryStaffReportPage';
export type { DeliveryStaffReportPageProps } from './DeliveryStaffReportPage';
export { MerchantReportPage } from './MerchantReportPage';
export type { MerchantReportPageProps } from './MerchantReportPage';
export { BillAnomalyReportPage } from './BillAnomalyReportPage';
export type { BillAnomalyReportPageProps } from './BillAnomalyReportPage';
export { StockPage, StockTakingPage } from './StockPages';
export { BundleInventoryPage } from './BundlePages';
export { MealAreasPage, ProductLibraryPage, ShopArticlesPage } from './ShopListPages';
export { MenuPreviewPage } from './MenuPreviewPage';
export { stockMessages } from './stockMessages';
export { CategoryTreeField, ProjectsField, categoryTree } from './ProductFields';
export { FLASHDELIVER_PAGES, FLASH_ROLE, flashdeliverRoutes } from './routes';
export type { FlashdeliverPageName } from './routes';
/** The domain as one value (menu group, pages, role key, texts), as the console's registry reads it. */
export { flashdeliverDomain } from './domain';
export { flashdeliverMessages } from './messages';
