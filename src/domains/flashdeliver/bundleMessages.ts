/** The texts of 组合库存 (our addition, issue 38), in zh-CN, en and es. */
import { withTitles, type DomainMessages } from '../../core/domain';
import { flashdeliverTitles } from './titles.gen';

const zhCN = {
  'bundle.components': '组合明细',
  'bundle.note': '可组合数量按各组件的库存计算：库存 ÷ 每组数量，取最小值；不低于预警数量为充足。',
  'bundle.product': '商品',
  'bundle.perBundle': '每组数量',
  'bundle.stock': '组件库存',
  'bundle.makes': '可组合',
  'bundle.none': '还没有组件，请添加',
  'bundle.addComponent': '添加组件',
  'bundle.addTitle': '添加组合组件',
  'bundle.remove': '移除',
  'bundle.removed': '已移除',
  'bundle.loadFailed': '加载失败：{message}',
};
type Key = keyof typeof zhCN;

// With the domain's titles: 组合库存 registers only this table, so its heading is in it.
/**
 * @example
 * bundleMessages.en['bundle.components'] // 'Components'
 */
export const bundleMessages: DomainMessages<Key> = withTitles(flashdeliverTitles, {
  'zh-CN': zhCN,
  en: {
    'bundle.components': 'Components',
    'bundle.note': 'Bundles available come from the components’ stock: stock ÷ units per bundle, the smallest of them; sufficient when above the reorder level.',
    'bundle.product': 'Product',
    'bundle.perBundle': 'Units per bundle',
    'bundle.stock': 'Component stock',
    'bundle.makes': 'Makes',
    'bundle.none': 'No components yet: add one',
    'bundle.addComponent': 'Add component',
    'bundle.addTitle': 'Add a bundle component',
    'bundle.remove': 'Remove',
    'bundle.removed': 'Removed',
    'bundle.loadFailed': 'Could not load: {message}',
  },
  es: {
    'bundle.components': 'Componentes',
    'bundle.note': 'Los combos disponibles salen de las existencias de sus componentes: existencias ÷ unidades por combo, la menor; suficiente por encima del nivel de reposición.',
    'bundle.product': 'Producto',
    'bundle.perBundle': 'Unidades por combo',
    'bundle.stock': 'Existencias del componente',
    'bundle.makes': 'Alcanza para',
    'bundle.none': 'Todavía no hay componentes: añada uno',
    'bundle.addComponent': 'Añadir componente',
    'bundle.addTitle': 'Añadir un componente al combo',
    'bundle.remove': 'Quitar',
    'bundle.removed': 'Quitado',
    'bundle.loadFailed': 'No se pudo cargar: {message}',
  },
});
