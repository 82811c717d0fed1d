/** Organisation service (001 section 7.1, "Welfare" and "Cloud card"): welfare grants and the people they reach; cloud meal-card config and payments. */
import { f, get, post, t, v } from '../../dsl';
import { PAY_STATUS, c, resource } from './common';

const USERS = 'userManagement';

const GRANT_TYPE = [
  v('subsidy', t('餐补', 'Meal subsidy', 'Subsidio de comida'), 'info'),
  v('bonus', t('福利金', 'Welfare cash', 'Prestación'), 'success'),
  v('integral', t('积分', 'Points', 'Puntos'), 'purple'),
] as const;
const GRANT_STATUS = [
  v('pending', t('待发放', 'Not granted', 'Pendiente'), 'warning'),
  // Our addition: the payout is asked for and waits for a second person (organisation.userRechargeRequest).
  v('requested', t('待审核', 'Awaiting approval', 'Pendiente de aprobación'), 'purple'),
  v('granted', t('已发放', 'Granted', 'Concedido'), 'success'),
  v('failed', t('发放失败', 'Failed', 'Fallido'), 'danger'),
] as const;

/**
 * @example
 * <ResourcePage resource={welfareRecord} />
 */
export const welfareRecord = /* @__PURE__ */ resource('welfareRecord', {
  title: t('福利发放', 'Welfare grants', 'Prestaciones'),
  permission: USERS,
  ledger: true,
  fields: {
    id: f.id(),
    title: f.string(t('福利名称', 'Title', 'Título'), { required: true, max: 64, filter: true }),
    orgId: c.orgId(),
    grantType: f.enum(t('发放类型', 'Grant type', 'Tipo'), GRANT_TYPE, { required: true, filter: true }),
    amount: c.amount(t('人均金额(元)', 'Amount per person', 'Importe por persona'), { required: true, min: 0.01, max: 100000, createOnly: true }),
    personCount: f.integer(t('发放人数', 'People', 'Personas'), { readOnly: true, min: 0 }),
    totalAmount: c.amount(t('发放总额(元)', 'Total', 'Total'), { readOnly: true }),
    grantStatus: f.enum(t('发放状态', 'Grant status', 'Estado'), GRANT_STATUS, { filter: true, readOnly: true, default: 'pending' }),
    grantTime: f.datetime(t('发放时间', 'Granted at', 'Concedido el'), { readOnly: true }),
    createTime: f.createTime(),
  },
  // 001 7.1 lists these welfare calls one by one.
  operations: [
    post('list', { kind: 'list', summary: 'List welfare grants' }),
    get('{id}', { name: 'get', kind: 'get', summary: 'Get one welfare grant' }),
    post('delete', { kind: 'deleteIds', summary: 'Delete welfare grants (ids in the body)' }),
    post('grantAmount', {
      label: t('发放', 'Pay out', 'Abonar'),
      kind: 'action', summary: 'Ask for the payout of the grant: files a pending user recharge request for its people; each is credited only when someone else approves it (userRechargeRequest/rechargeAudit)',
      body: { id: f.ref(t('福利发放', 'Welfare grant', 'Prestación'), 'organisation.welfareRecord', { required: true }) },
    }),
    post('importWelfare', {
      label: t('导入福利', 'Import welfare', 'Importar beneficios'),
      kind: 'import', multipart: true, target: 'organisation.welfarePersonRecord',
      summary: 'Import the people of a welfare grant from an xlsx file',
    }),
    post('exportWelfareUserData', {
      label: t('导出福利名单', 'Export recipients', 'Exportar beneficiarios'),
      kind: 'export', file: true, target: 'organisation.welfarePersonRecord', summary: 'Export the people of a welfare grant (xlsx)',
    }),
  ],
});

/**
 * @example
 * const people = useResourceList(welfarePersonRecord, useListParams(welfarePersonRecord).state);
 */
export const welfarePersonRecord = /* @__PURE__ */ resource('welfarePersonRecord', {
  title: t('福利发放明细', 'Welfare recipients', 'Beneficiarios'),
  permission: USERS,
  ledger: true,
  fields: {
    id: f.id(),
    welfareRecordId: f.ref(t('福利发放', 'Welfare grant', 'Prestación'), 'organisation.welfareRecord', { required: true, filter: true }),
    userId: c.userId(),
    name: c.name(t('姓名', 'Name', 'Nombre'), { max: 32 }),
    phone: c.phone(),
    amount: c.amount(t('金额(元)', 'Amount', 'Importe'), { required: true, createOnly: true }),
    grantStatus: f.enum(t('发放状态', 'Grant status', 'Estado'), GRANT_STATUS, { filter: true, readOnly: true, default: 'pending' }),
    createTime: f.createTime(),
  },
  operations: [post('list', { kind: 'list', summary: 'List the people of welfare grants' })],
});

/**
 * @example
 * <ResourcePage resource={cloudCardConfig} />
 */
export const cloudCardConfig = /* @__PURE__ */ resource('cloudCardConfig', {
  title: t('云卡配置', 'Cloud card settings', 'Configuración de tarjeta en la nube'),
  permission: USERS,
  path: '/organisation/cloud_card/config',
  fields: {
    id: f.id(),
    orgId: c.orgId(),
    appId: f.string(t('应用ID', 'App ID', 'ID de aplicación'), { required: true, max: 64 }),
    merchantNo: f.string(t('商户号', 'Merchant number', 'N.º de comercio'), { required: true, max: 32 }),
    apiKey: f.string(t('接口密钥', 'API key', 'Clave API'), { max: 128, hiddenInList: true, secret: true }),
    notifyUrl: f.url(t('回调地址', 'Callback URL', 'URL de retorno'), { max: 255, hiddenInList: true }),
    status: c.status(),
    createTime: f.createTime(),
  },
  operations: [
    post('', { name: 'add', kind: 'add', json: true, summary: 'Add a cloud card configuration' }),
    get('{id}', { name: 'get', kind: 'get', summary: 'Get one cloud card configuration' }),
  ],
});

/**
 * @example
 * const payments = useResourceList(cloudCardPayment, useListParams(cloudCardPayment).state);
 */
export const cloudCardPayment = /* @__PURE__ */ resource('cloudCardPayment', {
  title: t('云卡支付记录', 'Cloud card payments', 'Pagos con tarjeta en la nube'),
  permission: USERS,
  path: '/organisation/cloud_card/payment',
  ledger: 'money',
  fields: {
    id: f.id(),
    orderNo: c.no(t('支付单号', 'Payment number', 'N.º de pago'), { readOnly: true, required: false }),
    cardNo: f.string(t('卡号', 'Card number', 'N.º de tarjeta'), { max: 32, filter: true }),
    userId: c.userId({ required: false }),
    orgId: c.orgId(),
    amount: c.amount(t('金额(元)', 'Amount', 'Importe'), { required: true, createOnly: true }),
    payStatus: f.enum(t('支付状态', 'Payment status', 'Estado del pago'), PAY_STATUS, { filter: true }),
    payTime: f.datetime(t('支付时间', 'Paid at', 'Pagado el'), { filter: true }),
  },
  operations: [
    get('list', { kind: 'list', query: ['pageNum', 'pageSize', 'orgId', 'cardNo'], summary: 'List cloud card payments' }),
  ],
});

export const welfareResources = [welfareRecord, welfarePersonRecord, cloudCardConfig, cloudCardPayment];
