/** Organisation service (001 section 7.1, "User messages"): messages to users under /organisation/user/message, with their receivers. */
import { f, post, t, v } from '../../dsl';
import { c, resource } from './common';

const NOTICE = 'pc:noticeCenter';
const messageId = () => f.ref(t('消息', 'Message', 'Mensaje'), 'organisation.userMessage', { required: true, filter: true });

export const userMessage = /* @__PURE__ */ resource('userMessage', {
  title: t('用户消息', 'User messages', 'Mensajes a usuarios'),
  permission: NOTICE,
  path: '/organisation/user/message',
  fields: {
    id: f.id(),
    title: f.string(t('标题', 'Title', 'Título'), { required: true, max: 64, filter: true }),
    content: f.text(t('内容', 'Content', 'Contenido'), { required: true, max: 2000, hiddenInList: true }),
    messageType: f.enum(t('消息类型', 'Type', 'Tipo'), [
      v('system', t('系统消息', 'System', 'Sistema'), 'info'),
      v('notice', t('通知', 'Notice', 'Aviso'), 'success'),
      v('activity', t('活动', 'Activity', 'Actividad'), 'purple'),
    ], { required: true, filter: true }),
    orgId: c.orgId({ required: false }),
    sendStatus: f.enum(t('发送状态', 'Send status', 'Estado de envío'), [
      v('draft', t('未发送', 'Draft', 'Borrador'), 'grey'),
      v('sent', t('已发送', 'Sent', 'Enviado'), 'success'),
    ], { filter: true, readOnly: true, default: 'draft' }),
    receiverCount: f.integer(t('接收人数', 'Receivers', 'Destinatarios'), { readOnly: true, min: 0 }),
    sendTime: f.datetime(t('发送时间', 'Sent at', 'Enviado el'), { readOnly: true }),
    createTime: f.createTime(),
  },
  // 001 7.1 lists the message calls one by one (no standard add/update).
  operations: [
    post('list', { kind: 'list', summary: 'List messages' }),
    post('getDetail', { kind: 'get', summary: 'Message detail by the id in the body' }),
    post('addReceiver', { kind: 'add', target: 'organisation.userMessageReceiver', summary: 'Add one receiver to a message' }),
    post('addBatchReceiver', {
      label: t('添加接收人', 'Add recipients', 'Añadir destinatarios'),
      kind: 'action', target: 'organisation.userMessageReceiver', summary: 'Add several receivers to a message',
      body: {
        messageId: messageId(),
        userIds: f.string(t('用户(逗号分隔)', 'Users (comma-separated ids)', 'Usuarios (ids separados por comas)'), { required: true, max: 20000 }),
      },
    }),
    post('deleteReceiver/{id}', {
      name: 'deleteReceiver', kind: 'delete', target: 'organisation.userMessageReceiver', physical: true,
      summary: 'Remove one receiver from a message',
    }),
    post('findReceivers', {
      kind: 'list', target: 'organisation.userMessageReceiver', summary: 'Receivers of one message',
      body: { messageId: messageId() },
    }),
    post('sendMessage', {
      label: t('发送', 'Send', 'Enviar'),
      kind: 'action', summary: 'Send a message to its receivers',
      body: { id: f.ref(t('消息', 'Message', 'Mensaje'), 'organisation.userMessage', { required: true }) },
    }),
    post('deleteMesssage/{id}', { name: 'deleteMesssage', kind: 'delete', summary: 'Delete a message' }),
  ],
});

export const userMessageReceiver = /* @__PURE__ */ resource('userMessageReceiver', {
  title: t('消息接收人', 'Message receivers', 'Destinatarios'),
  permission: NOTICE,
  path: '/organisation/user/message/receiver',
  physicalDelete: true,
  fields: {
    id: f.id(),
    messageId: messageId(),
    userId: c.userId(),
    readStatus: f.enum(t('阅读状态', 'Read status', 'Lectura'), [
      v(0, t('未读', 'Unread', 'No leído'), 'warning'),
      v(1, t('已读', 'Read', 'Leído'), 'success'),
    ], { filter: true, readOnly: true, default: 0 }),
    readTime: f.datetime(t('阅读时间', 'Read at', 'Leído el'), { readOnly: true }),
    createTime: f.createTime(),
  },
  // Read and written through the userMessage calls (addReceiver, findReceivers, ...).
  operations: [],
});

export const messageResources = [userMessage, userMessageReceiver];
