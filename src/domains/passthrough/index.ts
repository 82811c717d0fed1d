/**
 * `@supercloud/admin/passthrough`: the visitor-pass and access-control pages, each mountable
 * alone inside `<AdminProvider>`, and their route data for a console.
 * @example
 * import { VisitorInfoPage } from '@supercloud/admin/passthrough';
 * <AdminProvider apiBase="/super_cloud/api" token={token}><VisitorInfoPage /></AdminProvider>
 * @module @supercloud/admin/passthrough
 */
'use client';

export { VisitorInfoPage } from './VisitorInfoPage';
export type { PassthroughPageProps } from './VisitorInfoPage';
export {
  LinglingCardUsersPage, LinglingCardsPage, LinglingDevicesPage, PermGroupDevicesPage, PermGroupUsersPage, PermGroupsPage,
  VisitorOrdersPage, VisitorQrCodesPage,
} from './PassthroughListPages';
export { PASSTHROUGH_PAGES, PASSTHROUGH_ROLE, passthroughPages } from './routes';
export type { PassthroughPageName } from './routes';
/** The domain as one value (menu entries, pages, role key, texts), as the console's registry reads it. */
export { passthroughDomain } from './domain';
export { passthroughMessages } from './messages';
