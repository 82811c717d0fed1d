/**
 * The cloud-shop pages of issue 38 that are the generic resource page with the domain's choices
 * (our additions): meal areas, news and the product library.
 */
import { mealArea, productLibrary, shopArticle } from '../../contract/services/flashdeliverShop';
import { resourcePageWith } from '../../resource';
import { flashdeliverMessages } from './messages';

// Pages carry the domain's texts: mounted alone, they still head themselves with words.
const resourcePageOf = resourcePageWith(flashdeliverMessages);

/** 餐区管理: a project's dining areas with location, seats, meals served and 启用/停用. @example <MealAreasPage /> */
export const MealAreasPage = resourcePageOf(mealArea, {
  title: 'route.mealsArea', columns: ['name', 'orgId', 'location', 'seats', 'meals', 'manager', 'phone', 'status'],
});
/** 资讯: the shop's news per project, drafted, 发布 (stamped with the time) and 下线. @example <ShopArticlesPage /> */
export const ShopArticlesPage = resourcePageOf(shopArticle, {
  title: 'route.flashInformation', columns: ['title', 'orgId', 'category', 'publishStatus', 'publishTime', 'createTime'],
});
/** 商品库: the platform's standard goods (unique barcode, spec, unit, suggested price) shops list from. @example <ProductLibraryPage /> */
export const ProductLibraryPage = resourcePageOf(productLibrary, {
  title: 'route.productsManager', columns: ['barcode', 'name', 'categoryId', 'spec', 'unit', 'brand', 'refPrice', 'status'],
});
