/**
 * `report` calls: checks the date range (required, ordered, not in the future, at most the report's
 * `maxDays`), runs the report's SQL for the range and for the period of the same length just before
 * it, and answers gap-free rows (every day, week or month of the range), totals, rates and the
 * previous period's totals. The export writes the same rows and totals as xlsx.
 */
import { XLSX_MIME, isCalendarDate, isDerived, isFen, type ReportDef, type ReportMeasure, type ResourceDef } from '../../../src/contract';
import { fenToAmount } from '../../../src/utils/amountFen';
import { decimalToFen, fenToNumber } from '../db/decimal';
import { q, tableName } from '../db/migrate';
import { exportFileName } from '../files/exportSheet';
import { writeXlsx, type XlsxCell } from '../files/xlsx';
import { ApiFail, CODE, type FileResult, type OpContext, type Row } from '../types';
import { REPORT_HANDLERS } from './reportHandlers';
import { reportSql } from './reportSql';
import { filtersOf, previousRangeOf, scopeOf } from './reportShared';

export { scopeOf } from './reportShared';

const DAY_MS = 86_400_000;
const dayNumber = (d: string) => Date.parse(`${d}T00:00:00Z`) / DAY_MS;
const dayOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);
const localDay = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

export interface ReportRow { key: string | number | null; label?: string; values: Record<string, number> }
export interface ReportAnswer {
  dimension: string;
  range: { startDate: string; endDate: string };
  rows: ReportRow[];
  totals: Record<string, number>;
  previous: { range: { startDate: string; endDate: string }; totals: Record<string, number> };
}

/** The range asked for, checked; the message says what to change. */
export function checkRange(def: ReportDef, input: Row, today: string): { startDate: string; endDate: string } {
  const startDate = String(input.startDate ?? '');
  const endDate = String(input.endDate ?? '');
  if (!startDate || !endDate) throw new ApiFail(CODE.badRequest, '请选择日期范围');
  // The contract's calendar rule (values.ts): 2026-02-31 is no day, not the 3rd of March.
  if (!isCalendarDate(startDate)) throw new ApiFail(CODE.badRequest, '开始日期不是有效日期，应为yyyy-MM-dd', 'startDate');
  if (!isCalendarDate(endDate)) throw new ApiFail(CODE.badRequest, '结束日期不是有效日期，应为yyyy-MM-dd', 'endDate');
  if (startDate > endDate) throw new ApiFail(CODE.badRequest, '开始日期不能晚于结束日期', 'startDate');
  if (endDate > today) throw new ApiFail(CODE.badRequest, '结束日期不能晚于今天', 'endDate');
  const days = dayNumber(endDate) - dayNumber(startDate) + 1;
  if (days > def.maxDays) throw new ApiFail(CODE.badRequest, `日期范围不能超过 ${def.maxDays} 天`, 'endDate');
  return { startDate, endDate };
}

/** A SQL numeric sum (decimal text) to cents, read digit by digit: no float arithmetic. */
const cents = (v: unknown) => fenToNumber(decimalToFen(v ?? 0) ?? 0n);

/** `a / b` of whole numbers rounded half up, exactly (BigInt); 0 over 0 is 0. */
function quotient(a: number, b: number): number {
  if (!b) return 0;
  const [x, y] = [BigInt(a), BigInt(b)];
  const neg = (x < 0n) !== (y < 0n);
  const [ax, ay] = [x < 0n ? -x : x, y < 0n ? -y : y];
  const q = (2n * ax + ay) / (2n * ay);
  return Number(neg ? -q : q);
}

