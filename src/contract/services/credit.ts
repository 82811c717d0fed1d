/** Credit service (001 section 7.2): prefix /credit, stated by the spec. Credit lines granted to virtual structures and their quota changes. */
import { ENABLED, f, post, resourcesOf, service, t, v } from '../dsl';

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
    post('set', { kind: 'save', summary: 'Grant or change the credit line of a virtual structure' }),
    post('getCreditDetail', { kind: 'get', summary: 'Credit line detail (id in the body)' }),
    post('getCreditQuota', {
      label: t('额度查询', 'Credit quota', 'Cupo de crédito'),
      kind: 'stats', summary: 'Credit limit, used and available totals',
      stats: { groupBy: ['virtId'], sum: ['creditQuota', 'usedAmount', 'availableAmount'] },
      body: { virtId: f.ref(t('虚拟架构', 'Virtual structure', 'Estructura virtual'), 'organisation.virtualarchitecture') },
    }),
  ],
});

export const creditQuotaOperation = /* @__PURE__ */ resource('creditQuotaOperation', {
  title: t('额度调整记录', 'Credit limit changes', 'Cambios de límite'),
  permission: PERMISSION,
  ledger: true,
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
    operatorName: f.string(t('操作人', 'Operator', 'Operador'), { max: 32, readOnly: true, filter: true }),
    remark: f.string(t('备注', 'Remark', 'Observaciones'), { max: 200, hiddenInList: true }),
    createTime: f.createTime(),
  },
  operations: [post('list', { kind: 'list', summary: 'List credit limit changes' })],
});

export const creditService = /* @__PURE__ */ service('credit', t('授信', 'Credit', 'Crédito'), CREDIT_PREFIX, false, [credit, creditQuotaOperation]);
