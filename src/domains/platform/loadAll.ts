/** Every row of a paged list call, page by page (a permission tree needs the whole catalogue). */
import { MAX_PAGE_SIZE } from '../../contract';
import type { OperationDef } from '../../contract/types';
import type { AdminConfig } from '../../core';
import { callOperation } from '../../core/resource';

type ApiClient = AdminConfig['api'];

type Row = Record<string, unknown>;

/**
 * The `data` of one call's envelope.
 * @example const grants = await dataOf<Row[]>(api, grantsOp, { roleId: 2 });
 */
export async function dataOf<T>(api: ApiClient, op: OperationDef, input: Record<string, unknown> = {}, signal?: AbortSignal): Promise<T> {
  return (await callOperation<{ data: T }>(api, op, input, signal ? { signal } : {})).data;
}

/**
 * @example const menus = await loadAll(api, menu.operations.find((o) => o.name === 'list')!, { status: 1 });
 */
export async function loadAll(api: ApiClient, op: OperationDef, input: Record<string, unknown> = {}, signal?: AbortSignal): Promise<Row[]> {
  const rows: Row[] = [];
  // A cap on pages, so a server that ignores pageNum cannot loop forever.
  for (let pageNum = 1; pageNum <= 100; pageNum += 1) {
    const page = await dataOf<{ list?: Row[]; total?: number } | Row[]>(api, op, { ...input, pageNum, pageSize: MAX_PAGE_SIZE }, signal);
    if (Array.isArray(page)) return page;
    const list = page?.list ?? [];
    rows.push(...list);
    if (list.length < MAX_PAGE_SIZE || rows.length >= Number(page?.total ?? 0)) break;
  }
  return rows;
}

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
