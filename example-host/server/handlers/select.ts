/**
 * `select`: `[{ value, label }]` for select lists, the label being the resource's label field.
 * `keyword` narrows by label (substring, case-insensitive); other inputs filter like a list.
 */
import { MAX_PAGE_SIZE } from '../../../src/contract';
import { q, tableName } from '../db/migrate';
import { buildWhere } from '../db/store';
import type { Handler } from '../types';
import { scopeFilter } from '../scope/rowScope';
import { naturalOrder, strictFiltersOf } from './input';
import { pathLabelSql } from './pathLabel';

const TEXTUAL = new Set(['string', 'text', 'phone', 'email', 'url']);

/**
 * Options in the resource's natural order (sort field, then id), at most MAX_PAGE_SIZE. A level
 * of a physical hierarchy (unit, floor, room) is labelled by its whole path (1栋-2单元-3层-301).
 */
export const select: Handler = async (ctx) => {
  const r = ctx.rows;
  const filters = strictFiltersOf(ctx);
  const params: unknown[] = [];
  let where = buildWhere(r, { filters, scope: scopeFilter(ctx), ...(ctx.entry.op.where ? { where: ctx.entry.op.where } : {}) }, params);
  const keyword = typeof ctx.input.keyword === 'string' ? ctx.input.keyword.trim() : '';
  if (keyword) {
    params.push(`%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    const col = TEXTUAL.has(r.fields[r.labelField]?.type ?? '') ? q(r.labelField) : `${q(r.labelField)}::text`;
    where += `${where ? ' and' : 'where'} ${col} ilike $${params.length}`;
  }
  const path = pathLabelSql(ctx.idx, r, `${tableName(r)}."id"`);
  const rows = await ctx.server.db.query(
    `select "id", ${path ?? q(r.labelField)} as label from ${tableName(r)} ${where} order by ${naturalOrder(r)} limit ${MAX_PAGE_SIZE}`, params,
  );
  return rows.map((row) => ({ value: Number(row.id), label: row.label === null || row.label === undefined ? String(row.id) : String(row.label) }));
};
