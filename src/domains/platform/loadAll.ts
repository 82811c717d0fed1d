/** Every row of a paged list call, and nesting rows into trees (a permission tree needs the whole catalogue). */
export { dataOf, loadAll } from '../../core/resource/loadAll';

type Row = Record<string, unknown>;

/**
 * Nested nodes from flat rows with a parent field (dangling parents become roots), children by `sort`.
 * @example
 * nestRows(rows, (row, children) => ({ id: String(row.id), label: String(row.name), children }))
 */
export function nestRows<N>(rows: readonly Row[], toNode: (row: Row, children: N[] | undefined) => N, parentField = 'parentId'): N[] {
  const ids = new Set(rows.map((r) => String(r.id)));
  const kids = new Map<string, Row[]>();
  const roots: Row[] = [];
  for (const r of rows) {
    const p = r[parentField];
    if (p === null || p === undefined || p === '' || !ids.has(String(p)) || String(p) === String(r.id)) roots.push(r);
    else kids.set(String(p), [...(kids.get(String(p)) ?? []), r]);
  }
  const bySort = (a: Row, b: Row) => Number(a.sort ?? 0) - Number(b.sort ?? 0) || Number(a.id) - Number(b.id);
  const seen = new Set<string>();
  const build = (r: Row): N => {
    seen.add(String(r.id));
    const own = (kids.get(String(r.id)) ?? []).filter((k) => !seen.has(String(k.id))).sort(bySort);
    return toNode(r, own.length ? own.map(build) : undefined);
  };
  return roots.sort(bySort).map(build);
}
