/**
 * `@supercloud/admin/wechat`: the settings centre (public accounts with write-only secrets, service
 * information and authorisation, project settings) and the WeChat service's pages (keyword
 * replies, materials and articles, the template library, template types, settings and parameters,
 * followers with labels, received messages and events as read-only logs, the merchant's WeChat Pay
 * binding), each mountable alone inside `<AdminProvider>`, and their route data for a console.
 * @example
 * import { AdminProvider } from '@supercloud/admin';
 * import { PublicAccountsPage } from '@supercloud/admin/wechat';
 * <AdminProvider apiBase="https://api.example.com/super_cloud/api" token={token}><PublicAccountsPage /></AdminProvider>
 * @module @supercloud/admin/wechat
 */
'use client';

export {
  ArticleItemsPage, KeywordRepliesPage, MaterialsPage, ProjectSettingsPage, PublicAccountsPage, ServiceAuthPage, ServiceInfoPage, TemplateConfigsPage,
  TemplateLibraryPage, TemplateParamsPage, TemplateTypesPage,
} from './ListPages';
export { FollowersPage, LabelsDialog } from './FollowersPage';
export { EVENT_LOGS, EventsPage, InboundLogPage, MESSAGE_LOGS, ReceivedMessagesPage } from './InboundLogPage';
export type { InboundLogPageProps } from './InboundLogPage';
export { MerchantPayPage } from './MerchantPayPage';
export { WECHAT_PAGES, WECHAT_ROLE, wechatRoutes } from './routes';
export type { WechatPageName } from './routes';
/** The domain as one value (menu group, pages, role key, texts), as the console's registry reads it. */
export { wechatDomain } from './domain';
export { wechatMessages } from './messages';
