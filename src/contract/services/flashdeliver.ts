/** Flash delivery (001 section 7.13): prefix /flashdeliver/web stated by the spec; order base confirmed by 000 section 7, whose table sends every order call as JSON (the caller's query object); the deliveryStaff, product, category and business bases are our choice. */
import { handoverCode, menuItem, recovery, slot, slotProduct } from './flashdeliverAdditions';
import { mealArea, productLibrary, shopArticle } from './flashdeliverShop';
import { stock, stockMovement, stockReceipt, stockTaking, stockTakingLine } from './flashdeliverStock';
import { bundle, bundleItem } from './flashdeliverBundles';
import { APPROVAL_KEYS, ENABLED, TOGGLE_VERBS, f, post, resourcesOf, service, standard, t, v, type OpTemplate } from '../dsl';

export const FLASHDELIVER_PREFIX = '/flashdeliver/web';
const resource = /* @__PURE__ */ resourcesOf('flashdeliver', FLASHDELIVER_PREFIX);
const PERMISSION = 'flashdeliver';

const org = (required = true) => f.ref(t('所属项目', 'Project', 'Proyecto'), 'organisation.organization', { required, filter: true });
const status = (label = t('状态', 'Status', 'Estado')) => f.enum(label, ENABLED, { filter: true, readOnly: true, default: 1 });
/** Enable or disable: the `status` request field picks 1 or 0. */
const toggle = { field: 'status', from: [0, 1], to: [0, 1], verbs: TOGGLE_VERBS } as const;

export const deliveryStaff = /* @__PURE__ */ resource('deliveryStaff', {
  title: t('配送员', 'Delivery staff', 'Repartidores'),
  permission: PERMISSION,
  fields: {
    id: f.id(),
    name: f.string(t('姓名', 'Name', 'Nombre'), { required: true, max: 32, filter: true }),
    phone: f.phone(t('手机号', 'Phone', 'Teléfono'), { required: true, filter: true }),
    workNo: f.string(t('工号', 'Staff no.', 'N.º de empleado'), { max: 32 }),
    orgId: org(),
    status: status(t('接单状态', 'Status', 'Estado')),
    createTime: f.createTime(),
  },
  operations: [
    post('queryDeliveryStaff', { kind: 'list', summary: 'List delivery staff' }),
    post('getDeliveryStaff', { kind: 'get', json: true, summary: 'Get one delivery staff member' }),
    post('addDeliveryStaff', { kind: 'add', summary: 'Add a delivery staff member' }),
    post('updateDeliveryStaff', { kind: 'update', summary: 'Update a delivery staff member' }),
    post('setDeliveryStaffStatus', { label: t('启用/停用', 'Enable/disable', 'Activar/desactivar'), summary: 'Enable or disable a delivery staff member', transition: toggle }),
    post('lstDeliveryStaff', { kind: 'all', where: { status: 1 }, summary: 'Enabled delivery staff, unpaged (to assign orders)' }),
  ],
});

export const category = /* @__PURE__ */ resource('category', {
  title: t('商品分类', 'Product categories', 'Categorías'),
  permission: PERMISSION,
  fields: {
    id: f.id(),
    name: f.string(t('分类名称', 'Category name', 'Nombre'), { required: true, max: 32, filter: true }),
    parentId: f.ref(t('上级分类', 'Parent', 'Categoría superior'), 'flashdeliver.category', { filter: true }),
    icon: f.image(t('图标', 'Icon', 'Icono'), { hiddenInList: true }),
    sort: f.integer(t('排序', 'Order', 'Orden'), { min: 0, max: 9999, default: 0 }),
    status: status(),
    createTime: f.createTime(),
  },
  operations: [
    post('queryCategory', { kind: 'list', json: true, summary: 'List product categories' }),
    post('getCategory', { kind: 'get', json: true, summary: 'Get one category' }),
    post('addCategory', { kind: 'add', json: true, summary: 'Add a category' }),
    post('updateCategory', { kind: 'update', json: true, summary: 'Update a category' }),
    post('setCategoryStatus', { label: t('启用/停用', 'Enable/disable', 'Activar/desactivar'), json: true, summary: 'Enable or disable a category', transition: toggle }),
    post('lstCategory', { kind: 'all', json: true, where: { status: 1 }, summary: 'Enabled categories, unpaged' }),
  ],
});

