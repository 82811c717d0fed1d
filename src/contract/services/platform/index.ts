/** Platform CRUD (001 section 7.17). Prefix `/platform` is our choice; users, roles, menus, modules and the log keep their absolute paths. */
import { service, t } from '../../dsl';
import { PLATFORM_PREFIX } from './base';
import { llzcCjqtOrg, menu, roleFunction, userCompany, userDept, userFloor, userOrgnization, userRole } from './links';
import { log, sysModule } from './system';
import { roleTemplate } from './templates';
import { webMenu, webRole, webUser } from './web';

export { MENU_TYPES, PLATFORM_PREFIX, ROLE_TYPES, USER_TYPES } from './base';
export * from './links';
export * from './system';
export * from './templates';
export * from './web';

export const platformService = /* @__PURE__ */ service('platform', t('平台管理', 'Platform administration', 'Administración de la plataforma'), PLATFORM_PREFIX, true, [
  llzcCjqtOrg, menu, userDept, userFloor, userOrgnization, userCompany, userRole, roleFunction,
  webUser, webRole, webMenu, sysModule, log, roleTemplate,
]);
