/**
 * Our additions to the cloud shop: a project's stock (库存) per product, the documents that move it
 * (入库单: receiving; 盘点单: stock-taking with its counted lines) and the stock lines (库存流水)
 * those write. Quantities are whole units. A stock figure and its lines are written only by the
 * action that moved the goods (a receipt, a sale, a confirmed stock-taking), never by a generic
 * edit; a confirmed stock-taking is closed. Every resource names its project (`orgId`) or its
 * stock-taking, so the data scope follows from the refs.
 */
import { f, post, resourcesOf, t, v } from '../dsl';

const resource = /* @__PURE__ */ resourcesOf('flashdeliver', '/flashdeliver/web');
const PERMISSION = 'flashdeliver';
const OURS = '; our addition';

const org = () => f.ref(t('所属项目', 'Project', 'Proyecto'), 'organisation.organization', { required: true, filter: true });
const product = (opts: { readOnly?: boolean } = {}) =>
  f.ref(t('商品', 'Product', 'Producto'), 'flashdeliver.product', { required: !opts.readOnly, filter: true, ...opts });
const qty = (label: ReturnType<typeof t>) => f.integer(label, { readOnly: true });

/**
 * 库存: how many units of a product a project holds. One row per project and product, created by
 * its first receipt; the figure changes only through receipts, sales and confirmed stock-takings.
 * @example
 * <ResourcePage resource={stock} />
 */
export const stock = /* @__PURE__ */ resource('stock', {
  title: t('库存', 'Stock', 'Existencias'),
  permission: PERMISSION,
  labelField: 'productId',
  ledger: true,
  fields: {
    id: f.id(),
    orgId: org(),
    productId: product(),
    quantity: qty(t('库存数量', 'Quantity', 'Cantidad')),
    warnQuantity: f.integer(t('预警数量', 'Reorder level', 'Nivel de reposición'), { readOnly: true, hiddenInList: true }),
    lastMoveTime: f.datetime(t('最近变动', 'Last movement', 'Último movimiento'), { readOnly: true }),
    createTime: f.createTime(),
  },
  operations: [
    post('list', { kind: 'list', summary: `List the stock of the projects' products${OURS}` }),
    post('get', { kind: 'get', summary: `Get one stock figure${OURS}` }),
  ],
});

/**
 * 入库单: goods received into a project's stock (a positive whole quantity); adding one adds the
 * quantity to the stock (creating its row on the first receipt) and writes its stock line.
 * @example
 * <ResourceFormDialog resource={stockReceipt} operation={addOp} row={null} onClose={close} />
 */
export const stockReceipt = /* @__PURE__ */ resource('stockReceipt', {
  title: t('入库单', 'Stock receipts', 'Entradas de existencias'),
  permission: PERMISSION,
  labelField: 'receiptNo',
  ledger: true,
  fields: {
    id: f.id(),
    receiptNo: f.string(t('入库单号', 'Receipt no.', 'Nº de entrada'), { readOnly: true, filter: true, max: 32 }),
    orgId: org(),
    productId: product(),
    quantity: f.integer(t('入库数量', 'Quantity received', 'Cantidad recibida'), { required: true, min: 1, max: 100000 }),
    supplier: f.string(t('供应商', 'Supplier', 'Proveedor'), { max: 64 }),
    remark: f.string(t('备注', 'Remark', 'Observación'), { max: 200, hiddenInList: true }),
    requesterId: f.requesterId(),
    requesterName: { ...f.requesterName(), label: t('经手人', 'Received by', 'Recibido por') },
    createTime: { ...f.createTime(), label: t('入库时间', 'Received at', 'Recibido el') },
  },
  operations: [
    post('list', { kind: 'list', summary: `List stock receipts${OURS}` }),
    post('add', { kind: 'add', summary: `Receive goods into a project's stock (adds to it and writes a stock line)${OURS}` }),
  ],
});

/**
 * 盘点单: a stock-taking of one project. Creating it copies the project's stock figures as the
 * book quantities of its lines; the counted quantities are entered on the lines; 确认盘点 sets
 * each product's stock to its counted figure in one transaction, writing one stock line per
 * product that differs, and closes it (a second confirmation answers 409); 作废 closes it
 * without touching the stock. It is never edited or deleted.
 * @example
 * <ResourcePage resource={stockTaking} />
 */