export const product = /* @__PURE__ */ resource('product', {
  title: t('商品', 'Products', 'Productos'),
  permission: PERMISSION,
  fields: {
    id: f.id(),
    name: f.string(t('商品名称', 'Product name', 'Nombre'), { required: true, max: 64, filter: true }),
    categoryId: f.ref(t('商品分类', 'Category', 'Categoría'), 'flashdeliver.category', { required: true, filter: true }),
    image: f.image(t('商品图片', 'Picture', 'Imagen'), { required: true, hiddenInList: true }),
    price: f.amount(t('售价(元)', 'Price', 'Precio'), { required: true, min: 0, max: 100000 }),
    stock: f.integer(t('库存', 'Stock', 'Existencias'), { required: true, min: 0, max: 1000000 }),
    orgIds: f.string(t('销售项目(逗号分隔)', 'Sold in projects (ids, comma-separated)', 'Proyectos de venta (ids separados por comas)'), { max: 2000, hiddenInList: true }),
    shelfStatus: f.enum(t('上架状态', 'Shelf status', 'Estado en tienda'), [
      v('offShelf', t('已下架', 'Off shelf', 'Retirado'), 'grey'),
      v('pendingAudit', t('待审核', 'Awaiting audit', 'Pendiente de revisión'), 'warning'),
      v('onShelf', t('已上架', 'On shelf', 'A la venta'), 'success'),
      v('rejected', t('审核驳回', 'Rejected', 'Rechazado'), 'danger'),
    ], { filter: true, readOnly: true, default: 'offShelf' }),
    auditRemark: f.string(t('审核意见', 'Audit remark', 'Comentario de revisión'), { max: 200, readOnly: true, hiddenInList: true }),
    requesterId: f.requesterId(),
    requesterName: f.requesterName(),
    createTime: f.createTime(),
  },
  operations: [
    post('queryProduct', { kind: 'list', summary: 'List products' }),
    post('addProduct', { kind: 'add', summary: 'Add a product (off shelf)' }),
    post('getProduct', { kind: 'get', summary: 'Get one product' }),
    post('updateProductSale', {
      kind: 'update', summary: 'Change the sale data (price, stock) of a product',
      body: {
        id: f.ref(t('商品', 'Product', 'Producto'), 'flashdeliver.product', { required: true }),
        price: f.amount(t('售价(元)', 'Price', 'Precio'), { required: true, min: 0, max: 100000 }),
        stock: f.integer(t('库存', 'Stock', 'Existencias'), { required: true, min: 0, max: 1000000 }),
      },
    }),
    post('updateProductProject', {
      kind: 'update', summary: 'Change the projects a product is sold in',
      body: {
        id: f.ref(t('商品', 'Product', 'Producto'), 'flashdeliver.product', { required: true }),
        orgIds: f.string(t('销售项目(逗号分隔)', 'Project ids (comma-separated)', 'Ids de proyectos (separados por comas)'), { required: true, max: 2000 }),
      },
    }),
    post('downProduct', { label: t('下架', 'Take off shelf', 'Retirar de la venta'), summary: 'Take a product off the shelf', transition: { field: 'shelfStatus', from: ['onShelf'], to: ['offShelf'] } }),
    post('rackProduct', {
      label: t('申请上架', 'Request listing', 'Solicitar publicación'),
      summary: 'Put a product up for shelf audit',
      transition: { field: 'shelfStatus', from: ['offShelf', 'rejected'], to: ['pendingAudit'] },
    }),
    post('rackProductAudit', {
      label: t('上架审核', 'Listing review', 'Revisar publicación'),
      summary: 'Approve (on shelf) or reject a product awaiting audit; never by whoever put it up',
      approval: { permission: APPROVAL_KEYS.shelf, requester: 'requesterId' },
      // A rejection must say why (the server refuses an empty remark on 驳回); an approval may add a note.
      body: { auditRemark: f.string(t('审核意见', 'Audit remark', 'Comentario de revisión'), { max: 200 }) },
      transition: {
        field: 'shelfStatus', from: ['pendingAudit'], to: ['onShelf', 'rejected'], sets: ['auditRemark'],
        verbs: { onShelf: t('审核通过', 'Approve listing', 'Aprobar publicación'), rejected: t('驳回', 'Reject', 'Rechazar') },
      },
    }),
  ],
});

