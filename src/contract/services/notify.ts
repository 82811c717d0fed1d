/** Notify service (001 section 7.4), prefix `/notify` as the spec states: SMS, e-mail, app, push and template notices. */
import { APPROVAL_KEYS, ENABLED, auditVerbs, f, get, post, resourcesOf, service, standard, t, v } from '../dsl';
import type { FieldMap } from '../types';

export const NOTIFY_PREFIX = '/notify';
const resource = /* @__PURE__ */ resourcesOf('notify', NOTIFY_PREFIX);
const CONFIG = 'base-setting';
const NOTICES = 'pc:noticeCenter';

const id = f.id();
const status = f.enum(t('状态', 'Status', 'Estado'), ENABLED, { filter: true, default: 1 });
const title = f.string(t('标题', 'Title', 'Título'), { required: true, max: 64, filter: true });
const orgId = f.ref(t('项目', 'Project', 'Proyecto'), 'organisation.organization', { filter: true });
const sendStatus = f.enum(t('发送状态', 'Send status', 'Estado de envío'), [
  v('pending', t('待发送', 'Pending', 'Pendiente'), 'warning'),
  v('sent', t('已发送', 'Sent', 'Enviado'), 'success'),
  v('failed', t('发送失败', 'Failed', 'Fallido'), 'danger'),
], { filter: true, readOnly: true, default: 'pending' });
const sendTime = f.datetime(t('发送时间', 'Send time', 'Hora de envío'), { filter: true });

/** Audit fields of the messages that need approval before they go out (001 section 4). */
const audit: FieldMap = {
  auditStatus: f.enum(t('审核状态', 'Approval', 'Aprobación'), [
    v('pending', t('待审核', 'Pending', 'Pendiente'), 'warning'),
    v('approved', t('已通过', 'Approved', 'Aprobado'), 'success'),
    v('rejected', t('已驳回', 'Rejected', 'Rechazado'), 'danger'),
  ], { filter: true, readOnly: true, default: 'pending' }),
  auditRemark: f.string(t('审核意见', 'Approval remark', 'Observación'), { max: 200, readOnly: true, hiddenInList: true }),
  auditTime: f.datetime(t('审核时间', 'Approved at', 'Aprobado el'), { readOnly: true, hiddenInList: true }),
  requesterId: f.requesterId(),
  requesterName: f.requesterName(),
};

/** POST {base}/approval: pending -> approved or rejected, the request's auditStatus picks which. */
const approval = (what: string) => post('approval', {
  label: t('发布审核', 'Release review', 'Revisar envío'),
  summary: `Approve or reject a pending ${what}; never by whoever wrote it`,
  approval: { permission: APPROVAL_KEYS.message, requester: 'requesterId' },
  transition: { field: 'auditStatus', from: ['pending'], to: ['approved', 'rejected'], verbs: auditVerbs(), sets: ['auditRemark', 'auditTime'] },
  body: {
    id: f.string(t('编号', 'ID', 'ID'), { required: true, max: 32 }),
    auditStatus: f.enum(t('审核结果', 'Decision', 'Decisión'), [
      v('approved', t('通过', 'Approve', 'Aprobar'), 'success'), v('rejected', t('驳回', 'Reject', 'Rechazar'), 'danger'),
    ], { required: true }),
    auditRemark: f.string(t('审核意见', 'Approval remark', 'Observación'), { max: 200 }),
  },
});
const selectList = (what: string) => post('getselectlist', { kind: 'select', summary: `${what} for select lists` });

