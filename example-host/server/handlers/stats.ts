/**
 * `stats`: counts and sums over the filtered rows, grouped by the operation's `groupBy`
 * fields: `{ total, sums, groups: [{ key, count, sums }] }`. Sums are rounded to cents.
 */
import { q, tableName } from '../db/migrate';
import { buildWhere } from '../db/store';
import type { Handler } from '../types';
import { strictFiltersOf } from './input';

const cents = (n: unknown): number => Math.round(Number(n ?? 0) * 100) / 100;

export const stats: Handler = async (ctx) => {
  const r = ctx.rows;
  const groupBy = (ctx.entry.op.stats?.groupBy ?? []).filter((g) => g in r.fields);
  const sum = (ctx.entry.op.stats?.sum ?? []).filter((s) => s in r.fields);
  const params: unknown[] = [];
  const where = buildWhere(r, { filters: strictFiltersOf(ctx), ...(ctx.entry.op.where ? { where: ctx.entry.op.where } : {}) }, params);
  const cols = [
    ...groupBy.map((g, i) => `${q(g)} as g${i}`),
    'count(*)::int as n',
    ...sum.map((s, i) => `coalesce(sum(${q(s)}), 0)::float8 as s${i}`),
  ];
  const group = groupBy.length ? ` group by ${groupBy.map(q).join(', ')} order by ${groupBy.map(q).join(', ')}` : '';
  const rows = await ctx.server.db.query(`select ${cols.join(', ')} from ${tableName(r)} ${where}${group}`, params);
  const groups = rows.filter((row) => Number(row.n) > 0).map((row) => ({
    key: Object.fromEntries(groupBy.map((g, i) => [g, row[`g${i}`] ?? null])),
    count: Number(row.n),
    sums: Object.fromEntries(sum.map((s, i) => [s, cents(row[`s${i}`])])),
  }));
  const total = groups.reduce((n, g) => n + g.count, 0);
  const sums = Object.fromEntries(sum.map((s) => [s, cents(groups.reduce((n, g) => n + g.sums[s]!, 0))]));
  return { total, sums, groups: groupBy.length ? groups : [] };
};
