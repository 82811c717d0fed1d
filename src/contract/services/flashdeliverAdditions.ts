/**
 * Our additions to the cloud shop (001 section 7.13 has no call for these pages of issue 26):
 * handover codes (交收码), daily menus (菜单), recommendation slots and their products (广播/推荐位)
 * and recovery of unsold or spoilt goods (回收管理). Every resource names its project (`orgId`) or
 * its slot, so the data scope follows from the refs.
 */
import { ENABLED, TOGGLE_VERBS, f, post, resourcesOf, standard, t, v, type OpTemplate } from '../dsl';

const resource = /* @__PURE__ */ resourcesOf('flashdeliver', '/flashdeliver/web');
const PERMISSION = 'flashdeliver';
const OURS = '; our addition';

const org = () => f.ref(t('所属项目', 'Project', 'Proyecto'), 'organisation.organization', { required: true, filter: true });
const status = () => f.enum(t('状态', 'Status', 'Estado'), ENABLED, { filter: true, readOnly: true, default: 1 });
const toggle = { field: 'status', from: [0, 1], to: [0, 1], verbs: TOGGLE_VERBS } as const;
const TOGGLE_LABEL = t('启用/停用', 'Enable/disable', 'Activar/desactivar');
/** list, get, add, update, delete/{id}, each summary marked as ours. */
const ours = (except: readonly string[] = ['delete_ids']): OpTemplate[] =>
  standard({ except }).map((o): OpTemplate => (base) => { const d = o(base); return { ...d, summary: `${d.summary}${OURS}` }; });
const product = (required = true) => f.ref(t('商品', 'Product', 'Producto'), 'flashdeliver.product', { required, filter: true });

/**
 * 交收码: the code a courier enters at a project's pickup point on handover. The server generates
 * it (6 digits, unique among the project's codes) and regenerates it on request.
 * @example
 * <ResourcePage resource={handoverCode} />
 */
export const handoverCode = /* @__PURE__ */ resource('handoverCode', {
  title: t('交收码', 'Handover codes', 'Códigos de entrega'),
  permission: PERMISSION,
  labelField: 'pointName',
  fields: {
    id: f.id(),
    orgId: org(),
    pointName: f.string(t('交收点', 'Pickup point', 'Punto de entrega'), { required: true, max: 32, filter: true }),
    code: f.string(t('交收码', 'Handover code', 'Código de entrega'), { readOnly: true, filter: true, max: 6 }),
    validFrom: f.date(t('生效日期', 'Valid from', 'Válido desde'), { required: true }),
    validTo: f.date(t('失效日期', 'Valid until', 'Válido hasta'), { required: true }),
    status: status(),
    remark: f.string(t('备注', 'Remark', 'Observación'), { max: 200, hiddenInList: true }),
    createTime: f.createTime(),
  },
  operations: [
    ...ours(),
    post('setHandoverCodeStatus', { label: TOGGLE_LABEL, summary: `Enable or disable a handover code${OURS}`, transition: toggle }),
    post('regenerateCode', {
      label: t('重新生成交收码', 'Regenerate code', 'Regenerar código'), kind: 'action',
      summary: `Give a handover code a new random 6-digit code, unique in its project${OURS}`,
      body: { id: f.ref(t('交收码', 'Handover code', 'Código de entrega'), 'flashdeliver.handoverCode', { required: true }) },
    }),
  ],
});

/**
 * 菜单: what a project's shop offers on one day, one row per on-shelf product with its sale
 * window (HH:mm, the end after the start) and an optional daily limit.
 * @example
 * <ResourcePage resource={menuItem} fixed={{ orgId: 3, menuDate: '2026-11-26' }} />
 */
