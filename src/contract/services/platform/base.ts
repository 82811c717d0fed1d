/** Platform CRUD (001 section 7.17): shared prefix, builder and enums. Prefix `/platform` is our choice (the spec states none). */
import { resourcesOf, t, v } from '../../dsl';

export const PLATFORM_PREFIX = '/platform';
export const resource = resourcesOf('platform', PLATFORM_PREFIX);

/** Stored user types of 000 section 3, toned by role group (admin, project, operations centre, merchant). */
export const USER_TYPES = [
  v(-1, t('超级管理员', 'Super administrator', 'Superadministrador'), 'danger'),
  v(1, t('平台管理员', 'Platform administrator', 'Administrador de plataforma'), 'danger'),
  v(2, t('平台操作员', 'Platform operator', 'Operador de plataforma'), 'danger'),
  v(3, t('项目管理员', 'Project administrator', 'Administrador de proyecto'), 'info'),
  v(4, t('项目操作员', 'Project operator', 'Operador de proyecto'), 'info'),
  v(6, t('运营中心管理员', 'Operations-centre administrator', 'Administrador del centro de operaciones'), 'warning'),
  v(7, t('运营中心操作员', 'Operations-centre operator', 'Operador del centro de operaciones'), 'warning'),
  v(9, t('商户管理员', 'Merchant administrator', 'Administrador de comercio'), 'success'),
  v(30, t('商户操作员', 'Merchant operator', 'Operador de comercio'), 'success'),
  v(31, t('商户收银员', 'Merchant cashier', 'Cajero de comercio'), 'success'),
] as const;

/** Role types; type 3 is the app role of organisation administrators (000 section 6). */
export const ROLE_TYPES = [
  v(1, t('平台角色', 'Platform role', 'Rol de plataforma'), 'danger'),
  v(2, t('项目角色', 'Project role', 'Rol de proyecto'), 'info'),
  v(3, t('机构管理员', 'Organisation administrators', 'Administradores de organización'), 'purple'),
  v(4, t('运营中心角色', 'Operations-centre role', 'Rol de centro de operaciones'), 'warning'),
  v(5, t('商户角色', 'Merchant role', 'Rol de comercio'), 'success'),
] as const;

/** Menu entry types. */
export const MENU_TYPES = [
  v(0, t('目录', 'Directory', 'Directorio'), 'info'),
  v(1, t('菜单', 'Menu', 'Menú'), 'success'),
  v(2, t('按钮', 'Button', 'Botón'), 'grey'),
] as const;
