/**
 * `@supercloud/admin/marketing`: coupons (优惠券, with 发布 / 发放 / 停用), their receipts (领取记录,
 * with 核销), distribution rules and commissions, the coupon lookup, and the coupon and
 * distribution reports; each mountable alone inside `<AdminProvider>`, with its route data for a console.
 * @example
 * import { AdminProvider } from '@supercloud/admin';
 * import { CouponsPage } from '@supercloud/admin/marketing';
 * <AdminProvider apiBase="https://api.example.com/super_cloud/api" token={token}><CouponsPage /></AdminProvider>
 * @module @supercloud/admin/marketing
 */
'use client';

export { CouponLookupPage } from './CouponLookupPage';
export type { MarketingPageProps } from './CouponLookupPage';
export { CouponsPage } from './CouponsPage';
export type { CouponsPageProps } from './CouponsPage';
export { IssueCouponDialog } from './IssueCouponDialog';
export type { IssueCouponDialogProps } from './IssueCouponDialog';
export { CommissionsPage, CouponReceiptsPage, DistributionRulesPage } from './ListPages';
export type { DistributionRulesPageProps } from './ListPages';
export { CouponReportPage, DistributionReportPage } from './ReportPages';
export type { MarketingReportPageProps } from './ReportPages';
export { MARKETING_PAGES, MARKETING_PATHS, MARKETING_REPORT_ROLE, MARKETING_ROLE, marketingReportRoutes, marketingRoutes } from './routes';
export type { MarketingPageName } from './routes';
export { marketingActions } from './actions';
/** The domain as one value (menu groups, pages, role keys, texts), as the console's registry reads it. */
export { marketingDomain } from './domain';
export { marketingMessages } from './messages';