export const menuItem = /* @__PURE__ */ resource('menuItem', {
  title: t('菜单', 'Daily menus', 'Menús diarios'),
  permission: PERMISSION,
  labelField: 'productId',
  fields: {
    id: f.id(),
    orgId: org(),
    menuDate: f.date(t('供应日期', 'Menu date', 'Fecha del menú'), { required: true, filter: true }),
    productId: product(),
    saleStart: f.string(t('开售时间', 'Sale starts', 'Inicio de venta'), { required: true, min: 5, max: 5, default: '07:00' }),
    saleEnd: f.string(t('停售时间', 'Sale ends', 'Fin de venta'), { required: true, min: 5, max: 5, default: '20:00' }),
    dailyLimit: f.integer(t('限量(份)', 'Daily limit', 'Límite diario'), { min: 0, max: 99999 }),
    sort: f.integer(t('排序', 'Order', 'Orden'), { min: 0, max: 9999, default: 0 }),
    createTime: f.createTime(),
  },
  operations: [
    ...ours(),
    post('copyMenu', {
      label: t('复制前一天菜单', "Copy the day before's menu", 'Copiar el menú del día anterior'), kind: 'action',
      summary: `Copy a project's menu of the day before into the given day (products already there are kept)${OURS}`,
      body: {
        orgId: f.ref(t('所属项目', 'Project', 'Proyecto'), 'organisation.organization', { required: true }),
        menuDate: f.date(t('供应日期', 'Menu date', 'Fecha del menú'), { required: true }),
      },
    }),
  ],
});

/**
 * 广播/推荐位: a slot of a project's shop (home banner, recommended products, broadcast text),
 * shown in its order between its start and end while enabled. A banner needs a picture, a
 * broadcast its text.
 * @example
 * <ResourcePage resource={slot} />
 */
export const slot = /* @__PURE__ */ resource('slot', {
  title: t('广播/推荐位', 'Showcase slots', 'Espacios destacados'),
  permission: PERMISSION,
  fields: {
    id: f.id(),
    name: f.string(t('推荐位名称', 'Slot name', 'Nombre del espacio'), { required: true, max: 32, filter: true }),
    position: f.enum(t('位置', 'Position', 'Posición'), [
      v('banner', t('首页轮播', 'Home banner', 'Carrusel de inicio'), 'info'),
      v('recommend', t('推荐商品', 'Recommended', 'Recomendados'), 'success'),
      v('broadcast', t('广播文字', 'Broadcast text', 'Texto de aviso'), 'warning'),
    ], { required: true, filter: true, default: 'recommend' }),
    orgId: org(),
    image: f.image(t('轮播图片', 'Banner picture', 'Imagen del carrusel'), { hiddenInList: true }),
    broadcastText: f.string(t('广播内容', 'Broadcast text', 'Texto del aviso'), { max: 100, hiddenInList: true }),
    sort: f.integer(t('排序', 'Order', 'Orden'), { min: 0, max: 9999, default: 0 }),
    startTime: f.datetime(t('开始时间', 'Starts', 'Inicio'), { required: true }),
    endTime: f.datetime(t('结束时间', 'Ends', 'Fin'), { required: true }),
    status: status(),
    createTime: f.createTime(),
  },
  operations: [
    ...ours(),
    post('setSlotStatus', { label: TOGGLE_LABEL, summary: `Enable or disable a showcase slot${OURS}`, transition: toggle }),
  ],
});

/**
 * The products of a recommendation slot, in their order; added from the on-shelf products.
 * @example
 * <ResourcePage resource={slotProduct} fixed={{ slotId: 4 }} />
 */
