/** Organisation service (001 section 7.1, "Household"): households (owners and tenants of a room) and their members. */
import { APPROVAL_KEYS, auditVerbs, f, get, post, t, v } from '../../dsl';
import { AUDIT_STATUS, c, resource } from './common';

const SPACE = 'space';
const idCardNo = () => f.string(t('证件号码', 'ID number', 'N.º de documento'), { max: 18, hiddenInList: true });

export const household = /* @__PURE__ */ resource('household', {
  title: t('住户', 'Households', 'Residentes'),
  permission: SPACE,
  fields: {
    id: f.id(),
    name: c.name(t('住户姓名', 'Name', 'Nombre'), { max: 32 }),
    phone: c.phone({ required: true }),
    idCardNo: idCardNo(),
    householdType: f.enum(t('住户身份', 'Role', 'Condición'), [
      v('owner', t('业主', 'Owner', 'Propietario'), 'success'),
      v('tenant', t('租户', 'Tenant', 'Inquilino'), 'info'),
    ], { required: true, filter: true, default: 'owner' }),
    orgId: c.orgId(),
    roomId: f.ref(t('房间', 'Room', 'Vivienda'), 'organisation.roomNo', { required: true, filter: true }),
    checkInDate: f.date(t('入住日期', 'Move-in date', 'Fecha de entrada')),
    auditStatus: f.enum(t('审核状态', 'Review status', 'Estado de revisión'), AUDIT_STATUS, { filter: true, readOnly: true, default: 'pending' }),
    auditRemark: f.string(t('审核意见', 'Review note', 'Comentario'), { max: 200, readOnly: true, hiddenInList: true }),
    requesterId: f.requesterId(),
    requesterName: f.requesterName(),
    createTime: f.createTime(),
  },
  // 001 7.1 lists the household calls one by one (no standard add/update/delete).
  operations: [
    post('list', { kind: 'list', summary: 'List households with filters and paging' }),
    get('{id}', { name: 'get', kind: 'get', summary: 'Get one household' }),
    post('addOwner', { kind: 'add', summary: 'Register an owner or tenant on a room' }),
    post('updateHousehold', { kind: 'update', summary: 'Update a household' }),
    post('getMemberList', {
      kind: 'all', target: 'organisation.householdMember', summary: 'Members of one household',
      body: { householdId: f.ref(t('住户', 'Household', 'Residente'), 'organisation.household', { required: true }) },
    }),
    post('addMember', { kind: 'add', target: 'organisation.householdMember', summary: 'Add a member to a household' }),
    post('findAuditList', { kind: 'list', where: { auditStatus: 'pending' }, summary: 'Households waiting for review' }),
    post('auditHouseholdRoom', {
      label: t('审核', 'Review', 'Revisar'),
      summary: 'Approve or reject a household registration; never by whoever registered it',
      approval: { permission: APPROVAL_KEYS.household, requester: 'requesterId' },
      transition: { field: 'auditStatus', from: ['pending'], to: ['approved', 'rejected'], verbs: auditVerbs(), sets: ['auditRemark'] },
      body: { auditRemark: f.string(t('审核意见', 'Review note', 'Comentario'), { max: 200 }) },
    }),
    post('getOwnerList', { kind: 'list', where: { householdType: 'owner' }, summary: 'List owners only' }),
    post('roomTransfer', {
      label: t('换房', 'Move to another room', 'Cambiar de vivienda'),
      kind: 'action', summary: 'Move a household to another room',
      body: {
        id: f.ref(t('住户', 'Household', 'Residente'), 'organisation.household', { required: true }),
        roomId: f.ref(t('新房间', 'New room', 'Nueva vivienda'), 'organisation.roomNo', { required: true }),
      },
    }),
    post('downloadTemplate', { label: t('下载模板', 'Download template', 'Descargar plantilla'), kind: 'export', file: true, template: true, summary: 'Download the household import template (xlsx)' }),
    post('exportHouseholdRoom', { label: t('导出住户', 'Export households', 'Exportar residentes'), kind: 'export', file: true, summary: 'Export households with their rooms (xlsx)' }),
    post('importHousehold', { label: t('导入住户', 'Import households', 'Importar residentes'), kind: 'import', multipart: true, summary: 'Import households from an xlsx file' }),
    post('isUse', {
      label: t('查询房间占用', 'Check room occupancy', 'Comprobar ocupación'),
      kind: 'action', reads: true, summary: 'Whether a room already has a household (true when in use)',
      body: { roomId: f.ref(t('房间', 'Room', 'Vivienda'), 'organisation.roomNo', { required: true }) },
    }),
  ],
});

export const householdMember = /* @__PURE__ */ resource('householdMember', {
  title: t('住户成员', 'Household members', 'Miembros del hogar'),
  permission: SPACE,
  fields: {
    id: f.id(),
    householdId: f.ref(t('住户', 'Household', 'Residente'), 'organisation.household', { required: true, filter: true }),
    name: c.name(t('成员姓名', 'Name', 'Nombre'), { max: 32 }),
    phone: c.phone(),
    relation: f.enum(t('与户主关系', 'Relationship', 'Parentesco'), [
      v('spouse', t('配偶', 'Spouse', 'Cónyuge')),
      v('child', t('子女', 'Child', 'Hijo/a')),
      v('parent', t('父母', 'Parent', 'Padre/Madre')),
      v('other', t('其他', 'Other', 'Otro')),
    ], { required: true, filter: true }),
    idCardNo: idCardNo(),
    createTime: f.createTime(),
  },
  // Read and written through household/getMemberList and household/addMember.
  operations: [],
});

export const householdResources = [household, householdMember];
