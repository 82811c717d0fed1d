/**
 * The home page's two trend charts, loaded after the cards (this module carries the report
 * definitions, their source resources and the report parts): the first two
 * reports the user's permissions open, over the last 14 days, drawn as plain SVG trend lines: the
 * ECharts chunk stays with the report pages, and a line opens the full report.
 */
import { dinnerStatisticsReport } from '../../contract/reports/mealReports';
import { consumptionReport, commentReport } from '../../contract/reports/statisticsReports';
import { flashStatisticsReport } from '../../contract/reports/shopReports';
import { commentBill } from '../../contract/services/comment';
import { order } from '../../contract/services/flashdeliver';
import { orderDinner } from '../../contract/services/ordermeal';
import { virtAccountWater } from '../../contract/services/wallet';
import type { ReportDef } from '../../contract/report';
import type { ResourceDef } from '../../contract/types';
import { useCan } from '../../core';
import { ReportSummary } from '../../resource';

const TRENDS: readonly { report: ReportDef; source: ResourceDef; measures: readonly string[]; href: string }[] = [
  { report: dinnerStatisticsReport, source: orderDinner, measures: ['orders', 'amount'], href: '/meal/statistics' },
  { report: flashStatisticsReport, source: order, measures: ['amount', 'orders'], href: '/buildFlashStatiscal/flashStatistics' },
  { report: consumptionReport, source: virtAccountWater, measures: ['amount', 'count'], href: '/statiscal/reportConsumptionSummary' },
  { report: commentReport, source: commentBill, measures: ['bills', 'open'], href: '/statiscal/reportComment' },
];

/**
 * Two trend charts of what the user may see (none without any report role).
 * @example
 * <DashboardTrends today="2026-03-10" />
 */
export function DashboardTrends({ today }: { today: string }) {
  const can = useCan();
  const shown = TRENDS.filter((x) => can([x.report.permission])).slice(0, 2);
  if (!shown.length) return null;
  return (
    <div className="sc-report-grid sc-dashboard-trends">
      {shown.map((x) => (
        <ReportSummary key={x.report.name} report={x.report} source={x.source} measures={x.measures} kind="line" href={x.href} today={today} days={14} light />
      ))}
    </div>
  );
}