export const slotProduct = /* @__PURE__ */ resource('slotProduct', {
  title: t('推荐商品', 'Slot products', 'Productos del espacio'),
  permission: PERMISSION,
  labelField: 'productId',
  physicalDelete: true,
  parent: { resource: 'flashdeliver.slot', field: 'slotId' },
  fields: {
    id: f.id(),
    slotId: f.ref(t('推荐位', 'Slot', 'Espacio'), 'flashdeliver.slot', { required: true, filter: true }),
    productId: product(),
    sort: f.integer(t('排序', 'Order', 'Orden'), { min: 0, max: 9999, default: 0 }),
    createTime: f.createTime(),
  },
  operations: [
    post('list', { kind: 'list', summary: `List the products of a slot${OURS}` }),
    // Only the order: a product is changed by taking it out and adding another (the on-shelf check).
    post('update', {
      kind: 'update', summary: `Change the order of a slot product${OURS}`,
      body: {
        id: f.ref(t('推荐商品', 'Slot product', 'Producto del espacio'), 'flashdeliver.slotProduct', { required: true }),
        sort: f.integer(t('排序', 'Order', 'Orden'), { required: true, min: 0, max: 9999 }),
      },
    }),
    post('delete/{id}', { name: 'delete', kind: 'delete', summary: `Take a product out of a slot${OURS}` }),
    post('addSlotProducts', {
      label: t('添加商品', 'Add products', 'Añadir productos'), kind: 'action',
      summary: `Add on-shelf products to a slot after its last one, in the order given${OURS}`,
      body: {
        slotId: f.ref(t('推荐位', 'Slot', 'Espacio'), 'flashdeliver.slot', { required: true }),
        productIds: f.string(t('商品(逗号分隔)', 'Products (ids, comma-separated)', 'Productos (ids separados por comas)'), { required: true, max: 2000 }),
      },
    }),
  ],
});

/**
 * 回收管理: goods taken back from a project's shelf (expired, damaged, unsold). The recorder and
 * the time are the server's; a record is never edited, only handled once: 报损 (written off) or
 * 返库 (back to stock, which adds the quantity to the product's stock), with a note.
 * @example
 * <ResourcePage resource={recovery} />
 */
export const recovery = /* @__PURE__ */ resource('recovery', {
  title: t('回收记录', 'Recovered goods', 'Mercancía retirada'),
  permission: PERMISSION,
  labelField: 'productId',
  ledger: true,
  fields: {
    id: f.id(),
    orgId: org(),
    productId: product(),
    quantity: f.integer(t('回收数量', 'Quantity', 'Cantidad'), { required: true, min: 1, max: 100000 }),
    reason: f.enum(t('回收原因', 'Reason', 'Motivo'), [
      v('expired', t('过期', 'Expired', 'Caducado'), 'danger'),
      v('damaged', t('破损', 'Damaged', 'Dañado'), 'warning'),
      v('unsold', t('滞销', 'Unsold', 'Sin vender'), 'grey'),
    ], { required: true, filter: true }),
    goodsValue: f.amount(t('货值(元)', 'Value (yuan)', 'Valor (yuanes)'), { readOnly: true }),
    requesterId: f.requesterId(),
    recoveredBy: { ...f.requesterName(), label: t('回收人', 'Recovered by', 'Retirado por') },
    status: f.enum(t('处理状态', 'Status', 'Estado'), [
      v('pending', t('待处理', 'To handle', 'Pendiente'), 'warning'),
      v('writtenOff', t('已报损', 'Written off', 'Dado de baja'), 'danger'),
      v('restocked', t('已返库', 'Back in stock', 'Devuelto al stock'), 'success'),
    ], { filter: true, readOnly: true, default: 'pending' }),
    handleNote: f.string(t('处理说明', 'Handling note', 'Nota de gestión'), { max: 200, readOnly: true, hiddenInList: true }),
    createTime: { ...f.createTime(), label: t('回收时间', 'Recovered at', 'Retirado el') },
  },
  operations: [
    ...ours(['update', 'delete', 'delete_ids']),
    post('handleRecovery', {
      label: t('处理', 'Handle', 'Gestionar'),
      summary: `Write off recovered goods or put them back in stock, with a note${OURS}`,
      body: { handleNote: f.string(t('处理说明', 'Handling note', 'Nota de gestión'), { required: true, max: 200 }) },
      transition: {
        field: 'status', from: ['pending'], to: ['writtenOff', 'restocked'], sets: ['handleNote'],
        verbs: { writtenOff: t('报损', 'Write off', 'Dar de baja'), restocked: t('返库', 'Back to stock', 'Devolver al stock') },
      },
    }),
  ],
});
