/** /wechat (settings centre): public accounts, services, service authorisation, project settings. */
import { group, page, resource } from './entry';

export const wechatRoutes = group('/wechat', 'wechat', ['base-setting'], [
  page('/wechat/wxPublicno/list', 'wxPublicno', resource('wechat.webPublic')),
  page('/wechat/serviceinfo/index', 'serviceinfo', resource('common.serviceinfo')),
  page('/wechat/serviceAuthSetting/index', 'serviceAuthSetting', resource('common.serviceAppRoleConfig')),
  page('/wechat/projectSetting/index', 'projectSetting', resource('basesetting.dictionaryOrgItem')),
], { icon: 'chat' });
