import { useCallback, useMemo, useRef, useState } from 'react';
import {
  branchIds, checkStates, filterIds, indexTree, normalise, setChecked, visibleRows,
  type CheckValue, type TreeId, type TreeIndex, type TreeNodeInput, type TreeRow,
} from './treeModel';

/**
 * @example
 * const options: UseTreeOptions = { roots, checkable: true };
 */
export interface UseTreeOptions {
  readonly nodes: readonly TreeNodeInput[];
  /** Loads the children of a node that has `hasChildren` and no `children`, on first expand. */
  readonly loadChildren?: (id: TreeId) => Promise<readonly TreeNodeInput[]>;
  /** Checked ids to start from (uncontrolled); parents follow their children. */
  readonly defaultChecked?: Iterable<TreeId>;
  readonly defaultExpanded?: Iterable<TreeId>;
  /** Called with the new checked set after every check change. */
  readonly onCheckedChange?: (checked: ReadonlySet<TreeId>) => void;
}

/**
 * @example
 * const tree: TreeApi = useTree({ roots, checkable: true });
 */
export interface TreeApi {
  readonly index: TreeIndex;
  /** The lines on screen, in order (filtered and expanded). */
  readonly rows: readonly TreeRow[];
  readonly checked: ReadonlySet<TreeId>;
  readonly states: ReadonlyMap<TreeId, CheckValue>;
  readonly query: string;
  setQuery(query: string): void;
  toggleExpanded(id: TreeId): void;
  setExpanded(id: TreeId, open: boolean): void;
  /** Loads a lazy node's children again (after a write under it); a node not loaded yet is left alone. */
  reload(id: TreeId): void;
  expandAll(): void;
  collapseAll(): void;
  toggleChecked(id: TreeId): void;
  /** Checks (or unchecks) every node, or, while a filter is on, every node it keeps. */
  checkAll(on: boolean): void;
  /** Replaces the checked set (e.g. with grants read back from the server). */
  resetChecked(ids: Iterable<TreeId>): void;
  /** The state of the select-all box over the nodes currently kept. */
  readonly allState: CheckValue;
  /** A lazy load that failed, by node id (the row shows it; expanding again retries). */
  readonly loadErrors: ReadonlyMap<TreeId, unknown>;
}

/**
 * Headless tree state: expand/collapse (all), lazy children, checks with half-checked parents,
 * a filter that keeps the ancestors of matches, and select all. Render `rows` with `<Tree>`.
 * @example
 * const tree = useTree({ nodes, defaultChecked: grants });
 * <Tree label="权限" rows={tree.rows} onToggleExpanded={tree.toggleExpanded} onToggleChecked={tree.toggleChecked} checkable />
 */
export function useTree({ nodes, loadChildren, defaultChecked, defaultExpanded, onCheckedChange }: UseTreeOptions): TreeApi {
  const [extra, setExtra] = useState<ReadonlyMap<TreeId, readonly TreeNodeInput[]>>(new Map());
  const index = useMemo(() => indexTree(nodes, extra), [nodes, extra]);
  const [expanded, setExpandedSet] = useState<ReadonlySet<TreeId>>(() => new Set(defaultExpanded ?? []));
  const [rawChecked, setRawChecked] = useState<ReadonlySet<TreeId>>(() => new Set(defaultChecked ?? []));
  const [query, setQuery] = useState('');
  const [loading, setLoading] = useState<ReadonlySet<TreeId>>(new Set());
  const [loadErrors, setLoadErrors] = useState<ReadonlyMap<TreeId, unknown>>(new Map());
  const changed = useRef(onCheckedChange);
  changed.current = onCheckedChange;

  const checked = useMemo(() => normalise(index, rawChecked), [index, rawChecked]);
  const states = useMemo(() => checkStates(index, checked), [index, checked]);
  const keep = useMemo(() => filterIds(index, query), [index, query]);
  const rows = useMemo(() => visibleRows(index, expanded, states, keep, loading), [index, expanded, states, keep, loading]);

  const commit = useCallback((next: Set<TreeId>) => {
    setRawChecked(next);
    changed.current?.(next);
  }, []);

  const load = useCallback((id: TreeId) => {
    const node = index.nodes.get(id);
    if (!loadChildren || !node || node.children !== undefined || !node.hasChildren || extra.has(id) || loading.has(id)) return;
    setLoading((s) => new Set(s).add(id));
    setLoadErrors((m) => { const n = new Map(m); n.delete(id); return n; });
    loadChildren(id).then(
      (kids) => setExtra((m) => new Map(m).set(id, kids)),
      (error: unknown) => setLoadErrors((m) => new Map(m).set(id, error)),
    ).finally(() => setLoading((s) => { const n = new Set(s); n.delete(id); return n; }));
  }, [index, loadChildren, extra, loading]);

  const setExpanded = useCallback((id: TreeId, open: boolean) => {
    if (open) load(id);
    setExpandedSet((s) => {
      if (s.has(id) === open) return s;
      const n = new Set(s);
      if (open) n.add(id); else n.delete(id);
      return n;
    });
  }, [load]);

  const reload = useCallback((id: TreeId) => {
    if (!loadChildren || !extra.has(id)) return;
    setLoading((s) => new Set(s).add(id));
    loadChildren(id).then(
      (kids) => setExtra((m) => new Map(m).set(id, kids)),
      (error: unknown) => setLoadErrors((m) => new Map(m).set(id, error)),
    ).finally(() => setLoading((s) => { const n = new Set(s); n.delete(id); return n; }));
  }, [loadChildren, extra]);

  let on = 0;
  let leafCount = 0;
  for (const id of keep ?? index.order) {
    if (index.childrenOf.get(id)?.length) continue;
    leafCount += 1;
    if (states.get(id) === 'true') on += 1;
  }
  const allState: CheckValue = leafCount > 0 && on === leafCount ? 'true' : on > 0 ? 'mixed' : 'false';

  return {
    index, rows, checked, states, query, setQuery, loadErrors, allState,
    toggleExpanded: (id) => setExpanded(id, !expanded.has(id)),
    setExpanded,
    reload,
    expandAll: () => setExpandedSet(new Set(branchIds(index))),
    collapseAll: () => setExpandedSet(new Set()),
    toggleChecked: (id) => {
      if (index.nodes.get(id)?.disabled) return;
      commit(setChecked(index, checked, id, states.get(id) !== 'true'));
    },
    checkAll: (onAll) => {
      const next = new Set(checked);
      for (const id of keep ?? index.order) {
        if (index.childrenOf.get(id)?.length || index.nodes.get(id)?.disabled) continue;
        if (onAll) next.add(id);
        else next.delete(id);
      }
      commit(normalise(index, next));
    },
    resetChecked: (ids) => commit(normalise(index, new Set(ids))),
  };
}
