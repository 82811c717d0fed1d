/** Organisation service (001 section 7.1): platform users, v2 organisation users (with card lifecycle) and account records (userRecod). */
import { ENABLED, TOGGLE_VERBS, f, get, post, standard, t, v, type OpTemplate } from '../../dsl';
import { c, resource } from './common';

const USERS = 'userManagement';
const idRef = (ref: string) => f.ref(t('编号', 'ID', 'ID'), ref, { required: true });
const money = () => c.amount(t('金额(元)', 'Amount', 'Importe'), { required: true, min: 0.01, max: 100000 });

/**
 * @example
 * const users = useResourceList(user, useListParams(user).state);
 */
export const user = /* @__PURE__ */ resource('user', {
  title: t('用户', 'Users', 'Usuarios'),
  permission: USERS,
  fields: {
    id: f.id(),
    name: c.name(t('姓名', 'Name', 'Nombre'), { max: 32 }),
    phone: c.phone({ required: true }),
    userType: f.enum(t('用户类型', 'User type', 'Tipo de usuario'), [
      v('resident', t('住户', 'Resident', 'Residente'), 'success'),
      v('staff', t('员工', 'Staff', 'Empleado'), 'info'),
      v('visitor', t('访客', 'Visitor', 'Visitante'), 'grey'),
    ], { required: true, filter: true, default: 'resident' }),
    orgId: c.orgId(),
    companyId: c.companyId(),
    cardNo: f.string(t('卡号', 'Card number', 'N.º de tarjeta'), { max: 32, hiddenInList: true }),
    balance: c.amount(t('钱包余额(元)', 'Wallet balance', 'Saldo'), { readOnly: true }),
    status: c.status(),
    createTime: f.createTime(),
  },
  operations: [
    ...standard(),
    post('addOrSave', { kind: 'save', summary: 'Add a user, or update it when an id is given' }),
    post('recharge', {
      label: t('充值', 'Recharge', 'Recargar'),
      kind: 'action', summary: "Ask for a recharge of one user's wallet: files a pending user recharge request (the caller as requester); the wallet is credited only when someone else approves it (userRechargeRequest/rechargeAudit)",
      body: { id: idRef('organisation.user'), amount: money(), remark: c.remark() },
    }),
    post('getDetail', { kind: 'get', summary: 'User detail by the id in the body' }),
    post('getBatchUserlist', { kind: 'list', summary: 'Users offered for a batch recharge' }),
    post('batchUserEcharge', {
      label: t('批量充值', 'Batch recharge', 'Recarga masiva'),
      kind: 'action', summary: 'Ask for the same recharge of several users\' wallets: files pending user recharge requests (one per project); credited only on someone else\'s approval',
      body: {
        ids: f.string(t('用户(逗号分隔)', 'Users (comma-separated ids)', 'Usuarios (ids separados por comas)'), { required: true, max: 20000 }),
        amount: money(), remark: c.remark(),
      },
    }),
    post('updateStatus', {
      label: t('启用/停用', 'Enable/disable', 'Activar/desactivar'),
      summary: 'Enable or disable a user (the status field picks the target)',
      transition: { field: 'status', from: [1, 0], to: [1, 0], verbs: TOGGLE_VERBS },
    }),
    post('getCompUserDetail', { kind: 'get', summary: 'User detail seen from a company' }),
    post('getOrgUserDetail', { kind: 'get', summary: 'User detail seen from a project' }),
    post('getWalletInfoVOList', {
      kind: 'all', target: 'organisation.userAccount', summary: 'Wallet accounts of one user',
      body: { userId: c.userId() },
    }),
    post('getAllSelectlist', { kind: 'select', summary: 'Every user as select options' }),
    post('getselectlist', { kind: 'select', summary: 'Users as select options, searched by mobile number' }),
    post('/organisation/wechat/front/user/getOrgInviteQRCodeURL', {
      label: t('邀请二维码', 'Invitation QR code', 'Código QR de invitación'),
      name: 'getOrgInviteQRCodeURL', kind: 'action', reads: true, permission: null,
      summary: 'URL of the QR code that invites users to join a project',
      body: { orgId: c.orgId() },
    }),
  ],
});

/** Card lifecycle of an organisation user: unbound -> generated -> active <-> lost; unbind returns to unbound. */
const CARD_STATUS = [
  v('unbound', t('未绑卡', 'No card', 'Sin tarjeta'), 'grey'),
  v('generated', t('待激活', 'Awaiting activation', 'Pendiente de activar'), 'warning'),
  v('active', t('正常', 'Active', 'Activa'), 'success'),
  v('lost', t('已挂失', 'Reported lost', 'Extraviada'), 'danger'),
] as const;
const cardNo = (required = true) => f.string(t('卡号', 'Card number', 'N.º de tarjeta'), { required, max: 32 });

/**
 * @example
 * <ResourcePage resource={v2User} />
 */