export const smsAuthcode = /* @__PURE__ */ resource('smsAuthcode', {
  title: t('短信记录', 'SMS codes', 'Códigos SMS'),
  permission: CONFIG,
  labelField: 'phone',
  fields: {
    id,
    phone: f.phone(t('手机号', 'Phone', 'Teléfono'), { required: true, filter: true }),
    code: f.string(t('验证码', 'Code', 'Código'), { required: true, min: 4, max: 8 }),
    bizType: f.enum(t('业务类型', 'Purpose', 'Finalidad'), [
      v('login', t('登录', 'Login', 'Inicio de sesión'), 'info'),
      v('register', t('注册', 'Registration', 'Registro'), 'success'),
      v('resetPassword', t('找回密码', 'Password reset', 'Restablecer contraseña'), 'warning'),
      v('bindPhone', t('绑定手机', 'Phone binding', 'Vincular teléfono'), 'purple'),
    ], { required: true, filter: true }),
    expireTime: f.datetime(t('过期时间', 'Expires at', 'Caduca el'), { required: true }),
    status: f.enum(t('状态', 'Status', 'Estado'), [
      v('unused', t('未使用', 'Unused', 'Sin usar'), 'info'), v('used', t('已使用', 'Used', 'Usado'), 'success'),
      v('expired', t('已过期', 'Expired', 'Caducado'), 'grey'),
    ], { filter: true, default: 'unused' }),
    createTime: f.createTime(),
  },
  operations: standard(),
});

export const emailConfig = /* @__PURE__ */ resource('emailConfig', {
  title: t('邮件配置', 'E-mail accounts', 'Cuentas de correo'),
  permission: CONFIG,
  fields: {
    id,
    name: f.string(t('配置名称', 'Name', 'Nombre'), { required: true, max: 32, filter: true }),
    smtpHost: f.string(t('SMTP服务器', 'SMTP host', 'Servidor SMTP'), { required: true, max: 128 }),
    smtpPort: f.integer(t('端口', 'Port', 'Puerto'), { required: true, min: 1, max: 65535, default: 465 }),
    account: f.email(t('发件账号', 'Sender account', 'Cuenta remitente'), { required: true, max: 128 }),
    password: f.string(t('授权码', 'Password', 'Contraseña'), { required: true, max: 64, secret: true }),
    ssl: f.boolean(t('SSL加密', 'SSL', 'SSL'), { default: true }),
    status,
    createTime: f.createTime(),
  },
  operations: [...standard(), selectList('E-mail accounts')],
});

export const emailMessage = /* @__PURE__ */ resource('emailMessage', {
  title: t('邮件消息', 'E-mail messages', 'Correos'),
  permission: NOTICES,
  fields: {
    id, title,
    configId: f.ref(t('发件配置', 'Sender account', 'Cuenta remitente'), 'notify.emailConfig', { required: true }),
    receivers: f.string(t('收件人', 'Recipients', 'Destinatarios'), { required: true, max: 2000, hiddenInList: true }),
    content: f.text(t('正文', 'Body', 'Cuerpo'), { required: true, max: 20000, hiddenInList: true }),
    sendTime, sendStatus, ...audit,
    createTime: f.createTime(),
  },
  operations: [...standard(), approval('e-mail')],
});

export const mobileConfig = /* @__PURE__ */ resource('mobileConfig', {
  title: t('短信账号', 'SMS accounts', 'Cuentas SMS'),
  permission: CONFIG,
  fields: {
    id,
    name: f.string(t('账号名称', 'Name', 'Nombre'), { required: true, max: 32, filter: true }),
    provider: f.enum(t('服务商', 'Provider', 'Proveedor'), [
      v('aliyun', t('阿里云', 'Alibaba Cloud', 'Alibaba Cloud'), 'warning'),
      v('tencent', t('腾讯云', 'Tencent Cloud', 'Tencent Cloud'), 'info'), v('other', t('其他', 'Other', 'Otro'), 'grey'),
    ], { required: true, filter: true }),
    accessKey: f.string(t('AccessKey', 'Access key', 'Clave de acceso'), { required: true, max: 64, hiddenInList: true }),
    accessSecret: f.string(t('AccessSecret', 'Access secret', 'Secreto de acceso'), { required: true, max: 64, secret: true }),
    signName: f.string(t('短信签名', 'Signature', 'Firma'), { required: true, max: 32 }),
    residue: f.integer(t('剩余条数', 'Remaining SMS', 'SMS restantes'), { min: 0, readOnly: true }),
    status,
    createTime: f.createTime(),
  },
  operations: [
    ...standard(), selectList('SMS accounts'),
    post('smsResidue', {
      label: t('短信余量', 'SMS balance', 'Saldo de SMS'),
      kind: 'stats', stats: { groupBy: ['provider'], sum: ['residue'] },
      summary: 'Remaining SMS quota, per provider',
    }),
  ],
});

