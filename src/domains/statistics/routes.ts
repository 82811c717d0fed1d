/**
 * The statistics domain's routes as data: native report pages replace the console's
 * '统计数据' embeds the catalogue's data can answer (the rest stay embeds with their configuration
 * hint), fill '云小店统计' and the cloud shop's 项目销售 report.
 */
import { LIST_PERMISSIONS } from '../../contract/listPermissions.gen';
import type { RouteEntry } from '../../core/types';

/**
 * Role keys of 000 section 6 of the report groups.
 * @example
 * <AdminProvider apiBase="/api" permissions={[STATISTICS_ROLE]}><PlatformOverviewPage /></AdminProvider>
 */
export const STATISTICS_ROLE = 'statisticalData';
/**
 * @example
 * <AdminProvider apiBase="/api" permissions={[FLASH_STATISTICS_ROLE]}><FlashStatisticsPage /></AdminProvider>
 */
export const FLASH_STATISTICS_ROLE = 'flashstatiscal';
/**
 * @example
 * <AdminProvider apiBase="/api" permissions={[FLASHDELIVER_ROLE]}><OrganisationSellReportPage /></AdminProvider>
 */
export const FLASHDELIVER_ROLE = 'flashdeliver';

/**
 * Page name (the `{ kind: 'page' }` view) -> the export of `@supercloud/admin/statistics` that renders it.
 * @example
 * STATISTICS_PAGES.platformOverview // 'PlatformOverviewPage'
 */
export const STATISTICS_PAGES = {
  platformOverview: 'PlatformOverviewPage',
  businessProfile: 'BusinessProfilePage',
  reportMealOrder: 'MealOrderReportPage',
  reportConsumptionSummary: 'ConsumptionReportPage',
  reportRechargeSummary: 'RechargeReportPage',
  reportRefund: 'RefundReportPage',
  reportMerchantTurnover: 'MerchantTurnoverReportPage',
  reportDeviceCollection: 'DeviceCollectionReportPage',
  reportVisitor: 'VisitorReportPage',
  reportComment: 'CommentReportPage',
  reportDailyMeal: 'DailyMealReportPage',
  reportPersonConsumption: 'PersonConsumptionReportPage',
  reportDishSales: 'DishSalesReportPage',
  reportRechargeDetail: 'RechargeDetailReportPage',
  reportConsumptionDetail: 'ConsumptionDetailReportPage',
  reportWalletBalance: 'WalletBalanceReportPage',
  reportMealLine: 'MealLineReportPage',
  reportMerchantSettlement: 'MerchantSettlementReportPage',
  reportSubsidy: 'SubsidyReportPage',
  reportCard: 'CardReportPage',
  reportRepair: 'RepairReportPage',
  reportPropertyFee: 'PropertyFeeReportPage',
  reportUserActivity: 'UserActivityReportPage',
  reportDeptConsumption: 'DeptConsumptionReportPage',
  reportParking: 'ParkingReportPage',
  projectSummary: 'ProjectSummaryPage',
  flashStatistics: 'FlashStatisticsPage',
  businessAnalysis: 'BusinessAnalysisPage',
  organisationSellReport: 'OrganisationSellReportPage',
} as const;

/**
 * @example
 * const name: StatisticsPageName = 'platformOverview';
 */
export type StatisticsPageName = keyof typeof STATISTICS_PAGES;

const entry = (path: string, name: StatisticsPageName, role: string): RouteEntry =>
  ({ path, name, title: `route.${name}`, roles: [role], view: { kind: 'page', page: name } });

const stats = (name: StatisticsPageName) => entry(`/statiscal/${name}`, name, STATISTICS_ROLE);

/**
 * The lists some reports drill down to that no menu entry shows (repairs, property fee bills, daily
 * activity): hidden pages of the contract's resource, reached from a bar, a slice or a table row.
 */
/** The role keys the drill-down lists take from the contract (the domain names them among its roles). */
export const DRILL_ROLES: string[] = [];

/** A report's drill-down list: shown to whoever may call the list it shows (the contract's list permission). */
const drillList = (name: string, resource: string): RouteEntry => {
  const key = LIST_PERMISSIONS[resource];
  if (key && !DRILL_ROLES.includes(key)) DRILL_ROLES.push(key);
  return { path: `/statiscal/${name}`, name, title: `route.${name}`, ...(key ? { roles: [key] } : {}), hidden: true, view: { kind: 'resource', resource } };
};

/**
 * @example
 * <GuardedRoutes routes={[...myRoutes, ...statisticsRoutes]} layout={<Layout />} />
 */
export const statisticsRoutes: RouteEntry[] = [
  {
    path: '/statiscal', name: 'statiscal', title: 'route.statiscal', roles: [STATISTICS_ROLE],
    children: [
      stats('platformOverview'), stats('businessProfile'), stats('reportMealOrder'), stats('reportConsumptionSummary'),
      stats('reportRechargeSummary'), stats('reportRefund'), stats('reportMerchantTurnover'), stats('reportDeviceCollection'),
      stats('reportVisitor'), stats('reportComment'), stats('reportDailyMeal'), stats('reportPersonConsumption'), stats('reportDishSales'),
      stats('reportRechargeDetail'), stats('reportConsumptionDetail'), stats('reportWalletBalance'),
      stats('reportMealLine'), stats('reportMerchantSettlement'), stats('reportSubsidy'), stats('reportCard'), stats('reportRepair'),
      stats('reportPropertyFee'), stats('reportUserActivity'), stats('reportDeptConsumption'), stats('reportParking'),
      drillList('repairList', 'organisation.userRepair'), drillList('propertyFeeList', 'organisation.generalbills'),
      drillList('userActivityList', 'organisation.userActiveCount'), drillList('deptConsumptionList', 'wallet.deptConsumption'),
    ],
  },
  {
    path: '/buildFlashStatiscal', name: 'buildFlashStatiscal', title: 'route.buildFlashStatiscal', roles: [FLASH_STATISTICS_ROLE],
    children: [
      entry('/buildFlashStatiscal/projectSummary', 'projectSummary', FLASH_STATISTICS_ROLE),
      entry('/buildFlashStatiscal/flashStatistics', 'flashStatistics', FLASH_STATISTICS_ROLE),
      entry('/buildFlashStatiscal/businessAnalysis', 'businessAnalysis', FLASH_STATISTICS_ROLE),
    ],
  },
  {
    path: '/flashdeliver', name: 'flashdeliver', title: 'route.flashdeliver', roles: [FLASHDELIVER_ROLE],
    children: [entry('/flashdeliver/organisationSellReport', 'organisationSellReport', FLASHDELIVER_ROLE)],
  },
];