export const v2User = /* @__PURE__ */ resource('v2User', {
  title: t('项目用户', 'Organisation users', 'Usuarios de la organización'),
  permission: USERS,
  path: '/organisation/v2/user',
  fields: {
    id: f.id(),
    name: c.name(t('姓名', 'Name', 'Nombre'), { max: 32 }),
    phone: c.phone({ required: true }),
    orgId: c.orgId(),
    personnelType: f.enum(t('人员类型', 'Personnel type', 'Tipo de personal'), [
      v('employee', t('员工', 'Employee', 'Empleado'), 'info'),
      v('resident', t('住户', 'Resident', 'Residente'), 'success'),
      v('contractor', t('外包人员', 'Contractor', 'Contratista'), 'purple'),
      v('visitor', t('访客', 'Visitor', 'Visitante'), 'grey'),
    ], { required: true, filter: true }),
    cardNo: f.string(t('卡号', 'Card number', 'N.º de tarjeta'), { max: 32, readOnly: true, filter: true }),
    cardStatus: f.enum(t('卡状态', 'Card status', 'Estado de tarjeta'), CARD_STATUS, { filter: true, readOnly: true, default: 'unbound' }),
    status: f.enum(t('状态', 'Status', 'Estado'), ENABLED, { filter: true, readOnly: true, default: 1 }),
    createTime: f.createTime(),
  },
  operations: [
    post('list', { kind: 'list', summary: 'List organisation users' }),
    // Our addition: 发卡管理 (merchant) picks the card's holder; referrers may call a select, never the list.
    post('getselectlist', { kind: 'select', summary: 'Organisation users for select lists (our addition)' }),
    get('{id}', { name: 'get', kind: 'get', query: ['orgId', 'userId'], summary: 'Get one user in one project' }),
    post('add', { kind: 'add', json: true, summary: 'Add an organisation user' }),
    post('update', { kind: 'update', json: true, summary: 'Update an organisation user' }),
    post('exportList', { label: t('导出列表', 'Export list', 'Exportar lista'), kind: 'export', file: true, summary: 'Export the filtered list (xlsx)' }),
    post('exportUser', { label: t('导出所选', 'Export selected', 'Exportar selección'), kind: 'export', file: true, summary: 'Export the selected users (xlsx)' }),
    post('disableOrEnable', {
      label: t('启用/停用', 'Enable/disable', 'Activar/desactivar'),
      summary: 'Enable or disable a user (the status field picks the target)',
      transition: { field: 'status', from: [1, 0], to: [1, 0], verbs: TOGGLE_VERBS },
    }),
    post('bindCard', {
      label: t('绑卡', 'Bind card', 'Vincular tarjeta'),
      summary: 'Bind a physical card to the user',
      transition: { field: 'cardStatus', from: ['unbound', 'generated'], to: ['active'], sets: ['cardNo'] },
      body: { cardNo: cardNo() },
    }),
    post('unBindCard', {
      label: t('解绑', 'Unbind card', 'Desvincular tarjeta'),
      summary: "Unbind the user's card",
      transition: { field: 'cardStatus', from: ['generated', 'active', 'lost'], to: ['unbound'], sets: ['cardNo'] },
    }),
    post('generateCardNo', {
      label: t('生成卡号', 'Generate card number', 'Generar n.º de tarjeta'),
      summary: 'Generate a virtual card number for the user',
      transition: { field: 'cardStatus', from: ['unbound'], to: ['generated'], sets: ['cardNo'] },
    }),
    post('activeCardNo', {
      label: t('激活', 'Activate card', 'Activar tarjeta'),
      summary: 'Activate the generated card', transition: { field: 'cardStatus', from: ['generated'], to: ['active'] },
    }),
    post('cardLoss', { label: t('挂失', 'Report card lost', 'Declarar extravío'), summary: 'Report the card lost', transition: { field: 'cardStatus', from: ['active'], to: ['lost'] } }),
    post('cancelLoss', { label: t('解挂', 'Cancel loss report', 'Anular extravío'), summary: 'Cancel the loss report', transition: { field: 'cardStatus', from: ['lost'], to: ['active'] } }),
    get('deleteUserOrgRelation/{id}', { name: 'deleteUserOrgRelation', kind: 'delete', summary: 'Remove the user from the project' }),
    post('getPersonnelTypeList', {
      label: t('人员类型', 'Personnel types', 'Tipos de personal'),
      kind: 'action', reads: true, summary: 'Personnel types offered for organisation users (value/label pairs)',
      body: { orgId: c.orgId({ required: false }) },
    }),
  ],
});

/**
 * Account records: which account book a record belongs to, and what moved the money.
 * @example
 * const records = useResourceList(userRecod, useListParams(userRecod).state);
 */
