/** Wechat service (001 section 7.3): auto replies, materials, template messages and pay notifications; all standard. */
import { ENABLED, f, standard, t, v } from '../../dsl';
import { publicnoRef, resource, WECHAT_PERMISSION } from './common';

const MATERIAL_TYPES = [
  v('text', t('文本', 'Text', 'Texto'), 'info'),
  v('news', t('图文', 'Article', 'Artículo'), 'success'),
  v('image', t('图片', 'Image', 'Imagen'), 'purple'),
  v('voice', t('语音', 'Voice', 'Voz'), 'warning'),
] as const;

export const replykeywords = /* @__PURE__ */ resource('replykeywords', {
  title: t('关键词回复', 'Keyword replies', 'Respuestas por palabra clave'),
  permission: WECHAT_PERMISSION,
  labelField: 'keyword',
  fields: {
    id: f.id(),
    publicnoId: publicnoRef({ required: true }),
    keyword: f.string(t('关键词', 'Keyword', 'Palabra clave'), { required: true, max: 64, filter: true }),
    matchType: f.enum(t('匹配方式', 'Match', 'Coincidencia'), [
      v(1, t('全匹配', 'Exact', 'Exacta'), 'success'),
      v(2, t('模糊匹配', 'Contains', 'Contiene'), 'info'),
    ], { required: true, default: 1 }),
    replyType: f.enum(t('回复类型', 'Reply type', 'Tipo de respuesta'), MATERIAL_TYPES, { required: true, filter: true, default: 'text' }),
    content: f.text(t('回复内容', 'Reply text', 'Texto de respuesta'), { max: 600, hiddenInList: true }),
    materialId: f.ref(t('素材', 'Material', 'Material'), 'wechat.wxtextpicvoicetemp', { hiddenInList: true }),
    status: f.enum(t('状态', 'Status', 'Estado'), ENABLED, { filter: true, default: 1 }),
    createTime: f.createTime(),
  },
  operations: standard(),
});

export const wxtextpicvoicetemp = /* @__PURE__ */ resource('wxtextpicvoicetemp', {
  title: t('素材模板', 'Material templates', 'Plantillas de material'),
  permission: WECHAT_PERMISSION,
  fields: {
    id: f.id(),
    name: f.string(t('素材名称', 'Name', 'Nombre'), { required: true, max: 64, filter: true }),
    publicnoId: publicnoRef({ required: true }),
    type: f.enum(t('素材类型', 'Type', 'Tipo'), MATERIAL_TYPES, { required: true, filter: true, default: 'text' }),
    content: f.text(t('文本内容', 'Text', 'Texto'), { max: 600, hiddenInList: true }),
    mediaUrl: f.url(t('媒体地址', 'Media URL', 'URL del medio'), { max: 256, hiddenInList: true }),
    mediaId: f.string(t('微信素材ID', 'Wechat media id', 'Id de medio Wechat'), { max: 64, readOnly: true, hiddenInList: true }),
    createTime: f.createTime(),
  },
  operations: standard(),
});

export const picandtextdetailstemp = /* @__PURE__ */ resource('picandtextdetailstemp', {
  title: t('图文详情', 'Article items', 'Artículos'),
  permission: WECHAT_PERMISSION,
  parent: { resource: 'wechat.wxtextpicvoicetemp', field: 'tempId' },
  fields: {
    id: f.id(),
    tempId: f.ref(t('所属素材', 'Material', 'Material'), 'wechat.wxtextpicvoicetemp', { required: true, filter: true }),
    title: f.string(t('标题', 'Title', 'Título'), { required: true, max: 64, filter: true }),
    author: f.string(t('作者', 'Author', 'Autor'), { max: 32 }),
    digest: f.string(t('摘要', 'Digest', 'Resumen'), { max: 120, hiddenInList: true }),
    coverUrl: f.image(t('封面', 'Cover', 'Portada'), { required: true }),
    url: f.url(t('原文链接', 'Source link', 'Enlace original'), { max: 256, hiddenInList: true }),
    content: f.text(t('正文', 'Body', 'Cuerpo'), { max: 20000, hiddenInList: true }),
    sort: f.integer(t('排序', 'Order', 'Orden'), { min: 0, max: 7, default: 0 }),
  },
  operations: standard(),
});

export const templateLibrary = /* @__PURE__ */ resource('templateLibrary', {
  title: t('模板库', 'Template library', 'Biblioteca de plantillas'),
  permission: WECHAT_PERMISSION,
  fields: {
    id: f.id(),
    title: f.string(t('模板标题', 'Title', 'Título'), { required: true, max: 64, filter: true }),
    templateCode: f.string(t('模板编号', 'Template code', 'Código'), { required: true, max: 32, filter: true }),
    primaryIndustry: f.string(t('一级行业', 'Industry', 'Sector'), { max: 32, filter: true }),
    secondaryIndustry: f.string(t('二级行业', 'Sub-industry', 'Subsector'), { max: 32 }),
    content: f.text(t('模板内容', 'Content', 'Contenido'), { required: true, max: 1000, hiddenInList: true }),
    example: f.text(t('示例', 'Example', 'Ejemplo'), { max: 1000, hiddenInList: true }),
    createTime: f.createTime(),
  },
  operations: standard(),
});

