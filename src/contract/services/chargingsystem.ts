/** Charging system (001 section 7.5), prefix `/chargingsystem` as the spec states: charging products and top-up packages. */
import { ENABLED, f, resourcesOf, service, standard, t, v } from '../dsl';

export const CHARGINGSYSTEM_PREFIX = '/chargingsystem';
const resource = /* @__PURE__ */ resourcesOf('chargingsystem', CHARGINGSYSTEM_PREFIX);
const PERMISSION = 'pc.convenient';
const status = f.enum(t('状态', 'Status', 'Estado'), ENABLED, { filter: true, default: 1 });

export const category = /* @__PURE__ */ resource('category', {
  title: t('充电分类', 'Charging categories', 'Categorías de carga'),
  permission: PERMISSION,
  fields: {
    id: f.id(),
    name: f.string(t('分类名称', 'Name', 'Nombre'), { required: true, max: 32, filter: true }),
    sort: f.integer(t('排序', 'Order', 'Orden'), { min: 0, max: 999, default: 0 }),
    remark: f.string(t('备注', 'Remark', 'Observación'), { max: 128, hiddenInList: true }),
    status,
    createTime: f.createTime(),
  },
  operations: standard(),
});

export const product = /* @__PURE__ */ resource('product', {
  title: t('充电套餐', 'Charging products', 'Productos de carga'),
  permission: PERMISSION,
  fields: {
    id: f.id(),
    name: f.string(t('套餐名称', 'Name', 'Nombre'), { required: true, max: 32, filter: true }),
    categoryId: f.ref(t('分类', 'Category', 'Categoría'), 'chargingsystem.category', { required: true, filter: true }),
    orgId: f.ref(t('项目', 'Project', 'Proyecto'), 'organisation.organization', { required: true, filter: true }),
    chargeMode: f.enum(t('计费方式', 'Billing mode', 'Modo de cobro'), [
      v('time', t('按时长', 'By time', 'Por tiempo'), 'info'),
      v('energy', t('按电量', 'By energy', 'Por energía'), 'success'),
      v('full', t('充满自停', 'Until full', 'Hasta llenar'), 'purple'),
    ], { required: true, filter: true, default: 'time' }),
    unitPrice: f.amount(t('单价(元/小时或元/度)', 'Unit price', 'Precio unitario'), { required: true, min: 0, max: 1000 }),
    maxMinutes: f.integer(t('最长充电时长(分钟)', 'Max duration (min)', 'Duración máx. (min)'), { min: 1, max: 1440 }),
    status,
    createTime: f.createTime(),
  },
  operations: standard(),
});

export const recharge = /* @__PURE__ */ resource('recharge', {
  title: t('充值套餐', 'Top-up packages', 'Paquetes de recarga'),
  permission: PERMISSION,
  fields: {
    id: f.id(),
    name: f.string(t('套餐名称', 'Name', 'Nombre'), { required: true, max: 32, filter: true }),
    orgId: f.ref(t('项目', 'Project', 'Proyecto'), 'organisation.organization', { required: true, filter: true }),
    amount: f.amount(t('充值金额(元)', 'Top-up amount', 'Importe'), { required: true, min: 0.01, max: 100000 }),
    giftAmount: f.amount(t('赠送金额(元)', 'Bonus amount', 'Bonificación'), { min: 0, max: 100000, default: 0 }),
    sort: f.integer(t('排序', 'Order', 'Orden'), { min: 0, max: 999, default: 0 }),
    status,
    createTime: f.createTime(),
  },
  operations: standard(),
});

export const chargingsystemService = /* @__PURE__ */ service('chargingsystem', t('充电系统', 'Charging system', 'Sistema de carga'),
  CHARGINGSYSTEM_PREFIX, false, [category, product, recharge]);
