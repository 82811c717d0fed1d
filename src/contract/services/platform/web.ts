/** Platform users, roles and menus under their absolute paths /web/user, /web/role, /web/menu (001 section 7.17, 000 sections 6 and 9). */
import { ENABLED, LONG_TIMEOUT_MS, TOGGLE_VERBS, f, get, post, standard, t } from '../../dsl';
import { MENU_TYPES, ROLE_TYPES, USER_TYPES, resource } from './base';

/**
 * @example
 * <ResourcePage resource={webUser} />
 */
export const webUser = /* @__PURE__ */ resource('webUser', {
  path: '/web/user',
  title: t('平台用户', 'Platform users', 'Usuarios de plataforma'),
  permission: 'system-management',
  fields: {
    id: f.id(),
    loginName: f.string(t('登录名', 'Login name', 'Usuario'), { required: true, max: 64, filter: true }),
    name: f.string(t('姓名', 'Name', 'Nombre'), { required: true, max: 32, filter: true }),
    password: f.password(t('密码', 'Password', 'Contraseña'), { min: 6, max: 32 }),
    phone: f.phone(t('手机号', 'Mobile', 'Móvil'), { filter: true }),
    userType: f.enum(t('用户类型', 'User type', 'Tipo de usuario'), USER_TYPES, { required: true, filter: true }),
    companyId: f.ref(t('所属公司', 'Company', 'Empresa'), 'organisation.company', { filter: true }),
    orgId: f.ref(t('所属项目', 'Organisation', 'Organización'), 'organisation.organization', { filter: true }),
    status: f.enum(t('状态', 'Status', 'Estado'), ENABLED, { filter: true, default: 1 }),
    createTime: f.createTime(),
  },
  operations: [
    ...standard(),
    // Our additions (平台用户): enable/disable a user from its row, and reset a password to one
    // that meets the console's password rule (the user's sessions end).
    post('switchStatus', {
      label: t('启用/停用', 'Enable/disable', 'Activar/desactivar'),
      kind: 'transition',
      transition: { field: 'status', from: [0, 1], to: [0, 1], verbs: TOGGLE_VERBS },
      summary: 'Enable or disable a platform user (the request field `status` picks the state); our addition',
    }),
    post('resetPassword', {
      label: t('重置密码', 'Reset password', 'Restablecer contraseña'),
      kind: 'action',
      body: {
        id: f.ref(t('用户', 'User', 'Usuario'), 'platform.webUser', { required: true }),
        password: f.password(t('新密码', 'New password', 'Nueva contraseña'), { required: true, min: 8, max: 32 }),
      },
      summary: "Set a platform user's password (8-32 characters with upper and lower case letters and a digit) and end its sessions; our addition",
    }),
  ],
});

const orgRef = (required = false) =>
  f.ref(t('所属项目', 'Organisation', 'Organización'), 'organisation.organization', { required, filter: true });

/**
 * @example
 * <ResourcePage resource={webRole} />
 */
export const webRole = /* @__PURE__ */ resource('webRole', {
  path: '/web/role',
  title: t('角色', 'Roles', 'Roles'),
  permission: 'system-management',
  fields: {
    id: f.id(),
    name: f.string(t('角色名称', 'Role name', 'Nombre del rol'), { required: true, max: 32, filter: true }),
    type: f.enum(t('角色类型', 'Role type', 'Tipo de rol'), ROLE_TYPES, { required: true, filter: true }),
    isApp: f.boolean(t('应用端角色', 'App role', 'Rol de app'), { filter: true, default: false }),
    orgId: orgRef(),
    // Written by roleFunction/grant (分配权限) from the granted functions' codes, never typed in a form.
    perms: f.string(t('权限标识', 'Permission keys', 'Claves de permiso'), { max: 2000, hiddenInList: true, readOnly: true }),
    remark: f.string(t('备注', 'Remark', 'Observación'), { max: 200, hiddenInList: true }),
    status: f.enum(t('状态', 'Status', 'Estado'), ENABLED, { filter: true, default: 1 }),
    createTime: f.createTime(),
  },
  operations: [
    ...standard(),
    post('roleList', { kind: 'all', summary: 'Every role matching the filter, unpaged' }),
    post('gettypelist', { label: t('角色类型', 'Role types', 'Tipos de rol'), kind: 'action', reads: true, summary: 'Role types (value/label pairs)' }),
    post('getTypeListV2', {
      label: t('角色类型(V2)', 'Role types (v2)', 'Tipos de rol (v2)'),
      kind: 'action', reads: true,
      body: { isApp: f.boolean(t('应用端角色', 'App role', 'Rol de app')) },
      summary: 'Role types available for web or app roles, with the number of roles of each',
    }),
    post('getRoleFloorOrRepair', {
      kind: 'all', where: { isApp: true },
      body: { orgId: orgRef(true) },
      summary: 'App roles of one organisation that floor managers or repair staff can be given',
    }),
    post('oneKeySettingAppRoleType3OrganisationAdministrators', {
      label: t('一键设置管理员角色', 'Set up admin roles', 'Configurar roles de administrador'),
      kind: 'action', timeoutMs: LONG_TIMEOUT_MS, body: {},
      summary: "For every organisation, create or refresh its app role of type 3 'organisation administrators'; returns created and updated counts",
    }),
    get('getSysOperatorRoles', { kind: 'all', where: { type: 1 }, summary: 'Roles that platform operators can be given' }),
    get('sysRoleList', { kind: 'all', query: ['orgId', 'type'], summary: 'Roles of one organisation and type' }),
    get('roleType/{id}', { label: t('角色类型详情', 'Role type', 'Tipo de rol'), name: 'roleType', kind: 'action', reads: true, summary: 'One role type by value (value, label, app flag)' }),
  ],
});

/**
 * @example
 * <ResourcePage resource={webMenu} />
 */
export const webMenu = /* @__PURE__ */ resource('webMenu', {
  path: '/web/menu',
  title: t('菜单', 'Menus', 'Menús'),
  permission: 'system-management',
  parent: { resource: 'platform.webMenu', field: 'parentId' },
  fields: {
    id: f.id(),
    name: f.string(t('菜单名称', 'Menu name', 'Nombre del menú'), { required: true, max: 64, filter: true }),
    parentId: f.ref(t('上级菜单', 'Parent menu', 'Menú superior'), 'platform.webMenu'),
    type: f.enum(t('类型', 'Type', 'Tipo'), MENU_TYPES, { required: true, filter: true, default: 1 }),
    path: f.string(t('路由地址', 'Route path', 'Ruta'), { max: 256 }),
    icon: f.string(t('图标', 'Icon', 'Icono'), { max: 64, hiddenInList: true }),
    perms: f.string(t('权限标识', 'Role key', 'Clave de rol'), { max: 128, filter: true }),
    isApp: f.boolean(t('应用端菜单', 'App menu', 'Menú de app'), { filter: true, default: false }),
    hidden: f.boolean(t('隐藏', 'Hidden', 'Oculto'), { default: false, hiddenInList: true }),
    sort: f.integer(t('排序', 'Order', 'Orden'), { min: 0, max: 9999, default: 0 }),
  },
  operations: [
    ...standard(),
    get('loadMenu', { kind: 'tree', query: ['isApp'], summary: 'Menu tree of the web (isApp false) or the app (isApp true)' }),
  ],
});
