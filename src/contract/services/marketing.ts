/**
 * 营销中心 (000 section 2 /marketingCenter): coupon batches, their receipts and use, distribution
 * rules and the commissions they produced. The spec gives one call, getCouponInfo under
 * `/coupon/coupon`; every other call here is our addition (README, table of additions). Each
 * resource names its project (`orgId`), so the data scope follows from the refs.
 */
import { ENABLED, TOGGLE_VERBS, f, get, post, resourcesOf, service, standard, t, v, type OpTemplate } from '../dsl';

const resource = /* @__PURE__ */ resourcesOf('marketing', '/coupon');
const PERMISSION = 'marketingCenter';
const OURS = '; our addition';

const org = (o: { readOnly?: boolean } = {}) =>
  f.ref(t('所属项目', 'Project', 'Proyecto'), 'organisation.organization', { required: !o.readOnly, filter: true, ...o });
/** list, get, add, update, delete/{id}, each summary marked as ours. */
const ours = (except: readonly string[] = ['delete_ids']): OpTemplate[] =>
  standard({ except }).map((o): OpTemplate => (base) => { const d = o(base); return { ...d, summary: `${d.summary}${OURS}` }; });

/**
 * What a coupon takes off an order: 满减 (the face value once the threshold is reached), 折扣 (the
 * order times the discount, 8.5 = 85%), 代金 (the face value, at most the order).
 * @example
 * COUPON_TYPES.map((x) => x.value) // ['full', 'discount', 'cash']
 */
export const COUPON_TYPES = [
  v('full', t('满减券', 'Spend-and-save', 'Por importe mínimo'), 'warning'),
  v('discount', t('折扣券', 'Discount', 'Descuento'), 'purple'),
  v('cash', t('代金券', 'Cash voucher', 'Vale'), 'info'),
] as const;

/** 草稿 (stock still editable) -> 已发布 (issued from its stock) -> 已停用 (no more issues; received coupons stay usable). */
const BATCH_STATUS = [
  v('draft', t('草稿', 'Draft', 'Borrador'), 'grey'),
  v('published', t('已发布', 'Published', 'Publicado'), 'success'),
  v('stopped', t('已停用', 'Stopped', 'Detenido'), 'danger'),
] as const;

/**
 * 优惠券: a batch of coupons of one project, its value, threshold, validity, stock and per-user
 * limit. Editable while a draft; 发布 opens its stock (remaining = total), 停用 ends issuing.
 * @example
 * <ResourcePage resource={coupon} />
 */
export const coupon = /* @__PURE__ */ resource('coupon', {
  path: '/coupon/coupon',
  title: t('优惠券', 'Coupons', 'Cupones'),
  permission: PERMISSION,
  fields: {
    id: f.id(),
    name: f.string(t('券名称', 'Coupon name', 'Nombre del cupón'), { required: true, max: 64, filter: true }),
    orgId: org(),
    type: f.enum(t('类型', 'Type', 'Tipo'), COUPON_TYPES, { required: true, filter: true, default: 'full' }),
    amount: f.amount(t('面额(元)', 'Value (yuan)', 'Valor (yuanes)'), { min: 0, max: 100000 }),
    discount: f.amount(t('折扣(折)', 'Discount (tenths)', 'Descuento (décimas)'), { min: 0.1, max: 9.9 }),
    minSpend: f.amount(t('使用门槛(元)', 'Minimum spend (yuan)', 'Gasto mínimo (yuanes)'), { min: 0, max: 100000, default: 0 }),
    startDate: f.date(t('开始日期', 'Valid from', 'Válido desde'), { required: true, filter: true }),
    endDate: f.date(t('结束日期', 'Valid until', 'Válido hasta'), { required: true }),
    total: f.integer(t('发放总量', 'Quantity', 'Cantidad'), { required: true, min: 1, max: 1000000 }),
    remaining: f.integer(t('剩余库存', 'Remaining', 'Restantes'), { readOnly: true }),
    perUserLimit: f.integer(t('每人限领', 'Per-user limit', 'Límite por usuario'), { required: true, min: 1, max: 100, default: 1 }),
    status: f.enum(t('状态', 'Status', 'Estado'), BATCH_STATUS, { filter: true, readOnly: true, default: 'draft' }),
    remark: f.string(t('使用说明', 'Terms', 'Condiciones'), { max: 200, hiddenInList: true }),
    createTime: f.createTime(),
  },
  operations: [
    ...ours(),
    post('getCouponInfo/{id}', { name: 'getCouponInfo', kind: 'get', summary: 'One coupon by id' }),
    post('publishCoupon', {
      label: t('发布', 'Publish', 'Publicar'),
      summary: `Publish a draft batch: its stock opens at its total (not after its end date)${OURS}`,
      transition: { field: 'status', from: ['draft'], to: ['published'], sets: ['remaining'] },
    }),
    post('stopCoupon', {
      label: t('停用', 'Stop', 'Detener'),
      summary: `Stop issuing a published batch (coupons already received stay usable until they expire)${OURS}`,
      transition: { field: 'status', from: ['published'], to: ['stopped'] },
    }),
    post('issueCoupon', {
      label: t('发放', 'Issue', 'Emitir'), kind: 'action',
      summary: `Issue one coupon of a published batch to each listed user: the stock drops in one conditional statement, never below zero, and each user's per-user limit holds; all or none${OURS}`,
      body: {
        id: f.ref(t('优惠券', 'Coupon', 'Cupón'), 'marketing.coupon', { required: true }),
        userIds: f.string(t('发放用户', 'Users', 'Usuarios'), { required: true, max: 4000 }),
      },
    }),
  ],
});

