import { couponReport, distributionReport } from '../../contract/reports/marketingReports';
import { commission, couponReceipt } from '../../contract/services/marketing';
import { ReportPage, useViewT } from '../../resource';

/**
 * @example
 * const props: MarketingReportPageProps = { today: '2026-11-26' };
 */
export interface MarketingReportPageProps { title?: string; today?: string; className?: string }

/**
 * 优惠券统计: coupons issued, used and expired, the use rate, what they took off orders and how
 * many users received them, per batch or by day, week or month of receipt, in the caller's data
 * scope; a bar, a slice or 查看明细 opens 领取记录 filtered to that batch or day.
 * @example
 * <AdminProvider apiBase="/super_cloud/api" token={token}><CouponReportPage /></AdminProvider>
 */
export function CouponReportPage({ title, today, className }: MarketingReportPageProps) {
  const t = useViewT();
  return <ReportPage report={couponReport} source={couponReceipt} className={className} {...(title ? { title: t(title) } : {})} {...(today ? { today } : {})} />;
}

/**
 * 分销统计: commissions, commission lines, the orders' amount and the number of distributors, per
 * level or distributor (the top 20) or by day or month; drills down to 分销佣金.
 * @example
 * <AdminProvider apiBase="/super_cloud/api" token={token}><DistributionReportPage /></AdminProvider>
 */
export function DistributionReportPage({ title, today, className }: MarketingReportPageProps) {
  const t = useViewT();
  return <ReportPage report={distributionReport} source={commission} className={className} {...(title ? { title: t(title) } : {})} {...(today ? { today } : {})} />;
}
