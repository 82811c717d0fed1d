/**
 * The pure model under `useTree`: an index of a nested tree, check state with half-checked
 * ancestors, filtering that keeps ancestors, and the flat list of visible rows. Plain functions
 * over ids, so 2,000-node trees are handled in linear time and tests need no React.
 */

export type TreeId = string | number;

/** One node as a caller hands it in; `children: undefined` with `hasChildren` means "load lazily". */
export interface TreeNodeInput {
  readonly id: TreeId;
  readonly label: string;
  readonly children?: readonly TreeNodeInput[];
  /** True when the node has children that are not loaded yet (lazy). */
  readonly hasChildren?: boolean;
  /** Shown but cannot be checked or unchecked. */
  readonly disabled?: boolean;
}

export interface TreeIndex {
  readonly nodes: ReadonlyMap<TreeId, TreeNodeInput>;
  readonly parentOf: ReadonlyMap<TreeId, TreeId | null>;
  readonly childrenOf: ReadonlyMap<TreeId, readonly TreeId[]>;
  readonly roots: readonly TreeId[];
  /** Every id in depth-first (display) order. */
  readonly order: readonly TreeId[];
}

export type CheckValue = 'true' | 'false' | 'mixed';

/** One line of the displayed tree, with what a WAI-ARIA treeitem needs. */
export interface TreeRow {
  readonly id: TreeId;
  readonly label: string;
  readonly parentId: TreeId | null;
  readonly level: number;
  readonly posinset: number;
  readonly setsize: number;
  readonly hasChildren: boolean;
  readonly expanded: boolean;
  readonly checked: CheckValue;
  readonly loading: boolean;
  readonly disabled: boolean;
}

/**
 * Indexes a nested tree; `extra` holds lazily loaded children by parent id. Iterative, so deep
 * trees cannot overflow the stack; a repeated id keeps its first place.
 * @example const idx = indexTree(nodes, new Map([[3, loadedKids]]))
 */
export function indexTree(roots: readonly TreeNodeInput[], extra: ReadonlyMap<TreeId, readonly TreeNodeInput[]> = new Map()): TreeIndex {
  const nodes = new Map<TreeId, TreeNodeInput>();
  const parentOf = new Map<TreeId, TreeId | null>();
  const childrenOf = new Map<TreeId, TreeId[]>();
  const order: TreeId[] = [];
  const rootIds: TreeId[] = [];
  const stack: [TreeNodeInput, TreeId | null][] = [];
  for (let i = roots.length - 1; i >= 0; i -= 1) stack.push([roots[i]!, null]);
  while (stack.length) {
    const [node, parent] = stack.pop()!;
    if (nodes.has(node.id)) continue;
    nodes.set(node.id, node);
    parentOf.set(node.id, parent);
    order.push(node.id);
    if (parent === null) rootIds.push(node.id);
    else childrenOf.get(parent)!.push(node.id);
    const kids = node.children ?? extra.get(node.id) ?? [];
    childrenOf.set(node.id, []);
    for (let i = kids.length - 1; i >= 0; i -= 1) stack.push([kids[i]!, node.id]);
  }
  return { nodes, parentOf, childrenOf, roots: rootIds, order };
}

/** True when the node has (or may lazily have) children. */
export function hasKids(idx: TreeIndex, id: TreeId): boolean {
  return (idx.childrenOf.get(id)?.length ?? 0) > 0 || (idx.nodes.get(id)?.children === undefined && !!idx.nodes.get(id)?.hasChildren);
}

/** The node and every descendant below it (loaded ones). */
export function subtree(idx: TreeIndex, id: TreeId): TreeId[] {
  const out: TreeId[] = [];
  const stack = [id];
  while (stack.length) {
    const cur = stack.pop()!;
    out.push(cur);
    for (const k of idx.childrenOf.get(cur) ?? []) stack.push(k);
  }
  return out;
}

/**
 * The state of every node from the set of checked ids: a node with children is checked when all
 * its (enabled or checked) children are, mixed when some are, whatever the set says about it;
 * a leaf is what the set says. One bottom-up pass.
 */
export function checkStates(idx: TreeIndex, checked: ReadonlySet<TreeId>): Map<TreeId, CheckValue> {
  const out = new Map<TreeId, CheckValue>();
  for (let i = idx.order.length - 1; i >= 0; i -= 1) {
    const id = idx.order[i]!;
    const kids = idx.childrenOf.get(id) ?? [];
    if (!kids.length) {
      out.set(id, checked.has(id) ? 'true' : 'false');
      continue;
    }
    let on = 0;
    let mixed = false;
    for (const k of kids) {
      const s = out.get(k);
      if (s === 'true') on += 1;
      else if (s === 'mixed') mixed = true;
    }
    out.set(id, on === kids.length ? 'true' : on > 0 || mixed ? 'mixed' : 'false');
  }
  return out;
}

