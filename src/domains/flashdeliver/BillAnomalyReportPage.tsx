import { billAnomalyReport } from '../../contract/reports/index';
import { order } from '../../contract/services/flashdeliver';
import { ReportPage, useViewT } from '../../resource';
import type { DeliveryStaffReportPageProps } from './DeliveryStaffReportPage';

/**
 * @example
 * const props: BillAnomalyReportPageProps = { today: '2026-11-26' };
 */
export type BillAnomalyReportPageProps = DeliveryStaffReportPageProps;

/**
 * 账单异常报表: every order of the range that breaks a rule (paid amount ≠ its lines, paid or out
 * for delivery longer than the days asked at the range's end, refunded twice or more), once, with
 * a mark per rule; the totals count orders. 查看明细 opens the order in 订单管理.
 * @example
 * <AdminProvider apiBase="/super_cloud/api" token={token}><BillAnomalyReportPage /></AdminProvider>
 */
export function BillAnomalyReportPage({ title, today, className }: BillAnomalyReportPageProps) {
  const t = useViewT();
  return <ReportPage report={billAnomalyReport} source={order} className={className} {...(title ? { title: t(title) } : {})} {...(today ? { today } : {})} />;
}
