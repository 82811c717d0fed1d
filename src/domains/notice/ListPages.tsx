/**
 * The notice pages that are the generic resource page with the domain's choices: one export per
 * mountable page.
 */
import { emailConfig, mediaFile, messagePush, smsAuthcode, wechatNotice } from '../../contract/services/notify';
import { resourcePageWith, type DateRule } from '../../resource';
import { noticeMessages } from './messages';

// Pages carry the domain's texts: mounted alone, they still head themselves with words.
const resourcePageOf = resourcePageWith(noticeMessages);

const PAST_YEAR: DateRule = { maxDays: 366, noFuture: true };

/** 公众号通知: notices sent through a public account, with a link to their details. @example <WechatNoticesPage /> */
export const WechatNoticesPage = resourcePageOf(wechatNotice, { title: 'route.noticeWx' });
/** 消息推送: app pushes per platform, to everyone or one user. @example <MessagePushPage /> */
export const MessagePushPage = resourcePageOf(messagePush, { title: 'route.noticePush', dateRules: { createTime: PAST_YEAR } });
/** 媒体文件: the media a notice or push links to. @example <MediaFilesPage /> */
export const MediaFilesPage = resourcePageOf(mediaFile, { title: 'route.noticeMedia' });
/** 短信记录 (SMS history): verification codes sent, read-only. @example <SmsHistoryPage /> */
export const SmsHistoryPage = resourcePageOf(smsAuthcode, { title: 'route.smsAuthcode', readOnly: true, dateRules: { createTime: PAST_YEAR } });
/** 邮件设置: SMTP sender accounts; the 授权码 is write-only (留空则不修改 on edit). @example <EmailSettingsPage /> */
export const EmailSettingsPage = resourcePageOf(emailConfig, { title: 'route.noticeEmailConfig' });
