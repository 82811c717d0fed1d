/**
 * `@supercloud/admin/notice`: the notice centre (announcements, SMS, e-mail and template messages
 * with two-person publish approval, public-account notices, banners, pushes, media files) and the
 * message channels of the base settings (SMS accounts with their remaining quota, SMS history,
 * e-mail settings, template settings), each mountable alone inside `<AdminProvider>`, and their
 * route data for a console.
 * @example
 * import { AdminProvider } from '@supercloud/admin';
 * import { NoticesPage } from '@supercloud/admin/notice';
 * <AdminProvider apiBase="https://api.example.com/super_cloud/api" token={token}><NoticesPage /></AdminProvider>
 * @module @supercloud/admin/notice
 */
'use client';

export { ApprovalQueuePage, APPROVAL_TABS, APPROVAL_TAB_PARAM } from './ApprovalQueuePage';
export type { ApprovalQueuePageProps, ApprovalTab } from './ApprovalQueuePage';
export { EmailMessagesPage, NoticesPage, SmsMessagesPage, TemplateMessagesPage } from './MessagePages';
export { BannersPage } from './BannersPage';
export { EmailSettingsPage, MediaFilesPage, MessagePushPage, SmsHistoryPage, WechatNoticesPage } from './ListPages';
export { SmsAccountsPage } from './SmsAccountsPage';
export { TemplateSettingsPage } from './TemplateSettingsPage';
export { NOTICE_PAGES, NOTICE_ROLE, NOTICE_SETTINGS_ROLE, noticeRoutes, noticeSettingsRoutes } from './routes';
export type { NoticePageName } from './routes';
/** The domain as one value (menu groups, pages, role keys, texts), as the console's registry reads it. */
export { noticeDomain } from './domain';
export { noticeMessages } from './messages';
