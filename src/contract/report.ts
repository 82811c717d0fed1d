/**
 * Reports as data: a report names its source resource, the dimensions it groups by, the measures it
 * aggregates, the filters it takes and the charts it is best drawn as. The same value feeds the
 * OpenAPI document (two operations per report: the JSON answer and its xlsx export), the reference
 * server's SQL and the report page. Every report is our addition (the spec shows no report calls).
 */
import { f, t } from './dsl';
import type { FieldDef, FieldMap, OperationDef, ServiceDef, Text } from './types';

/**
 * How a report is drawn by default; `table` is always offered too.
 * @example
 * const view: ReportView = 'stackedBar';
 */
export type ReportView = 'line' | 'bar' | 'stackedBar' | 'pie' | 'table';

/**
 * A time bucket of the report's date field, or the values of one field of the source.
 * @example
 * const byDay: ReportDimension = { kind: 'time', unit: 'day' };
 */
export type ReportDimension =
  | { readonly kind: 'time'; readonly unit: 'day' | 'week' | 'month' }
  /** `top`: only the first N groups by the report's first measure (the totals still cover every row). */
  | { readonly kind: 'field'; readonly field: string; readonly top?: number };

/**
 * Only rows whose fields hold one of the listed values (a SQL `filter (where ...)`).
 * @example
 * const onlyPaid: ReportCondition = { status: ['paid'] };
 */
export type ReportCondition = Readonly<Record<string, readonly (string | number)[]>>;

/**
 * What a report counts or adds up per group.
 * @example
 * const m: ReportMeasure = visitorReport.measures[0]!;
 */
export type ReportMeasure =
  | { readonly agg: 'count'; readonly label: Text; readonly where?: ReportCondition }
  /** With `unit: 'fen'` the field holds whole fen: the answer is an integer, shown as yuan with two decimals. */
  | { readonly agg: 'sum'; readonly field: string; readonly label: Text; readonly where?: ReportCondition; readonly unit?: 'fen' }
  | { readonly agg: 'distinct'; readonly field: string; readonly label: Text; readonly where?: ReportCondition }
  /** `of / over` of two other measures of the report, as a percentage with two decimals. */
  | { readonly agg: 'rate'; readonly of: string; readonly over: string; readonly label: Text }
  /**
   * Over a child table (`child`, a resource whose `key` field references the source's id): the sum
   * of `field` (or of the product of two fields) over the children of the counted rows, or the
   * number of children without `field`. `where` applies to the source rows.
   */
  | {
    readonly agg: 'child'; readonly child: string; readonly key: string; readonly field?: string | readonly [string, string];
    readonly label: Text; readonly where?: ReportCondition; readonly unit?: 'fen';
  }
  /** `of - minus` of two other measures (integers stay exact). */
  | { readonly agg: 'diff'; readonly of: string; readonly minus: string; readonly label: Text; readonly unit?: 'fen' }
  /** `of / over` of two other measures rounded half up to a whole number (an average order in fen); 0 over 0 is 0. */
  | { readonly agg: 'avg'; readonly of: string; readonly over: string; readonly label: Text; readonly unit?: 'fen' }
  /** 1 when a row breaks the rule the label names, else 0 (reports with a `handler`); the total counts rows. */
  | { readonly agg: 'flag'; readonly label: Text };

/** Measures computed from two others after the query. */
const DERIVED = ['rate', 'diff', 'avg'] as const;
/**
 * True for measures computed from two others of the same report (rate, difference, average).
 * @example
 * isDerived({ agg: 'diff', of: 'sales', minus: 'refunds', label }) // true
 */
export const isDerived = (m: ReportMeasure): m is Extract<ReportMeasure, { agg: 'rate' | 'diff' | 'avg' }> =>
  (DERIVED as readonly string[]).includes(m.agg);
/**
 * True for money kept in whole fen (answered as integers, shown as yuan).
 * @example
 * isFen(merchantReport.measures.sales!) // true
 */
export const isFen = (m: ReportMeasure | undefined): boolean => !!m && 'unit' in m && m.unit === 'fen';

/**
 * @example
 * const visits: ReportDef = { ...visitorReport, name: 'myVisits' };
 */
