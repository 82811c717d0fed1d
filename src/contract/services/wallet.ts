/** Wallet (001 section 7.9, without Company (yy)): service `wallet`. The spec states no prefix: ours is `/wallet` (configurable). */
import { APPROVAL_KEYS, ENABLED, auditVerbs, f, get, post, resourcesOf, service, t, v } from '../dsl';
import { deptConsumption } from './walletAdditions';

export const WALLET_PREFIX = '/wallet';
const resource = /* @__PURE__ */ resourcesOf('wallet', WALLET_PREFIX);

const ACCOUNT_TYPE = [
  v('meal', t('餐补账户', 'Meal allowance', 'Subsidio de comida'), 'success'),
  v('welfare', t('福利账户', 'Welfare', 'Bienestar'), 'purple'),
  v('cash', t('现金账户', 'Cash', 'Efectivo'), 'info'),
] as const;

const company = () => f.ref(t('所属公司', 'Company', 'Empresa'), 'organisation.company', { required: true, filter: true });
const org = (required = false) => f.ref(t('所属项目', 'Project', 'Proyecto'), 'organisation.organization', { required, filter: true });

export const rechargeManage = /* @__PURE__ */ resource('rechargeManage', {
  title: t('充值管理', 'Recharge requests', 'Solicitudes de recarga'),
  permission: 'merchant/wallet',
  fields: {
    id: f.id(),
    rechargeNo: f.string(t('充值单号', 'Recharge no.', 'N.º de recarga'), { readOnly: true, filter: true, max: 32, serial: 'CZ' }),
    title: f.string(t('充值事由', 'Purpose', 'Motivo'), { required: true, max: 64, filter: true }),
    companyId: company(),
    accountId: f.ref(t('充值账户', 'Account', 'Cuenta'), 'wallet.virtAccountExtend', { required: true, filter: true }),
    amount: f.amount(t('充值金额(元)', 'Amount', 'Importe'), { required: true, min: 0.01, max: 10000000 }),
    voucher: f.image(t('付款凭证', 'Payment voucher', 'Comprobante'), { hiddenInList: true }),
    auditStatus: f.enum(t('审核状态', 'Audit status', 'Estado de revisión'), [
      v('draft', t('草稿', 'Draft', 'Borrador'), 'grey'),
      v('pending', t('待审核', 'Pending', 'Pendiente'), 'warning'),
      v('approved', t('已通过', 'Approved', 'Aprobada'), 'success'),
      v('rejected', t('已驳回', 'Rejected', 'Rechazada'), 'danger'),
    ], { filter: true, readOnly: true, default: 'draft' }),
    auditRemark: f.string(t('审核意见', 'Audit remark', 'Comentario de revisión'), { max: 200, readOnly: true, hiddenInList: true }),
    requesterId: f.requesterId(),
    requesterName: f.requesterName(),
    // Our addition: who decided and when, set by the server on rechargeAudit.
    auditorName: f.string(t('审核人', 'Reviewed by', 'Revisado por'), { max: 64, readOnly: true }),
    auditTime: f.datetime(t('审核时间', 'Reviewed at', 'Revisado el'), { readOnly: true }),
    createTime: f.createTime(),
  },
  operations: [
    post('list', { kind: 'list', summary: 'List recharge requests' }),
    // Our addition: the counts of the status tabs (待审核/已通过/已驳回), with their amounts summed in SQL.
    post('statusCount', {
      label: t('状态统计', 'Counts by status', 'Recuento por estado'),
      kind: 'stats', stats: { groupBy: ['auditStatus'], sum: ['amount'] },
      summary: 'Recharge requests counted (and their amounts summed) per audit status, under the list filters',
    }),
    post('rechargeApply', {
      label: t('充值申请', 'Request recharge', 'Solicitar recarga'),
      summary: 'Submit a draft (or rejected) recharge request for audit',
      transition: { field: 'auditStatus', from: ['draft', 'rejected'], to: ['pending'] },
    }),
    post('rechargeAudit', {
      label: t('充值审核', 'Review recharge', 'Revisar recarga'),
      summary: 'Approve (credits the account) or reject a pending recharge request; never by its requester',
      approval: { permission: APPROVAL_KEYS.recharge, requester: 'requesterId' },
      body: { auditRemark: f.string(t('审核意见', 'Audit remark', 'Comentario de revisión'), { max: 200 }) },
      transition: { field: 'auditStatus', from: ['pending'], to: ['approved', 'rejected'], verbs: auditVerbs(), sets: ['auditRemark'] },
    }),
    post('add', { kind: 'add', summary: 'Add a recharge request (as draft)' }),
    post('update', { kind: 'update', summary: 'Update a draft recharge request' }),
  ],
});

