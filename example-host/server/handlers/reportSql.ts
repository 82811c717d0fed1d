/**
 * The SQL of a report (see src/contract/report.ts): one parameterised statement that groups the
 * source's live rows of a date range by the chosen dimension and aggregates every measure with a
 * `filter (where ...)` clause, plus the grand total in the same scan (`grouping sets`). The same
 * text runs on PGlite and PostgreSQL.
 *
 * Every condition on the rows is collected by `rowConditions`; the caller's data scope (the
 * organisations a user may see) is one more entry there (`scope`), so it applies to the rows, the
 * totals and the previous period alike.
 */
import type { ReportCondition, ReportDef, ResourceDef } from '../../../src/contract';
import { q, tableName } from '../db/migrate';

export interface ReportQuery {
  readonly def: ReportDef;
  readonly rows: ResourceDef;
  /** First and last day, `yyyy-MM-dd`, both included. */
  readonly startDate: string;
  readonly endDate: string;
  /** Dimension name, or null for the totals only. */
  readonly dimension: string | null;
  /** Filter field -> value (a comma-separated list matches any of its values). */
  readonly filters: Readonly<Record<string, string>>;
  /** The caller's data scope: adds its condition to the parameters (null: every row is in scope). */
  readonly scope?: ((params: unknown[]) => string | null) | null;
}

/** The day after `yyyy-MM-dd`, the exclusive upper bound of the range. */
export function nextDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** The bucket key of a date or datetime column for a time dimension (`yyyy-MM-dd` or `yyyy-MM`). */
export function timeBucket(column: string, unit: 'day' | 'week' | 'month'): string {
  if (unit === 'month') return `to_char(date_trunc('month', ${column}::timestamp), 'YYYY-MM')`;
  return `to_char(date_trunc('${unit}', ${column}::timestamp), 'YYYY-MM-DD')`;
}

/** `field::text = any(?)` for each field of a condition: enums of text and integers alike. */
function conditionSql(c: ReportCondition | undefined, params: unknown[]): string[] {
  return Object.entries(c ?? {}).map(([field, values]) => {
    params.push(values.map(String));
    return `${q(field)}::text = any($${params.length})`;
  });
}

/** Every condition on the rows a report reads: live rows, the range, fixed where, filters, scope. */
function rowConditions(rq: ReportQuery, params: unknown[]): string[] {
  const col = q(rq.def.dateField);
  params.push(rq.startDate, nextDay(rq.endDate));
  const parts = ['"_deleted" = false', `${col} >= $${params.length - 1}`, `${col} < $${params.length}`];
  parts.push(...conditionSql(rq.def.where, params));
  for (const [field, raw] of Object.entries(rq.filters)) {
    const values = raw.split(',').map((s) => s.trim()).filter(Boolean);
    if (values.length) parts.push(...conditionSql({ [field]: values }, params));
  }
  const scoped = rq.scope?.(params);
  if (scoped) parts.push(`(${scoped})`);
  return parts;
}

/** The aggregate expression of each stored measure (rates are computed from two of them afterwards). */
function measureSql(def: ReportDef, params: unknown[]): string[] {
  const out: string[] = [];
  for (const [name, m] of Object.entries(def.measures)) {
    if (m.agg === 'rate') continue;
    const cond = conditionSql(m.where, params);
    const filter = cond.length ? ` filter (where ${cond.join(' and ')})` : '';
    const expr = m.agg === 'count' ? `count(*)${filter}`
      : m.agg === 'distinct' ? `count(distinct ${q(m.field)})${filter}`
        // Added as numeric so cents stay exact; sent as text and read back as a decimal.
        : `coalesce(sum(${q(m.field)}::numeric)${filter}, 0)::text`;
    out.push(`${expr} as ${q(`m_${name}`)}`);
  }
  return out;
}

/**
 * The statement and parameters of one report call. With a dimension, the result has one row per
 * group (`g` = its key) and one row with `total` = 1 for all rows; without one, only the total.
 * @example
 * const { sql, params } = reportSql({ def, rows, startDate: '2026-01-01', endDate: '2026-01-31', dimension: 'day', filters: {} });
 */
export function reportSql(rq: ReportQuery): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const where = rowConditions(rq, params).join(' and ');
  const measures = measureSql(rq.def, params);
  const dim = rq.dimension ? rq.def.dimensions[rq.dimension] : undefined;
  if (!dim) {
    return { sql: `select 1 as total, ${measures.join(', ')} from ${tableName(rq.rows)} where ${where}`, params };
  }
  const key = dim.kind === 'time' ? timeBucket(q(rq.def.dateField), dim.unit) : `${q(dim.field)}::text`;
  const sql = `select ${key} as g, grouping(${key}) as total, ${measures.join(', ')} from ${tableName(rq.rows)} `
    + `where ${where} group by grouping sets ((${key}), ()) order by total, g`;
  return { sql, params };
}
