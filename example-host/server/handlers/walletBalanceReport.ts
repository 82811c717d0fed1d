/**
 * 钱包余额 (`walletBalance` handler): each enterprise account's balance at the end of the range's
 * last day, read from the ledger (the balance after the account's last flow line by then; none yet
 * is 0), grouped by company or account type; the previous period's totals are the balances at the
 * end of the day before the range. Only accounts opened by then count.
 */
import { q, tableName } from '../db/migrate';
import { ApiFail, CODE, type OpContext, type Row } from '../types';
import type { ReportAnswer, ReportRow } from './report';
import { filtersOf, previousRangeOf, scopeOf } from './reportShared';
import { SRC, nextDay, rowConditions } from './reportSql';

type Range = { startDate: string; endDate: string };

const cents = (v: unknown) => Math.round(Number(v ?? 0) * 100) / 100;

/** Balance sum, accounts and accounts in credit per group (and `total` = 1 for all), at the end of `day`. */
async function balancesAt(ctx: OpContext, day: string, field: string | null): Promise<Row[]> {
  const def = ctx.entry.op.report!;
  const params: unknown[] = [];
  // Every account opened by the end of the day: the range's start plays no part in a balance.
  const where = rowConditions({
    def, rows: ctx.rows, startDate: '1970-01-01', endDate: day, dimension: null, filters: filtersOf(def, ctx.input), scope: scopeOf(ctx, ctx.rows),
  }, params).join(' and ');
  params.push(nextDay(day));
  const flows = tableName(ctx.idx.resource('wallet.virtAccountWater'));
  // The ledger's balance after the last line of each account before the day's end (ties by id).
  const balance = `coalesce((select w."balance"::numeric from ${flows} w where w."accountId" = ${SRC}."id" and w."_deleted" = false `
    + `and w."createTime" < $${params.length} order by w."createTime" desc, w."id" desc limit 1), 0)`;
  const key = field ? `${SRC}.${q(field)}::text` : 'null';
  const sql = `select g, grouping(g) as total, coalesce(sum(b), 0)::text as m_balance, count(*) as m_accounts, count(*) filter (where b > 0) as m_funded `
    + `from (select ${key} as g, ${balance} as b from ${tableName(ctx.rows)} as ${SRC} where ${where}) as x `
    + `group by grouping sets ((g), ()) order by total, g`;
  return ctx.server.db.query(sql, params);
}

const valuesOf = (r: Row | undefined) => ({ balance: cents(r?.m_balance), accounts: Number(r?.m_accounts ?? 0), funded: Number(r?.m_funded ?? 0) });
const isTotal = (r: Row) => Number(r.total) === 1 || r.total === true;

/** The report's answer: groups with their labels (company names, account types as keys), totals and the day before's totals. */
export async function walletBalance(ctx: OpContext, range: Range): Promise<ReportAnswer> {
  const def = ctx.entry.op.report!;
  const dimension = String(ctx.input.dimension ?? Object.keys(def.dimensions)[0]);
  const dim = def.dimensions[dimension];
  if (!dim || dim.kind !== 'field') throw new ApiFail(CODE.badRequest, '不支持的统计维度', 'dimension');
  const now = await balancesAt(ctx, range.endDate, dim.field);
  const previousRange = previousRangeOf(range);
  const before = await balancesAt(ctx, previousRange.endDate, dim.field);
  const fd = ctx.rows.fields[dim.field];
  const groups = now.filter((r) => !isTotal(r));
  let labels = new Map<string, string>();
  if (fd?.type === 'ref' && fd.ref) {
    const r = ctx.idx.resource(fd.ref);
    const ids = groups.map((g) => Number(g.g)).filter(Number.isInteger);
    const found = ids.length ? await ctx.server.db.query(`select id, ${q(r.labelField)} as label from ${tableName(r)} where id = any($1)`, [ids]) : [];
    labels = new Map(found.map((x) => [String(x.id), String(x.label ?? x.id)]));
  }
  const rows = groups.map((g): ReportRow => {
    const raw = g.g === null || g.g === undefined ? null : String(g.g);
    const key = raw !== null && fd?.type === 'ref' ? Number(raw) : raw;
    const label = raw !== null ? labels.get(raw) : undefined;
    return { key, ...(label ? { label } : {}), values: valuesOf(g) };
  });
  return {
    dimension, range, rows, totals: valuesOf(now.find(isTotal)),
    previous: { range: previousRange, totals: valuesOf(before.find(isTotal)) },
  };
}
