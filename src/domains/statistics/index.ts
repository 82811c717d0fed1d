/**
 * `@supercloud/admin/statistics`: the report pages of 统计数据, 云小店统计 and the cloud shop's
 * sales report, each mountable alone inside `<AdminProvider>`, and their route data for a console.
 * @example
 * import { AdminProvider } from '@supercloud/admin';
 * import { PlatformOverviewPage } from '@supercloud/admin/statistics';
 * <AdminProvider apiBase="https://api.example.com/super_cloud/api" token={token}><PlatformOverviewPage /></AdminProvider>
 * @module @supercloud/admin/statistics
 */
'use client';

export {
  BusinessAnalysisPage, CommentReportPage, ConsumptionReportPage, DeviceCollectionReportPage, FlashStatisticsPage, MealOrderReportPage,
  MerchantTurnoverReportPage, OrganisationSellReportPage, ProjectSummaryPage, RechargeReportPage, RefundReportPage, VisitorReportPage,
  DailyMealReportPage, PersonConsumptionReportPage, DishSalesReportPage, RechargeDetailReportPage, ConsumptionDetailReportPage, WalletBalanceReportPage,
} from './reportPages';
export type { StatisticsPageProps } from './reportPages';
export {
  CardReportPage, MealLineReportPage, MerchantSettlementReportPage, PropertyFeeReportPage, RepairReportPage, SubsidyReportPage, UserActivityReportPage,
} from './operationReportPages';
export { DeptConsumptionReportPage, ParkingReportPage } from './deptParkingReportPages';
export { BusinessProfilePage, PlatformOverviewPage } from './OverviewPages';
export { STATISTICS_PAGES, STATISTICS_ROLE, FLASH_STATISTICS_ROLE, FLASHDELIVER_ROLE, statisticsRoutes } from './routes';
export type { StatisticsPageName } from './routes';
/** The reports as contract data (sources, dimensions, measures, filters), for pages of one's own. */
export { REPORTS } from '../../contract/reports/index';
/** The domain as one value (menu groups, pages, role keys, texts), as the console's registry reads it. */
export { statisticsDomain } from './domain';
export { statisticsMessages } from './messages';
