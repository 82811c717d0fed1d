/** Credit service (001 section 7.2): prefix /credit, stated by the spec. Credit lines granted to virtual structures and their quota changes. */
import { APPROVAL_KEYS, ENABLED, f, post, resourcesOf, service, t, v } from '../dsl';

export const CREDIT_PREFIX = '/credit';
const resource = /* @__PURE__ */ resourcesOf('credit', CREDIT_PREFIX);
const PERMISSION = 'enterprise';

const virtId = (filter = true) =>
  f.ref(t('虚拟架构', 'Virtual structure', 'Estructura virtual'), 'organisation.virtualarchitecture', { required: true, filter });
const money = (label: ReturnType<typeof t>, o: { required?: boolean; readOnly?: boolean } = {}) =>
  f.amount(label, { min: 0, max: 99999999, ...o });

export const credit = /* @__PURE__ */ resource('credit', {
  title: t('授信', 'Credit lines', 'Líneas de crédito'),
  permission: PERMISSION,
  fields: {
    id: f.id(),
    virtId: virtId(),
    orgId: f.ref(t('所属项目', 'Project', 'Proyecto'), 'organisation.organization', { filter: true }),
    creditQuota: money(t('授信额度(元)', 'Credit limit', 'Límite de crédito'), { required: true }),
    availableAmount: money(t('可用额度(元)', 'Available', 'Disponible'), { readOnly: true }),
    usedAmount: money(t('已用额度(元)', 'Used', 'Utilizado'), { readOnly: true }),
    repayDay: f.integer(t('还款日', 'Repayment day', 'Día de pago'), { min: 1, max: 28, hiddenInList: true }),
    status: f.enum(t('状态', 'Status', 'Estado'), ENABLED, { filter: true, default: 1 }),
    createTime: f.createTime(),
  },
  operations: [
    post('list', { kind: 'list', summary: 'List credit lines' }),
    post('setAvailableAmount', {
      label: t('设置可用额度', 'Set available credit', 'Fijar crédito disponible'),
      kind: 'action', summary: 'Set the available amount of a credit line (recorded as a quota operation)',
      body: {
        id: f.ref(t('授信', 'Credit line', 'Línea de crédito'), 'credit.credit', { required: true }),
        availableAmount: money(t('可用额度(元)', 'Available', 'Disponible'), { required: true }),
        remark: f.string(t('备注', 'Remark', 'Observaciones'), { max: 200 }),
      },
    }),
    post('getByVirt', { kind: 'get', summary: 'Credit line of one virtual structure', body: { virtId: virtId(false) } }),
    post('set', {
      label: t('设置授信额度', 'Set credit limit', 'Fijar límite de crédito'),
      kind: 'save',
      summary: 'Grant or change the credit line of a virtual structure. A new limit or a raise is not applied: it files a pending credit limit request (creditQuotaRequest, the caller as requester) that someone else with approve:credit approves; a lowered limit applies at once with a quota change line. The answer is the credit line, with `pendingRequest` (the filed request, or null)',
    }),
    post('getCreditDetail', { kind: 'get', summary: 'Credit line detail (id in the body)' }),
    post('getCreditQuota', {
      label: t('额度查询', 'Credit quota', 'Cupo de crédito'),
      kind: 'stats', summary: 'Credit limit, used and available totals',
      stats: { groupBy: ['virtId'], sum: ['creditQuota', 'usedAmount', 'availableAmount'] },
      body: { virtId: f.ref(t('虚拟架构', 'Virtual structure', 'Estructura virtual'), 'organisation.virtualarchitecture') },
    }),
  ],
});

/**
 * The states of a credit limit request.
 * @example
 * CREDIT_REQUEST_STATUS.map((x) => x.value) // ['pending', 'approved', 'rejected']
 */
export const CREDIT_REQUEST_STATUS = [
  v('pending', t('待审核', 'Pending review', 'Pendiente'), 'warning'),
  v('approved', t('已通过', 'Approved', 'Aprobada'), 'success'),
  v('rejected', t('已驳回', 'Rejected', 'Rechazada'), 'danger'),
] as const;

/**
 * Our addition (not in the 001 catalogue): a request to grant or raise a credit limit, filed by
 * `credit/set` and approved by someone else holding approve:credit (the two-person rule, as for
 * recharges). Every field is the server's: nobody edits a request, so the amount an approver
 * approves is the amount its requester asked for. The approval sets the limit and writes the quota
 * change line (who asked, who approved, when, before and after) in one transaction.
 * @example
 * <ResourcePage resource={creditQuotaRequest} />
 */
