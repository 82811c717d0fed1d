/**
 * The notice domain's routes as data: it fills 通知中心 (/noticeCenter) with its pages (the same
 * paths replace the generic and pending entries; SMS, e-mail and template messages, pushes, media
 * files, e-mail and template settings are our additions to the group) and 基础设置's SMS pages (/basesetting).
 */
import type { RouteEntry } from '../../core/types';

/**
 * Role key of 通知中心 (000 section 6).
 * @example
 * <AdminProvider apiBase="/api" permissions={[NOTICE_ROLE]}><NoticesPage /></AdminProvider>
 */
export const NOTICE_ROLE = 'pc:noticeCenter';
/**
 * Role key of 基础设置: the SMS accounts, SMS history, e-mail and template settings.
 * @example
 * <AdminProvider apiBase="/api" permissions={[NOTICE_SETTINGS_ROLE]}><SmsAccountsPage /></AdminProvider>
 */
export const NOTICE_SETTINGS_ROLE = 'base-setting';

/**
 * Page name (the `{ kind: 'page' }` view) -> the export of `@supercloud/admin/notice` that renders it.
 * @example
 * NOTICE_PAGES.noticeAppNotices // 'NoticesPage'
 */
export const NOTICE_PAGES = {
  noticeAppNotices: 'NoticesPage',
  noticeWechatNotices: 'WechatNoticesPage',
  noticeBanners: 'BannersPage',
  noticeSmsMessages: 'SmsMessagesPage',
  noticeEmailMessages: 'EmailMessagesPage',
  noticeTemplateMessages: 'TemplateMessagesPage',
  noticeMessagePush: 'MessagePushPage',
  noticeMediaFiles: 'MediaFilesPage',
  noticeSmsAccounts: 'SmsAccountsPage',
  noticeSmsHistory: 'SmsHistoryPage',
  noticeEmailSettings: 'EmailSettingsPage',
  noticeTemplateSettings: 'TemplateSettingsPage',
} as const;

/**
 * @example
 * const name: NoticePageName = 'noticeBanners';
 */
export type NoticePageName = keyof typeof NOTICE_PAGES;

const entry = (path: string, name: string, page: NoticePageName, role = NOTICE_ROLE): RouteEntry =>
  ({ path, name, title: `route.${name}`, roles: [role], view: { kind: 'page', page } });

/**
 * 通知中心.
 * @example
 * <GuardedRoutes routes={[...myRoutes, noticeRoutes, noticeSettingsRoutes]} layout={<Layout />} />
 */
export const noticeRoutes: RouteEntry = {
  path: '/noticeCenter', name: 'noticeCenter', title: 'route.noticeCenter', roles: [NOTICE_ROLE, NOTICE_SETTINGS_ROLE],
  children: [
    entry('/noticeCenter/notice', 'notice', 'noticeAppNotices'),
    entry('/noticeCenter/noticeWx', 'noticeWx', 'noticeWechatNotices'),
    entry('/noticeCenter/banner', 'banner', 'noticeBanners'),
    entry('/noticeCenter/smsMessage', 'noticeSms', 'noticeSmsMessages'),
    entry('/noticeCenter/emailMessage', 'noticeEmail', 'noticeEmailMessages'),
    entry('/noticeCenter/templateMessage', 'noticeTemplate', 'noticeTemplateMessages'),
    entry('/noticeCenter/messagePush', 'noticePush', 'noticeMessagePush'),
    entry('/noticeCenter/mediaFile', 'noticeMedia', 'noticeMediaFiles'),
    // 000 keeps 基础设置's wxTemplate and EmailSetting embedded pages; the native pages of the same
    // settings live here, under 基础设置's key.
    entry('/noticeCenter/emailConfig', 'noticeEmailConfig', 'noticeEmailSettings', NOTICE_SETTINGS_ROLE),
    entry('/noticeCenter/templateSetting', 'noticeTemplateSetting', 'noticeTemplateSettings', NOTICE_SETTINGS_ROLE),
  ],
};

/**
 * 基础设置's message channels.
 * @example
 * <GuardedRoutes routes={[...myRoutes, noticeRoutes, noticeSettingsRoutes]} layout={<Layout />} />
 */
export const noticeSettingsRoutes: RouteEntry = {
  path: '/basesetting', name: 'basesetting', title: 'route.basesetting', roles: [NOTICE_SETTINGS_ROLE],
  children: [
    entry('/basesetting/mobileConfig', 'mobileConfig', 'noticeSmsAccounts', NOTICE_SETTINGS_ROLE),
    entry('/basesetting/smsAuthcode', 'smsAuthcode', 'noticeSmsHistory', NOTICE_SETTINGS_ROLE),
  ],
};