/**
 * The order states whose money has been taken, so 退款 (refundOrder, our addition) may give some back;
 * the server refuses a refund of any other and the page offers it on these only.
 * @example REFUNDABLE_ORDER_STATES.has('completed') // true
 */
export const REFUNDABLE_ORDER_STATES: ReadonlySet<string> = /* @__PURE__ */ new Set(['paid', 'delivering', 'completed']);

export const order = /* @__PURE__ */ resource('order', {
  title: t('配送订单', 'Delivery orders', 'Pedidos a domicilio'),
  permission: PERMISSION,
  labelField: 'orderNo',
  ledger: true,
  fields: {
    id: f.id(),
    orderNo: f.string(t('订单号', 'Order no.', 'N.º de pedido'), { readOnly: true, filter: true, max: 32 }),
    receiverName: f.string(t('收货人', 'Receiver', 'Destinatario'), { required: true, max: 32, filter: true }),
    receiverPhone: f.phone(t('收货电话', 'Receiver phone', 'Teléfono'), { required: true, filter: true }),
    address: f.string(t('收货地址', 'Address', 'Dirección'), { required: true, max: 200, hiddenInList: true }),
    orgId: org(),
    amount: f.amount(t('订单金额(元)', 'Amount', 'Importe'), { required: true, min: 0, max: 1000000, createOnly: true }),
    // Our additions (商户报表, 账单异常报表): the merchant that sold the order and what was paid, in whole fen.
    merchantId: f.ref(t('商户', 'Merchant', 'Comercio'), 'merchant.merchant', { readOnly: true, filter: true }),
    paidAmount: f.integer(t('实付金额(分)', 'Paid (fen)', 'Pagado (fen)'), { readOnly: true, min: 0, hiddenInList: true }),
    deliveryStaffId: f.ref(t('配送员', 'Courier', 'Repartidor'), 'flashdeliver.deliveryStaff', { readOnly: true, filter: true }),
    cancelReason: f.string(t('取消原因', 'Cancel reason', 'Motivo de cancelación'), { max: 200, readOnly: true, hiddenInList: true }),
    status: f.enum(t('订单状态', 'Status', 'Estado'), [
      v('unpaid', t('待支付', 'Unpaid', 'Sin pagar'), 'grey'),
      v('paid', t('待配送', 'To deliver', 'Por entregar'), 'warning'),
      v('delivering', t('配送中', 'Delivering', 'En reparto'), 'info'),
      v('completed', t('已完成', 'Completed', 'Completado'), 'success'),
      v('cancelled', t('已取消', 'Cancelled', 'Cancelado'), 'danger'),
    ], { filter: true, readOnly: true, default: 'unpaid' }),
    createTime: f.createTime(),
  },
  operations: [
    post('queryOrder', { kind: 'list', json: true, summary: 'List delivery orders' }),
    post('carrierOrder', {
      label: t('派送', 'Dispatch', 'Enviar a reparto'),
      json: true,
      summary: 'Hand a paid order to a courier for delivery',
      body: { deliveryStaffId: f.ref(t('配送员', 'Courier', 'Repartidor'), 'flashdeliver.deliveryStaff', { required: true }) },
      transition: { field: 'status', from: ['paid'], to: ['delivering'], sets: ['deliveryStaffId'] },
    }),
    post('cancelOrder', {
      label: t('取消订单', 'Cancel order', 'Cancelar pedido'), json: true, summary: 'Cancel an order not yet out for delivery, with the reason (the reason is our addition)',
      body: { cancelReason: f.string(t('取消原因', 'Cancel reason', 'Motivo de cancelación'), { required: true, max: 200 }) },
      transition: { field: 'status', from: ['unpaid', 'paid'], to: ['cancelled'], sets: ['cancelReason'] },
    }),
    post('completeOrder', {
      label: t('确认送达', 'Mark delivered', 'Marcar entregado'), json: true, summary: 'Mark an order out for delivery as delivered; our addition',
      transition: { field: 'status', from: ['delivering'], to: ['completed'] },
    }),
    post('refundOrder', {
      label: t('退款', 'Refund', 'Reembolsar'), json: true,
      summary: 'Refund part or all of what was paid for a paid, delivering or completed order, as a refund line with who and when (approvers only); our addition',
      // The refund approvers' key, as for the till's and the meal receivables' refunds; not an approval of a
      // request (the customer asked in the shop, nobody here): the order stays, a refund line is added.
      permission: APPROVAL_KEYS.refund,
      body: {
        refundAmount: f.amount(t('退款金额(元)', 'Refund amount', 'Importe a reembolsar'), { required: true, min: 0.01, max: 1000000 }),
        refundReason: f.string(t('退款原因', 'Refund reason', 'Motivo del reembolso'), { required: true, max: 200 }),
      },
    }),
    post('queryOrderCount', { label: t('订单统计', 'Order summary', 'Resumen de pedidos'), kind: 'stats', json: true, stats: { groupBy: ['status'], sum: ['amount'] }, summary: 'Order counts and amounts per status' }),
    post('getOrder', { kind: 'get', json: true, summary: 'Get one order' }),
    post('exportOrder', { label: t('导出订单', 'Export orders', 'Exportar pedidos'), kind: 'export', file: true, json: true, summary: 'Export the filtered orders as xlsx' }),
    post('starbucksReceiver', {
      label: t('推送星巴克', 'Send to Starbucks', 'Enviar a Starbucks'),
      kind: 'action', json: true, summary: 'Send the receiver of an order to the Starbucks delivery channel',
      body: {
        id: f.ref(t('订单', 'Order', 'Pedido'), 'flashdeliver.order', { required: true }),
        receiverName: f.string(t('收货人', 'Receiver', 'Destinatario'), { required: true, max: 32 }),
        receiverPhone: f.phone(t('收货电话', 'Receiver phone', 'Teléfono'), { required: true }),
        address: f.string(t('收货地址', 'Address', 'Dirección'), { required: true, max: 200 }),
      },
    }),
  ],
});