export const virtAccountWater = /* @__PURE__ */ resource('virtAccountWater', {
  title: t('账户流水', 'Account transactions', 'Movimientos de cuenta'),
  permission: 'enterprise',
  labelField: 'serialNo',
  ledger: 'money',
  fields: {
    id: f.id(),
    serialNo: f.string(t('流水号', 'Serial no.', 'N.º de movimiento'), { readOnly: true, filter: true, max: 32, serial: 'W' }),
    accountId: f.ref(t('账户', 'Account', 'Cuenta'), 'wallet.virtAccountExtend', { required: true, filter: true }),
    companyId: company(),
    merchantId: f.ref(t('消费商户', 'Merchant', 'Comercio'), 'merchant.merchant', { filter: true }),
    type: f.enum(t('交易类型', 'Type', 'Tipo'), [
      v('recharge', t('充值', 'Recharge', 'Recarga'), 'success'),
      v('consume', t('消费', 'Payment', 'Consumo'), 'warning'),
      v('refund', t('退款', 'Refund', 'Reembolso'), 'info'),
      v('clear', t('清零', 'Reset', 'Puesta a cero'), 'grey'),
    ], { required: true, filter: true }),
    channel: f.enum(t('交易渠道', 'Channel', 'Canal'), [
      v('app', t('APP', 'App', 'App'), 'info'),
      v('card', t('刷卡', 'Card', 'Tarjeta'), 'purple'),
      v('face', t('刷脸', 'Face', 'Reconocimiento facial'), 'warning'),
      v('admin', t('后台', 'Back office', 'Administración'), 'grey'),
    ], { filter: true }),
    amount: f.amount(t('交易金额(元)', 'Amount', 'Importe'), { required: true, max: 10000000, createOnly: true }),
    balance: f.amount(t('交易后余额(元)', 'Balance after', 'Saldo posterior'), { readOnly: true }),
    // Our addition: who moved the money (the approver of a recharge request) and why.
    operatorName: f.string(t('操作人', 'Operator', 'Operador'), { max: 64, readOnly: true, filter: true }),
    remark: f.string(t('备注', 'Remark', 'Observación'), { max: 255, readOnly: true }),
    createTime: f.createTime(),
  },
  operations: [
    post('list', { kind: 'list', summary: 'List account transactions' }),
    post('getAppWaterList', { kind: 'list', where: { channel: 'app' }, summary: 'List transactions made in the app' }),
    // Our additions: the ledger's totals in and out (decimal strings summed in SQL) and its export.
    post('waterTotal', {
      label: t('流水合计', 'Ledger totals', 'Totales de movimientos'), kind: 'action', reads: true,
      summary: 'Money in (recharges, refunds) and out (payments, resets) of the filtered transactions, as exact decimal strings',
    }),
    post('exportWater', { label: t('导出流水', 'Export transactions', 'Exportar movimientos'), kind: 'export', file: true, summary: 'Export the filtered transactions as xlsx' }),
  ],
});

export const virtAccountExtend = /* @__PURE__ */ resource('virtAccountExtend', {
  title: t('企业虚拟账户', 'Enterprise accounts', 'Cuentas de empresa'),
  permission: 'enterprise',
  fields: {
    id: f.id(),
    accountNo: f.string(t('账号', 'Account no.', 'N.º de cuenta'), { readOnly: true, filter: true, max: 32 }),
    name: f.string(t('账户名称', 'Account name', 'Nombre de la cuenta'), { required: true, max: 64, filter: true }),
    companyId: company(),
    orgId: org(),
    type: f.enum(t('账户类型', 'Account type', 'Tipo de cuenta'), ACCOUNT_TYPE, { required: true, filter: true }),
    balance: f.amount(t('余额(元)', 'Balance', 'Saldo'), { readOnly: true }),
    totalRecharge: f.amount(t('累计充值(元)', 'Total recharged', 'Total recargado'), { readOnly: true, hiddenInList: true }),
    status: f.enum(t('状态', 'Status', 'Estado'), ENABLED, { filter: true, default: 1 }),
    createTime: f.createTime(),
  },
  operations: [
    post('list', { kind: 'list', summary: 'List enterprise accounts' }),
    post('getVirtAccountDetail', { kind: 'get', summary: 'Get one account with its balance' }),
    post('recharge', {
      label: t('申请充值', 'Request recharge', 'Solicitar recarga'),
      kind: 'action', summary: 'Ask for a recharge of the account: files a pending recharge request (the caller as requester); the account is credited only when someone else approves it (rechargeAudit)',
      body: {
        id: f.ref(t('账户', 'Account', 'Cuenta'), 'wallet.virtAccountExtend', { required: true }),
        amount: f.amount(t('充值金额(元)', 'Amount', 'Importe'), { required: true, min: 0.01, max: 10000000 }),
        remark: f.string(t('备注', 'Remark', 'Observación'), { max: 200 }),
      },
    }),
    post('virtWaterList', {
      kind: 'list', target: 'wallet.virtAccountWater', summary: 'Transactions of one account',
      body: { accountId: f.ref(t('账户', 'Account', 'Cuenta'), 'wallet.virtAccountExtend', { required: true }) },
    }),
    post('getTotal', {
      label: t('账户合计', 'Account totals', 'Totales de cuentas'),
      kind: 'stats', stats: { groupBy: ['type'], sum: ['balance', 'totalRecharge'] },
      summary: 'Balances and recharges totalled per account type',
    }),
    get('type/selectList', { name: 'typeSelectList', kind: 'select', summary: 'Account types for select lists' }),
  ],
});

