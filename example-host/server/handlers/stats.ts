/**
 * `stats`: counts and sums over the filtered rows, grouped by the operation's `groupBy`
 * fields: `{ total, sums, groups: [{ key, count, sums }] }`. Sums are added in SQL numeric and
 * rounded to cents; the overall sums add the groups' ones as whole fen (bigint), never floats.
 * Rows the operation excludes (`stats.exclude`, e.g. cancelled and refunded orders) are left
 * out of every count, sum and the total, and answered apart in `excluded`, per value, overall
 * and per group.
 */
import { decimalToFen, fenToNumber } from '../db/decimal';
import { q, tableName } from '../db/migrate';
import { buildWhere } from '../db/store';
import type { OpContext, Row } from '../types';
import { scopeFilter } from '../scope/rowScope';
import { strictFiltersOf } from './input';

export interface StatsPart {
  count: number;
  sums: Record<string, number>;
}

export interface StatsAnswer {
  total: number;
  sums: Record<string, number>;
  groups: (StatsPart & { key: Row; excluded?: Record<string, StatsPart> })[];
  excluded?: Record<string, StatsPart>;
}

/** The fen behind each part's sums, so adding parts never adds floats. */
const fenOf = new WeakMap<StatsPart, Record<string, bigint>>();

const addInto = (into: StatsPart, part: StatsPart) => {
  into.count += part.count;
  const acc = fenOf.get(into) ?? {};
  fenOf.set(into, acc);
  for (const [k, fen] of Object.entries(fenOf.get(part) ?? {})) {
    acc[k] = (acc[k] ?? 0n) + fen;
    into.sums[k] = fenToNumber(acc[k]);
  }
};

/** The answer of a `stats` call (also what the statistics exports write). */
export async function stats(ctx: OpContext): Promise<StatsAnswer> {
  const r = ctx.rows;
  const spec = ctx.entry.op.stats;
  const groupBy = (spec?.groupBy ?? []).filter((g) => g in r.fields);
  const sum = (spec?.sum ?? []).filter((s) => s in r.fields);
  const exclude = spec?.exclude && spec.exclude.field in r.fields ? spec.exclude : null;
  const params: unknown[] = [];
  const where = buildWhere(r, { filters: strictFiltersOf(ctx), scope: scopeFilter(ctx), ...(ctx.entry.op.where ? { where: ctx.entry.op.where } : {}) }, params);
  // The excluded field's value, or null for a row that counts.
  let bucket = 'null';
  if (exclude) {
    params.push(exclude.values.map(String));
    bucket = `case when ${q(exclude.field)}::text = any($${params.length}) then ${q(exclude.field)}::text end`;
  }
  const keys = [...groupBy.map(q), ...(exclude ? [bucket] : [])];
  const cols = [
    ...groupBy.map((g, i) => `${q(g)} as g${i}`), `${bucket} as x`,
    'count(*)::int as n',
    ...sum.map((s, i) => `round(coalesce(sum(${q(s)}::numeric), 0), 2)::text as s${i}`),
  ];
  const group = keys.length ? ` group by ${keys.join(', ')}` : '';
  const order = groupBy.length ? ` order by ${groupBy.map(q).join(', ')}` : '';
  const rows = await ctx.server.db.query(`select ${cols.join(', ')} from ${tableName(r)} ${where}${group}${order}`, params);
  const counted: StatsPart = { count: 0, sums: Object.fromEntries(sum.map((s) => [s, 0])) };
  const excluded: Record<string, StatsPart> = {};
  const groups = new Map<string, StatsAnswer['groups'][number]>();
  for (const row of rows) {
    const key = Object.fromEntries(groupBy.map((g, i) => [g, row[`g${i}`] ?? null]));
    const fen = Object.fromEntries(sum.map((s, i) => [s, decimalToFen(row[`s${i}`]) ?? 0n]));
    const part: StatsPart = { count: Number(row.n), sums: Object.fromEntries(Object.entries(fen).map(([s, v]) => [s, fenToNumber(v)])) };
    fenOf.set(part, fen);
    const id = JSON.stringify(key);
    let g = groups.get(id);
    if (!g) groups.set(id, (g = { key, count: 0, sums: Object.fromEntries(sum.map((s) => [s, 0])), ...(exclude ? { excluded: {} } : {}) }));
    if (row.x === null || row.x === undefined) {
      addInto(g, part);
      addInto(counted, part);
    } else {
      const x = String(row.x);
      addInto((g.excluded![x] ??= { count: 0, sums: {} }), part);
      addInto((excluded[x] ??= { count: 0, sums: {} }), part);
    }
  }
  return {
    total: counted.count, sums: counted.sums,
    groups: groupBy.length ? [...groups.values()] : [],
    ...(exclude ? { excluded } : {}),
  };
}
