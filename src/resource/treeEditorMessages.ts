/** Texts of `TreeResourceEditor` (a tree of one resource with add, add-child, edit and delete) in every locale. */
import type { DomainMessages } from '../core/domain';

const zhCN = {
  'treeEditor.add': '新增',
  'treeEditor.addChild': '添加下级',
  'treeEditor.edit': '编辑',
  'treeEditor.delete': '删除',
  'treeEditor.deleteTitle': '删除确认',
  'treeEditor.deleteConfirm': '确定删除“{name}”吗？',
  'treeEditor.deleteParent': '“{name}”还有下级，请先删除或移走下级',
  'treeEditor.deleted': '已删除',
  'treeEditor.pick': '请在左侧选择一个节点',
  'treeEditor.detail': '详情',
  'treeEditor.loadFailed': '加载失败：{message}',
  'treeEditor.root': '（顶级）',
} as const;

export const treeEditorMessages: DomainMessages<keyof typeof zhCN> = {
  'zh-CN': zhCN,
  en: {
    'treeEditor.add': 'Add',
    'treeEditor.addChild': 'Add child',
    'treeEditor.edit': 'Edit',
    'treeEditor.delete': 'Delete',
    'treeEditor.deleteTitle': 'Confirm deletion',
    'treeEditor.deleteConfirm': 'Delete “{name}”?',
    'treeEditor.deleteParent': '“{name}” still has children: delete or move them first',
    'treeEditor.deleted': 'Deleted',
    'treeEditor.pick': 'Choose a node on the left',
    'treeEditor.detail': 'Details',
    'treeEditor.loadFailed': 'Loading failed: {message}',
    'treeEditor.root': '(top level)',
  },
  es: {
    'treeEditor.add': 'Añadir',
    'treeEditor.addChild': 'Añadir subordinado',
    'treeEditor.edit': 'Editar',
    'treeEditor.delete': 'Eliminar',
    'treeEditor.deleteTitle': 'Confirmar eliminación',
    'treeEditor.deleteConfirm': '¿Eliminar «{name}»?',
    'treeEditor.deleteParent': '«{name}» aún tiene subordinados: elimínelos o muévalos antes',
    'treeEditor.deleted': 'Eliminado',
    'treeEditor.pick': 'Elija un nodo a la izquierda',
    'treeEditor.detail': 'Detalles',
    'treeEditor.loadFailed': 'Error al cargar: {message}',
    'treeEditor.root': '(nivel superior)',
  },
};
