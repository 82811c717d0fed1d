import { merchantReport } from '../../contract/reports/index';
import { order } from '../../contract/services/flashdeliver';
import { ReportPage, useViewT } from '../../resource';
import type { DeliveryStaffReportPageProps } from './DeliveryStaffReportPage';

/**
 * @example
 * const props: MerchantReportPageProps = { today: '2026-11-26' };
 */
export type MerchantReportPageProps = DeliveryStaffReportPageProps;

/**
 * 商户报表: per merchant (or by day, week or month) the sold orders, sales, refunds, net and the
 * average order, kept in whole fen and shown as yuan; a bar, a slice or 查看明细 opens 订单管理
 * filtered to that merchant and range. Date range required, the caller's data scope applies.
 * @example
 * <AdminProvider apiBase="/super_cloud/api" token={token}><MerchantReportPage /></AdminProvider>
 */
export function MerchantReportPage({ title, today, className }: MerchantReportPageProps) {
  const t = useViewT();
  return <ReportPage report={merchantReport} source={order} className={className} {...(title ? { title: t(title) } : {})} {...(today ? { today } : {})} />;
}
