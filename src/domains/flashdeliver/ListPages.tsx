/**
 * The cloud-shop pages that are the generic resource page with the domain's choices: one export
 * per mountable page.
 */
import { business, category, deliveryStaff } from '../../contract/services/flashdeliver';
import { recovery } from '../../contract/services/flashdeliverAdditions';
import { resourcePageWith } from '../../resource';
import { flashdeliverMessages } from './messages';

// Pages carry the domain's texts: mounted alone, they still head themselves with words.
const resourcePageOf = resourcePageWith(flashdeliverMessages);

/** 商品分类: categories with their parent, icon, order and status (启用/停用), add and edit. @example <CategoriesPage /> */
export const CategoriesPage = resourcePageOf(category, { title: 'route.productCategory', columns: ['name', 'parentId', 'sort', 'status', 'createTime'] });
/** 配送员: couriers with phone, staff number, project and status (启用/停用; only enabled ones take orders). @example <DeliveryStaffPage /> */
export const DeliveryStaffPage = resourcePageOf(deliveryStaff, { title: 'route.deliveryStaff' });
/** 企业类型: business types (queryList). @example <BusinessTypesPage /> */
export const BusinessTypesPage = resourcePageOf(business, { title: 'route.enterpriseTypeManager' });
/**
 * 回收管理: goods taken back from a project's shelf (expired, damaged, unsold) with their value in
 * fen, who recorded them and when (the server's); a record is never edited, only handled once —
 * 报损 or 返库 (back into the product's stock) — with a note.
 * @example <RecoveryPage />
 */
export const RecoveryPage = resourcePageOf(recovery, {
  title: 'route.recoveryManager',
  columns: ['createTime', 'orgId', 'productId', 'quantity', 'reason', 'goodsValue', 'recoveredBy', 'status'],
});
