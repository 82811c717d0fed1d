/**
 * The marketing domain's routes as data: it adds 优惠券查询 to the console's '营销中心' group
 * (/marketingCenter); 优惠券, 分销管理 and 领取记录 stay embedded from the marketing service.
 */
import type { RouteEntry } from '../../core/types';

/**
 * Role key of the marketing calls (000 section 6).
 * @example
 * <AdminProvider apiBase="/api" permissions={[MARKETING_ROLE]}><CouponLookupPage /></AdminProvider>
 */
export const MARKETING_ROLE = 'marketingCenter';

/**
 * Page name (the `{ kind: 'page' }` view) -> the export of `@supercloud/admin/marketing` that renders it.
 * @example
 * MARKETING_PAGES.couponInfo // 'CouponLookupPage'
 */
export const MARKETING_PAGES = {
  couponInfo: 'CouponLookupPage',
} as const;

/**
 * @example
 * const name: MarketingPageName = 'couponInfo';
 */
export type MarketingPageName = keyof typeof MARKETING_PAGES;

/**
 * The '营销中心' group's native page.
 * @example
 * <GuardedRoutes routes={[...myRoutes, marketingRoutes]} layout={<Layout />} />
 */
export const marketingRoutes: RouteEntry = {
  path: '/marketingCenter', name: 'marketingCenter', title: 'route.marketingCenter', roles: [MARKETING_ROLE],
  children: [
    { path: '/marketingCenter/couponInfo', name: 'couponInfo', title: 'route.couponInfo', roles: [MARKETING_ROLE], view: { kind: 'page', page: 'couponInfo' } },
  ],
};
