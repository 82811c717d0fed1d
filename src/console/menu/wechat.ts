/** /wechat (settings centre): public accounts, services, service authorisation, project settings. */
import { group, page, resource } from './entry';

export const wechatRoutes = group('/wechat', 'wechat', ['base-setting'], [
  page('/wechat/wxPublicno/list', 'wxPublicno', resource('wechat.webPublic')),
  // The settings centre's view of the services: how each is reached (address, icon, order,
  // status), edited through updateService; 服务管理 (/operationcenter/service) keeps the catalogue.
  page('/wechat/serviceinfo/index', 'serviceinfo', resource('common.serviceinfo', { update: 'updateService', columns: ['name', 'type', 'url', 'icon', 'sort', 'status'] })),
  page('/wechat/serviceAuthSetting/index', 'serviceAuthSetting', resource('common.serviceAppRoleConfig')),
  page('/wechat/projectSetting/index', 'projectSetting', resource('basesetting.dictionaryOrgItem')),
], { icon: 'chat' });
