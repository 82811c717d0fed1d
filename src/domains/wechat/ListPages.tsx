/**
 * The settings-centre pages that are the generic resource page with the domain's choices: one
 * export per mountable page.
 */
import { dictionaryOrgItem } from '../../contract/services/basesetting';
import { serviceAppRoleConfig, serviceinfo } from '../../contract/services/common';
import {
  picandtextdetailstemp, replykeywords, templateLibrary, webPublic, wxtextpicvoicetemp, wxTemplateConfigParams, wxTemplateMessageConfig,
  wxTemplateMessageType,
} from '../../contract/services/wechat';
import { resourcePageWith } from '../../resource';
import { wechatMessages } from './messages';

// Pages carry the domain's texts: mounted alone, they still head themselves with words.
const resourcePageOf = resourcePageWith(wechatMessages);

/**
 * 公众号: the public accounts; AppSecret, Token and EncodingAESKey are write-only (the list and the
 * form never receive them; an edit left blank keeps the stored value). @example <PublicAccountsPage />
 */
export const PublicAccountsPage = resourcePageOf(webPublic, { title: 'route.wxPublicno', columns: ['name', 'appId', 'originalId', 'type', 'status', 'createTime'] });
/** 服务信息: how each service is reached (address, icon, order, status), edited through updateService. @example <ServiceInfoPage /> */
export const ServiceInfoPage = resourcePageOf(serviceinfo, { title: 'route.serviceinfo', updateWith: 'updateService', columns: ['name', 'type', 'url', 'icon', 'sort', 'status'] });
/** 服务授权设置: which app roles may use a service. @example <ServiceAuthPage /> */
export const ServiceAuthPage = resourcePageOf(serviceAppRoleConfig, { title: 'route.serviceAuthSetting' });
/** 项目设置: each project's own dictionary values (dictionaryOrgItem). @example <ProjectSettingsPage /> */
export const ProjectSettingsPage = resourcePageOf(dictionaryOrgItem, { title: 'route.projectSetting' });
/** 关键词回复: replies by keyword (exact or contained), as text or a material. @example <KeywordRepliesPage /> */
export const KeywordRepliesPage = resourcePageOf(replykeywords, { title: 'route.wechatKeywords' });
/** 素材模板: text, article, picture and voice materials of a public account. @example <MaterialsPage /> */
export const MaterialsPage = resourcePageOf(wxtextpicvoicetemp, { title: 'route.wechatMaterials' });
/** 图文详情: the articles of the article materials (cover picture, link, order). @example <ArticleItemsPage /> */
export const ArticleItemsPage = resourcePageOf(picandtextdetailstemp, { title: 'route.wechatArticles' });
/** 模板库: the WeChat template library the template settings pick from. @example <TemplateLibraryPage /> */
export const TemplateLibraryPage = resourcePageOf(templateLibrary, { title: 'route.wechatTemplateLibrary' });
/** 模板消息类型: the kinds of template message (缴费通知, 访客通知…). @example <TemplateTypesPage /> */
export const TemplateTypesPage = resourcePageOf(wxTemplateMessageType, { title: 'route.wechatTemplateTypes' });
/** 模板消息配置: which WeChat template a type uses on an account. @example <TemplateConfigsPage /> */
export const TemplateConfigsPage = resourcePageOf(wxTemplateMessageConfig, { title: 'route.wechatTemplateConfigs' });
/** 模板参数: the keys of a template setting with their default value and colour. @example <TemplateParamsPage /> */
export const TemplateParamsPage = resourcePageOf(wxTemplateConfigParams, { title: 'route.wechatTemplateParams' });
