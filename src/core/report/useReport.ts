import { useMemo, useState } from 'react';
import { reportOperations, type ReportDef } from '../../contract/report';
import type { ResourceDef } from '../../contract/types';
import { useAdminInternals } from '../adminContext';
import { useQuery } from '../query/useQuery';
import { callOperation } from '../resource/callOperation';
import { changeOf, drillHref, initialQuery, localDay, type ReportQuery, type ReportResult, type ReportRow } from './reportModel';

/**
 * @example
 * const options: UseReportOptions = { report: visitorReport };
 */
export interface UseReportOptions {
  /** Today as `yyyy-MM-dd` (tests and stories pin it); default the local date. */
  readonly today?: string;
  /** Days of the first range (default 30, at most the report's `maxDays`). */
  readonly days?: number;
  /** Overrides of the first query (a dashboard's fixed range or grouping). */
  readonly initial?: Partial<ReportQuery>;
  /** False to hold the call (the user may not run it). */
  readonly enabled?: boolean;
}

/**
 * The headless state of a report: its query (range, grouping, filters), the answer (kept while a
 * new query loads), each KPI's change against the previous period, the list a group drills down
 * to, and the report's two calls (the answer and its xlsx export).
 * @example
 * const r = useReport(mealOrderReport, orderDinner); // the source's fields label the report's filters
 * r.setQuery({ ...r.query, dimension: 'month' });
 * r.result?.totals.amount; r.change('amount'); r.drill(r.result!.rows[0]!);
 */
export function useReport(def: ReportDef, source: Pick<ResourceDef, 'fields'>, o: UseReportOptions = {}) {
  const { api } = useAdminInternals();
  const today = o.today ?? localDay(new Date());
  const [query, setQuery] = useState<ReportQuery>(() => ({ ...initialQuery(def, today, o.days), ...o.initial }));
  const [run, exportOp] = useMemo(() => reportOperations(def, source.fields), [def, source]);
  const input = useMemo(() => ({
    startDate: query.startDate, endDate: query.endDate, dimension: query.dimension,
    ...Object.fromEntries(Object.entries(query.filters).filter(([, v]) => v !== '')),
  }), [query]);
  const answer = useQuery<ReportResult>({
    key: ['sc-admin', 'report', def.name, input],
    // The client resolves with the whole envelope; the report is its data.
    fn: async (signal) => (await callOperation<{ data: ReportResult }>(api, run, input, { signal })).data,
    keepPrevious: true,
    enabled: o.enabled !== false,
  });
  const result = answer.data;
  return {
    query, setQuery, today, input,
    result,
    error: answer.error,
    isLoading: answer.isPending,
    isFetching: answer.isFetching,
    refetch: answer.refetch,
    /** The report's JSON call and its xlsx export (for `useExport`). */
    operation: run, exportOperation: exportOp,
    /** Change of a total against the previous period (0.25 = +25 %), null without one to compare. */
    change: (measure: string) => (result ? changeOf(result, measure) : null),
    /** The filtered list a group counts, or null. */
    drill: (row: ReportRow) => drillHref(def, result ? { ...query, dimension: result.dimension } : query, row),
  };
}

/**
 * @example
 * const state: ReportState = useReport({ report: visitorReport });
 */
export type ReportState = ReturnType<typeof useReport>;
