/**
 * Reports that are not one grouped statement (a `handler` on the ReportDef): they answer the same
 * shape as the engine (rows, totals, previous period) so the page, the export and the client treat
 * them alike.
 *
 * 账单异常报表 (`billAnomaly`): one row per order of the range that breaks a rule, with a 0/1 mark
 * per rule; totals count orders (a rule's total is the orders breaking it), never rule hits.
 */
import { ApiFail, CODE, type OpContext, type Row } from '../types';
import { q, tableName } from '../db/migrate';
import type { ReportAnswer, ReportRow } from './report';
import { SRC, nextDay, rowConditions } from './reportSql';
import { filtersOf, previousRangeOf, scopeOf } from './reportShared';
import { walletBalance } from './walletBalanceReport';

type Range = { startDate: string; endDate: string };

const DAY_MS = 86_400_000;
/** Orders whose paid amount should equal their lines. */
const PAID = ['paid', 'delivering', 'completed'];
/** Orders still to be delivered. */
const OPEN = ['paid', 'delivering'];

/** The number of days after which an open order is overdue (default 3, 1 to 90). */
export function overdueDaysOf(input: Row): number {
  const raw = input.overdueDays;
  if (raw === undefined || raw === null || String(raw).trim() === '') return 3;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 90) throw new ApiFail(CODE.badRequest, '超时天数须为 1 到 90 的整数', 'overdueDays');
  return n;
}

/** The anomalous orders of a range, one row each with its rule marks, paid amount, lines total and refund count. */
async function anomalies(ctx: OpContext, range: Range, overdueDays: number): Promise<Row[]> {
  const def = ctx.entry.op.report!;
  const params: unknown[] = [];
  const where = rowConditions({
    def, rows: ctx.rows, ...range, dimension: null, filters: filtersOf(def, ctx.input), scope: scopeOf(ctx, ctx.rows),
  }, params).join(' and ');
  // "Older than N days at the range's end": created before the end of the last day minus N days.
  const cutoff = new Date(Date.parse(`${nextDay(range.endDate)}T00:00:00Z`) - overdueDays * DAY_MS).toISOString().slice(0, 10);
  params.push(PAID, OPEN, cutoff);
  const [paid, open, cut] = [params.length - 2, params.length - 1, params.length];
  const lines = tableName(ctx.idx.resource('flashdeliver.orderLine'));
  const refunds = tableName(ctx.idx.resource('flashdeliver.orderRefund'));
  const sql = `select * from (select ${SRC}."orderNo" as g, ${SRC}."createTime" as t,
      coalesce(${SRC}."paidAmount", 0)::text as paid, coalesce(l.v, 0)::text as lines, coalesce(r.n, 0)::int as refunds,
      (${SRC}."status"::text = any($${paid}) and coalesce(${SRC}."paidAmount", 0)::numeric <> coalesce(l.v, 0)) as mismatch,
      (${SRC}."status"::text = any($${open}) and ${SRC}."createTime" < $${cut}) as overdue,
      coalesce(r.n, 0) >= 2 as multi
    from ${tableName(ctx.rows)} as ${SRC}
    left join (select ${q('orderId')} as k, sum("quantity"::numeric * "unitPrice"::numeric) as v from ${lines}
      where "_deleted" = false group by ${q('orderId')}) as l on l.k = ${SRC}."id"
    left join (select ${q('orderId')} as k, count(*) as n from ${refunds}
      where "_deleted" = false group by ${q('orderId')}) as r on r.k = ${SRC}."id"
    where ${where}) as x where mismatch or overdue or multi order by t, g`;
  return ctx.server.db.query(sql, params);
}

const flag = (v: unknown) => (v === true || v === 't' || v === 1 ? 1 : 0);

/** Rows and totals of the anomalous orders (integers: fen and counts, added exactly). */
function summarise(found: Row[]): { rows: ReportRow[]; totals: Record<string, number> } {
  const totals = { orders: 0, mismatch: 0, overdue: 0, multiRefund: 0, paid: 0, lines: 0, refunds: 0 };
  const rows = found.map((r): ReportRow => {
    const values = {
      orders: 1, mismatch: flag(r.mismatch), overdue: flag(r.overdue), multiRefund: flag(r.multi),
      paid: Number(r.paid), lines: Number(r.lines), refunds: Number(r.refunds),
    };
    for (const k of Object.keys(totals) as (keyof typeof totals)[]) totals[k] += values[k];
    return { key: String(r.g), values };
  });
  return { rows, totals };
}

async function billAnomaly(ctx: OpContext, range: Range): Promise<ReportAnswer> {
  const days = overdueDaysOf(ctx.input);
  const dimension = String(ctx.input.dimension ?? 'orderNo');
  if (dimension !== 'orderNo') throw new ApiFail(CODE.badRequest, '不支持的统计维度', 'dimension');
  const now = summarise(await anomalies(ctx, range, days));
  const previousRange = previousRangeOf(range);
  const before = summarise(await anomalies(ctx, previousRange, days));
  return { dimension, range, rows: now.rows, totals: now.totals, previous: { range: previousRange, totals: before.totals } };
}

/** Dedicated report handlers by the name a ReportDef gives in `handler`. */
export const REPORT_HANDLERS: Readonly<Record<string, (ctx: OpContext, range: Range) => Promise<ReportAnswer>>> = { billAnomaly, walletBalance };
