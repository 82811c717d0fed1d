/**
 * Reading ids and filters out of a validated call, the same way for every generic kind:
 * ids come from the path (`{id}`, `{ids}`) or the body; filters are the resource's fields,
 * `xxxFrom`/`xxxTo` ranges, `startDate`/`endDate` on the resource's date field, and plural
 * id lists (`orgIds` filters `orgId`).
 */
import { isWriteOnly, type ResourceDef } from '../../../src/contract';
import { INT_MAX } from '../api/validate';
import { ApiFail, CODE, type OpContext, type Row } from '../types';

/** Keys that steer a list call rather than filter it. */
const CONTROL = new Set(['pageNum', 'pageSize', 'orderBy', 'order', 'exactTotal', 'keyword', 'physical', 'id', 'ids']);

/** The resource's title for messages, e.g. '楼栋'. */
export const titleOf = (r: ResourceDef): string => r.title['zh-CN'];

export const notFound = (r: ResourceDef, id?: number | string): ApiFail =>
  new ApiFail(CODE.notFound, id === undefined ? `${titleOf(r)}不存在` : `${titleOf(r)}不存在（编号 ${id}）`);

/** A positive 32-bit id, or null (also for ids too large to exist). */
export function toId(v: unknown): number | null {
  const s = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '';
  if (!/^\d+$/.test(s)) return null;
  const n = Number(s);
  return n >= 1 && n <= INT_MAX ? n : null;
}

/** `r`: the rows the ids address (an id past the column range is then a 404); without it, a filter's list (such an id matches nothing). */
function parseIdList(raw: string, r?: ResourceDef): number[] {
  const parts = raw.split(',').map((s) => s.trim()).filter(Boolean);
  if (!parts.length || parts.some((s) => !/^\d+$/.test(s))) throw new ApiFail(CODE.badRequest, '编号格式不正确，应为逗号分隔的编号', 'ids');
  if (parts.length > 10000) throw new ApiFail(CODE.badRequest, '一次最多处理10000条记录', 'ids');
  // Ids beyond the column range cannot exist: not found, like any other id that is no row.
  const beyond = parts.find((s) => !(Number(s) >= 1 && Number(s) <= INT_MAX));
  if (beyond !== undefined && r) throw notFound(r, beyond);
  return [...new Set(parts.map(Number).filter((n) => n >= 1 && n <= INT_MAX))];
}

/** The single id of a call (path `{id}` first, then the body); 400 when malformed. */
export function idOf(ctx: OpContext): number {
  const raw = ctx.pathParams.id ?? ctx.input.id;
  if (raw === undefined || raw === null || raw === '') throw new ApiFail(CODE.badRequest, '编号不能为空', 'id');
  const s = String(raw).trim();
  if (!/^\d+$/.test(s) || Number(s) < 1) throw new ApiFail(CODE.badRequest, '编号格式不正确', 'id');
  const id = toId(s);
  if (id === null) throw notFound(ctx.rows, s);
  return id;
}

/** The ids of a call: path `{ids}` or `{id}`, else body `ids` (comma-separated) or `id`. */
export function idsOf(ctx: OpContext): number[] {
  const p = ctx.pathParams.ids ?? ctx.pathParams.id;
  if (p !== undefined) return parseIdList(p, ctx.rows);
  const { ids, id } = ctx.input;
  if (ids !== undefined && ids !== null && ids !== '') return parseIdList(String(ids), ctx.rows);
  if (id !== undefined && id !== null && id !== '') return parseIdList(String(id), ctx.rows);
  throw new ApiFail(CODE.badRequest, '编号不能为空', 'ids');
}

/** The field that `startDate`/`endDate` bound: the first date field, else createTime, else the first datetime. */
function dateFieldOf(r: ResourceDef): string | undefined {
  const entries = Object.entries(r.fields);
  return entries.find(([, fd]) => fd.type === 'date')?.[0]
    ?? ('createTime' in r.fields ? 'createTime' : entries.find(([, fd]) => fd.type === 'datetime')?.[0]);
}

export interface Filters {
  readonly filters: Row;
  /** Body fields the call declares that no column can filter (a contract gap, not bad input). */
  readonly unmapped: string[];
}

/**
 * The filters of a list-like call on `r`.
 * @example filtersOf(ctx, roomNo) // { filters: { unitId: 3, createTimeFrom: '2026-01-01' }, unmapped: [] }
 */
export function filtersOf(ctx: OpContext, r: ResourceDef = ctx.rows): Filters {
  const filters: Row = {};
  const unmapped: string[] = [];
  const dateField = dateFieldOf(r);
  for (const [k, v] of Object.entries(ctx.input)) {
    if (CONTROL.has(k) || v === null || v === undefined || v === '') continue;
    const fd = r.fields[k];
    if (fd) {
      if (!isWriteOnly(fd)) filters[k] = v;
      continue;
    }
    const range = /^(.*)(From|To)$/.exec(k);
    if (range && r.fields[range[1]!]) { filters[k] = v; continue; }
    if ((k === 'startDate' || k === 'beginDate' || k === 'startTime') && dateField) { filters[`${dateField}From`] = v; continue; }
    if ((k === 'endDate' || k === 'endTime') && dateField) { filters[`${dateField}To`] = v; continue; }
    const plural = /^(.*Id)s$/.exec(k);
    if (plural && r.fields[plural[1]!]) {
      const list = parseIdList(String(v));
      filters[plural[1]!] = list.length ? list.join(',') : '0';
      continue;
    }
    if (ctx.entry.op.body?.[k] || ctx.entry.op.query?.includes(k)) unmapped.push(k);
  }
  return { filters, unmapped };
}

/** Filters, refusing (as our own fault) a declared input that cannot be applied. */
export function strictFiltersOf(ctx: OpContext, r: ResourceDef = ctx.rows): Row {
  const { filters, unmapped } = filtersOf(ctx, r);
  if (unmapped.length) throw new Error(`${ctx.entry.id}: no column of ${r.key} filters by ${unmapped.join(', ')}`);
  return filters;
}

/** Sort column of select lists and trees: `sort` when the resource has one, else the id. */
export const naturalOrder = (r: ResourceDef): string => ('sort' in r.fields ? '"sort" asc nulls last, "id" asc' : '"id" asc');
