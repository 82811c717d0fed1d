/**
 * The home page's two trend lines, loaded after the cards: the first two reports the user's roles
 * open, over the last 14 days, each with its total and the change against the 14 days before. Kept
 * light on purpose (report definitions, `useReport` and a plain SVG `TrendLine`; no ECharts, no
 * report page parts), so the first page after login stays within its size budget.
 */
import { Link } from 'react-router-dom';
import { dinnerStatisticsReport } from '../../contract/reports/mealReports';
import { flashStatisticsReport } from '../../contract/reports/shopReports';
import { commentReport, consumptionReport } from '../../contract/reports/statisticsReports';
import type { ReportDef } from '../../contract/report';
import { useCan, useLocale, useReport, useT } from '../../core';
import { TrendLine, fullNumber } from '../../ui';

interface Trend { readonly report: ReportDef; readonly measure: string; readonly href: string }

const TRENDS: readonly Trend[] = [
  { report: dinnerStatisticsReport, measure: 'orders', href: '/meal/statistics' },
  { report: flashStatisticsReport, measure: 'amount', href: '/buildFlashStatiscal/flashStatistics' },
  { report: consumptionReport, measure: 'amount', href: '/statiscal/reportConsumptionSummary' },
  { report: commentReport, measure: 'bills', href: '/statiscal/reportComment' },
];

// Trends take no filters, so the source's field labels are not needed (nor downloaded).
const NO_FIELDS = { fields: {} };

function TrendCard({ trend, today }: { trend: Trend; today: string }) {
  const t = useT();
  const locale = useLocale();
  const { report, measure } = trend;
  const r = useReport(report, NO_FIELDS, { today, days: 14 });
  const result = r.result;
  const m = report.measures[measure]!;
  const money = m.agg === 'sum';
  const change = r.change(measure);
  const pct = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' });
  const title = report.title[locale];
  return (
    <section className="sc-dashboard-trend" aria-labelledby={`sc-trend-${report.name}`} aria-busy={!result && !r.error}>
      <h3 id={`sc-trend-${report.name}`}><Link to={trend.href}>{title}</Link></h3>
      {r.error ? <p role="alert">{t('dashboard.trendFailed')}</p> : null}
      {result ? (
        <>
          <p className="sc-dashboard-trend-total">
            {t('dashboard.trendTotal', { measure: m.label[locale], value: fullNumber(result.totals[measure] ?? 0, locale, money ? 2 : 0) })}
            {' · '}
            {change === null ? t('dashboard.trendNoPrevious') : t('dashboard.trendChange', { change: pct.format(change) })}
          </p>
          <TrendLine
            values={result.rows.map((row) => row.values[measure] ?? 0)} labels={result.rows.map((row) => String(row.key).slice(5))}
            locale={locale} label={t('dashboard.trendLabel', { title, measure: m.label[locale] })}
          />
        </>
      ) : null}
    </section>
  );
}

/**
 * Two trend lines of what the user may see (none without any report role).
 * @example
 * <DashboardTrends today="2026-03-10" />
 */
export function DashboardTrends({ today }: { today: string }) {
  const can = useCan();
  const shown = TRENDS.filter((x) => can([x.report.permission])).slice(0, 2);
  if (!shown.length) return null;
  return <div className="sc-dashboard-trends">{shown.map((x) => <TrendCard key={x.report.name} trend={x} today={today} />)}</div>;
}