/** Read-only calls of an order's child rows (our additions: the catalogue has no such calls). */
const childReads = (what: string): OpTemplate[] => [
  post('list', { kind: 'list', json: true, summary: `List the ${what} of orders; our addition` }),
  post('get', { kind: 'get', json: true, summary: `Get one ${what.replace(/s$/, '')}; our addition` }),
];

/**
 * Our addition: the lines of a delivery order (product, quantity, unit price in whole fen); the
 * 账单异常报表 compares their sum with the order's paid amount.
 * @example
 * <ResourcePage resource={orderLine} />
 */
export const orderLine = /* @__PURE__ */ resource('orderLine', {
  title: t('订单明细', 'Order lines', 'Líneas del pedido'),
  permission: PERMISSION,
  parent: { resource: 'flashdeliver.order', field: 'orderId' },
  ledger: true,
  fields: {
    id: f.id(),
    orderId: f.ref(t('订单', 'Order', 'Pedido'), 'flashdeliver.order', { required: true, filter: true }),
    productId: f.ref(t('商品', 'Product', 'Producto'), 'flashdeliver.product', { required: true, filter: true }),
    quantity: f.integer(t('数量', 'Quantity', 'Cantidad'), { required: true, min: 1, max: 999 }),
    unitPrice: f.integer(t('单价(分)', 'Unit price (fen)', 'Precio unitario (fen)'), { required: true, min: 0, max: 100000000 }),
  },
  operations: childReads('order lines'),
});

