/** Organisation service (001 section 7.9 "Company (yy)" and 7.17 selects): operating companies, operation centres and distributors under /organisation/company/yy. */
import { f, get, post, t, v } from '../../dsl';
import { c, resource } from './common';

const id = () => f.ref(t('公司', 'Company', 'Empresa'), 'organisation.companyYy', { required: true });

export const companyYy = /* @__PURE__ */ resource('companyYy', {
  title: t('运营公司', 'Operating companies', 'Empresas operadoras'),
  permission: 'organization',
  path: '/organisation/company/yy',
  fields: {
    id: f.id(),
    name: c.name(t('公司名称', 'Company name', 'Nombre de la empresa'), { max: 100 }),
    companyType: f.enum(t('公司类别', 'Kind', 'Clase'), [
      v('operator', t('运营公司', 'Operating company', 'Empresa operadora'), 'success'),
      v('operation', t('运营中心', 'Operation centre', 'Centro de operaciones'), 'info'),
      v('distributor', t('分销商', 'Distributor', 'Distribuidor'), 'purple'),
    ], { required: true, filter: true }),
    parentId: f.ref(t('上级公司', 'Parent company', 'Empresa superior'), 'organisation.companyYy', { filter: true }),
    contactName: c.contact(),
    phone: c.phone(),
    address: c.address(),
    status: c.status(),
    createTime: f.createTime(),
  },
  operations: [
    post('companyList', { kind: 'list', summary: 'List operating companies, operation centres and distributors' }),
    post('getselectlist', { kind: 'select', summary: 'Companies as select options' }),
    post('add', { kind: 'add', summary: 'Add a company' }),
    get('{id}', { name: 'get', kind: 'get', summary: 'Get one company' }),
    post('op/list', { name: 'opList', kind: 'list', where: { companyType: 'operation' }, summary: 'List operation centres' }),
    get('getDetail/{id}', { name: 'getDetail', kind: 'get', summary: 'Company detail with its relations' }),
    post('dis/list', { name: 'disList', kind: 'list', where: { companyType: 'distributor' }, summary: 'List distributors' }),
    post('updateCompanyOperator', { kind: 'update', summary: 'Update an operating company' }),
    post('updateOpCompanyOperator', { kind: 'update', summary: 'Update an operation centre' }),
    post('updateDisCompanyOperator', { kind: 'update', summary: 'Update a distributor' }),
    get('deleteCompany/{id}', { name: 'deleteCompany', kind: 'delete', summary: 'Delete a company' }),
    post('deleteRelation', {
      label: t('解除关联', 'Remove link', 'Quitar vínculo'),
      kind: 'action', summary: 'Detach a company from its parent company',
      body: { id: id(), parentId: f.ref(t('上级公司', 'Parent company', 'Empresa superior'), 'organisation.companyYy', { required: true }) },
    }),
    post('getDisDetail', { kind: 'get', summary: 'Distributor detail (id in the body)' }),
    post('getOpDetail', { kind: 'get', summary: 'Operation centre detail (id in the body)' }),
    post('org/getselectlist', {
      name: 'orgSelect', kind: 'select', target: 'organisation.organization',
      summary: 'Projects of an operating company as select options',
      body: { companyId: f.ref(t('公司', 'Company', 'Empresa'), 'organisation.companyYy') },
    }),
    post('/organisation/company/busi/getselectlist', {
      name: 'busiSelect', kind: 'select', target: 'organisation.company', where: { companyType: 'business' },
      summary: 'Business companies as select options',
    }),
  ],
});

export const companyYyResources = [companyYy];
