/**
 * The cloud shop's routes as data: they fill the console's '云小店' group (/flashdeliver) with the
 * domain's native pages (same paths replace the generic, embedded or pending entries) and add the
 * courier list (配送员), which the spec's menu does not name but orders are assigned from.
 */
import type { RouteEntry } from '../../core/types';

/**
 * Role key of every cloud-shop call (000 section 6).
 * @example
 * <AdminProvider apiBase="/api" permissions={[FLASH_ROLE]}><ProductsPage /></AdminProvider>
 */
export const FLASH_ROLE = 'flashdeliver';

/**
 * Page name (the `{ kind: 'page' }` view) -> the export of `@supercloud/admin/flashdeliver` that renders it.
 * @example
 * FLASHDELIVER_PAGES.product // 'ProductsPage'
 */
export const FLASHDELIVER_PAGES = {
  product: 'ProductsPage',
  addProduct: 'ProductEditPage',
  batchAudit: 'BatchAuditPage',
  shortcutSet: 'ShortcutSetPage',
  orderManager: 'OrdersPage',
  productCategory: 'CategoriesPage',
  deliveryStaff: 'DeliveryStaffPage',
  enterpriseTypeManager: 'BusinessTypesPage',
  deliveryStaffReport: 'DeliveryStaffReportPage',
  jiaoshuima: 'HandoverCodesPage',
  jiaoshuimaEdit: 'HandoverCodeEditPage',
  flashMenu: 'MenuPage',
  broad: 'SlotsPage',
  broadAddProduct: 'SlotProductsPage',
  recoveryManager: 'RecoveryPage',
  merchantReport: 'MerchantReportPage',
  billAnomalyReport: 'BillAnomalyReportPage',
  stock: 'StockPage',
  stockTaking: 'StockTakingPage',
  mealsArea: 'MealAreasPage',
  flashInformation: 'ShopArticlesPage',
  productsManager: 'ProductLibraryPage',
  menuPreview: 'MenuPreviewPage',
  portfolioInventory: 'BundleInventoryPage',
} as const;

/**
 * @example
 * const name: FlashdeliverPageName = 'product';
 */
export type FlashdeliverPageName = keyof typeof FLASHDELIVER_PAGES;

const entry = (path: string, name: FlashdeliverPageName, extra: Partial<RouteEntry> = {}): RouteEntry =>
  ({ path, name, title: `route.${name}`, roles: [FLASH_ROLE], view: { kind: 'page', page: name }, ...extra });

/**
 * The '云小店' group's native pages.
 * @example
 * <GuardedRoutes routes={[...myRoutes, flashdeliverRoutes]} layout={<Layout />} />
 */
export const flashdeliverRoutes: RouteEntry = {
  path: '/flashdeliver', name: 'flashdeliver', title: 'route.flashdeliver', roles: [FLASH_ROLE],
  children: [
    entry('/flashdeliver/jiaoshuima', 'jiaoshuima'),
    entry('/flashdeliver/jiaoshuima/add-or-update', 'jiaoshuimaEdit', { hidden: true, noCache: true }),
    entry('/flashdeliver/product/index', 'product'),
    entry('/flashdeliver/product/addProduct', 'addProduct', { hidden: true, noCache: true }),
    entry('/flashdeliver/product/shortcutSet', 'shortcutSet'),
    entry('/flashdeliver/product/batchAudit', 'batchAudit'),
    entry('/flashdeliver/menu', 'flashMenu'),
    entry('/flashdeliver/broad/index', 'broad'),
    entry('/flashdeliver/broad/addProduct', 'broadAddProduct', { hidden: true, noCache: true }),
    entry('/flashdeliver/productCategory', 'productCategory'),
    entry('/flashdeliver/orderManager', 'orderManager'),
    entry('/flashdeliver/recoveryManager', 'recoveryManager'),
    entry('/flashdeliver/deliveryStaff', 'deliveryStaff'),
    entry('/flashdeliver/enterpriseTypeManager', 'enterpriseTypeManager'),
    entry('/flashdeliver/deliveryStaffReport', 'deliveryStaffReport'),
    entry('/flashdeliver/merchantReport', 'merchantReport'),
    entry('/flashdeliver/billAnomalyReport', 'billAnomalyReport'),
    entry('/flashdeliver/stock', 'stock'),
    entry('/flashdeliver/stockTaking', 'stockTaking'),
    entry('/flashdeliver/mealsArea', 'mealsArea'),
    entry('/flashdeliver/information', 'flashInformation'),
    entry('/flashdeliver/productsManager', 'productsManager'),
    entry('/flashdeliver/menuPreview', 'menuPreview'),
    entry('/flashdeliver/portfolioInventory', 'portfolioInventory'),
  ],
};
