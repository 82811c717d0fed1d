/**
 * /basesetting (base settings): the data dictionary carries its own role key `dictionary`;
 * wxTemplate and EmailSetting are embedded pages of the property service.
 */
import { embed, group, page, pending, resource } from './entry';

export const basesettingRoutes = group('/basesetting', 'basesetting', ['base-setting'], [
  page('/basesetting/auxiliaryManage', 'auxiliaryManage', pending), // the settings domain's 辅助功能管理 replaces it
  page('/basesetting/auxiliaryManageMiniProgram', 'auxiliaryManageMiniProgram', pending),
  page('/basesetting/promptAudioManage', 'promptAudioManage', pending),
  page('/basesetting/dictionaryGroup', 'dictionaryGroup', resource('basesetting.dictionaryGroup'), { roles: ['dictionary'] }),
  page('/basesetting/wxTemplate', 'wxTemplate', embed('property', '/basesetting/wxTemplate')),
  page('/basesetting/EmailSetting', 'emailSetting', embed('property', '/basesetting/emailSetting')),
  page('/basesetting/mobileConfig', 'mobileConfig', resource('notify.mobileConfig')),
  page('/basesetting/smsAuthcode', 'smsAuthcode', resource('notify.smsAuthcode')),
  page('/basesetting/applicationManage', 'applicationManage', resource('common.serviceAppMenuConfig')),
  page('/basesetting/interfaceManage', 'interfaceManage', pending),
], { icon: 'settings' });