const RECEIPT_STATUS = [
  v('unused', t('未使用', 'Unused', 'Sin usar'), 'success'),
  v('used', t('已使用', 'Used', 'Usado'), 'info'),
  v('expired', t('已过期', 'Expired', 'Caducado'), 'grey'),
] as const;

/**
 * 领取记录: who received which coupon, when and how (发放 by an operator, or 领取 by the user),
 * until when it is valid, and its use: the order, its amount and what the coupon took off. A
 * record is never edited or deleted; 核销 uses it once, the hourly job marks it 已过期 after its date.
 * @example
 * <ResourcePage resource={couponReceipt} />
 */
export const couponReceipt = /* @__PURE__ */ resource('couponReceipt', {
  path: '/coupon/receive',
  title: t('领取记录', 'Coupon receipts', 'Cupones recibidos'),
  permission: PERMISSION,
  ledger: true,
  fields: {
    id: f.id(),
    couponId: f.ref(t('优惠券', 'Coupon', 'Cupón'), 'marketing.coupon', { required: true, filter: true }),
    orgId: org({ readOnly: true }),
    userId: f.ref(t('领取用户', 'User', 'Usuario'), 'organisation.user', { required: true, filter: true }),
    channel: f.enum(t('领取方式', 'Received by', 'Recibido por'), [
      v('issued', t('后台发放', 'Issued', 'Emitido'), 'purple'), v('claimed', t('用户领取', 'Claimed', 'Reclamado'), 'info'),
    ], { readOnly: true, filter: true }),
    receiveTime: f.datetime(t('领取时间', 'Received at', 'Recibido el'), { readOnly: true, filter: true }),
    expireDate: f.date(t('有效期至', 'Valid until', 'Válido hasta'), { readOnly: true }),
    status: f.enum(t('状态', 'Status', 'Estado'), RECEIPT_STATUS, { readOnly: true, filter: true, default: 'unused' }),
    orderNo: f.string(t('使用订单号', 'Order number', 'N.º de pedido'), { max: 32, filter: true, readOnly: true }),
    orderAmount: f.amount(t('订单金额(元)', 'Order amount (yuan)', 'Importe del pedido (yuanes)'), { min: 0.01, max: 1000000, readOnly: true }),
    discountAmount: f.amount(t('抵扣金额(元)', 'Taken off (yuan)', 'Descontado (yuanes)'), { readOnly: true }),
    useTime: f.datetime(t('使用时间', 'Used at', 'Usado el'), { readOnly: true }),
    issuedBy: f.string(t('发放人', 'Issued by', 'Emitido por'), { max: 64, readOnly: true, hiddenInList: true }),
  },
  operations: [
    post('list', { kind: 'list', summary: `List coupon receipts${OURS}` }),
    get('{id}', { name: 'get', kind: 'get', summary: `One coupon receipt${OURS}` }),
    post('useCoupon', {
      label: t('核销', 'Redeem', 'Canjear'),
      summary: `Use an unused, unexpired coupon on an order once: the order's number and amount, what the coupon takes off (the threshold must be met)${OURS}`,
      body: {
        orderNo: f.string(t('使用订单号', 'Order number', 'N.º de pedido'), { required: true, max: 32 }),
        orderAmount: f.amount(t('订单金额(元)', 'Order amount (yuan)', 'Importe del pedido (yuanes)'), { required: true, min: 0.01, max: 1000000 }),
      },
      transition: { field: 'status', from: ['unused'], to: ['used'], sets: ['orderNo', 'orderAmount', 'discountAmount', 'useTime'] },
    }),
  ],
});

