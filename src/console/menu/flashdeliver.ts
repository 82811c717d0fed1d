/**
 * /flashdeliver (cloud shop): handover codes, products, showcases, categories, orders, reports;
 * the hidden edit pages (jiaoshuima/add-or-update, product/addProduct, broad/addProduct) are
 * reached from their list pages; the catalogue and stock pages are embedded from dingcan.
 */
import { embed, group, page, pending, resource } from './entry';

export const flashdeliverRoutes = group('/flashdeliver', 'flashdeliver', ['flashdeliver'], [
  page('/flashdeliver/jiaoshuima', 'jiaoshuima', pending),
  page('/flashdeliver/jiaoshuima/add-or-update', 'jiaoshuimaEdit', pending, { hidden: true, noCache: true }),
  page('/flashdeliver/product/index', 'product', resource('flashdeliver.product')),
  page('/flashdeliver/product/addProduct', 'addProduct', pending, { hidden: true, noCache: true }),
  page('/flashdeliver/product/shortcutSet', 'shortcutSet', pending),
  page('/flashdeliver/product/batchAudit', 'batchAudit', pending),
  page('/flashdeliver/menu', 'flashMenu', pending),
  page('/flashdeliver/broad/index', 'broad', pending),
  page('/flashdeliver/broad/addProduct', 'broadAddProduct', pending, { hidden: true, noCache: true }),
  page('/flashdeliver/productCategory', 'productCategory', resource('flashdeliver.category')),
  page('/flashdeliver/orderManager', 'orderManager', resource('flashdeliver.order')),
  page('/flashdeliver/orderMeal', 'orderMeal', { kind: 'page', page: 'mealOrders' }),
  page('/flashdeliver/recoveryManager', 'recoveryManager', pending),
  page('/flashdeliver/enterpriseTypeManager', 'enterpriseTypeManager', resource('flashdeliver.business')),
  page('/flashdeliver/deliveryStaffReport', 'deliveryStaffReport', resource('flashdeliver.deliveryStaff')),
  page('/flashdeliver/merchantReport', 'merchantReport', pending),
  page('/flashdeliver/billAnomalyReport', 'billAnomalyReport', pending),
  page('/flashdeliver/organisationSellReport', 'organisationSellReport', pending),
  page('/flashdeliver/information', 'flashInformation', embed('dingcan', '/flash/information')),
  page('/flashdeliver/productsManager', 'productsManager', embed('dingcan', '/flash/productsManager')),
  page('/flashdeliver/menuPreview', 'menuPreview', embed('dingcan', '/flash/menuPreview')),
  page('/flashdeliver/portfolioInventory', 'portfolioInventory', embed('dingcan', '/flash/portfolioInventory')),
  page('/flashdeliver/stock', 'stock', embed('dingcan', '/flash/stock')),
  page('/flashdeliver/stockTaking', 'stockTaking', embed('dingcan', '/flash/stockTaking')),
  page('/flashdeliver/mealsArea', 'mealsArea', embed('dingcan', '/flash/mealsArea')),
], { icon: 'cart' });
