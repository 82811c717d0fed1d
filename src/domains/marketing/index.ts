/**
 * `@supercloud/admin/marketing`: the coupon lookup (优惠券查询), mountable alone inside
 * `<AdminProvider>`, and its route data for a console; the other marketing pages are embedded
 * from the marketing service (`services.marketing` of `<AdminProvider>`).
 * @example
 * import { AdminProvider } from '@supercloud/admin';
 * import { CouponLookupPage } from '@supercloud/admin/marketing';
 * <AdminProvider apiBase="https://api.example.com/super_cloud/api" token={token}><CouponLookupPage /></AdminProvider>
 * @module @supercloud/admin/marketing
 */
'use client';

export { CouponLookupPage } from './CouponLookupPage';
export type { MarketingPageProps } from './CouponLookupPage';
export { MARKETING_PAGES, MARKETING_ROLE, marketingRoutes } from './routes';
export type { MarketingPageName } from './routes';
export { marketingActions } from './actions';
/** The domain as one value (menu group, page, role key, texts), as the console's registry reads it. */
export { marketingDomain } from './domain';
export { marketingMessages } from './messages';
