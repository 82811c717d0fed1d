/** Bill push (001 section 7.5), prefix `/unibill` as the spec states: monthly bill notices pushed to residents. */
import { ENABLED, f, resourcesOf, service, standard, t, v } from '../dsl';

export const UNIBILL_PREFIX = '/unibill';
const resource = /* @__PURE__ */ resourcesOf('unibill', UNIBILL_PREFIX);
const PERMISSION = 'enterprise';

export const billPushTemplate = /* @__PURE__ */ resource('billPushTemplate', {
  title: t('账单推送模板', 'Bill notice templates', 'Plantillas de aviso de factura'),
  permission: PERMISSION,
  fields: {
    id: f.id(),
    name: f.string(t('模板名称', 'Name', 'Nombre'), { required: true, max: 32, filter: true }),
    channel: f.enum(t('推送渠道', 'Channel', 'Canal'), [
      v('sms', t('短信', 'SMS', 'SMS'), 'info'),
      v('wechat', t('公众号', 'Wechat', 'Wechat'), 'success'),
      v('app', t('APP', 'App', 'App'), 'purple'),
    ], { required: true, filter: true, default: 'wechat' }),
    title: f.string(t('消息标题', 'Message title', 'Título del mensaje'), { required: true, max: 64 }),
    content: f.text(t('模板内容', 'Content', 'Contenido'), { required: true, max: 1000, hiddenInList: true }),
    status: f.enum(t('状态', 'Status', 'Estado'), ENABLED, { filter: true, default: 1 }),
    createTime: f.createTime(),
  },
  operations: standard(),
});

export const billPush = /* @__PURE__ */ resource('billPush', {
  title: t('账单推送', 'Bill notices', 'Avisos de factura'),
  permission: PERMISSION,
  fields: {
    id: f.id(),
    title: f.string(t('推送名称', 'Title', 'Título'), { required: true, max: 64, filter: true }),
    orgId: f.ref(t('项目', 'Project', 'Proyecto'), 'organisation.organization', { required: true, filter: true }),
    templateId: f.ref(t('推送模板', 'Template', 'Plantilla'), 'unibill.billPushTemplate', { required: true }),
    billMonth: f.string(t('账单月份(yyyy-MM)', 'Bill month (yyyy-MM)', 'Mes (aaaa-MM)'), { required: true, min: 7, max: 7, filter: true }),
    pushTime: f.datetime(t('推送时间', 'Push time', 'Hora de envío'), { filter: true }),
    targetCount: f.integer(t('推送户数', 'Households', 'Hogares'), { min: 0, readOnly: true }),
    successCount: f.integer(t('成功数', 'Delivered', 'Entregados'), { min: 0, readOnly: true }),
    status: f.enum(t('推送状态', 'Push status', 'Estado'), [
      v('pending', t('待推送', 'Pending', 'Pendiente'), 'warning'),
      v('pushing', t('推送中', 'Sending', 'Enviando'), 'info'),
      v('done', t('已完成', 'Done', 'Hecho'), 'success'),
      v('failed', t('推送失败', 'Failed', 'Fallido'), 'danger'),
    ], { filter: true, readOnly: true, default: 'pending' }),
    createTime: f.createTime(),
  },
  operations: standard(),
});

export const unibillService = /* @__PURE__ */ service('unibill', t('账单推送', 'Bill push', 'Envío de facturas'), UNIBILL_PREFIX, false, [
  billPushTemplate, billPush,
]);
