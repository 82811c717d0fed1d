/** Platform CRUD tables under `/platform` (our prefix; 001 section 7.17): each uses the standard pattern of 7.0. */
import { ENABLED, f, get, post, standard, t } from '../../dsl';
import { MENU_TYPES, resource } from './base';

const userRef = () => f.ref(t('用户', 'User', 'Usuario'), 'platform.webUser', { required: true, filter: true });
const roleRef = () => f.ref(t('角色', 'Role', 'Rol'), 'platform.webRole', { required: true, filter: true });

/** Link between an organisation and its counterpart in the CJQT (enterprise-access) system. */
export const llzcCjqtOrg = /* @__PURE__ */ resource('llzcCjqtOrg', {
  title: t('企业通机构对接', 'CJQT organisation links', 'Vínculos de organización CJQT'),
  permission: 'system-management',
  fields: {
    id: f.id(),
    orgId: f.ref(t('所属项目', 'Organisation', 'Organización'), 'organisation.organization', { required: true, filter: true }),
    name: f.string(t('对接机构名称', 'CJQT organisation name', 'Nombre en CJQT'), { required: true, max: 64, filter: true }),
    cjqtOrgCode: f.string(t('对接机构编码', 'CJQT organisation code', 'Código en CJQT'), { required: true, max: 64 }),
    appKey: f.string(t('应用标识', 'App key', 'Clave de aplicación'), { max: 128, hiddenInList: true }),
    status: f.enum(t('状态', 'Status', 'Estado'), ENABLED, { filter: true, default: 1 }),
    createTime: f.createTime(),
  },
  operations: standard(),
});

/**
 * Function catalogue (menu/function entries that roles are granted through roleFunction).
 * @example
 * const menus = useResourceList(menu, useListParams(menu).state);
 */
export const menu = /* @__PURE__ */ resource('menu', {
  title: t('功能菜单', 'Functions', 'Funciones'),
  permission: 'system-management',
  parent: { resource: 'platform.menu', field: 'parentId' },
  fields: {
    id: f.id(),
    name: f.string(t('功能名称', 'Name', 'Nombre'), { required: true, max: 64, filter: true }),
    parentId: f.ref(t('上级功能', 'Parent', 'Superior'), 'platform.menu'),
    code: f.string(t('权限标识', 'Permission key', 'Clave de permiso'), { max: 128, filter: true }),
    type: f.enum(t('类型', 'Type', 'Tipo'), MENU_TYPES, { required: true, filter: true, default: 1 }),
    url: f.string(t('路径', 'Path', 'Ruta'), { max: 256, hiddenInList: true }),
    sort: f.integer(t('排序', 'Order', 'Orden'), { min: 0, max: 9999, default: 0 }),
    status: f.enum(t('状态', 'Status', 'Estado'), ENABLED, { filter: true, default: 1 }),
  },
  operations: standard(),
});

/**
 * @example
 * const links = useResourceList(userDept, useListParams(userDept).state);
 */
export const userDept = /* @__PURE__ */ resource('userDept', {
  title: t('用户部门', 'User departments', 'Departamentos de usuario'),
  permission: 'system-management',
  fields: {
    id: f.id(),
    userId: userRef(),
    deptId: f.ref(t('部门', 'Department', 'Departamento'), 'organisation.department', { required: true, filter: true }),
    isLeader: f.boolean(t('部门负责人', 'Department head', 'Jefe de departamento'), { default: false }),
    createTime: f.createTime(),
  },
  operations: standard(),
});

/**
 * @example
 * const links = useResourceList(userFloor, useListParams(userFloor).state);
 */
export const userFloor = /* @__PURE__ */ resource('userFloor', {
  title: t('用户楼层', 'User floors', 'Plantas de usuario'),
  permission: 'system-management',
  fields: {
    id: f.id(),
    userId: userRef(),
    buildId: f.ref(t('楼栋', 'Building', 'Edificio'), 'organisation.build', { required: true, filter: true }),
    floorId: f.ref(t('楼层', 'Floor', 'Planta'), 'organisation.floor', { required: true, filter: true }),
    createTime: f.createTime(),
  },
  operations: standard(),
});

/**
 * @example
 * const links = useResourceList(userOrgnization, useListParams(userOrgnization).state);
 */
export const userOrgnization = /* @__PURE__ */ resource('userOrgnization', {
  title: t('用户项目', 'User organisations', 'Organizaciones de usuario'),
  permission: 'system-management',
  fields: {
    id: f.id(),
    userId: userRef(),
    orgId: f.ref(t('项目', 'Organisation', 'Organización'), 'organisation.organization', { required: true, filter: true }),
    isDefault: f.boolean(t('默认项目', 'Default organisation', 'Organización por defecto'), { default: false }),
    createTime: f.createTime(),
  },
  operations: standard(),
});

/**
 * @example
 * const links = useResourceList(userCompany, useListParams(userCompany).state);
 */
export const userCompany = /* @__PURE__ */ resource('userCompany', {
  title: t('用户公司', 'User companies', 'Empresas de usuario'),
  permission: 'system-management',
  fields: {
    id: f.id(),
    userId: userRef(),
    companyId: f.ref(t('公司', 'Company', 'Empresa'), 'organisation.company', { required: true, filter: true }),
    createTime: f.createTime(),
  },
  operations: standard(),
});

/**
 * @example
 * const links = useResourceList(userRole, useListParams(userRole).state);
 */
export const userRole = /* @__PURE__ */ resource('userRole', {
  title: t('用户角色', 'User roles', 'Roles de usuario'),
  permission: 'system-management',
  fields: {
    id: f.id(),
    userId: userRef(),
    roleId: roleRef(),
    createTime: f.createTime(),
  },
  operations: standard(),
});

/**
 * @example
 * const grants = useResourceList(roleFunction, useListParams(roleFunction).state);
 */
export const roleFunction = /* @__PURE__ */ resource('roleFunction', {
  title: t('角色功能', 'Role functions', 'Funciones de rol'),
  permission: 'system-management',
  fields: {
    id: f.id(),
    roleId: roleRef(),
    menuId: f.ref(t('功能', 'Function', 'Función'), 'platform.menu', { required: true, filter: true }),
    createTime: f.createTime(),
  },
  operations: [
    ...standard(),
    // Our additions: the permission dialog of 角色管理 reads a role's grants in one call and
    // replaces them in one transaction (row-by-row add/delete could leave half a grant behind).
    get('role/{roleId}', { name: 'ofRole', label: t('角色权限', 'Role permissions', 'Permisos del rol'), kind: 'action', reads: true, summary: 'Every function granted to one role; our addition' }),
    post('grant', {
      label: t('分配权限', 'Assign permissions', 'Asignar permisos'),
      kind: 'action',
      body: {
        roleId: f.ref(t('角色', 'Role', 'Rol'), 'platform.webRole', { required: true }),
        menuIds: f.string(t('功能(逗号分隔)', 'Functions (comma-separated ids)', 'Funciones (ids separados por comas)'), { max: 20000 }),
      },
      summary: "Replace a role's functions with menuIds and set the role's permission keys from their codes (keys outside the catalogue are kept); our addition",
    }),
  ],
});