export const userRecod = /* @__PURE__ */ resource('userRecod', {
  title: t('账户记录', 'Account records', 'Registros de cuenta'),
  permission: USERS,
  ledger: 'money',
  fields: {
    id: f.id(),
    userId: c.userId(),
    orgId: c.orgId({ required: false }),
    category: f.enum(t('账户类别', 'Account book', 'Libro de cuenta'), [
      v('user', t('用户账户', 'User account', 'Cuenta de usuario'), 'info'),
      v('sales', t('销售账户', 'Sales account', 'Cuenta de ventas'), 'purple'),
    ], { required: true, filter: true }),
    operation: f.enum(t('操作类型', 'Operation', 'Operación'), [
      v('recharge', t('充值', 'Recharge', 'Recarga'), 'success'),
      v('consume', t('消费', 'Spend', 'Consumo'), 'warning'),
      v('refund', t('退款', 'Refund', 'Reembolso'), 'info'),
      v('adjust', t('调账', 'Adjustment', 'Ajuste'), 'danger'),
      v('deduct', t('扣款', 'Deduction', 'Cargo'), 'danger'),
    ], { required: true, filter: true }),
    amount: c.amount(t('金额(元)', 'Amount', 'Importe'), { required: true, min: -99999999, createOnly: true }),
    // Written by the deduction approval (our addition); older lines leave it empty.
    balanceBefore: c.amount(t('变动前余额', 'Balance before', 'Saldo anterior'), { readOnly: true }),
    balanceAfter: c.amount(t('变动后余额', 'Balance after', 'Saldo posterior'), { readOnly: true }),
    operatorName: f.string(t('操作人', 'Operator', 'Operador'), { max: 32, readOnly: true }),
    remark: c.remark(),
    createTime: f.createTime(),
  },
  // 001 7.1 lists only these five calls for userRecod.
  operations: [
    post('saveSalesAccountRecod', { kind: 'add', summary: 'Record a movement on a sales account' }),
    post('saveUserRecod', { kind: 'add', summary: 'Record a movement on a user account' }),
    post('userRecordList', { kind: 'list', where: { category: 'user' }, summary: 'User-account records' }),
    post('accountOperationRecordList', { kind: 'list', where: { operation: 'adjust' }, summary: 'Manual account operations (adjustments)' }),
    post('accountRecordList', { kind: 'list', where: { category: 'sales' }, summary: 'Sales-account records' }),
  ],
});

/**
 * Our addition (not in the 001 catalogue): 身份类型管理 lists identity types with plain CRUD under
 * /organisation/identityType; the catalogue only reads personnel types (getPersonnelTypeList).
 * @example
 * <ResourcePage resource={identityType} />
 */
export const identityType = /* @__PURE__ */ resource('identityType', {
  title: t('身份类型', 'Identity types', 'Tipos de identidad'),
  permission: USERS,
  fields: {
    id: f.id(),
    name: c.name(t('类型名称', 'Name', 'Nombre'), { max: 32, unique: true }),
    code: f.string(t('类型编码', 'Code', 'Código'), { required: true, max: 32, filter: true }),
    sort: f.integer(t('排序', 'Order', 'Orden'), { min: 0, max: 9999, default: 0 }),
    status: c.status(),
    remark: c.remark(),
    createTime: f.createTime(),
  },
  operations: standard().map((o): OpTemplate => (base) => { const d = o(base); return { ...d, summary: `${d.summary ?? ''}; our addition` }; }),
});

const CARD_ACTION = [
  v('generate', t('生成卡号', 'Number generated', 'Número generado'), 'info'),
  v('activate', t('激活', 'Activated', 'Activada'), 'success'),
  v('bind', t('绑卡', 'Card bound', 'Vinculada'), 'success'),
  v('unbind', t('解绑', 'Card unbound', 'Desvinculada'), 'grey'),
  v('loss', t('挂失', 'Reported lost', 'Extraviada'), 'danger'),
  v('cancelLoss', t('解挂', 'Loss cancelled', 'Extravío anulado'), 'warning'),
] as const;

/**
 * Our addition (not in the 001 catalogue): 实体卡记录, the history of every card step of an
 * organisation user (who did it and when), written by the server with each card call. A ledger.
 * @example
 * const records = useResourceList(cardRecord, useListParams(cardRecord).state);
 */
export const cardRecord = /* @__PURE__ */ resource('cardRecord', {
  title: t('实体卡记录', 'Card history', 'Historial de tarjetas'),
  permission: USERS,
  ledger: true,
  fields: {
    id: f.id(),
    v2UserId: f.ref(t('用户', 'User', 'Usuario'), 'organisation.v2User', { required: true, filter: true }),
    cardNo: f.string(t('卡号', 'Card number', 'N.º de tarjeta'), { max: 32, filter: true }),
    action: f.enum(t('操作', 'Step', 'Paso'), CARD_ACTION, { required: true, filter: true }),
    operatorName: f.string(t('操作人', 'Operator', 'Operador'), { max: 32, readOnly: true }),
    createTime: f.createTime(),
  },
  operations: [post('list', { kind: 'list', summary: 'Card steps of organisation users, newest first; our addition' })],
});

export const peopleResources = [user, v2User, userRecod, identityType, cardRecord];