export const orgExtend = /* @__PURE__ */ resource('orgExtend', {
  title: t('项目钱包设置', 'Project wallet settings', 'Ajustes de monedero del proyecto'),
  permission: 'merchant/wallet',
  labelField: 'orgId',
  fields: {
    id: f.id(),
    orgId: org(true),
    mealSubsidy: f.amount(t('每餐补贴(元)', 'Subsidy per meal', 'Subsidio por comida'), { min: 0, max: 1000 }),
    allowOverdraft: f.boolean(t('允许透支', 'Overdraft allowed', 'Descubierto permitido'), { default: false }),
    overdraftLimit: f.amount(t('透支额度(元)', 'Overdraft limit', 'Límite de descubierto'), { min: 0, max: 100000 }),
    dailyLimit: f.amount(t('单日消费上限(元)', 'Daily spending limit', 'Límite diario'), { min: 0, max: 100000 }),
    status: f.enum(t('状态', 'Status', 'Estado'), ENABLED, { filter: true, default: 1 }),
  },
  operations: [
    post('list', { kind: 'list', summary: 'List project wallet settings' }),
    post('updateEntity', { kind: 'update', summary: 'Update the wallet settings of a project' }),
    post('getEntityById', { kind: 'get', summary: 'Get the wallet settings by id in the body' }),
  ],
});

export const equipment = /* @__PURE__ */ resource('equipment', {
  title: t('收款设备', 'Devices', 'Dispositivos'),
  permission: 'merchant/wallet',
  fields: {
    id: f.id(),
    name: f.string(t('设备名称', 'Device name', 'Nombre'), { required: true, max: 32, filter: true }),
    sn: f.string(t('设备序列号', 'Serial number', 'Número de serie'), { required: true, max: 64, filter: true }),
    type: f.enum(t('设备类型', 'Device type', 'Tipo'), [
      v('pos', t('消费机', 'POS terminal', 'Terminal TPV'), 'info'),
      v('face', t('人脸机', 'Face terminal', 'Terminal facial'), 'purple'),
      v('scanner', t('扫码盒', 'QR scanner', 'Lector QR'), 'success'),
    ], { required: true, filter: true }),
    merchantId: f.ref(t('所属商户', 'Merchant', 'Comercio'), 'merchant.merchant', { required: true, filter: true }),
    orgId: org(),
    onlineStatus: f.enum(t('在线状态', 'Online status', 'Conexión'), [
      v('online', t('在线', 'Online', 'En línea'), 'success'),
      v('offline', t('离线', 'Offline', 'Desconectado'), 'danger'),
    ], { filter: true, readOnly: true, default: 'offline' }),
    lastOnlineTime: f.datetime(t('最近在线', 'Last online', 'Última conexión'), { readOnly: true }),
    // Our addition: when the device went offline, for the offline warning (离线预警).
    offlineSince: f.datetime(t('离线时间', 'Offline since', 'Desconectado desde'), { readOnly: true, filter: true, hiddenInList: true }),
    createTime: f.createTime(),
  },
  operations: [
    post('list', { kind: 'list', summary: 'List devices' }),
    post('addOrSave', { kind: 'save', summary: 'Add a device, or update it when the id is given' }),
    post('offline', { label: t('下线', 'Take offline', 'Desconectar'), summary: 'Take a device offline', transition: { field: 'onlineStatus', from: ['online'], to: ['offline'], sets: ['offlineSince'] } }),
    post('online', { label: t('上线', 'Bring online', 'Conectar'), summary: 'Bring a device online', transition: { field: 'onlineStatus', from: ['offline'], to: ['online'], sets: ['lastOnlineTime'] } }),
    get('{id}', { name: 'get', kind: 'get', summary: 'Get one device' }),
  ],
});

export const walletService = /* @__PURE__ */ service('wallet', t('钱包', 'Wallet', 'Monedero'), WALLET_PREFIX, true, [
  rechargeManage, virtAccountWater, virtAccountExtend, orgExtend, equipment, deptConsumption,
]);
