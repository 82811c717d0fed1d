/**
 * The pure parts of a report page: the default range, the previous-period change of a KPI, the
 * list a chart's bar or slice drills down to, and sorting of the table's rows.
 */
import type { ReportDef } from '../../contract/report';

/** One group of a report's answer. */
export interface ReportRow {
  readonly key: string | number | null;
  /** Name of a referenced row (a merchant, a project), when the dimension is a reference. */
  readonly label?: string;
  readonly values: Readonly<Record<string, number>>;
}

export interface ReportRange { readonly startDate: string; readonly endDate: string }

/** The answer of a report call. */
export interface ReportResult {
  readonly dimension: string;
  readonly range: ReportRange;
  readonly rows: readonly ReportRow[];
  readonly totals: Readonly<Record<string, number>>;
  readonly previous: { readonly range: ReportRange; readonly totals: Readonly<Record<string, number>> };
}

/** What the caller asks: the range, the grouping and the filter values (field -> value or list). */
export interface ReportQuery extends ReportRange {
  readonly dimension: string;
  readonly filters: Readonly<Record<string, string>>;
}

const DAY_MS = 86_400_000;
const dayNumber = (d: string) => Date.parse(`${d}T00:00:00Z`) / DAY_MS;
const dayOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** `yyyy-MM-dd` of a local date. */
export const localDay = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/**
 * The first query of a report: the last `days` days up to today, its first dimension, no filters.
 * @example
 * initialQuery(mealOrderReport, '2026-03-10', 7) // { startDate: '2026-03-04', endDate: '2026-03-10', dimension: 'day', filters: {} }
 */
export function initialQuery(def: ReportDef, today: string, days = 30): ReportQuery {
  const span = Math.min(days, def.maxDays);
  return { startDate: dayOf(dayNumber(today) - span + 1), endDate: today, dimension: Object.keys(def.dimensions)[0]!, filters: {} };
}

/**
 * The change of a total against the previous period, as a fraction (0.25 = +25 %); null when the
 * previous period had nothing to compare with.
 */
export function changeOf(result: ReportResult, measure: string): number | null {
  const now = result.totals[measure] ?? 0;
  const before = result.previous.totals[measure] ?? 0;
  if (before === 0) return null;
  return (now - before) / before;
}

/** The days a row of a time dimension covers, inside the asked range. */
function rowRange(def: ReportDef, q: ReportQuery, key: string): [string, string] | null {
  const dim = def.dimensions[q.dimension];
  if (dim?.kind !== 'time') return null;
  let from = key;
  let to = key;
  if (dim.unit === 'week') to = dayOf(dayNumber(key) + 6);
  if (dim.unit === 'month') {
    from = `${key}-01`;
    const [y, m] = key.split('-').map(Number) as [number, number];
    to = dayOf(Date.UTC(y, m, 1) / DAY_MS - 1);
  }
  return [from < q.startDate ? q.startDate : from, to > q.endDate ? q.endDate : to];
}

/**
 * The list page showing the rows one group counts: the report's drill path with the list filters
 * (`f.<field>`) of the group's days or value, the report's filters and its fixed condition.
 * Null when the report names no list or the group has no key.
 * @example
 * drillHref(mealOrderReport, query, { key: '2026-03-02', values: {} }) // '/meal/orders?f.date=2026-03-02~2026-03-02'
 */
export function drillHref(def: ReportDef, q: ReportQuery, row: ReportRow): string | null {
  if (!def.drill || row.key === null) return null;
  const p = new URLSearchParams();
  const days = rowRange(def, q, String(row.key));
  p.set(`f.${def.dateField}`, days ? `${days[0]}~${days[1]}` : `${q.startDate}~${q.endDate}`);
  const dim = def.dimensions[q.dimension];
  if (dim?.kind === 'field') p.set(`f.${dim.field}`, String(row.key));
  // Report inputs that are not source fields (a number of days) are no list filters.
  for (const [k, v] of Object.entries(q.filters)) if (v && !p.has(`f.${k}`) && !(k in (def.params ?? {}))) p.set(`f.${k}`, v);
  for (const [k, v] of Object.entries(def.where ?? {})) if (!p.has(`f.${k}`)) p.set(`f.${k}`, v.join(','));
  return `${def.drill}?${p.toString().replace(/%7E/g, '~').replace(/%2C/g, ',')}`;
}

/** Rows sorted by the group key (`key`) or a measure, ascending or descending; ties keep their order. */
export function sortRows(rows: readonly ReportRow[], by: string, order: 'asc' | 'desc'): ReportRow[] {
  const dir = order === 'asc' ? 1 : -1;
  const keyOf = (r: ReportRow) => (by === 'key' ? (r.label ?? r.key ?? '') : (r.values[by] ?? 0));
  return [...rows].sort((a, b) => {
    const x = keyOf(a);
    const y = keyOf(b);
    if (typeof x === 'number' && typeof y === 'number') return (x - y) * dir;
    return String(x).localeCompare(String(y)) * dir;
  });
}
