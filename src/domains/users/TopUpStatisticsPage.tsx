import { topUpReport } from '../../contract/reports/accountReports';
import { userRecod } from '../../contract/services/organisation/people';
import { ReportPage, useViewT } from '../../resource';
import { usersTitles } from './titles.gen';

/**
 * @example
 * const props: TopUpStatisticsPageProps = { today: '2026-11-26' };
 */
export interface TopUpStatisticsPageProps { title?: string; today?: string; className?: string }

/**
 * 充值统计: users' wallet top-ups (amount, number, users topped up) and deductions per day, week,
 * month or project, in the caller's data scope, with KPIs against the previous period, a chart, the
 * table and its export; a bar or 查看明细 opens 用户账户记录 filtered to that group.
 * @example
 * <AdminProvider apiBase="/super_cloud/api" token={token}><TopUpStatisticsPage /></AdminProvider>
 */
export function TopUpStatisticsPage({ title = 'route.topUpStatistics', today, className }: TopUpStatisticsPageProps) {
  // Its heading is its only text of the domain's: the titles, not the domain's whole table.
  const t = useViewT(usersTitles);
  return <ReportPage report={topUpReport} source={userRecod} className={className} title={t(title)} {...(today ? { today } : {})} />;
}