export const mobileMessage = /* @__PURE__ */ resource('mobileMessage', {
  title: t('短信消息', 'SMS messages', 'Mensajes SMS'),
  permission: NOTICES,
  fields: {
    id, title,
    configId: f.ref(t('短信账号', 'SMS account', 'Cuenta SMS'), 'notify.mobileConfig', { required: true }),
    phones: f.string(t('接收号码', 'Recipients', 'Destinatarios'), { required: true, max: 2000, hiddenInList: true }),
    content: f.text(t('短信内容', 'Text', 'Texto'), { required: true, max: 500 }),
    sendTime, sendStatus, ...audit,
    createTime: f.createTime(),
  },
  operations: [...standard(), approval('SMS message')],
});

export const messagePush = /* @__PURE__ */ resource('messagePush', {
  title: t('消息推送', 'Push messages', 'Mensajes push'),
  permission: NOTICES,
  fields: {
    id, title, orgId,
    content: f.text(t('推送内容', 'Text', 'Texto'), { required: true, max: 500 }),
    platform: f.enum(t('推送平台', 'Platform', 'Plataforma'), [
      v('all', t('全部', 'All', 'Todas'), 'info'), v('android', t('安卓', 'Android', 'Android'), 'success'),
      v('ios', t('苹果', 'iOS', 'iOS'), 'grey'),
    ], { required: true, filter: true, default: 'all' }),
    userId: f.ref(t('指定用户', 'User', 'Usuario'), 'organisation.user', { hiddenInList: true }),
    sendTime, sendStatus,
    createTime: f.createTime(),
  },
  operations: standard(),
});

export const wechatNotice = /* @__PURE__ */ resource('wechatNotice', {
  title: t('公众号通知', 'Public account notices', 'Avisos de cuenta pública'),
  permission: NOTICES,
  fields: {
    id, title, orgId,
    publicnoId: f.ref(t('公众号', 'Public account', 'Cuenta pública'), 'wechat.webPublic', { required: true, filter: true }),
    content: f.text(t('通知内容', 'Text', 'Texto'), { required: true, max: 2000, hiddenInList: true }),
    url: f.url(t('详情链接', 'Link', 'Enlace'), { max: 256, hiddenInList: true }),
    sendTime, sendStatus,
    createTime: f.createTime(),
  },
  operations: standard(),
});

export const appNotice = /* @__PURE__ */ resource('appNotice', {
  title: t('APP公告', 'App notices', 'Avisos de la app'),
  permission: NOTICES,
  fields: {
    id, title, orgId,
    coverUrl: f.image(t('封面', 'Cover', 'Portada'), { hiddenInList: true }),
    content: f.text(t('公告内容', 'Text', 'Texto'), { required: true, max: 20000, hiddenInList: true }),
    audience: f.enum(t('通知对象', 'Audience', 'Destinatarios'), [
      v('all', t('全部用户', 'Everyone', 'Todos'), 'info'), v('owner', t('业主', 'Owners', 'Propietarios'), 'success'),
      v('staff', t('员工', 'Staff', 'Personal'), 'purple'),
    ], { required: true, filter: true, default: 'all' }),
    publishTime: f.datetime(t('发布时间', 'Publish time', 'Publicación'), { filter: true }),
    ...audit,
    createTime: f.createTime(),
  },
  operations: [...standard(), approval('app notice')],
});

export const wxTemplateMessageType = /* @__PURE__ */ resource('wxTemplateMessageType', {
  title: t('模板消息类型', 'Template message types', 'Tipos de mensaje de plantilla'),
  permission: CONFIG,
  fields: {
    id,
    name: f.string(t('类型名称', 'Name', 'Nombre'), { required: true, max: 32, filter: true }),
    code: f.string(t('类型编码', 'Code', 'Código'), { required: true, max: 32 }),
    status,
  },
  operations: [selectList('Template message types')],
});

