/**
 * `list` (paged) and `all` (unpaged) over the rows of a resource, with the call's filters and
 * its fixed `where` (e.g. only pending audits).
 */
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../../src/contract';
import { listRows } from '../db/store';
import type { Handler } from '../types';
import { filtersOf, strictFiltersOf } from './input';
import { refLabelColumns } from './refLabels';
import { scopeFilter } from '../scope/rowScope';

/** Most rows an unpaged call returns; the console pages anything larger. */
export const ALL_LIMIT = 10000;

/**
 * `{ list, total, totalExact, pageNum, pageSize }`, rows with their ref labels; pageSize is capped at
 * MAX_PAGE_SIZE; total counts up to TOTAL_CAP unless `exactTotal` asks for every match.
 */
export const list: Handler = async (ctx) => {
  const pageNum = Math.max(1, Math.floor(Number(ctx.input.pageNum ?? 1)) || 1);
  const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(Number(ctx.input.pageSize ?? DEFAULT_PAGE_SIZE)) || DEFAULT_PAGE_SIZE));
  const { filters } = filtersOf(ctx);
  const order = ctx.input.order === 'asc' ? 'asc' : 'desc';
  const exactTotal = ctx.input.exactTotal === true || ctx.input.exactTotal === 'true';
  const { rows, total, totalExact } = await listRows(ctx.server.db, ctx.rows, {
    filters, scope: scopeFilter(ctx), exactTotal, ...(ctx.entry.op.where ? { where: ctx.entry.op.where } : {}),
    ...(typeof ctx.input.orderBy === 'string' ? { orderBy: ctx.input.orderBy, order } : {}),
    limit: pageSize, offset: (pageNum - 1) * pageSize, columns: refLabelColumns(ctx.idx, ctx.rows),
  });
  return { list: rows, total, totalExact, pageNum, pageSize };
};

/** Every matching row (up to ALL_LIMIT), in the resource's `sort` order when it has one, else as created. */
export const all: Handler = async (ctx) => {
  const filters = strictFiltersOf(ctx);
  const { rows } = await listRows(ctx.server.db, ctx.rows, {
    filters, scope: scopeFilter(ctx), ...(ctx.entry.op.where ? { where: ctx.entry.op.where } : {}),
    ...(typeof ctx.input.orderBy === 'string'
      ? { orderBy: ctx.input.orderBy, order: ctx.input.order === 'asc' ? 'asc' : 'desc' }
      : { orderBy: 'sort' in ctx.rows.fields ? 'sort' : 'id', order: 'asc' }),
    limit: ALL_LIMIT, columns: refLabelColumns(ctx.idx, ctx.rows),
  });
  return rows;
};
