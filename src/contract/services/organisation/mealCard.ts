/**
 * Our additions (not in the 001 catalogue; the spec embeds these pages from the dingcan service):
 * the meal-card back office of 用户管理, scoped by project (`orgId`) like the users they name.
 * - `userDeduction` (扣款): taking money from a user's wallet is a request (`apply`, the caller as
 *   requester) that a second person approves (`deductionAudit`, approve:recharge, refused to the
 *   requester); only the approval moves money, by one conditional update that never takes the
 *   balance below zero, and writes the userRecod ledger line (operation 扣款, balance before and
 *   after) in the same transaction. The requester may withdraw a pending one.
 * - `mealCardType` (餐卡类型): the card types a project issues (staff, visitor, temporary...), with
 *   the meal discount, the daily spending limit and the deposit.
 */
import { APPROVAL_KEYS, auditVerbs, f, get, post, standard, t, v } from '../../dsl';
import { AUDIT_STATUS, c, resource } from './common';

const USERS = 'userManagement';

/**
 * Why money is taken from a user's wallet.
 * @example
 * DEDUCTION_REASON.map((x) => x.value) // ['correction', 'cardFee', 'damage', 'arrears', 'other']
 */
export const DEDUCTION_REASON = [
  v('correction', t('误充冲正', 'Wrong top-up reversal', 'Corrección de recarga'), 'info'),
  v('cardFee', t('补卡工本费', 'Card replacement fee', 'Reposición de tarjeta'), 'purple'),
  v('damage', t('损坏赔偿', 'Damage compensation', 'Compensación por daños'), 'warning'),
  v('arrears', t('欠费追缴', 'Arrears recovery', 'Cobro de deuda'), 'danger'),
  v('other', t('其他', 'Other', 'Otro'), 'grey'),
] as const;

/**
 * The states of a deduction request: the audit states plus 已撤回.
 * @example
 * DEDUCTION_STATUS.map((x) => x.value) // ['pending', 'approved', 'rejected', 'withdrawn']
 */
export const DEDUCTION_STATUS = [...AUDIT_STATUS, v('withdrawn', t('已撤回', 'Withdrawn', 'Retirada'), 'grey')] as const;

/**
 * @example
 * <ResourcePage resource={userDeduction} />
 */
export const userDeduction = /* @__PURE__ */ resource('userDeduction', {
  title: t('扣款', 'Deductions', 'Cargos'),
  permission: USERS,
  labelField: 'requestNo',
  fields: {
    id: f.id(),
    requestNo: f.string(t('申请单号', 'Request no.', 'N.º de solicitud'), { readOnly: true, filter: true, max: 32, serial: 'KK' }),
    userId: c.userId(),
    orgId: c.orgId({ readOnly: true, required: false }),
    amount: c.amount(t('扣款金额(元)', 'Amount', 'Importe'), { required: true, min: 0.01, max: 100000 }),
    reason: f.enum(t('扣款原因', 'Reason', 'Motivo'), DEDUCTION_REASON, { required: true, filter: true }),
    remark: f.text(t('说明', 'Note', 'Nota'), { max: 255 }),
    auditStatus: f.enum(t('审核状态', 'Audit status', 'Estado de revisión'), DEDUCTION_STATUS, { filter: true, readOnly: true, default: 'pending' }),
    auditRemark: f.string(t('审核意见', 'Audit remark', 'Comentario de revisión'), { max: 200, readOnly: true, hiddenInList: true }),
    balanceBefore: c.amount(t('扣款前余额', 'Balance before', 'Saldo anterior'), { readOnly: true }),
    balanceAfter: c.amount(t('扣款后余额', 'Balance after', 'Saldo posterior'), { readOnly: true }),
    requesterId: f.requesterId(),
    requesterName: f.requesterName(),
    createTime: f.createTime(),
    auditorName: f.string(t('审核人', 'Reviewed by', 'Revisado por'), { max: 64, readOnly: true }),
    auditTime: f.datetime(t('审核时间', 'Reviewed at', 'Revisado el'), { readOnly: true }),
  },
  operations: [
    post('list', { kind: 'list', summary: 'List deduction requests; our addition' }),
    get('{id}', { name: 'get', kind: 'get', summary: 'Get one deduction request; our addition' }),
    post('apply', {
      kind: 'add', label: t('申请扣款', 'Request deduction', 'Solicitar cargo'),
      summary: "File a pending deduction from one user's wallet (the caller as requester); nothing moves until someone else approves it; our addition",
    }),
    post('deductionAudit', {
      label: t('扣款审核', 'Review deduction', 'Revisar cargo'),
      summary: "Approve (takes the amount from the user's wallet, never below zero, and writes the account record with the balance before and after, in one transaction) or reject a pending deduction; never by its requester; our addition",
      approval: { permission: APPROVAL_KEYS.recharge, requester: 'requesterId' },
      body: { auditRemark: f.string(t('审核意见', 'Audit remark', 'Comentario de revisión'), { max: 200 }) },
      transition: { field: 'auditStatus', from: ['pending'], to: ['approved', 'rejected'], verbs: auditVerbs(), sets: ['auditRemark'] },
    }),
    post('withdraw', {
      label: t('撤回', 'Withdraw', 'Retirar'),
      summary: "Take back one's own pending deduction request (待审核 -> 已撤回); only its requester; our addition",
      transition: { field: 'auditStatus', from: ['pending'], to: ['withdrawn'] },
    }),
  ],
});

/**
 * @example
 * <ResourcePage resource={mealCardType} />
 */