/** Measure values of one result row, derived measures included (rates in percent, two decimals; 0 over 0 is 0). */
export function valuesOf(def: ReportDef, row: Row): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [name, m] of Object.entries(def.measures)) {
    if (isDerived(m)) continue;
    const raw = row[`m_${name}`];
    // Whole fen and counts are integers; yuan sums keep their two decimals.
    out[name] = m.agg === 'sum' && !isFen(m) ? cents(raw) : Number(raw ?? 0);
  }
  for (const [name, m] of Object.entries(def.measures)) {
    if (m.agg === 'rate') {
      const over = out[m.over] ?? 0;
      out[name] = over ? Math.round(((out[m.of] ?? 0) / over) * 10000) / 100 : 0;
    } else if (m.agg === 'diff') {
      const d = (out[m.of] ?? 0) - (out[m.minus] ?? 0);
      out[name] = isFen(m) ? d : cents(d);
    } else if (m.agg === 'avg') {
      const [a, b] = [out[m.of] ?? 0, out[m.over] ?? 0];
      out[name] = Number.isInteger(a) && Number.isInteger(b) ? quotient(a, b) : (b ? Math.round((a / b) * 100) / 100 : 0);
    }
  }
  return out;
}

/** Every bucket of a time dimension over the range, so days without rows show as zeros. */
function buckets(unit: 'day' | 'week' | 'month', startDate: string, endDate: string): string[] {
  const out: string[] = [];
  const end = dayNumber(endDate);
  if (unit === 'month') {
    for (let m = startDate.slice(0, 7); m <= endDate.slice(0, 7);) {
      out.push(m);
      const [y, mo] = m.split('-').map(Number) as [number, number];
      m = mo === 12 ? `${y + 1}-01` : `${y}-${String(mo + 1).padStart(2, '0')}`;
    }
    return out;
  }
  let n = dayNumber(startDate);
  // Weeks start on Monday (date_trunc('week')): 1970-01-01 was a Thursday.
  if (unit === 'week') n -= (((n + 3) % 7) + 7) % 7;
  for (; n <= end; n += unit === 'week' ? 7 : 1) out.push(dayOf(n));
  return out;
}

async function refLabels(ctx: OpContext, ref: string, ids: readonly (string | number | null)[]): Promise<Map<string, string>> {
  const r = ctx.idx.resource(ref);
  const list = ids.map(Number).filter(Number.isInteger);
  if (!list.length) return new Map();
  const found = await ctx.server.db.query(`select id, ${q(r.labelField)} as label from ${tableName(r)} where id = any($1)`, [list]);
  return new Map(found.map((x) => [String(x.id), String(x.label ?? x.id)]));
}

