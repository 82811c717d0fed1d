/**
 * The settings pages that are the generic resource page with the domain's choices: one export
 * per mountable page.
 */
import { seq, tempViewDat, tempViewSettings } from '../../contract/services/basesetting';
import { auxiliaryApp, auxiliaryMiniProgram, promptAudio } from '../../contract/services/basesettingAdditions';
import { serviceAppMenuConfig } from '../../contract/services/common';
import { emailConfig } from '../../contract/services/notify';
import { wxTemplateMessageConfig } from '../../contract/services/wechat';
import { resourcePageWith, type DateRule } from '../../resource';
import { settingsMessages } from './messages';

// Pages carry the domain's texts: mounted alone, they still head themselves with words.
const resourcePageOf = resourcePageWith(settingsMessages);

const PAST_YEAR: DateRule = { maxDays: 366, noFuture: true };

/** 序列号: number sequences (prefix, step, digits, reset cycle). @example <SequencesPage /> */
export const SequencesPage = resourcePageOf(seq, { title: 'route.seq' });
/** 测温展示设置: the temperature view of face terminals per project. @example <TempViewSettingsPage /> */
export const TempViewSettingsPage = resourcePageOf(tempViewSettings, { title: 'route.tempViewSettings' });
/** 测温数据: body-temperature readings (abnormal ones filterable). @example <TempViewDataPage /> */
export const TempViewDataPage = resourcePageOf(tempViewDat, { title: 'route.tempViewDat', dateRules: { measureTime: PAST_YEAR, createTime: PAST_YEAR } });
/**
 * 应用管理: the app menu entries of every service (service, menu, display name, order, status),
 * one by one (our addition to the catalogue's batch replace).
 * @example <ApplicationManagePage />
 */
export const ApplicationManagePage = resourcePageOf(serviceAppMenuConfig, { title: 'route.applicationManage' });

/**
 * 辅助功能管理: which auxiliary features (访客邀请, 人脸通行, 蓝牙开门, 钱包…) the residents' app shows in each
 * project, with label, icon and order; 启用/停用 per row. One row per feature and project (our addition).
 * @example <AuxiliaryAppPage />
 */
export const AuxiliaryAppPage = resourcePageOf(auxiliaryApp, { title: 'route.auxiliaryManage' });
/**
 * 小程序辅助功能: which auxiliary features (访客邀请, 报事报修, 扫码开门…) the residents' mini-program
 * shows in each project, with label, icon (uploaded picture) and order; 启用/停用 per row. One row
 * per feature and project (our addition to the catalogue).
 * @example <AuxiliaryMiniProgramPage />
 */
export const AuxiliaryMiniProgramPage = resourcePageOf(auxiliaryMiniProgram, { title: 'route.auxiliaryManageMiniProgram' });
/**
 * 提示音管理: prompt sounds per project and scene (新订单, 支付成功, 门禁开启…): upload a sound (mp3,
 * wav, ogg, m4a, aac up to 5 MB) by dropping or choosing it, listen to it in the form and in the list.
 * @example <PromptAudioPage />
 */
export const PromptAudioPage = resourcePageOf(promptAudio, { title: 'route.promptAudioManage' });

/**
 * 微信模板消息 (was an embedded page of the property service): which WeChat template id each message
 * type (缴费通知, 访客通知…) uses on each public account; the accounts' AppSecret stays write-only on
 * their own page.
 * @example <WxTemplatePage />
 */
export const WxTemplatePage = resourcePageOf(wxTemplateMessageConfig, { title: 'route.wxTemplate' });
/**
 * 邮件设置 (was an embedded page of the property service): the SMTP sender accounts; the 授权码 is
 * write-only (never answered, 留空则不修改 on edit).
 * @example <EmailSettingPage />
 */
export const EmailSettingPage = resourcePageOf(emailConfig, { title: 'route.emailSetting' });
