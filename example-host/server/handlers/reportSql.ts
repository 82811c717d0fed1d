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
  /** The table of a child resource (measures over a child table). */
  readonly childTable?: (resourceKey: string) => string | undefined;
  /** The source's id column as the child joins see it (default `"id"`). */
  readonly idColumn?: string;
  /**
   * With a dimension: add the grand total row in the same scan (`grouping sets`, default). False
   * leaves it to a statement of its own (dimension null) that a pool runs beside this one.
   */
  readonly grandTotal?: boolean;
}

/** Alias of the source table (child joins name their own columns apart). */
export const SRC = 'src';

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

/** Every condition on the rows a report reads: live rows, the range, fixed where, filters, scope (also for dedicated handlers). */
export function rowConditions(rq: ReportQuery, params: unknown[]): string[] {
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

/**
 * The aggregate expression of each stored measure (rates, differences and averages are computed
 * from two of them afterwards), and the joins of measures over a child table: one derived table
 * per such measure, one row per parent id, so a parent with many children is still counted once.
 */
function measureSql(rq: ReportQuery, params: unknown[]): { columns: string[]; joins: string[] } {
  const columns: string[] = [];
  const joins: string[] = [];
  for (const [name, m] of Object.entries(rq.def.measures)) {
    if (m.agg === 'rate' || m.agg === 'diff' || m.agg === 'avg' || m.agg === 'flag') continue;
    const cond = conditionSql(m.where, params);
    const filter = cond.length ? ` filter (where ${cond.join(' and ')})` : '';
    let expr: string;
    if (m.agg === 'child') {
      const child = rq.childTable?.(m.child);
      if (!child) throw new Error(`report ${rq.def.name}: unknown child ${m.child}`);
      const value = m.field === undefined ? 'count(*)'
        : typeof m.field === 'string' ? `sum(${q(m.field)}::numeric)` : `sum(${q(m.field[0])}::numeric * ${q(m.field[1])}::numeric)`;
      const alias = q(`c_${name}`);
      // Only the derived names leave the sub-select, so the source's columns stay unambiguous.
      joins.push(`left join (select ${q(m.key)} as ${q(`k_${name}`)}, ${value} as ${q(`v_${name}`)} from ${child} `
        + `where "_deleted" = false group by ${q(m.key)}) as ${alias} on ${alias}.${q(`k_${name}`)} = ${rq.idColumn ?? '"id"'}`);
      expr = `coalesce(sum(coalesce(${alias}.${q(`v_${name}`)}, 0)::numeric)${filter}, 0)::text`;
    } else {
      expr = m.agg === 'count' ? `count(*)${filter}`
        : m.agg === 'distinct' ? `count(distinct ${q(m.field)})${filter}`
          // Added as numeric so cents stay exact; sent as text and read back as a decimal.
          : `coalesce(sum(${q(m.field)}::numeric)${filter}, 0)::text`;
    }
    columns.push(`${expr} as ${q(`m_${name}`)}`);
  }
  return { columns, joins };
}

/**
 * The statement and parameters of one report call. With a dimension, the result has one row per
 * group (`g` = its key) and one row with `total` = 1 for all rows (unless `grandTotal` is false);
 * without one, only the total.
 * @example
 * const { sql, params } = reportSql({ def, rows, startDate: '2026-01-01', endDate: '2026-01-31', dimension: 'day', filters: {} });
 */
export function reportSql(rq: ReportQuery): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const where = rowConditions(rq, params).join(' and ');
  const { columns, joins } = measureSql({ ...rq, idColumn: `${SRC}."id"` }, params);
  const from = [`${tableName(rq.rows)} as ${SRC}`, ...joins].join(' ');
  const dim = rq.dimension ? rq.def.dimensions[rq.dimension] : undefined;
  if (!dim) {
    return { sql: `select 1 as total, ${columns.join(', ')} from ${from} where ${where}`, params };
  }
  const key = dim.kind === 'time' ? timeBucket(q(rq.def.dateField), dim.unit) : `${SRC}.${q(dim.field)}::text`;
  if (rq.grandTotal === false) {
    return { sql: `select ${key} as g, ${columns.join(', ')} from ${from} where ${where} group by 1 order by 1`, params };
  }
  const sql = `select ${key} as g, grouping(${key}) as total, ${columns.join(', ')} from ${from} `
    + `where ${where} group by grouping sets ((${key}), ()) order by total, g`;
  return { sql, params };
}
