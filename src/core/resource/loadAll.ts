/** Reading whole lists for trees and matrices (a tree needs every node, not one page). */
import { MAX_PAGE_SIZE } from '../../contract/schemas';
import type { OperationDef } from '../../contract/types';
import type { AdminConfig } from '../adminContext';
import { callOperation } from './callOperation';

type Row = Record<string, unknown>;

/**
 * The `data` of one call's envelope.
 * @example const grants = await dataOf<Row[]>(api, grantsOp, { roleId: 2 });
 */
export async function dataOf<T>(api: AdminConfig['api'], op: OperationDef, input: Record<string, unknown> = {}, signal?: AbortSignal): Promise<T> {
  return (await callOperation<{ data: T }>(api, op, input, signal ? { signal } : {})).data;
}

/**
 * Every row of a list call (paged or not), page by page, with a cap on pages so a server that
 * ignores pageNum cannot loop forever.
 * @example const menus = await loadAll(api, menuList, { isApp: true });
 */
export async function loadAll(api: AdminConfig['api'], op: OperationDef, input: Record<string, unknown> = {}, signal?: AbortSignal): Promise<Row[]> {
  const rows: Row[] = [];
  for (let pageNum = 1; pageNum <= 100; pageNum += 1) {
    const page = await dataOf<{ list?: Row[]; total?: number } | Row[]>(api, op, { ...input, pageNum, pageSize: MAX_PAGE_SIZE }, signal);
    if (Array.isArray(page)) return page;
    const list = page?.list ?? [];
    rows.push(...list);
    if (list.length < MAX_PAGE_SIZE || rows.length >= Number(page?.total ?? 0)) break;
  }
  return rows;
}