/**
 * Checks or unchecks a node and its whole subtree (disabled nodes keep their state); the
 * ancestors follow from `checkStates`. Returns the new set of checked leaves and nodes.
 */
export function setChecked(idx: TreeIndex, checked: ReadonlySet<TreeId>, id: TreeId, on: boolean): Set<TreeId> {
  const next = new Set(checked);
  for (const k of subtree(idx, id)) {
    if (idx.nodes.get(k)?.disabled) continue;
    if (on) next.add(k);
    else next.delete(k);
  }
  return normalise(idx, next);
}

/** Keeps the set consistent with the tree: a parent is in it exactly when `checkStates` says 'true'. */
export function normalise(idx: TreeIndex, checked: ReadonlySet<TreeId>): Set<TreeId> {
  const states = checkStates(idx, checked);
  const out = new Set<TreeId>();
  for (const id of checked) if (!idx.nodes.has(id)) out.add(id);
  for (const [id, s] of states) if (s === 'true') out.add(id);
  return out;
}

/** Every node the filter keeps: matches (label contains the query, case-insensitive), their ancestors and their subtrees. */
export function filterIds(idx: TreeIndex, query: string): Set<TreeId> | null {
  const q = query.trim().toLowerCase();
  if (!q) return null;
  const keep = new Set<TreeId>();
  for (const id of idx.order) {
    if (keep.has(id) || !idx.nodes.get(id)!.label.toLowerCase().includes(q)) continue;
    for (const k of subtree(idx, id)) keep.add(k);
    for (let p = idx.parentOf.get(id) ?? null; p !== null && !keep.has(p); p = idx.parentOf.get(p) ?? null) keep.add(p);
  }
  return keep;
}

/**
 * The rows on screen: roots, and the children of expanded nodes (every kept node is open while a
 * filter is on, so matches deep down show), with level, position and check state.
 */
export function visibleRows(
  idx: TreeIndex, expanded: ReadonlySet<TreeId>, states: ReadonlyMap<TreeId, CheckValue>,
  keep: ReadonlySet<TreeId> | null, loading: ReadonlySet<TreeId> = new Set(),
): TreeRow[] {
  const rows: TreeRow[] = [];
  const walk = (ids: readonly TreeId[], level: number, parentId: TreeId | null) => {
    const shown = keep ? ids.filter((id) => keep.has(id)) : ids;
    shown.forEach((id, i) => {
      const node = idx.nodes.get(id)!;
      const open = keep ? true : expanded.has(id);
      const kids = hasKids(idx, id);
      rows.push({
        id, label: node.label, parentId, level, posinset: i + 1, setsize: shown.length, hasChildren: kids,
        expanded: kids && open, checked: states.get(id) ?? 'false', loading: loading.has(id), disabled: !!node.disabled,
      });
      if (kids && open) walk(idx.childrenOf.get(id) ?? [], level + 1, id);
    });
  };
  walk(idx.roots, 1, null);
  return rows;
}

/** Every id with children (what "expand all" opens). */
export function branchIds(idx: TreeIndex): TreeId[] {
  return idx.order.filter((id) => (idx.childrenOf.get(id)?.length ?? 0) > 0);
}

/**
 * The ids to store for a grant: checked nodes plus half-checked ancestors (a menu stays reachable
 * when only some of its functions are granted), in tree order.
 * @example grantIds(idx, checkStates(idx, checked)) // [1, 4, 5]
 */
export function grantIds(idx: TreeIndex, states: ReadonlyMap<TreeId, CheckValue>): TreeId[] {
  return idx.order.filter((id) => states.get(id) !== 'false');
}

/**
 * The checked set from stored grants: only leaves count, so a parent stored because it was
 * half-checked does not check all its children again when the grants are read back.
 */
export function checkedFromGrants(idx: TreeIndex, grants: Iterable<TreeId>): Set<TreeId> {
  const leaves = new Set<TreeId>();
  const byText = new Map(idx.order.map((id) => [String(id), id]));
  for (const g of grants) {
    const key = idx.nodes.has(g) ? g : byText.get(String(g));
    if (key !== undefined && !(idx.childrenOf.get(key)?.length)) leaves.add(key);
  }
  return normalise(idx, leaves);
}

/**
 * A node's whole path from its root, joined (楼栋-单元-楼层-房间), so a picker never shows a bare
 * "101"; null for a node not loaded. `skip` leaves out that many top levels (a project above 楼栋).
 * @example
 * pathLabel(tree.index, roomId) // '1号楼-1单元-3层-301'
 */
export function pathLabel(idx: TreeIndex, id: TreeId, separator = '-', skip = 0): string | null {
  if (!idx.nodes.has(id)) return null;
  const parts: string[] = [];
  for (let cur: TreeId | null | undefined = id; cur !== null && cur !== undefined; cur = idx.parentOf.get(cur)) {
    const node = idx.nodes.get(cur);
    if (!node) break;
    parts.unshift(node.label);
  }
  return parts.slice(Math.min(skip, parts.length - 1)).join(separator);
}
