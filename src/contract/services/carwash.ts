/** Car wash (001 section 7.5), prefix `/carwash` as the spec states: services, per-project settings, customers, orders. */
import { ENABLED, f, resourcesOf, service, standard, t, v } from '../dsl';

export const CARWASH_PREFIX = '/carwash';
const resource = /* @__PURE__ */ resourcesOf('carwash', CARWASH_PREFIX);
const PERMISSION = 'pc.convenient';

const orgId = f.ref(t('项目', 'Project', 'Proyecto'), 'organisation.organization', { required: true, filter: true });
const plateNo = f.string(t('车牌号', 'Plate no.', 'Matrícula'), { required: true, min: 7, max: 8, filter: true });

/** The resource named `service` (wash services on offer). */
export const carwashServiceItem = /* @__PURE__ */ resource('service', {
  title: t('洗车服务', 'Wash services', 'Servicios de lavado'),
  permission: PERMISSION,
  fields: {
    id: f.id(),
    name: f.string(t('服务名称', 'Name', 'Nombre'), { required: true, max: 32, filter: true }),
    price: f.amount(t('价格(元)', 'Price', 'Precio'), { required: true, min: 0, max: 10000 }),
    durationMinutes: f.integer(t('时长(分钟)', 'Duration (min)', 'Duración (min)'), { min: 1, max: 600, default: 30 }),
    image: f.image(t('图片', 'Image', 'Imagen'), { hiddenInList: true }),
    description: f.text(t('服务说明', 'Description', 'Descripción'), { max: 500, hiddenInList: true }),
    sort: f.integer(t('排序', 'Order', 'Orden'), { min: 0, max: 999, default: 0 }),
    status: f.enum(t('状态', 'Status', 'Estado'), ENABLED, { filter: true, default: 1 }),
    createTime: f.createTime(),
  },
  operations: standard(),
});

export const orgSet = /* @__PURE__ */ resource('orgSet', {
  title: t('项目洗车设置', 'Project settings', 'Ajustes del proyecto'),
  permission: PERMISSION,
  labelField: 'orgId',
  fields: {
    id: f.id(),
    orgId,
    openTime: f.string(t('营业开始(HH:mm)', 'Opens (HH:mm)', 'Abre (HH:mm)'), { required: true, min: 5, max: 5, default: '08:00' }),
    closeTime: f.string(t('营业结束(HH:mm)', 'Closes (HH:mm)', 'Cierra (HH:mm)'), { required: true, min: 5, max: 5, default: '20:00' }),
    dailyCapacity: f.integer(t('每日可约台数', 'Daily capacity', 'Capacidad diaria'), { required: true, min: 1, max: 1000, default: 20 }),
    contactPhone: f.phone(t('服务电话', 'Service phone', 'Teléfono'), {}),
    address: f.string(t('服务地点', 'Location', 'Ubicación'), { max: 128, hiddenInList: true }),
    status: f.enum(t('状态', 'Status', 'Estado'), ENABLED, { filter: true, default: 1 }),
  },
  operations: standard(),
});

export const customer = /* @__PURE__ */ resource('customer', {
  title: t('洗车客户', 'Customers', 'Clientes'),
  permission: PERMISSION,
  fields: {
    id: f.id(),
    name: f.string(t('客户姓名', 'Name', 'Nombre'), { required: true, max: 32, filter: true }),
    phone: f.phone(t('手机号', 'Phone', 'Teléfono'), { required: true, filter: true }),
    plateNo,
    carModel: f.string(t('车型', 'Car model', 'Modelo'), { max: 32 }),
    orgId,
    createTime: f.createTime(),
  },
  operations: standard(),
});

export const order = /* @__PURE__ */ resource('order', {
  title: t('洗车订单', 'Wash orders', 'Pedidos de lavado'),
  permission: PERMISSION,
  labelField: 'orderNo',
  ledger: true,
  fields: {
    id: f.id(),
    orderNo: f.string(t('订单号', 'Order no.', 'Nº de pedido'), { max: 32, readOnly: true, filter: true, serial: 'XC' }),
    customerId: f.ref(t('客户', 'Customer', 'Cliente'), 'carwash.customer', { required: true, filter: true }),
    orgId,
    plateNo,
    appointmentTime: f.datetime(t('预约时间', 'Appointment', 'Cita'), { required: true, filter: true }),
    amount: f.amount(t('订单金额(元)', 'Amount', 'Importe'), { required: true, min: 0, max: 100000, createOnly: true }),
    status: f.enum(t('订单状态', 'Status', 'Estado'), [
      v('pending', t('待接单', 'Waiting', 'En espera'), 'warning'),
      v('accepted', t('已接单', 'Accepted', 'Aceptado'), 'info'),
      v('washing', t('清洗中', 'Washing', 'Lavando'), 'purple'),
      v('completed', t('已完成', 'Completed', 'Completado'), 'success'),
      v('cancelled', t('已取消', 'Cancelled', 'Cancelado'), 'grey'),
    ], { filter: true, default: 'pending' }),
    remark: f.string(t('备注', 'Remark', 'Observación'), { max: 200, hiddenInList: true }),
    createTime: f.createTime(),
  },
  operations: standard(),
});

/** Named `orderServiceLine` so that only the service constant ends in `Service`. */
export const orderServiceLine = /* @__PURE__ */ resource('orderService', {
  title: t('订单服务项', 'Order services', 'Servicios del pedido'),
  permission: PERMISSION,
  parent: { resource: 'carwash.order', field: 'orderId' },
  ledger: true,
  fields: {
    id: f.id(),
    orderId: f.ref(t('订单', 'Order', 'Pedido'), 'carwash.order', { required: true, filter: true }),
    serviceId: f.ref(t('洗车服务', 'Service', 'Servicio'), 'carwash.service', { required: true, filter: true }),
    quantity: f.integer(t('数量', 'Quantity', 'Cantidad'), { required: true, min: 1, max: 99, default: 1, createOnly: true }),
    price: f.amount(t('单价(元)', 'Unit price', 'Precio unitario'), { required: true, min: 0, max: 10000, createOnly: true }),
  },
  operations: standard(),
});

export const carwashService = /* @__PURE__ */ service('carwash', t('洗车服务', 'Car wash', 'Lavado de coches'), CARWASH_PREFIX, false, [
  carwashServiceItem, orgSet, customer, order, orderServiceLine,
]);
