import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { ReportDef } from '../../contract/report';
import type { ResourceDef } from '../../contract/types';
import { useLocale, useReport, type ReportQuery } from '../../core';
import { Chart, SheetStyle, Spinner, TrendLine, type ChartKind } from '../../ui';
import { errorText } from '../pageParts';
import { useViewT } from '../useViewT';
import { ReportKpis } from './ReportKpis';
import { reportMessages } from './reportMessages';
import { REPORT_SHEET } from './reportSheet';
import { decimalsOf, shownValue } from './ReportTable';

export interface ReportSummaryProps {
  report: ReportDef;
  source: ResourceDef;
  /** The KPI cards shown (default the first two measures); the chart draws the first. */
  measures?: readonly string[];
  /** Chart kind (default the report's first view, or a line). */
  kind?: ChartKind;
  /** Grouping of the chart (default the report's first). */
  dimension?: string;
  /** The full report page, linked from the heading. */
  href?: string;
  today?: string;
  days?: number;
  /** A plain SVG trend line instead of an ECharts chart (pages that must stay light, e.g. the dashboard). */
  light?: boolean;
}

/**
 * A report in brief, for overview pages and the dashboard: its title (a link to the full report),
 * a few KPI cards with their change against the previous period, and one chart.
 * @example
 * <ReportSummary report={consumptionReport} source={virtAccountWater} measures={['amount', 'count']} href="/statiscal/reportConsumptionSummary" />
 */
export function ReportSummary({ report, source, measures, kind, dimension, href, today, days, light = false }: ReportSummaryProps) {
  const t = useViewT(reportMessages);
  const locale = useLocale();
  const initial: Partial<ReportQuery> = dimension ? { dimension } : {};
  const r = useReport(report, source, { ...(today ? { today } : {}), ...(days ? { days } : {}), initial });
  const shown = measures ?? Object.keys(report.measures).slice(0, 2);
  const first = shown[0]!;
  const chartKind: ChartKind = kind ?? (report.views.find((v) => v !== 'table') as ChartKind | undefined) ?? 'line';
  const result = r.result;
  const dim = result ? report.dimensions[result.dimension] : undefined;
  const categories = useMemo(() => result?.rows.map((row) => {
    if (row.key === null) return t('report.none');
    if (dim?.kind !== 'field') return String(row.key);
    const v = source.fields[dim.field]?.values?.find((x) => String(x.value) === String(row.key));
    return v ? v.label[locale] : (row.label ?? String(row.key));
  }) ?? [], [result, dim, source, locale, t]);
  const series = useMemo(() => [{ name: report.measures[first]!.label[locale], data: result?.rows.map((row) => shownValue(report, first, row.values[first] ?? 0)) ?? [] }], [result, report, first, locale]);
  const title = report.title[locale];
  return (
    <section className="sc-report-summary" aria-label={title} data-report={report.name}>
      <SheetStyle sheets={[REPORT_SHEET]} />
      <h2>{href ? <Link to={href}>{title}</Link> : title}</h2>
      {r.error ? <p role="alert">{errorText(r.error, t('report.empty'))}</p> : null}
      {!result ? (r.error ? null : <Spinner label={t('report.loading')} />) : (
        <>
          <ReportKpis report={report} result={result} change={r.change} measures={shown} />
          {light ? (
            <TrendLine values={series[0]!.data} labels={categories} locale={locale} label={t('report.chart', { title, measure: series[0]!.name })} />
          ) : (
          <Chart
            kind={chartKind} categories={categories} series={series} locale={locale} height={220}
            label={t('report.chart', { title, measure: series[0]!.name })}
            {...(decimalsOf(report, first) !== undefined ? { decimals: decimalsOf(report, first) } : {})}
          />
          )}
        </>
      )}
    </section>
  );
}
