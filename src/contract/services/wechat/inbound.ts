/** Wechat service (001 section 7.3): received messages and pushed events, logged per public account; all standard. */
import { f, standard, t, v } from '../../dsl';
import type { FieldMap, Text } from '../../types';
import { inboundFields, resource, WECHAT_PERMISSION } from './common';

const msgId = f.string(t('消息ID', 'Message id', 'Id de mensaje'), { max: 64, filter: true });
const mediaId = f.string(t('媒体ID', 'Media id', 'Id de medio'), { required: true, max: 128, hiddenInList: true });
const latitude = f.number(t('纬度', 'Latitude', 'Latitud'), { required: true, min: -90, max: 90 });
const longitude = f.number(t('经度', 'Longitude', 'Longitud'), { required: true, min: -180, max: 180 });

/** A received-message or event log resource with the standard pattern. */
const inbound = (name: string, title: Text, extra: FieldMap) =>
  resource(name, { title, permission: WECHAT_PERMISSION, labelField: 'openId', fields: inboundFields(extra), operations: standard() });

export const wxReceiveRecord = inbound('wxReceiveRecord', t('消息接收记录', 'Received messages', 'Mensajes recibidos'), {
  msgId,
  msgType: f.enum(t('消息类型', 'Message type', 'Tipo de mensaje'), [
    v('text', t('文本', 'Text', 'Texto'), 'info'),
    v('image', t('图片', 'Image', 'Imagen'), 'purple'),
    v('voice', t('语音', 'Voice', 'Voz'), 'warning'),
    v('video', t('视频', 'Video', 'Vídeo'), 'warning'),
    v('location', t('位置', 'Location', 'Ubicación'), 'success'),
    v('link', t('链接', 'Link', 'Enlace'), 'info'),
    v('event', t('事件', 'Event', 'Evento'), 'grey'),
  ], { required: true, filter: true }),
  replied: f.boolean(t('已回复', 'Replied', 'Respondido'), { default: false, filter: true }),
});

export const wxReceiveText = inbound('wxReceiveText', t('文本消息', 'Text messages', 'Mensajes de texto'), {
  msgId,
  content: f.text(t('内容', 'Content', 'Contenido'), { required: true, max: 2048 }),
});

export const wxReceivePic = inbound('wxReceivePic', t('图片消息', 'Image messages', 'Mensajes de imagen'), {
  msgId,
  picUrl: f.image(t('图片', 'Image', 'Imagen'), { required: true }),
  mediaId,
});

export const wxReceiveVoice = inbound('wxReceiveVoice', t('语音消息', 'Voice messages', 'Mensajes de voz'), {
  msgId,
  mediaId,
  format: f.string(t('格式', 'Format', 'Formato'), { max: 16 }),
  recognition: f.text(t('识别结果', 'Recognised text', 'Texto reconocido'), { max: 2048, hiddenInList: true }),
});

export const wxReceiveVedio = inbound('wxReceiveVedio', t('视频消息', 'Video messages', 'Mensajes de vídeo'), {
  msgId,
  mediaId,
  thumbMediaId: f.string(t('缩略图媒体ID', 'Thumbnail media id', 'Id de miniatura'), { max: 128, hiddenInList: true }),
  videoType: f.enum(t('视频类型', 'Video type', 'Tipo de vídeo'), [
    v('video', t('视频', 'Video', 'Vídeo'), 'info'),
    v('shortvideo', t('小视频', 'Short video', 'Vídeo corto'), 'purple'),
  ], { default: 'video', filter: true }),
});

export const wxReceiveUrl = inbound('wxReceiveUrl', t('链接消息', 'Link messages', 'Mensajes de enlace'), {
  msgId,
  title: f.string(t('标题', 'Title', 'Título'), { required: true, max: 128 }),
  description: f.text(t('描述', 'Description', 'Descripción'), { max: 512, hiddenInList: true }),
  url: f.url(t('链接', 'Link', 'Enlace'), { required: true, max: 512 }),
});

export const wxReceiveLocation = inbound('wxReceiveLocation', t('位置消息', 'Location messages', 'Mensajes de ubicación'), {
  msgId,
  latitude,
  longitude,
  scale: f.integer(t('缩放级别', 'Zoom', 'Zoom'), { min: 1, max: 20 }),
  label: f.string(t('位置名称', 'Place', 'Lugar'), { max: 128 }),
});

export const wxMenuEvent = inbound('wxMenuEvent', t('菜单事件', 'Menu events', 'Eventos de menú'), {
  eventType: f.enum(t('事件类型', 'Event', 'Evento'), [
    v('CLICK', t('点击菜单', 'Click', 'Clic'), 'info'),
    v('VIEW', t('跳转链接', 'Open link', 'Abrir enlace'), 'success'),
  ], { required: true, filter: true }),
  eventKey: f.string(t('菜单键值/链接', 'Key or link', 'Clave o enlace'), { required: true, max: 256 }),
});

export const wxLocationEvent = inbound('wxLocationEvent', t('上报位置事件', 'Location reports', 'Informes de ubicación'), {
  latitude,
  longitude,
  precision: f.number(t('精度(米)', 'Precision (m)', 'Precisión (m)'), { min: 0 }),
});

export const wxQrcodeEvent = inbound('wxQrcodeEvent', t('扫码事件', 'QR code scans', 'Escaneos de código QR'), {
  eventType: f.enum(t('事件类型', 'Event', 'Evento'), [
    v('subscribe', t('扫码关注', 'Scan and subscribe', 'Escanear y suscribirse'), 'success'),
    v('SCAN', t('已关注扫码', 'Scan (subscribed)', 'Escaneo (suscrito)'), 'info'),
  ], { required: true, filter: true }),
  sceneValue: f.string(t('场景值', 'Scene', 'Escena'), { required: true, max: 64, filter: true }),
  ticket: f.string(t('二维码凭证', 'Ticket', 'Ticket'), { max: 128, hiddenInList: true }),
});

export const wxFocusEvent = inbound('wxFocusEvent', t('关注事件', 'Follow events', 'Eventos de seguimiento'), {
  eventType: f.enum(t('事件类型', 'Event', 'Evento'), [
    v('subscribe', t('关注', 'Subscribe', 'Suscribirse'), 'success'),
    v('unsubscribe', t('取消关注', 'Unsubscribe', 'Darse de baja'), 'grey'),
  ], { required: true, filter: true }),
  subscribeScene: f.string(t('关注渠道', 'Channel', 'Canal'), { max: 32 }),
});