export const wxTemplateMessageType = /* @__PURE__ */ resource('wxTemplateMessageType', {
  title: t('模板消息类型', 'Template message types', 'Tipos de mensaje de plantilla'),
  permission: WECHAT_PERMISSION,
  fields: {
    id: f.id(),
    name: f.string(t('类型名称', 'Name', 'Nombre'), { required: true, max: 32, filter: true }),
    code: f.string(t('类型编码', 'Code', 'Código'), { required: true, max: 32, filter: true }),
    description: f.string(t('说明', 'Description', 'Descripción'), { max: 128, hiddenInList: true }),
    status: f.enum(t('状态', 'Status', 'Estado'), ENABLED, { filter: true, default: 1 }),
    createTime: f.createTime(),
  },
  operations: standard(),
});

export const wxTemplateMessageConfig = /* @__PURE__ */ resource('wxTemplateMessageConfig', {
  title: t('模板消息配置', 'Template message settings', 'Configuración de plantillas'),
  permission: WECHAT_PERMISSION,
  fields: {
    id: f.id(),
    title: f.string(t('模板标题', 'Title', 'Título'), { required: true, max: 64, filter: true }),
    publicnoId: publicnoRef({ required: true }),
    typeId: f.ref(t('消息类型', 'Message type', 'Tipo de mensaje'), 'wechat.wxTemplateMessageType', { required: true, filter: true }),
    libraryId: f.ref(t('模板库模板', 'Library template', 'Plantilla de biblioteca'), 'wechat.templateLibrary', { hiddenInList: true }),
    templateId: f.string(t('微信模板ID', 'Wechat template id', 'Id de plantilla Wechat'), { required: true, max: 64 }),
    status: f.enum(t('状态', 'Status', 'Estado'), ENABLED, { filter: true, default: 1 }),
    createTime: f.createTime(),
  },
  operations: standard(),
});

export const wxTemplateConfigParams = /* @__PURE__ */ resource('wxTemplateConfigParams', {
  title: t('模板参数', 'Template parameters', 'Parámetros de plantilla'),
  permission: WECHAT_PERMISSION,
  parent: { resource: 'wechat.wxTemplateMessageConfig', field: 'configId' },
  fields: {
    id: f.id(),
    configId: f.ref(t('模板配置', 'Template setting', 'Configuración'), 'wechat.wxTemplateMessageConfig', { required: true, filter: true }),
    paramKey: f.string(t('参数键', 'Key', 'Clave'), { required: true, max: 32 }),
    name: f.string(t('参数名称', 'Name', 'Nombre'), { required: true, max: 32, filter: true }),
    defaultValue: f.string(t('默认值', 'Default value', 'Valor por defecto'), { max: 128 }),
    color: f.string(t('字体颜色', 'Colour', 'Color'), { max: 7, default: '#173177' }),
    sort: f.integer(t('排序', 'Order', 'Orden'), { min: 0, max: 99, default: 0 }),
  },
  operations: standard(),
});

export const wxTemplateMessage = /* @__PURE__ */ resource('wxTemplateMessage', {
  title: t('模板消息', 'Template messages', 'Mensajes de plantilla'),
  permission: WECHAT_PERMISSION,
  fields: {
    id: f.id(),
    title: f.string(t('标题', 'Title', 'Título'), { required: true, max: 64, filter: true }),
    configId: f.ref(t('模板配置', 'Template setting', 'Configuración'), 'wechat.wxTemplateMessageConfig', { required: true, filter: true }),
    publicnoId: publicnoRef(),
    openId: f.string(t('接收者OpenID', 'Receiver OpenID', 'OpenID del receptor'), { max: 64, filter: true }),
    content: f.text(t('消息内容(JSON)', 'Data (JSON)', 'Datos (JSON)'), { max: 4000, hiddenInList: true }),
    url: f.url(t('跳转链接', 'Link', 'Enlace'), { max: 256, hiddenInList: true }),
    sendStatus: f.enum(t('发送状态', 'Send status', 'Estado de envío'), [
      v('pending', t('待发送', 'Pending', 'Pendiente'), 'warning'),
      v('sent', t('已发送', 'Sent', 'Enviado'), 'success'),
      v('failed', t('发送失败', 'Failed', 'Fallido'), 'danger'),
    ], { filter: true, readOnly: true, default: 'pending' }),
    sendTime: f.datetime(t('发送时间', 'Sent at', 'Enviado el'), { readOnly: true }),
    createTime: f.createTime(),
  },
  operations: standard(),
});

export const wxNotifyInfo = /* @__PURE__ */ resource('wxNotifyInfo', {
  title: t('支付回调通知', 'Payment notifications', 'Notificaciones de pago'),
  permission: WECHAT_PERMISSION,
  labelField: 'outTradeNo',
  fields: {
    id: f.id(),
    outTradeNo: f.string(t('商户订单号', 'Order no.', 'Nº de pedido'), { required: true, max: 64, filter: true }),
    transactionId: f.string(t('微信支付单号', 'Transaction id', 'Id de transacción'), { max: 64, filter: true }),
    mchId: f.string(t('商户号', 'Merchant no.', 'Nº de comercio'), { max: 32 }),
    totalFee: f.amount(t('金额(元)', 'Amount', 'Importe'), { min: 0 }),
    resultCode: f.enum(t('支付结果', 'Result', 'Resultado'), [
      v('SUCCESS', t('成功', 'Success', 'Éxito'), 'success'),
      v('FAIL', t('失败', 'Failure', 'Fallo'), 'danger'),
    ], { filter: true }),
    notifyTime: f.datetime(t('通知时间', 'Notified at', 'Notificado el'), { filter: true }),
    rawData: f.text(t('原始报文', 'Raw payload', 'Mensaje original'), { max: 8000, hiddenInList: true }),
    createTime: f.createTime(),
  },
  operations: standard(),
});
