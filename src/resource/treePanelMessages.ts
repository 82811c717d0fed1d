/** Texts of `TreePanel` (search box, expand/collapse all, select all, counts) in every locale. */
import type { DomainMessages } from '../core/domain';

const zhCN = {
  'tree.search': '搜索节点',
  'tree.expandAll': '全部展开',
  'tree.collapseAll': '全部折叠',
  'tree.selectAll': '全选',
  'tree.checkedCount': '已选 {count} 项',
  'tree.empty': '没有匹配的节点',
  'tree.loading': '加载中…',
  'tree.clear': '清除',
} as const;

export const treePanelMessages: DomainMessages<keyof typeof zhCN> = {
  'zh-CN': zhCN,
  en: {
    'tree.search': 'Search nodes',
    'tree.expandAll': 'Expand all',
    'tree.collapseAll': 'Collapse all',
    'tree.selectAll': 'Select all',
    'tree.checkedCount': '{count} selected',
    'tree.empty': 'No matching nodes',
    'tree.loading': 'Loading…',
    'tree.clear': 'Clear',
  },
  es: {
    'tree.search': 'Buscar nodos',
    'tree.expandAll': 'Expandir todo',
    'tree.collapseAll': 'Contraer todo',
    'tree.selectAll': 'Seleccionar todo',
    'tree.checkedCount': '{count} seleccionados',
    'tree.empty': 'Ningún nodo coincide',
    'tree.loading': 'Cargando…',
    'tree.clear': 'Borrar',
  },
};