/**
 * 分销规则: what a project pays its distributors per referred order, as decimal percentages of
 * the order: the distributor (一级) and, with two levels, the one who recruited them (二级); valid
 * between two dates, 启用 / 停用.
 * @example
 * <ResourcePage resource={distributionRule} />
 */
export const distributionRule = /* @__PURE__ */ resource('distributionRule', {
  path: '/distribution/rule',
  title: t('分销规则', 'Distribution rules', 'Reglas de distribución'),
  permission: PERMISSION,
  fields: {
    id: f.id(),
    name: f.string(t('规则名称', 'Rule name', 'Nombre de la regla'), { required: true, max: 32, filter: true }),
    orgId: org(),
    levels: f.enum(t('分销层级', 'Levels', 'Niveles'), [
      v(1, t('一级分销', 'One level', 'Un nivel')), v(2, t('二级分销', 'Two levels', 'Dos niveles')),
    ], { required: true, default: 1 }),
    level1Rate: f.amount(t('一级佣金比例(%)', 'Level 1 rate (%)', 'Comisión nivel 1 (%)'), { required: true, min: 0, max: 100 }),
    level2Rate: f.amount(t('二级佣金比例(%)', 'Level 2 rate (%)', 'Comisión nivel 2 (%)'), { min: 0, max: 100 }),
    startDate: f.date(t('生效日期', 'Valid from', 'Válido desde'), { required: true }),
    endDate: f.date(t('失效日期', 'Valid until', 'Válido hasta'), { required: true }),
    status: f.enum(t('状态', 'Status', 'Estado'), ENABLED, { filter: true, readOnly: true, default: 1 }),
    remark: f.string(t('备注', 'Remark', 'Observación'), { max: 200, hiddenInList: true }),
    createTime: f.createTime(),
  },
  operations: [
    ...ours(),
    post('setDistributionRuleStatus', {
      label: t('启用/停用', 'Enable/disable', 'Activar/desactivar'), summary: `Enable or disable a distribution rule${OURS}`,
      transition: { field: 'status', from: [0, 1], to: [0, 1], verbs: TOGGLE_VERBS },
    }),
  ],
});

/**
 * 分销佣金: one line per referred order and level: who earns it, the order, the rule's rate and the
 * commission (the order times the rate, rounded to the fen). Written when the order is paid; never
 * edited or deleted.
 * @example
 * <ResourcePage resource={commission} readOnly />
 */
export const commission = /* @__PURE__ */ resource('commission', {
  path: '/distribution/commission',
  title: t('分销佣金', 'Commissions', 'Comisiones'),
  permission: PERMISSION,
  labelField: 'orderNo',
  ledger: true,
  fields: {
    id: f.id(),
    orgId: org({ readOnly: true }),
    ruleId: f.ref(t('分销规则', 'Rule', 'Regla'), 'marketing.distributionRule', { readOnly: true, filter: true }),
    distributorId: f.ref(t('分销员', 'Distributor', 'Distribuidor'), 'organisation.user', { readOnly: true, filter: true }),
    level: f.enum(t('佣金层级', 'Level', 'Nivel'), [
      v(1, t('一级', 'Level 1', 'Nivel 1'), 'success'), v(2, t('二级', 'Level 2', 'Nivel 2'), 'info'),
    ], { readOnly: true, filter: true }),
    orderNo: f.string(t('订单号', 'Order number', 'N.º de pedido'), { max: 32, readOnly: true, filter: true }),
    orderAmount: f.amount(t('订单金额(元)', 'Order amount (yuan)', 'Importe del pedido (yuanes)'), { readOnly: true }),
    rate: f.amount(t('佣金比例(%)', 'Rate (%)', 'Comisión (%)'), { readOnly: true }),
    commission: f.amount(t('佣金(元)', 'Commission (yuan)', 'Comisión (yuanes)'), { readOnly: true }),
    createTime: { ...f.createTime(), label: t('产生时间', 'Earned at', 'Generada el') },
  },
  operations: [
    post('list', { kind: 'list', summary: `List commission lines${OURS}` }),
    get('{id}', { name: 'get', kind: 'get', summary: `One commission line${OURS}` }),
  ],
});

/**
 * @example
 * marketingService.resources.map((r) => r.key) // ['marketing.coupon', 'marketing.couponReceipt', …]
 */
export const marketingService = /* @__PURE__ */ service('marketing', t('营销中心', 'Marketing', 'Marketing'), '/coupon', true,
  [coupon, couponReceipt, distributionRule, commission]);
