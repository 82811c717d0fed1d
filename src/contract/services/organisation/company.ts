/** Organisation service (001 section 7.1): organizations (projects) and their config/about pages, companies, company departments. */
import { f, get, post, standard, t, v } from '../../dsl';
import { c, resource } from './common';

const ORG = 'organization';

export const organization = /* @__PURE__ */ resource('organization', {
  title: t('项目', 'Organisations', 'Organizaciones'),
  permission: ORG,
  fields: {
    id: f.id(),
    name: c.name(t('项目名称', 'Name', 'Nombre'), { unique: true }),
    companyId: c.companyId({ required: true }),
    contactName: c.contact(),
    phone: c.phone(),
    airIp: f.string(t('空调控制器IP', 'Air-conditioning controller IP', 'IP del controlador de climatización'), { max: 64, hiddenInList: true }),
    hdEnabled: f.boolean(t('对接海鼎', 'HD POS linked', 'Vinculado a HD POS'), { filter: true, default: false, hiddenInList: true }),
    hdVoiceEnabled: f.boolean(t('海鼎语音播报', 'HD voice box', 'Altavoz HD'), { filter: true, default: false, hiddenInList: true }),
    status: c.status(),
    createTime: f.createTime(),
  },
  operations: [
    ...standard(),
    post('airIp', { kind: 'get', summary: 'Air-conditioning controller IP of a project (id in the body)' }),
    post('editAirIp', {
      kind: 'update', summary: 'Change the air-conditioning controller IP of a project',
      body: {
        id: f.ref(t('项目', 'Project', 'Proyecto'), 'organisation.organization', { required: true }),
        airIp: f.string(t('空调控制器IP', 'Air-conditioning controller IP', 'IP del controlador'), { required: true, max: 64 }),
      },
    }),
    post('check_exists_name', { kind: 'checkName', summary: 'Whether a project name is still free' }),
    post('getselectlist', { kind: 'select', summary: 'Projects as select options' }),
    post('hdOrgList', { kind: 'all', where: { hdEnabled: true }, summary: 'Projects linked to the HD POS system' }),
    post('hdVoiceOrgList', { kind: 'all', where: { hdVoiceEnabled: true }, summary: 'Projects using HD voice boxes' }),
  ],
});

export const organizationConfig = /* @__PURE__ */ resource('organizationConfig', {
  title: t('项目配置', 'Organisation settings', 'Ajustes de la organización'),
  permission: ORG,
  fields: {
    id: f.id(),
    orgId: c.orgId(),
    name: c.name(t('配置项', 'Setting', 'Ajuste'), { max: 64 }),
    configValue: f.string(t('配置值', 'Value', 'Valor'), { required: true, max: 500 }),
    remark: c.remark(),
    createTime: f.createTime(),
  },
  operations: standard(),
});

export const organizationAbout = /* @__PURE__ */ resource('organizationAbout', {
  title: t('项目介绍', 'About the organisation', 'Acerca de la organización'),
  permission: ORG,
  fields: {
    id: f.id(),
    orgId: c.orgId(),
    title: f.string(t('标题', 'Title', 'Título'), { required: true, max: 64, filter: true }),
    coverImage: f.image(t('封面图', 'Cover image', 'Imagen de portada'), { hiddenInList: true }),
    content: f.text(t('介绍内容', 'Content', 'Contenido'), { required: true, max: 5000, hiddenInList: true }),
    createTime: f.createTime(),
  },
  operations: standard(),
});

const DATA_SCOPE = [
  v('all', t('全部数据', 'All data', 'Todos los datos'), 'success'),
  v('company', t('本公司数据', 'Own company', 'Propia empresa'), 'info'),
  v('custom', t('指定项目', 'Chosen projects', 'Proyectos elegidos'), 'purple'),
] as const;

export const company = /* @__PURE__ */ resource('company', {
  title: t('公司', 'Companies', 'Empresas'),
  permission: ORG,
  fields: {
    id: f.id(),
    name: c.name(t('公司名称', 'Company name', 'Nombre de la empresa'), { unique: true, max: 100 }),
    companyType: f.enum(t('公司类型', 'Company type', 'Tipo de empresa'), [
      v('property', t('物业公司', 'Property manager', 'Administrador de fincas'), 'success'),
      v('business', t('商业公司', 'Business', 'Comercial'), 'info'),
      v('enterprise', t('企业客户', 'Corporate client', 'Cliente corporativo'), 'purple'),
    ], { required: true, filter: true }),
    creditCode: f.string(t('统一社会信用代码', 'Registration number', 'N.º de registro'), { max: 18, hiddenInList: true }),
    contactName: c.contact(),
    phone: c.phone(),
    address: c.address(),
    dataScope: f.enum(t('数据权限', 'Data scope', 'Alcance de datos'), DATA_SCOPE, { readOnly: true, default: 'company', hiddenInList: true }),
    status: c.status(),
    createTime: f.createTime(),
  },
  operations: [
    ...standard(),
    post('getselectlist', { kind: 'select', summary: 'Companies as select options' }),
    post('check_exists_name', { kind: 'checkName', summary: 'Whether a company name is still free' }),
    post('dataScopeConfig', {
      label: t('数据权限', 'Data scope', 'Alcance de datos'),
      kind: 'action', json: true, summary: 'Set which projects the company may see',
      body: {
        id: f.ref(t('公司', 'Company', 'Empresa'), 'organisation.company', { required: true }),
        dataScope: f.enum(t('数据权限', 'Data scope', 'Alcance de datos'), DATA_SCOPE, { required: true }),
        orgIds: f.string(t('项目(逗号分隔)', 'Projects (comma-separated ids)', 'Proyectos (ids separados por comas)'), { max: 20000 }),
      },
    }),
    get('dataScopeConfig/{id}', { name: 'getDataScopeConfig', kind: 'get', summary: 'Data scope of one company' }),
  ],
});

export const companyOrg = /* @__PURE__ */ resource('companyOrg', {
  title: t('公司项目关联', 'Company–project links', 'Vínculos empresa–proyecto'),
  permission: ORG,
  physicalDelete: true,
  fields: {
    id: f.id(),
    companyId: c.companyId({ required: true }),
    orgId: c.orgId(),
    remark: c.remark(),
    createTime: f.createTime(),
  },
  operations: standard(),
});

const deptFields = (owner: 'org' | 'company', self: string) => ({
  id: f.id(),
  name: c.name(t('部门名称', 'Department name', 'Nombre del departamento'), { max: 32 }),
  ...(owner === 'org' ? { orgId: c.orgId() } : { companyId: c.companyId({ required: true }) }),
  parentId: f.ref(t('上级部门', 'Parent department', 'Departamento superior'), self, { filter: true }),
  leader: f.string(t('负责人', 'Head', 'Responsable'), { max: 32 }),
  phone: c.phone(),
  sort: c.sort(),
  status: c.status(),
  createTime: f.createTime(),
});

export const dept = /* @__PURE__ */ resource('dept', {
  title: t('项目部门', 'Project departments', 'Departamentos del proyecto'),
  permission: ORG,
  fields: deptFields('org', 'organisation.dept'),
  operations: standard(),
});

export const companyDept = /* @__PURE__ */ resource('companyDept', {
  title: t('公司部门', 'Company departments', 'Departamentos de la empresa'),
  permission: ORG,
  path: '/organisation/company/dept',
  fields: deptFields('company', 'organisation.companyDept'),
  operations: [...standard(), post('getselectlist', { kind: 'select', summary: 'Departments of a company as select options' })],
});

export const companyResources = [organization, organizationConfig, organizationAbout, company, companyOrg, dept, companyDept];
