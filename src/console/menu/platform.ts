/** /platform (system management): menus, platform users, roles, standard roles and role templates. */
import { group, page, pending, resource } from './entry';

export const platformRoutes = group('/platform', 'platform', ['system-management'], [
  page('/platform/menu', 'menu', resource('platform.webMenu')),
  page('/platform/user', 'user', resource('platform.webUser')),
  page('/platform/role', 'role', resource('platform.webRole')),
  page('/platform/role-standardized', 'roleStandardized', pending),
  page('/platform/role-sample', 'roleSample', pending),
], { icon: 'shield' });