/** The answer of a report call (also what its export writes). */
export async function runReport(ctx: OpContext): Promise<ReportAnswer> {
  const def = ctx.entry.op.report!;
  const range = checkRange(def, ctx.input, localDay(ctx.server.now()));
  if (def.handler) {
    const handler = REPORT_HANDLERS[def.handler];
    if (!handler) throw new Error(`report ${def.name}: no handler ${def.handler}`);
    return handler(ctx, range);
  }
  const dimension = String(ctx.input.dimension ?? Object.keys(def.dimensions)[0]);
  const dim = def.dimensions[dimension];
  if (!dim) throw new ApiFail(CODE.badRequest, '不支持的统计维度', 'dimension');
  const filters: Record<string, string> = {};
  Object.assign(filters, filtersOf(def, ctx.input));
  const scope = scopeOf(ctx, ctx.rows);
  const previousRange = previousRangeOf(range);
  const childTable = (key: string) => tableName(ctx.idx.resource(key));
  const base = { def, rows: ctx.rows, filters, scope, childTable };
  // PostgreSQL's pool runs the groups, the grand total and the previous period side by side on
  // connections of their own; PGlite has one connection, so there the total comes from the same scan.
  const apart = ctx.server.db.kind === 'pg';
  const run = ({ sql, params }: { sql: string; params: unknown[] }) => ctx.server.db.query(sql, params);
  const [result, before, grand] = await Promise.all([
    run(reportSql({ ...base, ...range, dimension, grandTotal: !apart })),
    run(reportSql({ ...base, ...previousRange, dimension: null })),
    apart ? run(reportSql({ ...base, ...range, dimension: null })) : null,
  ]);
  const empty = valuesOf(def, {});
  const totalRow = grand ? grand[0] : result.find((r) => Number(r.total) === 1 || r.total === true);
  const groups = grand ? result : result.filter((r) => r !== totalRow);
  let rows: ReportRow[];
  if (dim.kind === 'time') {
    const byKey = new Map(groups.map((g) => [String(g.g), g]));
    rows = buckets(dim.unit, range.startDate, range.endDate).map((key) => {
      const g = byKey.get(key);
      return { key, values: g ? valuesOf(def, g) : { ...empty } };
    });
  } else {
    const fd = ctx.rows.fields[dim.field];
    const labels = fd?.type === 'ref' && fd.ref ? await refLabels(ctx, fd.ref, groups.map((g) => g.g as string | null)) : null;
    const numeric = fd?.type === 'ref' || fd?.type === 'id' || (fd?.type === 'enum' && typeof fd.values?.[0]?.value === 'number');
    rows = groups.map((g) => {
      const raw = g.g === null || g.g === undefined ? null : String(g.g);
      const key = raw !== null && numeric ? Number(raw) : raw;
      const label = raw !== null ? labels?.get(raw) : undefined;
      return { key, ...(label ? { label } : {}), values: valuesOf(def, g) };
    });
    if (dim.top) {
      const first = Object.keys(def.measures)[0]!;
      rows = [...rows].sort((a, b) => (b.values[first] ?? 0) - (a.values[first] ?? 0)).slice(0, dim.top);
    }
  }
  return {
    dimension, range, rows,
    totals: totalRow ? valuesOf(def, totalRow) : empty,
    previous: { range: previousRange, totals: before[0] ? valuesOf(def, before[0]) : empty },
  };
}

/** The zh-CN text of a row's key in the export (enum labels, ref names, days as they are). */
function keyText(def: ReportDef, rows: ResourceDef, dimension: string, row: ReportRow): XlsxCell {
  const dim = def.dimensions[dimension]!;
  if (row.key === null) return '—';
  if (dim.kind === 'time') return String(row.key);
  const fd = rows.fields[dim.field];
  const v = fd?.values?.find((x) => String(x.value) === String(row.key));
  return v ? v.label['zh-CN'] : (row.label ?? String(row.key));
}

/** A measure's cell: fen as yuan (exact, from the integer), a rule's mark as 是 (its total a count). */
function cellOf(m: ReportMeasure, value: number, total: boolean): XlsxCell {
  if (isFen(m)) return Number(fenToAmount(BigInt(value)));
  if (m.agg === 'flag' && !total) return value ? '是' : '';
  return value;
}

/** The report's rows and totals as xlsx, named after its title and the day (YYYYMMDD). */
export async function exportReport(ctx: OpContext): Promise<FileResult> {
  const def = ctx.entry.op.report!;
  const answer = await runReport(ctx);
  const measures = Object.entries(def.measures);
  const dim = def.dimensions[answer.dimension]!;
  const dimLabel = dim.kind === 'time' ? { day: '日期', week: '周', month: '月份' }[dim.unit] : (ctx.rows.fields[dim.field]?.label['zh-CN'] ?? dim.field);
  const sheet: XlsxCell[][] = [
    [dimLabel, ...measures.map(([, m]) => m.label['zh-CN'])],
    ...answer.rows.map((r) => [keyText(def, ctx.rows, answer.dimension, r), ...measures.map(([n, m]) => cellOf(m, r.values[n] ?? 0, false))]),
    ['合计', ...measures.map(([n, m]) => cellOf(m, answer.totals[n] ?? 0, true))],
  ];
  const title = def.title['zh-CN'];
  return { kind: 'file', name: exportFileName(title, ctx.server.now()), type: XLSX_MIME, bytes: writeXlsx(title, sheet) };
}
