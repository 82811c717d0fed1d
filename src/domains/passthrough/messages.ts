/** The visitor-pass domain's texts: its menu titles and its pages' own words, in zh-CN, en and es. */
import type { DomainMessages } from '../../core/domain';

const zhCN = {
  // The titles of this domain's own pages in the spec's menu (000 section 2).
  'route.passthrough': '通行管理',
  'route.visitorPass': '访客通行',
  'route.visitorOrders': '访客预约',
  'route.visitorQrCodes': '访客通行码',
  'route.permGroups': '门禁权限组',
  'route.permGroupDevices': '权限组设备',
  'route.permGroupUsers': '权限组人员',
  'route.linglingCards': '门禁卡',
  'route.linglingDevices': '门禁设备',
  'route.linglingCardUsers': '持卡人员',
  'visitor.groupDevices': '设备',
  'visitor.groupUsers': '人员',
} as const;

type Key = keyof typeof zhCN;

/**
 * @example
 * addMessages(passthroughMessages); // its titles in zh-CN, en and es
 */
export const passthroughMessages: DomainMessages<Key> = {
  'zh-CN': zhCN,
  en: {
    // The titles of this domain's own pages in the spec's menu (000 section 2).
    'route.passthrough': 'Access control',
    'route.visitorPass': 'Visitor passes',
    'route.visitorOrders': 'Visit appointments',
    'route.visitorQrCodes': 'Visitor pass codes',
    'route.permGroups': 'Access groups',
    'route.permGroupDevices': 'Access group devices',
    'route.permGroupUsers': 'Access group members',
    'route.linglingCards': 'Access cards',
    'route.linglingDevices': 'Access devices',
    'route.linglingCardUsers': 'Card holders',
    'visitor.groupDevices': 'Devices',
    'visitor.groupUsers': 'Members',
  },
  es: {
    // The titles of this domain's own pages in the spec's menu (000 section 2).
    'route.passthrough': 'Control de acceso',
    'route.visitorPass': 'Pases de visitantes',
    'route.visitorOrders': 'Citas de visita',
    'route.visitorQrCodes': 'Códigos de pase',
    'route.permGroups': 'Grupos de acceso',
    'route.permGroupDevices': 'Dispositivos de grupo',
    'route.permGroupUsers': 'Miembros de grupo',
    'route.linglingCards': 'Tarjetas de acceso',
    'route.linglingDevices': 'Dispositivos de acceso',
    'route.linglingCardUsers': 'Titulares de tarjeta',
    'visitor.groupDevices': 'Dispositivos',
    'visitor.groupUsers': 'Miembros',
  },
};
