/** The space domain's texts: its pages' own words (menu titles come from the console), in zh-CN, en and es. */
import type { DomainMessages } from '../../core/domain';

const zhCN = {
  // The titles of this domain's own pages in the spec's menu (000 section 2).
  'route.build': '楼栋管理',
  'route.organisation': '空间管理',
  'route.ownerAuditManage': '业主审核',
  'route.ownerInfoManage': '业主信息管理',
  'route.projectSpaceSet': '项目空间设置',
  'route.userManage': '用户管理',
  'space.tree': '空间结构',
  'space.detail': '下级列表',
  'space.pickNode': '请在左侧选择项目、楼栋、单元或楼层',
  'space.loadFailed': '空间结构加载失败：{message}',
  'space.retry': '重试',
  'space.buildsOf': '{name} · 楼栋',
  'space.unitsOf': '{name} · 单元',
  'space.floorsOf': '{name} · 楼层',
  'space.roomsOf': '{name} · 房间',
  'space.roomPlaceholder': '选择楼栋-单元-楼层-房间',
  'space.room': '房间',
  'space.members': '成员',
  'space.membersOf': '{name}的家庭成员',
  'space.addMember': '添加成员',
  'space.noMembers': '暂无成员',
  'space.transfer': '换房',
  'space.transferTitle': '换房 · {name}',
  'space.currentRoom': '当前房间',
  'space.confirmTransfer': '确认换房',
  'space.transferred': '{name}已换到 {room}',
  'space.cancel': '取消',
  'space.close': '关闭',
  'space.reviewHint': '登记人不能审核自己登记的住户，请由另一位有审核权限的人员处理。',
};

type Key = keyof typeof zhCN;

const en: Record<Key, string> = {
  // The titles of this domain's own pages in the spec's menu (000 section 2).
  'route.build': 'Buildings',
  'route.organisation': 'Spaces',
  'route.ownerAuditManage': 'Owner review',
  'route.ownerInfoManage': 'Owners',
  'route.projectSpaceSet': 'Project spaces',
  'route.userManage': 'User management',
  'space.tree': 'Space structure',
  'space.detail': 'Items below',
  'space.pickNode': 'Choose a project, building, unit or floor on the left',
  'space.loadFailed': 'Could not load the space structure: {message}',
  'space.retry': 'Retry',
  'space.buildsOf': '{name} · Buildings',
  'space.unitsOf': '{name} · Units',
  'space.floorsOf': '{name} · Floors',
  'space.roomsOf': '{name} · Rooms',
  'space.roomPlaceholder': 'Choose building-unit-floor-room',
  'space.room': 'Room',
  'space.members': 'Members',
  'space.membersOf': 'Household members of {name}',
  'space.addMember': 'Add member',
  'space.noMembers': 'No members yet',
  'space.transfer': 'Move',
  'space.transferTitle': 'Move to another room · {name}',
  'space.currentRoom': 'Current room',
  'space.confirmTransfer': 'Move',
  'space.transferred': '{name} moved to {room}',
  'space.cancel': 'Cancel',
  'space.close': 'Close',
  'space.reviewHint': 'Whoever registered a household cannot review it: another reviewer decides.',
};

const es: Record<Key, string> = {
  // The titles of this domain's own pages in the spec's menu (000 section 2).
  'route.build': 'Edificios',
  'route.organisation': 'Espacios',
  'route.ownerAuditManage': 'Revisión de propietarios',
  'route.ownerInfoManage': 'Propietarios',
  'route.projectSpaceSet': 'Espacios del proyecto',
  'route.userManage': 'Gestión de usuarios',
  'space.tree': 'Estructura de espacios',
  'space.detail': 'Elementos dependientes',
  'space.pickNode': 'Elija a la izquierda un proyecto, edificio, portal o planta',
  'space.loadFailed': 'No se pudo cargar la estructura: {message}',
  'space.retry': 'Reintentar',
  'space.buildsOf': '{name} · Edificios',
  'space.unitsOf': '{name} · Portales',
  'space.floorsOf': '{name} · Plantas',
  'space.roomsOf': '{name} · Viviendas',
  'space.roomPlaceholder': 'Elija edificio-portal-planta-vivienda',
  'space.room': 'Vivienda',
  'space.members': 'Miembros',
  'space.membersOf': 'Miembros del hogar de {name}',
  'space.addMember': 'Añadir miembro',
  'space.noMembers': 'Sin miembros',
  'space.transfer': 'Cambiar de vivienda',
  'space.transferTitle': 'Cambiar de vivienda · {name}',
  'space.currentRoom': 'Vivienda actual',
  'space.confirmTransfer': 'Confirmar cambio',
  'space.transferred': '{name} se ha trasladado a {room}',
  'space.cancel': 'Cancelar',
  'space.close': 'Cerrar',
  'space.reviewHint': 'Quien registró al residente no puede revisarlo: decide otro revisor.',
};

/**
 * @example
 * spaceMessages.en['space.transfer'] // 'Move'
 */
export const spaceMessages: DomainMessages<Key> = { 'zh-CN': zhCN, en, es };
