/**
 * The four message kinds that go out only after a second person approves them, each the approval
 * queue over its resource.
 */
import { appNotice, emailMessage, mobileMessage, wxTemplateMessage } from '../../contract/services/notify';
import type { ResourcePageOfProps } from '../../resource';
import { ApprovalQueuePage } from './ApprovalQueuePage';

/** APP公告 (通知中心 › 公告): written by one user, 发布审核 by another. @example <NoticesPage /> */
export function NoticesPage(props: ResourcePageOfProps) {
  return <ApprovalQueuePage resource={appNotice} title="route.notice" {...props} />;
}

/** 短信消息: SMS texts to a list of numbers through an SMS account, sent once approved. @example <SmsMessagesPage /> */
export function SmsMessagesPage(props: ResourcePageOfProps) {
  return <ApprovalQueuePage resource={mobileMessage} title="route.noticeSms" {...props} />;
}

/** 邮件消息: e-mails through a sender account, sent once approved. @example <EmailMessagesPage /> */
export function EmailMessagesPage(props: ResourcePageOfProps) {
  return <ApprovalQueuePage resource={emailMessage} title="route.noticeEmail" {...props} />;
}

/** 模板消息: WeChat template messages of a template setting, sent once approved. @example <TemplateMessagesPage /> */
export function TemplateMessagesPage(props: ResourcePageOfProps) {
  return <ApprovalQueuePage resource={wxTemplateMessage} title="route.noticeTemplate" {...props} />;
}