export interface ReportDef {
  /** Unique over all reports: the path `/statistics/report/<name>`. */
  readonly name: string;
  readonly title: Text;
  /** One line saying what the totals include and leave out (shown under the KPI cards). */
  readonly note?: Text;
  /** `service.resource` whose rows are aggregated. */
  readonly source: string;
  /** Role key (000 section 6) needed to run the report. */
  readonly permission: string;
  /** The date or datetime field the required date range applies to and the time dimensions bucket. */
  readonly dateField: string;
  /** Longest range one call may ask for, in days (both ends included). */
  readonly maxDays: number;
  /** Groupings offered, by name (`day`, `month`, `status`, `merchantId`...); the first is the default. */
  readonly dimensions: Readonly<Record<string, ReportDimension>>;
  /** Measures by name; the first is the one charts draw by default. */
  readonly measures: Readonly<Record<string, ReportMeasure>>;
  /** Source fields (enum or ref) the caller may filter by, equality or comma-separated lists. */
  readonly filters?: readonly string[];
  /** Fixed condition of every row the report reads (e.g. only consumption in a wallet flow). */
  readonly where?: ReportCondition;
  /** Charts the page offers, the first drawn by default. */
  readonly views: readonly ReportView[];
  /** Console path of the list the report counts: a bar or slice opens it filtered to that group. */
  readonly drill?: string;
  /**
   * A dedicated server handler answering the same shape (rows, totals, previous period) when a
   * report is not one grouped statement (账单异常: one row per order, rules relative to the range's end).
   */
  readonly handler?: string;
  /** Inputs of the report that are not source fields (a number of days...), with their checks. */
  readonly params?: FieldMap;
}

/**
 * Client time-out of report calls: a year of a million-row table takes about 10 s on PGlite (the
 * bench figures in the README), more than the 5 s of ordinary calls.
 * @example
 * call(op, { body, timeoutMs: REPORT_TIMEOUT_MS })
 */
export const REPORT_TIMEOUT_MS = 30000;

/**
 * Every report answers under this path.
 * @example
 * `${REPORT_BASE}/visitor` // '/statistics/report/visitor'
 */
export const REPORT_BASE = '/statistics/report';

/**
 * Operation names of a report on its source resource.
 * @example
 * reportOperationName(visitorReport) // 'report_visitor'
 */
export const reportOperationName = (r: Pick<ReportDef, 'name'>) => `report_${r.name}`;
/**
 * @example
 * reportExportName(visitorReport) // 'report_visitor_export'
 */
export const reportExportName = (r: Pick<ReportDef, 'name'>) => `report_${r.name}_export`;

const TIME_LABELS = {
  day: t('按日', 'By day', 'Por día'), week: t('按周', 'By week', 'Por semana'), month: t('按月', 'By month', 'Por mes'),
} as const;

/**
 * The operator's name of a grouping: 按日 / By day, or the grouped field's label.
 * @example
 * dimensionLabel({ kind: 'time', unit: 'day' }, fields) // t('日', 'Day', 'Día')
 */
export function dimensionLabel(d: ReportDimension, sourceFields: FieldMap): Text {
  return d.kind === 'time' ? TIME_LABELS[d.unit] : (sourceFields[d.field]?.label ?? t(d.field, d.field, d.field));
}

/**
 * Fields of the request body of a report call (shared by its export).
 * @example
 * reportBody(visitorReport, fields) // startDate, endDate, dimension and the report's filters
 */
export function reportBody(r: ReportDef, sourceFields: FieldMap): FieldMap {
  const dims = Object.keys(r.dimensions);
  const body: Record<string, FieldDef> = {
    startDate: f.date(t('开始日期', 'From', 'Desde'), { required: true }),
    endDate: f.date(t('结束日期', 'To', 'Hasta'), { required: true }),
    dimension: f.enum(t('维度', 'Group by', 'Agrupar por'), dims.map((d) => ({ value: d, label: dimensionLabel(r.dimensions[d]!, sourceFields) })), { default: dims[0]! }),
  };
  for (const name of r.filters ?? []) {
    const fd = sourceFields[name];
    // A filter may name a comma-separated list of values, so it is taken as a string and checked by the server.
    if (fd) body[name] = f.string(fd.label, { max: 256 });
  }
  return { ...body, ...r.params };
}

/**
 * The two operations of a report: `report_<name>` answers JSON rows, totals and the previous
 * period's totals; `report_<name>_export` answers the same rows as xlsx.
 * @example
 * reportOperations(mealOrderReport, orderDinner.fields).map((o) => o.path)
 * // ['/statistics/report/mealOrder', '/statistics/report/mealOrder/export']
 */
