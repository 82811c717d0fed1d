/** Organisation service (001 sections 7.1 and 6): enterprise side: virtual architectures, departments, virtual accounts and users, permission config. */
import { f, post, standard, t, v } from '../../dsl';
import { c, resource } from './common';

const ENTERPRISE = 'enterprise';

export const virtualarchitecture = /* @__PURE__ */ resource('virtualarchitecture', {
  title: t('虚拟架构', 'Virtual structures', 'Estructuras virtuales'),
  permission: ENTERPRISE,
  fields: {
    id: f.id(),
    name: c.name(t('架构名称', 'Name', 'Nombre'), { unique: true }),
    virtType: f.enum(t('架构类型', 'Kind', 'Clase'), [
      v('ordinary', t('普通企业', 'Ordinary', 'Ordinaria'), 'info'),
      v('agent', t('代理商', 'Agent', 'Agente'), 'purple'),
    ], { required: true, filter: true, default: 'ordinary' }),
    parentId: f.ref(t('上级架构', 'Parent', 'Superior'), 'organisation.virtualarchitecture', { filter: true }),
    orgId: c.orgId(),
    contactName: c.contact(),
    phone: c.phone(),
    status: c.status(),
    createTime: f.createTime(),
  },
  operations: [
    ...standard(),
    post('exportList', { label: t('导出列表', 'Export list', 'Exportar lista'), kind: 'export', file: true, summary: 'Export the filtered list (xlsx)' }),
    post('getpermconfig', {
      kind: 'all', target: 'organisation.virtPermConfig', summary: 'Permission configuration of one virtual structure',
      body: { virtId: c.virtId() },
    }),
    post('check_exists_name', { kind: 'checkName', summary: 'Whether a virtual structure name is still free' }),
    post('getAgentVirt', { kind: 'all', where: { virtType: 'agent' }, summary: 'Agent virtual structures' }),
    post('getOrdinaryVirt', { kind: 'all', where: { virtType: 'ordinary' }, summary: 'Ordinary virtual structures' }),
    post('getselectlist', { kind: 'select', summary: 'Virtual structures as select options' }),
  ],
});

export const department = /* @__PURE__ */ resource('department', {
  title: t('部门', 'Departments', 'Departamentos'),
  permission: ENTERPRISE,
  fields: {
    id: f.id(),
    name: c.name(t('部门名称', 'Department name', 'Nombre del departamento'), { max: 32 }),
    virtId: c.virtId(),
    parentId: f.ref(t('上级部门', 'Parent department', 'Departamento superior'), 'organisation.department', { filter: true }),
    leader: f.string(t('负责人', 'Head', 'Responsable'), { max: 32 }),
    phone: c.phone(),
    sort: c.sort(),
    status: c.status(),
    createTime: f.createTime(),
  },
  operations: [
    ...standard(),
    post('saveUpdateDept', { kind: 'save', summary: 'Add or update a department (form; the server also accepts JSON)' }),
    post('getselectlist', { kind: 'select', summary: 'Departments as select options' }),
  ],
});

export const virtAccount = /* @__PURE__ */ resource('virtAccount', {
  title: t('虚拟账户', 'Virtual accounts', 'Cuentas virtuales'),
  permission: ENTERPRISE,
  fields: {
    id: f.id(),
    name: c.name(t('账户名称', 'Account name', 'Nombre de la cuenta')),
    virtId: c.virtId(),
    accountType: f.enum(t('账户类型', 'Account type', 'Tipo de cuenta'), [
      v('prepaid', t('预付账户', 'Prepaid', 'Prepago'), 'success'),
      v('credit', t('授信账户', 'Credit', 'Crédito'), 'warning'),
      v('subsidy', t('补贴账户', 'Subsidy', 'Subsidio'), 'info'),
    ], { required: true, filter: true }),
    balance: c.amount(t('余额(元)', 'Balance', 'Saldo'), { readOnly: true }),
    status: c.status(),
    createTime: f.createTime(),
  },
  operations: [
    ...standard(),
    post('exportVirtAccountModel', { label: t('下载模板', 'Download template', 'Descargar plantilla'), kind: 'export', file: true, template: true, summary: 'Download the virtual-account import template (xlsx)' }),
    // Our addition: the spec's only export of this resource is the import template.
    post('exportVirtAccount', { label: t('导出账户', 'Export accounts', 'Exportar cuentas'), kind: 'export', file: true, summary: 'Export the filtered virtual accounts (xlsx); our addition' }),
    post('importVirtAccount', { label: t('导入账户', 'Import accounts', 'Importar cuentas'), kind: 'import', multipart: true, summary: 'Import virtual accounts from an xlsx file' }),
  ],
});

export const virtUser = /* @__PURE__ */ resource('virtUser', {
  title: t('虚拟架构成员', 'Virtual structure members', 'Miembros de estructura virtual'),
  permission: ENTERPRISE,
  fields: {
    id: f.id(),
    virtId: c.virtId(),
    userId: c.userId(),
    departmentId: f.ref(t('部门', 'Department', 'Departamento'), 'organisation.department', { filter: true }),
    employeeNo: f.string(t('工号', 'Employee number', 'N.º de empleado'), { max: 32, filter: true }),
    status: c.status(),
    createTime: f.createTime(),
  },
  operations: standard(),
});

const PERM_TYPE = [
  v('consume', t('消费权限', 'Spending', 'Consumo'), 'success'),
  v('recharge', t('充值权限', 'Recharge', 'Recarga'), 'info'),
  v('meal', t('订餐权限', 'Meal ordering', 'Pedido de comida'), 'purple'),
] as const;

export const virtPermConfig = /* @__PURE__ */ resource('virtPermConfig', {
  title: t('权限配置', 'Permission settings', 'Configuración de permisos'),
  permission: ENTERPRISE,
  fields: {
    id: f.id(),
    name: c.name(t('配置名称', 'Name', 'Nombre')),
    virtId: c.virtId(),
    permType: f.enum(t('权限类型', 'Permission type', 'Tipo de permiso'), PERM_TYPE, { required: true, filter: true }),
    merchantIds: f.string(t('适用商户', 'Merchants (comma-separated ids)', 'Comercios (ids)'), { max: 2000, hiddenInList: true }),
    dailyLimit: c.amount(t('每日限额(元)', 'Daily limit', 'Límite diario')),
    status: c.status(),
    createTime: f.createTime(),
  },
  operations: [
    ...standard(),
    post('getselectlist', { kind: 'select', summary: 'Permission settings as select options' }),
    post('queryPermControlConfig', {
      label: t('查看权限配置', 'View permission settings', 'Ver permisos'),
      kind: 'action', reads: true, summary: 'Permission controls currently applied to a virtual structure',
      body: { virtId: c.virtId() },
    }),
    post('permControl', {
      label: t('权限控制', 'Set permissions', 'Configurar permisos'),
      kind: 'action', json: true, summary: 'Apply permission controls to a virtual structure',
      body: {
        virtId: c.virtId(),
        permConfigIds: f.string(t('权限配置(逗号分隔)', 'Settings (comma-separated ids)', 'Ajustes (ids)'), { required: true, max: 2000 }),
        enabled: f.boolean(t('启用', 'Enabled', 'Activo'), { default: true }),
      },
    }),
  ],
});

export const enterpriseResources = [virtualarchitecture, department, virtAccount, virtUser, virtPermConfig];