/**
 * Our addition: refunds of a delivery order (amount in whole fen); 商户报表 subtracts them from
 * sales, and an order refunded twice or more is an anomaly of 账单异常报表.
 * @example
 * <ResourcePage resource={orderRefund} />
 */
export const orderRefund = /* @__PURE__ */ resource('orderRefund', {
  title: t('订单退款', 'Order refunds', 'Reembolsos del pedido'),
  permission: PERMISSION,
  parent: { resource: 'flashdeliver.order', field: 'orderId' },
  ledger: 'money',
  fields: {
    id: f.id(),
    orderId: f.ref(t('订单', 'Order', 'Pedido'), 'flashdeliver.order', { required: true, filter: true }),
    amount: f.integer(t('退款金额(分)', 'Refund (fen)', 'Reembolso (fen)'), { required: true, min: 1, max: 100000000 }),
    reason: f.string(t('退款原因', 'Reason', 'Motivo'), { max: 200 }),
    operatorName: f.string(t('操作人', 'Operator', 'Operador'), { readOnly: true, max: 32 }),
    createTime: f.createTime(),
  },
  operations: childReads('order refunds'),
});

export const business = /* @__PURE__ */ resource('business', {
  title: t('企业类型', 'Business types', 'Tipos de empresa'),
  permission: PERMISSION,
  fields: {
    id: f.id(),
    name: f.string(t('类型名称', 'Type name', 'Nombre'), { required: true, max: 32, filter: true }),
    code: f.string(t('类型编码', 'Code', 'Código'), { required: true, max: 32, filter: true }),
    sort: f.integer(t('排序', 'Order', 'Orden'), { min: 0, max: 9999, default: 0 }),
    remark: f.string(t('备注', 'Remark', 'Observación'), { max: 200, hiddenInList: true }),
    createTime: f.createTime(),
  },
  operations: [
    post('queryList', { kind: 'list', summary: 'List business types' }),
    post('checkDel', {
      label: t('检查能否删除', 'Check deletable', 'Comprobar si se puede borrar'),
      kind: 'action', reads: true, summary: 'Check whether a business type is unused and may be deleted',
      body: { id: f.ref(t('企业类型', 'Business type', 'Tipo de empresa'), 'flashdeliver.business', { required: true }) },
    }),
  ],
});

/**
 * Our addition (000 names 云小店统计 → 目标完成, 001 has no call): a sales target per project and
 * month (`yyyy-MM`, one per project and month), in yuan with two decimals (whole fen); the
 * 目标完成 page compares it with the month's sales of the cloud shop.
 * @example
 * <ResourcePage resource={salesTarget} />
 */
export const salesTarget = /* @__PURE__ */ resource('salesTarget', {
  title: t('销售目标', 'Sales targets', 'Objetivos de ventas'),
  permission: 'flashstatiscal',
  labelField: 'month',
  fields: {
    id: f.id(),
    orgId: org(),
    month: f.string(t('月份', 'Month', 'Mes'), { required: true, min: 7, max: 7, filter: true }),
    targetAmount: f.amount(t('目标销售额(元)', 'Target sales (yuan)', 'Ventas objetivo (yuanes)'), { required: true, min: 0.01, max: 100000000 }),
    remark: f.string(t('备注', 'Remark', 'Observación'), { max: 200, hiddenInList: true }),
    createTime: f.createTime(),
  },
  operations: standard({ except: ['delete_ids'] }).map((o): OpTemplate => (base) => { const d = o(base); return { ...d, summary: `${d.summary}; our addition` }; }),
});

export const flashdeliverService = /* @__PURE__ */ service('flashdeliver', t('云商城', 'Flash delivery', 'Entrega exprés'), FLASHDELIVER_PREFIX, false, [
  deliveryStaff, product, category, order, orderLine, orderRefund, business, salesTarget, handoverCode, menuItem, slot, slotProduct, recovery,
  stock, stockReceipt, stockTaking, stockTakingLine, stockMovement, mealArea, shopArticle, productLibrary, bundle, bundleItem,
]);
