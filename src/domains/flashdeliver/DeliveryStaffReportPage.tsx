import { deliveryStaffReport } from '../../contract/reports/index';
import { order } from '../../contract/services/flashdeliver';
import { ReportPage, useViewT } from '../../resource';

/**
 * @example
 * <DeliveryStaffReportPage today="2026-11-26" />
 */
export interface DeliveryStaffReportPageProps { title?: string; today?: string; className?: string }

/**
 * 配送员报表: orders and sales per courier (and by day, week or month) over the flash orders, in
 * the caller's data scope, for a required date range; the note says which orders the totals count.
 * @example
 * <AdminProvider apiBase="/super_cloud/api" token={token}><DeliveryStaffReportPage /></AdminProvider>
 */
export function DeliveryStaffReportPage({ title, today, className }: DeliveryStaffReportPageProps) {
  const t = useViewT();
  return <ReportPage report={deliveryStaffReport} source={order} className={className} {...(title ? { title: t(title) } : {})} {...(today ? { today } : {})} />;
}
