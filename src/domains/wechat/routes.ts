/**
 * The wechat domain's routes as data: it fills 设置中心 (/wechat) with its pages (the spec's four
 * paths replace the console's generic entries; keyword replies, materials, templates, followers,
 * the message and event logs and the merchant binding are our additions to the group).
 */
import { LIST_PERMISSIONS } from '../../contract/listPermissions.gen';
import type { RouteEntry } from '../../core/types';

/**
 * Role key of 设置中心 and of every wechat call (000 section 6).
 * @example
 * <AdminProvider apiBase="/api" permissions={[WECHAT_ROLE]}><PublicAccountsPage /></AdminProvider>
 */
export const WECHAT_ROLE = 'base-setting';

/**
 * Page name (the `{ kind: 'page' }` view) -> the export of `@supercloud/admin/wechat` that renders it.
 * @example
 * WECHAT_PAGES.wechatFollowers // 'FollowersPage'
 */
export const WECHAT_PAGES = {
  wechatPublicAccounts: 'PublicAccountsPage',
  wechatServiceInfo: 'ServiceInfoPage',
  wechatServiceAuth: 'ServiceAuthPage',
  wechatProjectSettings: 'ProjectSettingsPage',
  wechatKeywordReplies: 'KeywordRepliesPage',
  wechatMaterials: 'MaterialsPage',
  wechatArticleItems: 'ArticleItemsPage',
  wechatTemplateLibrary: 'TemplateLibraryPage',
  wechatTemplateTypes: 'TemplateTypesPage',
  wechatTemplateConfigs: 'TemplateConfigsPage',
  wechatTemplateParams: 'TemplateParamsPage',
  wechatFollowerList: 'FollowersPage',
  wechatReceivedMessages: 'ReceivedMessagesPage',
  wechatEventLog: 'EventsPage',
  wechatMerchantPay: 'MerchantPayPage',
} as const;

/**
 * @example
 * const name: WechatPageName = 'wechatFollowerList';
 */
export type WechatPageName = keyof typeof WECHAT_PAGES;

const entry = (path: string, name: string, page: WechatPageName, role = WECHAT_ROLE): RouteEntry =>
  ({ path, name, title: `route.${name}`, roles: [role], view: { kind: 'page', page } });
// A page shows exactly when its list may be called: these lists need keys of their own.
const listKey = (resource: string): string => LIST_PERMISSIONS[resource] ?? WECHAT_ROLE;

/**
 * 设置中心.
 * @example
 * <GuardedRoutes routes={[...myRoutes, wechatRoutes]} layout={<Layout />} />
 */
export const wechatRoutes: RouteEntry = {
  path: '/wechat', name: 'wechat', title: 'route.wechat',
  roles: [...new Set([WECHAT_ROLE, listKey('common.serviceinfo'), listKey('common.serviceAppRoleConfig'), listKey('basesetting.dictionaryOrgItem')])],
  children: [
    entry('/wechat/wxPublicno/list', 'wxPublicno', 'wechatPublicAccounts'),
    entry('/wechat/serviceinfo/index', 'serviceinfo', 'wechatServiceInfo', listKey('common.serviceinfo')),
    entry('/wechat/serviceAuthSetting/index', 'serviceAuthSetting', 'wechatServiceAuth', listKey('common.serviceAppRoleConfig')),
    entry('/wechat/projectSetting/index', 'projectSetting', 'wechatProjectSettings', listKey('basesetting.dictionaryOrgItem')),
    entry('/wechat/keywordReply', 'wechatKeywords', 'wechatKeywordReplies'),
    entry('/wechat/material', 'wechatMaterials', 'wechatMaterials'),
    entry('/wechat/articleItem', 'wechatArticles', 'wechatArticleItems'),
    entry('/wechat/templateLibrary', 'wechatTemplateLibrary', 'wechatTemplateLibrary'),
    entry('/wechat/templateType', 'wechatTemplateTypes', 'wechatTemplateTypes'),
    entry('/wechat/templateConfig', 'wechatTemplateConfigs', 'wechatTemplateConfigs'),
    entry('/wechat/templateParam', 'wechatTemplateParams', 'wechatTemplateParams'),
    entry('/wechat/follower', 'wechatFollowers', 'wechatFollowerList'),
    entry('/wechat/message', 'wechatMessages', 'wechatReceivedMessages'),
    entry('/wechat/event', 'wechatEvents', 'wechatEventLog'),
    entry('/wechat/merchantPay', 'wechatMerchant', 'wechatMerchantPay'),
  ],
};
