import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { dimensionLabel, type ReportDef, type ReportView } from '../../contract/report';
import type { ResourceDef } from '../../contract/types';
import { initialQuery, useExport, useLocale, useReport, type ReportRow } from '../../core';
import { Button, Chart, EmptyState, SegmentedControl, SheetStyle, Spinner, classes, type ChartKind } from '../../ui';
import { errorText } from '../pageParts';
import { useViewT } from '../useViewT';
import { ReportFilterBar } from './ReportFilterBar';
import { ReportKpis } from './ReportKpis';
import { reportMessages } from './reportMessages';
import { REPORT_SHEET } from './reportSheet';
import { ReportTable, decimalsOf, shownValue } from './ReportTable';


/**
 * @example
 * <ReportPage report={visitorReport} />
 */
export interface ReportPageProps {
  /** The report (contract data) and the resource whose rows it aggregates. */
  report: ReportDef;
  source: ResourceDef;
  /** Heading (default the report's title). */
  title?: string;
  /** Today as `yyyy-MM-dd` (stories and tests pin it). */
  today?: string;
  /** Days of the first range (default 30). */
  days?: number;
  /** Part of a page of its own: no frame, an h2 heading. */
  embedded?: boolean;
  /** The host's class on the root (beside `sca-page` when the report is the page). */
  className?: string;
}

/** The measures a stacked bar piles up: the counts of parts (with a condition), else the first measure. */
function stackedMeasures(report: ReportDef): string[] {
  const parts = Object.entries(report.measures).filter(([, m]) => m.agg === 'count' && m.where).map(([n]) => n);
  return parts.length > 1 ? parts : [Object.keys(report.measures)[0]!];
}

/**
 * A report page built from a `ReportDef`: the filter bar (bounded range, grouping, filters), a KPI
 * card per measure with its change against the previous period, the chart (ECharts, loaded with
 * the first report; a bar or slice opens the list it counts), and the sortable table with its total
 * row, which is also the chart's accessible alternative. 导出 downloads the same rows as xlsx.
 * @example
 * <ReportPage report={mealOrderReport} source={orderDinner} />
 */
export function ReportPage({ report, source, title, today, days, embedded = false, className }: ReportPageProps) {
  const t = useViewT(reportMessages);
  const locale = useLocale();
  const navigate = useNavigate();
  const r = useReport(report, source, { ...(today ? { today } : {}), ...(days ? { days } : {}) });
  const heading = title ?? report.title[locale];
  const exp = useExport(source, r.exportOperation, report.title['zh-CN']);
  const views = report.views.includes('table') ? report.views : [...report.views, 'table' as const];
  const [view, setView] = useState<ReportView>(views[0]!);
  const measureNames = Object.keys(report.measures);
  const [measure, setMeasure] = useState(measureNames[0]!);
  const initial = useMemo(() => initialQuery(report, r.today, days), [report, r.today, days]);
  const result = r.result;
  const dimension = result ? report.dimensions[result.dimension] : undefined;
  const keyText = (row: ReportRow): string => {
    if (row.key === null) return t('report.none');
    if (dimension?.kind !== 'field') return String(row.key);
    const fd = source.fields[dimension.field];
    const v = fd?.values?.find((x) => String(x.value) === String(row.key));
    return v ? v.label[locale] : (row.label ?? String(row.key));
  };
  const categories = useMemo(() => result?.rows.map(keyText) ?? [], [result, locale]); // eslint-disable-line react-hooks/exhaustive-deps
  const chartMeasures = view === 'stackedBar' ? stackedMeasures(report) : [measure];
  const series = useMemo(
    () => chartMeasures.map((m) => ({ name: report.measures[m]!.label[locale], data: result?.rows.map((row) => shownValue(report, m, row.values[m] ?? 0)) ?? [] })),
    [result, locale, chartMeasures.join()], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const keyHeader = dimension ? dimensionLabel(dimension, source.fields)[locale] : '';
  const openRow = (i: number) => {
    const row = result?.rows[i];
    const href = row ? r.drill(row) : null;
    if (href) navigate(href);
  };
  return (
    <section className={classes('sc-report', embedded ? 'sc-report-embedded' : 'sca-page', className)} aria-labelledby={`sc-report-${report.name}-title`} data-report={report.name}>
      <SheetStyle sheets={[REPORT_SHEET]} />
      {embedded
        ? <h2 id={`sc-report-${report.name}-title`}>{heading}</h2>
        : <h1 id={`sc-report-${report.name}-title`}>{heading}</h1>}
      <ReportFilterBar report={report} source={source} query={r.query} today={r.today} initial={initial} onSearch={r.setQuery} />
      {r.error ? <p role="alert" className="sc-report-error">{errorText(r.error, t('report.empty'))}</p> : null}
      {!result ? (r.error ? null : <Spinner label={t('report.loading')} />) : (
        <>
          <ReportKpis report={report} result={result} change={r.change} />
          {report.note ? <p className="sc-report-note">{report.note[locale]}</p> : null}
          <div className="sc-report-toolbar">
            <SegmentedControl<ReportView>
              aria-label={t('report.view')} value={view} onChange={setView}
              options={views.map((v) => ({ value: v, label: t(`report.view.${v}`) }))}
            />
            {view !== 'table' && view !== 'stackedBar' ? (
              <label>
                {t('report.measure')}{' '}
                <select value={measure} onChange={(e) => setMeasure(e.target.value)}>
                  {measureNames.map((m) => <option key={m} value={m}>{report.measures[m]!.label[locale]}</option>)}
                </select>
              </label>
            ) : null}
            <Button loading={exp.state.status === 'running'} onClick={() => void exp.run(r.input)}>{t('report.export')}</Button>
          </div>
          {exp.state.status === 'done' ? <p role="status" className="sc-report-note">{t('report.exported', { name: exp.state.fileName ?? '' })}</p> : null}
          {exp.state.status === 'failed' ? <p role="alert" className="sc-report-error">{exp.state.message}</p> : null}
          {result.rows.length === 0 ? <EmptyState title={t('report.empty')} /> : (
            <>
              {view !== 'table' ? (
                <Chart
                  kind={view as ChartKind} categories={categories} series={series} locale={locale}
                  label={t('report.chart', { title: heading, measure: series.map((s) => s.name).join(' / ') })}
                  {...(decimalsOf(report, measure) !== undefined && view !== 'stackedBar' ? { decimals: decimalsOf(report, measure) } : {})}
                  {...(report.drill ? { onSelect: openRow } : {})}
                />
              ) : null}
              <ReportTable
                report={report} result={result} keyHeader={keyHeader} keyText={keyText} drill={r.drill}
                label={t('report.table', { title: heading })}
              />
            </>
          )}
        </>
      )}
    </section>
  );
}
