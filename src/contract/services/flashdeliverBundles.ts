/**
 * Our additions to the cloud shop (issue 38; the spec embeds 组合库存 from dingcan): product
 * bundles (组合, e.g. a set meal of a main, a side and a drink) of a project, with their
 * components. A bundle holds no stock of its own: how many can be sold is computed from the
 * components' stock (flashdeliver.stock of the same project), so it can never disagree with it.
 * A bundle names its project (`orgId`), its components their bundle, so the data scope follows.
 */
import { f, post, resourcesOf, standard, t, v, type OpTemplate } from '../dsl';

const resource = /* @__PURE__ */ resourcesOf('flashdeliver', '/flashdeliver/web');
const PERMISSION = 'flashdeliver';
const OURS = '; our addition';
const ours = (): OpTemplate[] =>
  standard({ except: ['delete_ids'] }).map((o): OpTemplate => (base) => { const d = o(base); return { ...d, summary: `${d.summary}${OURS}` }; });

/**
 * 组合库存: a bundle, its reorder level, and (computed on every read) how many bundles the
 * components' stock makes up (the smallest stock / quantity over its components), the component
 * that limits it, and whether that is at or below the reorder level.
 * @example
 * <ResourcePage resource={bundle} />
 */
export const bundle = /* @__PURE__ */ resource('bundle', {
  title: t('组合库存', 'Bundle inventory', 'Inventario de combos'),
  permission: PERMISSION,
  labelField: 'name',
  fields: {
    id: f.id(),
    name: f.string(t('组合名称', 'Bundle name', 'Nombre del combo'), { required: true, max: 64, filter: true }),
    orgId: f.ref(t('所属项目', 'Project', 'Proyecto'), 'organisation.organization', { required: true, filter: true }),
    price: f.amount(t('组合售价(元)', 'Bundle price', 'Precio del combo'), { required: true, min: 0, max: 100000 }),
    warnQuantity: f.integer(t('预警数量', 'Reorder level', 'Nivel de reposición'), { required: true, min: 0, max: 100000, default: 10 }),
    componentCount: f.integer(t('组件数', 'Components', 'Componentes'), { readOnly: true }),
    available: f.integer(t('可组合数量', 'Bundles available', 'Combos disponibles'), { readOnly: true }),
    limitingProductId: f.ref(t('短缺组件', 'Limiting component', 'Componente limitante'), 'flashdeliver.product', { readOnly: true }),
    lowStock: f.enum(t('库存状态', 'Stock level', 'Nivel de existencias'), [
      v(0, t('充足', 'Sufficient', 'Suficiente'), 'success'),
      v(1, t('低库存', 'Low stock', 'Existencias bajas'), 'danger'),
    ], { readOnly: true }),
    status: f.enum(t('状态', 'Status', 'Estado'), [
      v(1, t('启用', 'Enabled', 'Activo'), 'success'), v(0, t('停用', 'Disabled', 'Inactivo'), 'danger'),
    ], { required: true, filter: true, default: 1 }),
    createTime: f.createTime(),
  },
  operations: ours(),
});

/**
 * 组合明细: one component of a bundle: a product and how many units of it one bundle takes.
 * @example
 * <ResourcePage resource={bundleItem} fixed={{ bundleId: 2 }} />
 */
export const bundleItem = /* @__PURE__ */ resource('bundleItem', {
  title: t('组合明细', 'Bundle components', 'Componentes del combo'),
  permission: PERMISSION,
  labelField: 'productId',
  parent: { resource: 'flashdeliver.bundle', field: 'bundleId' },
  physicalDelete: true,
  fields: {
    id: f.id(),
    bundleId: f.ref(t('组合', 'Bundle', 'Combo'), 'flashdeliver.bundle', { required: true, filter: true }),
    productId: f.ref(t('商品', 'Product', 'Producto'), 'flashdeliver.product', { required: true, filter: true }),
    quantity: f.integer(t('每组数量', 'Units per bundle', 'Unidades por combo'), { required: true, min: 1, max: 1000, default: 1 }),
  },
  operations: [
    post('list', { kind: 'list', summary: `List the components of bundles${OURS}` }),
    post('add', { kind: 'add', summary: `Add a component to a bundle${OURS}` }),
    post('update', { kind: 'update', summary: `Change a component's product or quantity${OURS}` }),
    post('delete/{id}', { name: 'delete', kind: 'delete', summary: `Remove a component from its bundle${OURS}` }),
  ],
});
