import { enterpriseAccountReport } from '../../contract/reports/accountReports';
import { virtAccountWater } from '../../contract/services/wallet';
import { ReportPage, useViewT } from '../../resource';
import { enterpriseTitles } from './titles.gen';

/**
 * @example
 * const props: AccountStatisticsPageProps = { today: '2026-11-26' };
 */
export interface AccountStatisticsPageProps { title?: string; today?: string; className?: string }

/**
 * 账户统计: the enterprise accounts' recharges, payments, refunds, net spending, flow lines and
 * active accounts per company, transaction type, day or month, in the caller's data scope, with
 * KPIs, a chart, the table and its export; a bar or 查看明细 opens 账户流水 filtered to that group.
 * @example
 * <AdminProvider apiBase="/super_cloud/api" token={token}><AccountStatisticsPage /></AdminProvider>
 */
export function AccountStatisticsPage({ title = 'route.accountStatistics', today, className }: AccountStatisticsPageProps) {
  // Its heading is its only text of the domain's: the titles, not the domain's whole table.
  const t = useViewT(enterpriseTitles);
  return <ReportPage report={enterpriseAccountReport} source={virtAccountWater} className={className} title={t(title)} {...(today ? { today } : {})} />;
}