export const creditQuotaRequest = /* @__PURE__ */ resource('creditQuotaRequest', {
  title: t('额度申请', 'Credit limit requests', 'Solicitudes de límite'),
  permission: PERMISSION,
  labelField: 'requestNo',
  fields: {
    id: f.id(),
    requestNo: f.string(t('申请单号', 'Request no.', 'N.º de solicitud'), { readOnly: true, filter: true, max: 32, serial: 'SX' }),
    creditId: f.ref(t('授信', 'Credit line', 'Línea de crédito'), 'credit.credit', { required: true, readOnly: true, filter: true }),
    virtId: f.ref(t('虚拟架构', 'Virtual structure', 'Estructura virtual'), 'organisation.virtualarchitecture', { readOnly: true, filter: true }),
    beforeQuota: money(t('申请时额度(元)', 'Limit when asked', 'Límite al solicitar'), { readOnly: true }),
    creditQuota: money(t('申请额度(元)', 'Requested limit', 'Límite solicitado'), { readOnly: true }),
    auditStatus: f.enum(t('审核状态', 'Audit status', 'Estado de revisión'), CREDIT_REQUEST_STATUS, { filter: true, readOnly: true, default: 'pending' }),
    auditRemark: f.string(t('审核意见', 'Audit remark', 'Comentario de revisión'), { max: 200, readOnly: true, hiddenInList: true }),
    requesterId: f.requesterId(),
    requesterName: f.requesterName(),
    auditorName: f.string(t('审核人', 'Reviewed by', 'Revisado por'), { max: 64, readOnly: true }),
    auditTime: f.datetime(t('审核时间', 'Reviewed at', 'Revisado el'), { readOnly: true }),
    createTime: f.createTime(),
  },
  operations: [
    post('list', { kind: 'list', summary: 'List credit limit requests; our addition' }),
    post('creditAudit', {
      label: t('额度审核', 'Review credit limit', 'Revisar límite'),
      summary: 'Approve (sets the credit limit and writes the quota change line) or reject a pending credit limit request; never by its requester; our addition',
      approval: { permission: APPROVAL_KEYS.credit, requester: 'requesterId' },
      body: { auditRemark: f.string(t('审核意见', 'Audit remark', 'Comentario de revisión'), { max: 200 }) },
      transition: {
        field: 'auditStatus', from: ['pending'], to: ['approved', 'rejected'], sets: ['auditRemark'],
        verbs: { approved: t('审核通过', 'Approve', 'Aprobar'), rejected: t('驳回', 'Reject', 'Rechazar') },
      },
    }),
  ],
});

export const creditQuotaOperation = /* @__PURE__ */ resource('creditQuotaOperation', {
  title: t('额度调整记录', 'Credit limit changes', 'Cambios de límite'),
  permission: PERMISSION,
  ledger: 'money',
  fields: {
    id: f.id(),
    creditId: f.ref(t('授信', 'Credit line', 'Línea de crédito'), 'credit.credit', { required: true, filter: true }),
    operationType: f.enum(t('操作类型', 'Operation', 'Operación'), [
      v('increase', t('提额', 'Increase', 'Aumento'), 'success'),
      v('decrease', t('降额', 'Decrease', 'Reducción'), 'warning'),
      v('set', t('设置可用额度', 'Set available', 'Fijar disponible'), 'info'),
    ], { required: true, filter: true }),
    beforeAmount: money(t('调整前(元)', 'Before', 'Antes'), { readOnly: true }),
    afterAmount: money(t('调整后(元)', 'After', 'Después'), { readOnly: true }),
    // Our addition: the request a raise came from and who asked; operatorName is who applied it (the approver).
    requestId: f.ref(t('额度申请', 'Limit request', 'Solicitud'), 'credit.creditQuotaRequest', { readOnly: true, hiddenInList: true }),
    requesterName: f.string(t('申请人', 'Requested by', 'Solicitado por'), { max: 64, readOnly: true }),
    operatorName: f.string(t('操作人', 'Operator', 'Operador'), { max: 32, readOnly: true, filter: true }),
    remark: f.string(t('备注', 'Remark', 'Observaciones'), { max: 200, hiddenInList: true }),
    createTime: f.createTime(),
  },
  operations: [post('list', { kind: 'list', summary: 'List credit limit changes' })],
});

export const creditService = /* @__PURE__ */ service('credit', t('授信', 'Credit', 'Crédito'), CREDIT_PREFIX, false, [credit, creditQuotaRequest, creditQuotaOperation]);
