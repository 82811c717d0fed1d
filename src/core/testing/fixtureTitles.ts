/**
 * The titles of the console's entries that the core's and the shell's tests use as fixtures. In the console the route table
 * adds them (src/console/menu: the domains' titles and routes.zh-CN.ts); a shell test renders no table, so it
 * adds these itself.
 */
import type { DomainMessages } from '../domain';

/**
 * @example
 * beforeAll(() => addMessages(FIXTURE_TITLES)); // renderShell does it for the shell's tests
 */
export const FIXTURE_TITLES: DomainMessages = {
  'zh-CN': {
    'route.dashboard': '首页', 'route.system': '系统监控', 'route.operationLog': '操作日志', 'route.platform': '系统管理',
    'route.user': '平台用户', 'route.role': '角色管理', 'route.menu': '菜单管理', 'route.quickLinks': '快捷入口', 'route.mail': '企业邮箱',
    'route.meetingRoomManage': '会议室管理', 'route.organisation': '空间管理', 'route.build': '楼栋管理', 'route.roleSample': '角色样板',
  },
  en: {
    'route.dashboard': 'Home', 'route.system': 'System monitoring', 'route.operationLog': 'Operation log', 'route.platform': 'System management',
    'route.user': 'Platform users', 'route.role': 'Roles', 'route.menu': 'Menus', 'route.quickLinks': 'Quick links', 'route.mail': 'Mail',
    'route.meetingRoomManage': 'Rooms', 'route.organisation': 'Spaces', 'route.build': 'Buildings', 'route.roleSample': 'Role templates',
  },
  es: {
    'route.dashboard': 'Inicio', 'route.system': 'Supervisión del sistema', 'route.operationLog': 'Registro de operaciones',
    'route.platform': 'Gestión del sistema', 'route.user': 'Usuarios de plataforma', 'route.role': 'Roles', 'route.menu': 'Menús',
    'route.quickLinks': 'Accesos directos', 'route.mail': 'Correo', 'route.meetingRoomManage': 'Salas',
    'route.organisation': 'Espacios', 'route.build': 'Edificios', 'route.roleSample': 'Plantillas de rol',
  },
};