export const stockTaking = /* @__PURE__ */ resource('stockTaking', {
  title: t('盘点单', 'Stock-takings', 'Inventarios'),
  permission: PERMISSION,
  labelField: 'takingNo',
  fields: {
    id: f.id(),
    takingNo: f.string(t('盘点单号', 'Stock-taking no.', 'Nº de inventario'), { readOnly: true, filter: true, max: 32 }),
    orgId: org(),
    remark: f.string(t('备注', 'Remark', 'Observación'), { max: 200, hiddenInList: true }),
    lineCount: f.integer(t('商品数', 'Products', 'Productos'), { readOnly: true }),
    diffCount: f.integer(t('差异商品数', 'Products differing', 'Productos con diferencia'), { readOnly: true }),
    status: f.enum(t('状态', 'Status', 'Estado'), [
      v('draft', t('盘点中', 'Counting', 'En recuento'), 'warning'),
      v('confirmed', t('已确认', 'Confirmed', 'Confirmado'), 'success'),
      v('cancelled', t('已作废', 'Voided', 'Anulado'), 'grey'),
    ], { filter: true, readOnly: true, default: 'draft' }),
    requesterId: f.requesterId(),
    requesterName: { ...f.requesterName(), label: t('创建人', 'Created by', 'Creado por') },
    confirmedBy: f.string(t('确认人', 'Confirmed by', 'Confirmado por'), { readOnly: true, max: 32 }),
    confirmTime: f.datetime(t('确认时间', 'Confirmed at', 'Confirmado el'), { readOnly: true }),
    createTime: f.createTime(),
  },
  operations: [
    post('list', { kind: 'list', summary: `List stock-takings${OURS}` }),
    post('get', { kind: 'get', summary: `Get one stock-taking${OURS}` }),
    post('add', { kind: 'add', summary: `Start a stock-taking of a project: its lines get the current stock as book quantities${OURS}` }),
    // No edit or delete: a stock-taking is counted through its lines, then confirmed or voided (作废), never rewritten.
    post('cancelStockTaking', {
      label: t('作废', 'Void', 'Anular'),
      summary: `Void a stock-taking being counted: the stock is left as it is${OURS}`,
      transition: { field: 'status', from: ['draft'], to: ['cancelled'] },
    }),
    post('confirmStockTaking', {
      label: t('确认盘点', 'Confirm stock-taking', 'Confirmar inventario'),
      summary: `Set each product's stock to its counted quantity, one stock line per difference, in one transaction; once${OURS}`,
      transition: { field: 'status', from: ['draft'], to: ['confirmed'] },
    }),
  ],
});

/**
 * 盘点明细: one product of a stock-taking: the book quantity when it started and the counted one
 * (entered while counting; blank means not counted: the confirmation leaves that stock as it is).
 * @example
 * <ResourcePage resource={stockTakingLine} fixed={{ stockTakingId: 2 }} />
 */
export const stockTakingLine = /* @__PURE__ */ resource('stockTakingLine', {
  title: t('盘点明细', 'Stock-taking lines', 'Líneas de inventario'),
  permission: PERMISSION,
  labelField: 'productId',
  parent: { resource: 'flashdeliver.stockTaking', field: 'stockTakingId' },
  fields: {
    id: f.id(),
    stockTakingId: f.ref(t('盘点单', 'Stock-taking', 'Inventario'), 'flashdeliver.stockTaking', { required: true, filter: true, readOnly: true }),
    productId: product({ readOnly: true }),
    bookQuantity: qty(t('账面数量', 'Book quantity', 'Cantidad contable')),
    countedQuantity: f.integer(t('实盘数量', 'Counted quantity', 'Cantidad contada'), { min: 0, max: 1000000 }),
    difference: qty(t('差异', 'Difference', 'Diferencia')),
  },
  operations: [
    post('list', { kind: 'list', summary: `List the lines of a stock-taking${OURS}` }),
    post('update', {
      kind: 'update', summary: `Enter the counted quantity of a line while the stock-taking is being counted${OURS}`,
      body: {
        id: f.ref(t('盘点明细', 'Stock-taking line', 'Línea de inventario'), 'flashdeliver.stockTakingLine', { required: true }),
        countedQuantity: f.integer(t('实盘数量', 'Counted quantity', 'Cantidad contada'), { required: true, min: 0, max: 1000000 }),
      },
    }),
  ],
});

/**
 * 库存流水: one movement of a product's stock in a project, written only by the action that moved
 * it (receipt, sale, stock-taking), with who, when, before, after and the difference.
 * @example
 * <ResourcePage resource={stockMovement} fixed={{ stockId: 5 }} />
 */
export const stockMovement = /* @__PURE__ */ resource('stockMovement', {
  title: t('库存流水', 'Stock lines', 'Movimientos de existencias'),
  permission: PERMISSION,
  labelField: 'sourceNo',
  ledger: 'money',
  fields: {
    id: f.id(),
    orgId: org(),
    productId: product(),
    stockId: f.ref(t('库存', 'Stock', 'Existencias'), 'flashdeliver.stock', { required: true, filter: true, hiddenInList: true }),
    kind: f.enum(t('变动类型', 'Movement', 'Movimiento'), [
      v('receipt', t('入库', 'Receipt', 'Entrada'), 'success'),
      v('sale', t('销售出库', 'Sale', 'Venta'), 'info'),
      v('stockTaking', t('盘点调整', 'Stock-taking adjustment', 'Ajuste de inventario'), 'warning'),
    ], { required: true, filter: true }),
    beforeQuantity: qty(t('变动前', 'Before', 'Antes')),
    afterQuantity: qty(t('变动后', 'After', 'Después')),
    difference: qty(t('变动数量', 'Change', 'Variación')),
    sourceNo: f.string(t('单据号', 'Document no.', 'Nº de documento'), { readOnly: true, filter: true, max: 32 }),
    operatorName: f.string(t('操作人', 'Operator', 'Operador'), { readOnly: true, max: 32, filter: true }),
    createTime: { ...f.createTime(), label: t('变动时间', 'Moved at', 'Fecha') },
  },
  operations: [post('list', { kind: 'list', summary: `List stock lines${OURS}` })],
});
