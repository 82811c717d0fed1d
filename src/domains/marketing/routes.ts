/**
 * The marketing domain's routes as data: its native pages replace the console's '营销中心' embeds
 * (/marketingCenter: 优惠券, 分销管理, 领取记录, plus 分销佣金 and 优惠券查询) and its two
 * reports the '统计数据' embeds of coupons and distribution.
 */
import type { RouteEntry } from '../../core/types';

/**
 * Role key of the marketing calls (000 section 6).
 * @example
 * <AdminProvider apiBase="/api" permissions={[MARKETING_ROLE]}><CouponsPage /></AdminProvider>
 */
export const MARKETING_ROLE = 'marketingCenter';
/**
 * Role key of the report pages (the '统计数据' group's).
 * @example
 * <AdminProvider apiBase="/api" permissions={[MARKETING_REPORT_ROLE]}><CouponReportPage /></AdminProvider>
 */
export const MARKETING_REPORT_ROLE = 'statisticalData';

/**
 * Page name (the `{ kind: 'page' }` view) -> the export of `@supercloud/admin/marketing` that renders it.
 * @example
 * MARKETING_PAGES.coupon // 'CouponsPage'
 */
export const MARKETING_PAGES = {
  couponInfo: 'CouponLookupPage',
  coupon: 'CouponsPage',
  receive: 'CouponReceiptsPage',
  distribution: 'DistributionRulesPage',
  commission: 'CommissionsPage',
  reportCoupon: 'CouponReportPage',
  reportDistribution: 'DistributionReportPage',
} as const;

/**
 * @example
 * const name: MarketingPageName = 'coupon';
 */
export type MarketingPageName = keyof typeof MARKETING_PAGES;

/**
 * Where the marketing lists live in the console (links between them and the reports' drill-down).
 * @example
 * navigate(`${MARKETING_PATHS.receive}?f.couponId=3`)
 */
export const MARKETING_PATHS = {
  coupon: '/marketingCenter/coupon',
  receive: '/marketingCenter/receive',
  distribution: '/marketingCenter/distribution',
  commission: '/marketingCenter/commission',
} as const;

const entry = (path: string, name: MarketingPageName, role = MARKETING_ROLE): RouteEntry =>
  ({ path, name, title: `route.${name}`, roles: [role], view: { kind: 'page', page: name } });

/**
 * The '营销中心' group's native pages.
 * @example
 * <GuardedRoutes routes={[...myRoutes, marketingRoutes]} layout={<Layout />} />
 */
export const marketingRoutes: RouteEntry = {
  path: '/marketingCenter', name: 'marketingCenter', title: 'route.marketingCenter', roles: [MARKETING_ROLE],
  children: [
    entry(MARKETING_PATHS.coupon, 'coupon'),
    entry(MARKETING_PATHS.distribution, 'distribution'),
    entry(MARKETING_PATHS.receive, 'receive'),
    entry(MARKETING_PATHS.commission, 'commission'),
    entry('/marketingCenter/couponInfo', 'couponInfo'),
  ],
};

/**
 * The coupon and distribution reports in '统计数据'.
 * @example
 * <GuardedRoutes routes={[...myRoutes, marketingReportRoutes]} layout={<Layout />} />
 */
export const marketingReportRoutes: RouteEntry = {
  path: '/statiscal', name: 'statiscal', title: 'route.statiscal', roles: [MARKETING_REPORT_ROLE],
  children: [
    entry('/statiscal/reportCoupon', 'reportCoupon', MARKETING_REPORT_ROLE),
    entry('/statiscal/reportDistribution', 'reportDistribution', MARKETING_REPORT_ROLE),
  ],
};
