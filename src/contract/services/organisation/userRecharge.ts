/**
 * Our addition (not in the 001 catalogue): users' recharge requests. `user/recharge`,
 * `user/batchUserEcharge` and `welfareRecord/grantAmount` file one of these instead of moving
 * money; a second person with the recharge approver's key approves it (`rechargeAudit`), which
 * credits every user and writes each ledger line (userRecod) in one transaction. Scoped by project
 * (`orgId`), like the users it names. Its requester (who holds the users role, not the wallet role)
 * sees their own requests with `myList` and takes a pending one back with `withdraw` (both our
 * additions too).
 */
import { APPROVAL_KEYS, auditVerbs, f, get, post, t, v } from '../../dsl';
import { AUDIT_STATUS, c, resource } from './common';

/**
 * Where a user recharge request came from: one user, a batch, or a welfare grant's people.
 * @example
 * USER_RECHARGE_TARGET.map((x) => x.value) // ['user', 'batch', 'welfare']
 */
export const USER_RECHARGE_TARGET = [
  v('user', t('单个用户', 'One user', 'Un usuario'), 'info'),
  v('batch', t('批量充值', 'Batch', 'Lote'), 'purple'),
  v('welfare', t('福利发放', 'Welfare grant', 'Prestación'), 'success'),
] as const;

/**
 * The states of a user recharge request: the audit states plus 已撤回 (its requester took it back
 * before anyone decided).
 * @example
 * USER_RECHARGE_STATUS.map((x) => x.value) // ['pending', 'approved', 'rejected', 'withdrawn']
 */
export const USER_RECHARGE_STATUS = [
  ...AUDIT_STATUS,
  v('withdrawn', t('已撤回', 'Withdrawn', 'Retirada'), 'grey'),
] as const;

// The requester's calls are under the users role: whoever files a recharge from 用户列表 / 批量充值 / 福利发放.
const USERS = 'userManagement';

/**
 * @example
 * <ResourcePage resource={userRechargeRequest} />
 */
export const userRechargeRequest = /* @__PURE__ */ resource('userRechargeRequest', {
  title: t('用户充值', 'User recharges', 'Recargas de usuarios'),
  permission: 'merchant/wallet',
  labelField: 'requestNo',
  fields: {
    id: f.id(),
    requestNo: f.string(t('申请单号', 'Request no.', 'N.º de solicitud'), { readOnly: true, filter: true, max: 32, serial: 'YC' }),
    targetType: f.enum(t('充值对象', 'Recipients', 'Destinatarios'), USER_RECHARGE_TARGET, { readOnly: true, filter: true }),
    purpose: f.string(t('充值事由', 'Purpose', 'Motivo'), { max: 255, readOnly: true }),
    orgId: c.orgId({ readOnly: true }),
    // Comma-separated user ids; a welfare request names its grant instead (its people are read on approval).
    userIds: f.string(t('用户编号', 'User ids', 'Ids de usuario'), { max: 20000, readOnly: true, hiddenInList: true }),
    userNames: f.string(t('用户', 'Users', 'Usuarios'), { max: 255, readOnly: true }),
    welfareRecordId: f.ref(t('福利发放', 'Welfare grant', 'Prestación'), 'organisation.welfareRecord', { readOnly: true, hiddenInList: true }),
    userCount: f.integer(t('人数', 'People', 'Personas'), { readOnly: true, min: 0 }),
    amount: c.amount(t('人均金额(元)', 'Amount per person', 'Importe por persona'), { readOnly: true }),
    totalAmount: c.amount(t('充值总额(元)', 'Total', 'Total'), { readOnly: true }),
    auditStatus: f.enum(t('审核状态', 'Audit status', 'Estado de revisión'), USER_RECHARGE_STATUS, { filter: true, readOnly: true, default: 'pending' }),
    auditRemark: f.string(t('审核意见', 'Audit remark', 'Comentario de revisión'), { max: 200, readOnly: true, hiddenInList: true }),
    requesterId: f.requesterId(),
    requesterName: f.requesterName(),
    createTime: f.createTime(),
    auditorName: f.string(t('审核人', 'Reviewed by', 'Revisado por'), { max: 64, readOnly: true }),
    auditTime: f.datetime(t('审核时间', 'Reviewed at', 'Revisado el'), { readOnly: true }),
  },
  operations: [
    post('list', { kind: 'list', summary: 'List user recharge requests; our addition' }),
    post('statusCount', {
      label: t('状态统计', 'Counts by status', 'Recuento por estado'),
      kind: 'stats', stats: { groupBy: ['auditStatus'], sum: ['totalAmount'] },
      summary: 'User recharge requests counted (and their totals summed) per audit status, under the list filters; our addition',
    }),
    get('{id}', { name: 'get', kind: 'get', summary: 'Get one user recharge request; our addition' }),
    post('rechargeAudit', {
      label: t('充值审核', 'Review recharge', 'Revisar recarga'),
      summary: 'Approve (credits every user and writes their account records, all or none) or reject a pending user recharge request; never by its requester; our addition',
      approval: { permission: APPROVAL_KEYS.recharge, requester: 'requesterId' },
      body: { auditRemark: f.string(t('审核意见', 'Audit remark', 'Comentario de revisión'), { max: 200 }) },
      transition: { field: 'auditStatus', from: ['pending'], to: ['approved', 'rejected'], verbs: auditVerbs(), sets: ['auditRemark'] },
    }),
    post('myList', {
      kind: 'list', permission: USERS, mine: 'requesterId',
      summary: "The caller's own user recharge requests (requester = the session user), under the users role; our addition",
    }),
    post('withdraw', {
      label: t('撤回', 'Withdraw', 'Retirar'), permission: USERS,
      summary: "Take back one's own pending user recharge request (待审核 -> 已撤回); only its requester; a welfare grant's request puts the grant back to 待发放; our addition",
      transition: { field: 'auditStatus', from: ['pending'], to: ['withdrawn'] },
    }),
  ],
});

export const userRechargeResources = [userRechargeRequest];
