/** The notice domain's texts (通知中心, 基础设置's channels): menu titles and its pages' own words, in zh-CN, en and es. */
import type { DomainMessages } from '../../core/domain';

const zhCN = {
  // The titles of this domain's own pages in the spec's menu (000 section 2).
  'route.banner': '轮播图管理',
  'route.basesetting': '基础设置',
  'route.mobileConfig': '短信账号',
  'route.notice': '公告管理',
  'route.noticeCenter': '通知中心',
  'route.noticeWx': '公众号通知',
  'route.smsAuthcode': '短信记录',
  'route.noticeSms': '短信消息',
  'route.noticeEmail': '邮件消息',
  'route.noticeTemplate': '模板消息',
  'route.noticePush': '消息推送',
  'route.noticeMedia': '媒体文件',
  'route.noticeEmailConfig': '邮件设置',
  'route.noticeTemplateSetting': '模板消息设置',
  'notice.queues': '审核状态',
  'notice.tab.pending': '待审核',
  'notice.tab.approved': '已通过',
  'notice.tab.rejected': '已驳回',
  'notice.tabHint.pending': '等待其他有审核权限的人员审核；不能审核自己提交的消息。',
  'notice.tabHint.approved': '已通过审核的消息；修改后需重新审核。',
  'notice.tabHint.rejected': '已驳回的消息，驳回意见见“审核意见”；修改后重新进入待审核。',
  'notice.residue': '短信余量',
  'notice.residueTotal': '剩余短信合计 {count} 条',
  'notice.residueFailed': '短信余量加载失败：{message}',
};

type Key = keyof typeof zhCN;

/**
 * @example
 * const t = useViewT(noticeMessages); t('notice.tab.pending') // '待审核'
 */
export const noticeMessages: DomainMessages = {
  'zh-CN': zhCN,
  en: {
    // The titles of this domain's own pages in the spec's menu (000 section 2).
    'route.banner': 'Banners',
    'route.basesetting': 'Base settings',
    'route.mobileConfig': 'SMS accounts',
    'route.notice': 'Announcements',
    'route.noticeCenter': 'Notice centre',
    'route.noticeWx': 'Public-account notices',
    'route.smsAuthcode': 'SMS history',
    'route.noticeSms': 'SMS messages',
    'route.noticeEmail': 'E-mail messages',
    'route.noticeTemplate': 'Template messages',
    'route.noticePush': 'Push messages',
    'route.noticeMedia': 'Media files',
    'route.noticeEmailConfig': 'E-mail settings',
    'route.noticeTemplateSetting': 'Template message settings',
    'notice.queues': 'Review status',
    'notice.tab.pending': 'Pending',
    'notice.tab.approved': 'Approved',
    'notice.tab.rejected': 'Rejected',
    'notice.tabHint.pending': 'Waiting for another reviewer; nobody reviews their own message.',
    'notice.tabHint.approved': 'Approved messages; an edit sends one back for review.',
    'notice.tabHint.rejected': 'Rejected messages, with the reviewer\'s remark; an edit sends one back for review.',
    'notice.residue': 'SMS balance',
    'notice.residueTotal': '{count} SMS left in total',
    'notice.residueFailed': 'Could not load the SMS balance: {message}',
  } satisfies Record<Key, string>,
  es: {
    // The titles of this domain's own pages in the spec's menu (000 section 2).
    'route.banner': 'Banners',
    'route.basesetting': 'Configuración básica',
    'route.mobileConfig': 'Cuentas SMS',
    'route.notice': 'Anuncios',
    'route.noticeCenter': 'Centro de avisos',
    'route.noticeWx': 'Avisos de cuenta pública',
    'route.smsAuthcode': 'Historial de SMS',
    'route.noticeSms': 'Mensajes SMS',
    'route.noticeEmail': 'Correos',
    'route.noticeTemplate': 'Mensajes de plantilla',
    'route.noticePush': 'Mensajes push',
    'route.noticeMedia': 'Archivos multimedia',
    'route.noticeEmailConfig': 'Configuración de correo',
    'route.noticeTemplateSetting': 'Configuración de plantillas',
    'notice.queues': 'Estado de revisión',
    'notice.tab.pending': 'Pendientes',
    'notice.tab.approved': 'Aprobados',
    'notice.tab.rejected': 'Rechazados',
    'notice.tabHint.pending': 'Esperan a otro revisor; nadie revisa sus propios mensajes.',
    'notice.tabHint.approved': 'Mensajes aprobados; al editarlos vuelven a revisión.',
    'notice.tabHint.rejected': 'Mensajes rechazados, con la observación del revisor; al editarlos vuelven a revisión.',
    'notice.residue': 'Saldo de SMS',
    'notice.residueTotal': 'Quedan {count} SMS en total',
    'notice.residueFailed': 'No se pudo cargar el saldo de SMS: {message}',
  } satisfies Record<Key, string>,
};