export const wxTemplateMessageConfig = /* @__PURE__ */ resource('wxTemplateMessageConfig', {
  title: t('模板消息配置', 'Template message settings', 'Configuración de plantillas'),
  permission: CONFIG,
  fields: {
    id, title,
    typeId: f.ref(t('消息类型', 'Message type', 'Tipo de mensaje'), 'notify.wxTemplateMessageType', { required: true, filter: true }),
    publicnoId: f.ref(t('公众号', 'Public account', 'Cuenta pública'), 'wechat.webPublic', { required: true, filter: true }),
    templateId: f.string(t('微信模板ID', 'Wechat template id', 'Id de plantilla Wechat'), { required: true, max: 64 }),
    status,
  },
  operations: [post('getAll', { kind: 'all', summary: 'Every template message setting' })],
});

export const wxTemplateMessage = /* @__PURE__ */ resource('wxTemplateMessage', {
  title: t('模板消息', 'Template messages', 'Mensajes de plantilla'),
  permission: NOTICES,
  fields: {
    id, title, orgId,
    typeId: f.ref(t('消息类型', 'Message type', 'Tipo de mensaje'), 'notify.wxTemplateMessageType', { required: true, filter: true }),
    configId: f.ref(t('模板配置', 'Template setting', 'Configuración'), 'notify.wxTemplateMessageConfig', { required: true }),
    content: f.text(t('消息内容', 'Content', 'Contenido'), { required: true, max: 4000, hiddenInList: true }),
    url: f.url(t('跳转链接', 'Link', 'Enlace'), { max: 256, hiddenInList: true }),
    sendTime, sendStatus, ...audit,
    createTime: f.createTime(),
  },
  operations: [...standard({ except: ['delete'] }), approval('template message')],
});

export const mediaFile = /* @__PURE__ */ resource('mediaFile', {
  title: t('媒体文件', 'Media files', 'Archivos multimedia'),
  permission: NOTICES,
  fields: {
    id,
    name: f.string(t('文件名称', 'Name', 'Nombre'), { required: true, max: 64, filter: true }),
    type: f.enum(t('类型', 'Type', 'Tipo'), [
      v('image', t('图片', 'Image', 'Imagen'), 'success'), v('video', t('视频', 'Video', 'Vídeo'), 'purple'),
      v('audio', t('音频', 'Audio', 'Audio'), 'warning'), v('file', t('文件', 'File', 'Archivo'), 'grey'),
    ], { required: true, filter: true }),
    url: f.url(t('文件地址', 'File URL', 'URL del archivo'), { required: true, max: 512, hiddenInList: true }),
    size: f.integer(t('大小(KB)', 'Size (KB)', 'Tamaño (KB)'), { min: 0, readOnly: true }),
    createTime: f.createTime(),
  },
  operations: [
    ...standard({ except: ['delete', 'delete_ids'] }),
    get('delete/{id}', { name: 'delete', kind: 'delete', summary: 'Delete a media file by id' }),
  ],
});

/**
 * 轮播图 (/noticeCenter/banner): our addition, 001 has no banner calls. A picture with an optional
 * link, its place in the carousel (`sort`, smallest first) and the time it shows (`startTime` to
 * `endTime`; the server refuses an end before the start).
 */
export const banner = /* @__PURE__ */ resource('banner', {
  title: t('轮播图', 'Banners', 'Carrusel'),
  permission: NOTICES,
  fields: {
    id, title, orgId,
    imageUrl: f.image(t('图片', 'Image', 'Imagen'), { required: true }),
    linkUrl: f.url(t('跳转链接', 'Link', 'Enlace'), { max: 256 }),
    sort: f.integer(t('排序', 'Order', 'Orden'), { min: 0, max: 999, default: 0 }),
    startTime: f.datetime(t('开始时间', 'Shows from', 'Desde'), { required: true, filter: true }),
    endTime: f.datetime(t('结束时间', 'Shows until', 'Hasta'), { required: true }),
    status,
    createTime: f.createTime(),
  },
  operations: standard().map((o) => (base: string) => { const op = o(base); return { ...op, summary: `${op.summary ?? op.name}; our addition` }; }),
});

export const notifyService = /* @__PURE__ */ service('notify', t('消息通知', 'Notifications', 'Notificaciones'), NOTIFY_PREFIX, false, [
  smsAuthcode, emailConfig, emailMessage, mobileConfig, mobileMessage, messagePush, wechatNotice, appNotice,
  wxTemplateMessageType, wxTemplateMessageConfig, wxTemplateMessage, mediaFile, banner,
]);
