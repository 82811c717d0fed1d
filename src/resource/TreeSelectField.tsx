import { useTree, pathLabel, type TreeId, type TreeNodeInput } from '../core';
import { TreeSelect, type TreeViewRow } from '../ui';
import type { FieldControlProps } from '../ui/fieldControl';
import { treePanelMessages } from './treePanelMessages';
import { useViewT } from './useViewT';

/**
 * @example
 * <TreeSelectField aria-label="所属分类" nodes={categories} value={categoryId} onChange={setCategoryId} />
 */
export interface TreeSelectFieldProps extends FieldControlProps {
  /** The first level (or the whole tree); nodes with `hasChildren` and no `children` load lazily. */
  nodes: readonly TreeNodeInput[];
  loadChildren?: (id: TreeId) => Promise<readonly TreeNodeInput[]>;
  value: TreeId | null;
  /** The chosen id and its whole path label. */
  onChange: (id: TreeId | null, path: string | null) => void;
  /** The path to show for a value whose ancestors are not loaded yet (a record opened for edit). */
  valueLabel?: string | null;
  /** Which nodes may be chosen (default every node): e.g. rooms only, `(row) => row.level === 4`. */
  isSelectable?: (row: TreeViewRow) => boolean;
  /** Joins the path's labels (default '-', as 楼栋-单元-楼层-房间). */
  separator?: string;
  /** Top levels left out of the shown path (default 0), e.g. 1 for the project above 楼栋. */
  skipLevels?: number;
  placeholder?: string;
  /** Allow clearing the value (default true). */
  clearable?: boolean;
  /** Accessible name of the popup's tree (default: the field's aria-label). */
  treeLabel?: string;
  className?: string;
}

/**
 * A tree-select form field over `useTree`: lazy levels, search that keeps ancestors, the whole
 * path of the chosen node in the box. For categories, departments, rooms and any tree-shaped ref.
 * @example
 * <TreeSelectField aria-label="房间" nodes={buildings} loadChildren={loadLevel} value={roomId}
 *   isSelectable={(row) => row.level === 4} onChange={(id) => setRoomId(id)} />
 */
export function TreeSelectField({
  nodes, loadChildren, value, onChange, valueLabel, isSelectable, separator = '-', skipLevels = 0, clearable = true, treeLabel, ...control
}: TreeSelectFieldProps) {
  const t = useViewT(treePanelMessages);
  const tree = useTree({ nodes, loadChildren });
  const shown = value === null ? null : (pathLabel(tree.index, value, separator, skipLevels) ?? valueLabel ?? String(value));
  return (
    <TreeSelect
      {...control}
      valueLabel={shown}
      rows={tree.rows}
      query={tree.query}
      onQueryChange={tree.setQuery}
      onToggleExpanded={tree.toggleExpanded}
      isSelectable={isSelectable}
      onSelect={(id) => onChange(id, pathLabel(tree.index, id, separator, skipLevels))}
      onClear={clearable ? () => onChange(null, null) : undefined}
      labels={{
        search: t('tree.search'), tree: treeLabel ?? control['aria-label'] ?? t('tree.search'),
        clear: t('tree.clear'), empty: t('tree.empty'), loading: t('tree.loading'),
      }}
    />
  );
}