export const mealCardType = /* @__PURE__ */ resource('mealCardType', {
  title: t('餐卡类型', 'Meal card types', 'Tipos de tarjeta de comedor'),
  permission: USERS,
  fields: {
    id: f.id(),
    name: c.name(t('类型名称', 'Name', 'Nombre'), { max: 32 }),
    orgId: c.orgId(),
    holder: f.enum(t('适用人员', 'Holders', 'Titulares'), [
      v('staff', t('员工', 'Staff', 'Empleados'), 'info'),
      v('resident', t('住户', 'Residents', 'Residentes'), 'success'),
      v('visitor', t('访客', 'Visitors', 'Visitantes'), 'grey'),
      v('temporary', t('临时人员', 'Temporary', 'Temporales'), 'warning'),
    ], { required: true, filter: true, default: 'staff' }),
    discountPercent: f.integer(t('就餐折扣(%)', 'Meal price (%)', 'Precio de comida (%)'), { required: true, min: 1, max: 100, default: 100 }),
    dailyLimit: c.amount(t('每日消费限额(元)', 'Daily limit', 'Límite diario'), { max: 10000 }),
    deposit: c.amount(t('押金(元)', 'Deposit', 'Depósito'), { max: 1000, default: 0 }),
    validDays: f.integer(t('有效期(天)', 'Valid for (days)', 'Validez (días)'), { min: 0, max: 3650, default: 0, hiddenInList: false }),
    status: c.status(),
    remark: c.remark(),
    createTime: f.createTime(),
  },
  // Our addition: 发卡管理 (merchant) picks a card type; referrers may call a select, never the list.
  operations: [...standard(), post('getselectlist', { kind: 'select', summary: 'Card types for select lists (our addition)' })],
});

/**
 * 自动充值规则: configuration only. When a card holder's wallet falls below `threshold`, the rule
 * asks for a top-up of `amount` (at most `monthlyTimes` a month). Applying a rule moves money, so
 * it may only ever file user recharge requests for a second person to approve; no call here credits.
 * @example
 * <ResourcePage resource={autoRechargeRule} />
 */
export const autoRechargeRule = /* @__PURE__ */ resource('autoRechargeRule', {
  title: t('自动充值规则', 'Auto top-up rules', 'Reglas de recarga automática'),
  permission: USERS,
  fields: {
    id: f.id(),
    name: c.name(t('规则名称', 'Name', 'Nombre'), { max: 32 }),
    orgId: c.orgId(),
    cardTypeId: f.ref(t('适用餐卡类型', 'Card type', 'Tipo de tarjeta'), 'organisation.mealCardType', { filter: true }),
    threshold: c.amount(t('余额低于(元)', 'When balance below', 'Si el saldo baja de'), { required: true, min: 0, max: 10000 }),
    amount: c.amount(t('充值金额(元)', 'Top-up amount', 'Importe de recarga'), { required: true, min: 0.01, max: 10000 }),
    monthlyTimes: f.integer(t('每月最多次数', 'Times per month', 'Veces al mes'), { required: true, min: 1, max: 31, default: 1 }),
    status: c.status(),
    remark: c.remark(),
    createTime: f.createTime(),
  },
  operations: [...standard()],
});

/**
 * 预登记: people announced before they arrive (new staff, residents moving in, long-stay
 * visitors), with the card type they will get. 登记入册 turns one into a user of its project
 * (wallet at zero) and links it; 取消 drops it. Both only from 待登记.
 * @example
 * <ResourcePage resource={preRegistration} />
 */
export const preRegistration = /* @__PURE__ */ resource('preRegistration', {
  title: t('预登记', 'Pre-registrations', 'Prerregistros'),
  permission: USERS,
  fields: {
    id: f.id(),
    name: c.name(t('姓名', 'Name', 'Nombre'), { max: 32 }),
    phone: c.phone({ required: true }),
    orgId: c.orgId(),
    userType: f.enum(t('人员类型', 'Person type', 'Tipo de persona'), [
      v('resident', t('住户', 'Resident', 'Residente'), 'success'),
      v('staff', t('员工', 'Staff', 'Empleado'), 'info'),
      v('visitor', t('访客', 'Visitor', 'Visitante'), 'grey'),
    ], { required: true, filter: true, default: 'staff' }),
    cardTypeId: f.ref(t('餐卡类型', 'Card type', 'Tipo de tarjeta'), 'organisation.mealCardType', { filter: true }),
    arriveDate: f.date(t('预计到达日期', 'Expected on', 'Llegada prevista'), { required: true }),
    status: f.enum(t('登记状态', 'Status', 'Estado'), [
      v('pending', t('待登记', 'Pending', 'Pendiente'), 'warning'),
      v('registered', t('已登记', 'Registered', 'Registrado'), 'success'),
      v('cancelled', t('已取消', 'Cancelled', 'Cancelado'), 'grey'),
    ], { filter: true, readOnly: true, default: 'pending' }),
    userId: f.ref(t('登记用户', 'User', 'Usuario'), 'organisation.user', { readOnly: true, hiddenInList: true }),
    remark: c.remark(),
    createTime: f.createTime(),
  },
  operations: [
    ...standard(),
    post('register', {
      label: t('登记入册', 'Register', 'Registrar'),
      summary: 'Create the user of a pending pre-registration in its project (wallet at zero) and mark it registered; our addition',
      transition: { field: 'status', from: ['pending'], to: ['registered'] },
    }),
    post('cancel', {
      label: t('取消', 'Cancel', 'Cancelar'),
      summary: 'Cancel a pending pre-registration; our addition',
      transition: { field: 'status', from: ['pending'], to: ['cancelled'] },
    }),
  ],
});

export const mealCardResources = [userDeduction, mealCardType, autoRechargeRule, preRegistration];
