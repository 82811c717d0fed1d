/** Project link (001 section 7.6), prefix `/propertypayment` as the spec states: property-payment projects mapped to organisations. */
import { f, get, resourcesOf, service, standard, t, v } from '../dsl';

export const PROPERTYPAYMENT_PREFIX = '/propertypayment';
const resource = /* @__PURE__ */ resourcesOf('propertypayment', PROPERTYPAYMENT_PREFIX);
const PERMISSION = 'base-setting';

/** Projects of the property-payment system (read only here). */
export const projects = /* @__PURE__ */ resource('projects', {
  title: t('物业缴费项目', 'Property-payment projects', 'Proyectos de pago'),
  permission: PERMISSION,
  path: '/propertypayment/api/projects',
  fields: {
    id: f.id(),
    name: f.string(t('项目名称', 'Name', 'Nombre'), { required: true, max: 64, filter: true }),
    code: f.string(t('项目编码', 'Code', 'Código'), { required: true, max: 32, filter: true }),
    address: f.string(t('地址', 'Address', 'Dirección'), { max: 128, hiddenInList: true }),
    status: f.enum(t('状态', 'Status', 'Estado'), [
      v(1, t('正常', 'Active', 'Activo'), 'success'), v(0, t('停用', 'Inactive', 'Inactivo'), 'danger'),
    ], { filter: true, default: 1 }),
  },
  operations: [get('all', { kind: 'all', summary: 'Every property-payment project' })],
});

/** Link between a property-payment project and a platform organisation. */
export const ProjectsXOrganistation = /* @__PURE__ */ resource('ProjectsXOrganistation', {
  title: t('项目关联组织', 'Project links', 'Vínculos de proyecto'),
  permission: PERMISSION,
  path: '/propertypayment/wojiacloud/ProjectsXOrganistation',
  labelField: 'projectId',
  fields: {
    id: f.id(),
    // Our assumption: a payment project bills for one platform project, so it is linked once (409 on a second link).
    projectId: f.ref(t('缴费项目', 'Payment project', 'Proyecto de pago'), 'propertypayment.projects', { required: true, filter: true, unique: true }),
    orgId: f.ref(t('平台项目', 'Organisation', 'Organización'), 'organisation.organization', { required: true, filter: true }),
    remark: f.string(t('备注', 'Remark', 'Observación'), { max: 200, hiddenInList: true }),
    createTime: f.createTime(),
  },
  operations: standard({ except: ['get'] }),
});

export const propertypaymentService = /* @__PURE__ */ service('propertypayment', t('物业缴费', 'Property payment', 'Pago de propiedad'),
  PROPERTYPAYMENT_PREFIX, false, [projects, ProjectsXOrganistation]);