export function reportOperations(r: ReportDef, sourceFields: FieldMap): [OperationDef, OperationDef] {
  const body = reportBody(r, sourceFields);
  const common = { method: 'POST', encoding: 'json', timeoutMs: REPORT_TIMEOUT_MS, body, permission: r.permission, report: r } as const;
  return [
    {
      ...common, name: reportOperationName(r), path: `${REPORT_BASE}/${r.name}`, kind: 'report', response: 'json', label: r.title,
      summary: `Report ${r.title.en}: grouped ${Object.keys(r.measures).join(', ')} over a bounded date range; our addition`,
    },
    {
      ...common, name: reportExportName(r), path: `${REPORT_BASE}/${r.name}/export`, kind: 'export', response: 'file',
      label: t(`导出${r.title['zh-CN']}`, `Export ${r.title.en.toLowerCase()}`, `Exportar ${r.title.es.toLowerCase()}`),
      summary: `Export report ${r.title.en} as xlsx (the rows and totals of the JSON answer); our addition`,
    },
  ];
}

/**
 * Checks reports against their sources: fields that exist, time dimensions on a date field, rates
 * over measures of the same report. Returns the problems found.
 * @example
 * checkReport(visitorReport, fieldsOf(visitorReport.source)) // [] when the report fits its source
 */
export function checkReport(r: ReportDef, sourceFields: FieldMap | undefined): string[] {
  if (!sourceFields) return [`report ${r.name}: unknown source ${r.source}`];
  const out: string[] = [];
  const need = (field: string, what: string) => { if (!sourceFields[field]) out.push(`report ${r.name}: ${what} ${field} is not a field of ${r.source}`); };
  need(r.dateField, 'date field');
  for (const d of Object.values(r.dimensions)) if (d.kind === 'field') need(d.field, 'dimension');
  for (const m of Object.values(r.measures)) {
    if (m.agg === 'sum' || m.agg === 'distinct') need(m.field, 'measure');
    if (m.agg === 'flag' && !r.handler) out.push(`report ${r.name}: flags need a handler`);
    if (isDerived(m)) {
      const [a, b] = m.agg === 'diff' ? [m.of, m.minus] : [m.of, m.over];
      if (!(a in r.measures) || !(b in r.measures)) out.push(`report ${r.name}: ${m.agg} over unknown measures`);
    } else if (m.agg !== 'flag') for (const k of Object.keys(m.where ?? {})) need(k, 'condition');
  }
  for (const k of [...(r.filters ?? []), ...Object.keys(r.where ?? {})]) need(k, 'filter');
  if (!Object.keys(r.dimensions).length || !Object.keys(r.measures).length) out.push(`report ${r.name}: needs a dimension and a measure`);
  return out;
}

/**
 * The catalogue with every report's operations added to its source resource (so matching,
 * permissions, validation and the OpenAPI document treat them like any other call).
 * @example
 * export const catalogue = withReports(services, REPORTS);
 */
export function withReports(services: readonly ServiceDef[], reports: readonly ReportDef[]): ServiceDef[] {
  const bySource = new Map<string, ReportDef[]>();
  for (const r of reports) bySource.set(r.source, [...(bySource.get(r.source) ?? []), r]);
  const problems: string[] = [];
  const seen = new Set<string>();
  const out = services.map((s) => ({
    ...s,
    resources: s.resources.map((res) => {
      const mine = bySource.get(res.key);
      if (!mine) return res;
      seen.add(res.key);
      for (const r of mine) problems.push(...checkReport(r, res.fields));
      return { ...res, operations: [...res.operations, ...mine.flatMap((r) => reportOperations(r, res.fields))] };
    }),
  }));
  for (const k of bySource.keys()) if (!seen.has(k)) problems.push(`report source ${k} is not in the catalogue`);
  const fieldsOf = new Map(services.flatMap((s) => s.resources.map((res) => [res.key, res.fields] as const)));
  for (const r of reports) {
    for (const m of Object.values(r.measures)) {
      if (m.agg !== 'child') continue;
      const cf = fieldsOf.get(m.child);
      const wanted = [m.key, ...(m.field === undefined ? [] : typeof m.field === 'string' ? [m.field] : m.field)];
      for (const w of wanted) if (!cf?.[w]) problems.push(`report ${r.name}: ${w} is not a field of ${m.child}`);
    }
  }
  if (problems.length) throw new Error(problems.join('\n'));
  return out;
}
