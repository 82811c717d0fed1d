/** Car park (001 section 7.12). The spec states no prefix: ours is `/carpark` (configurable). */
import { ENABLED, f, get, post, resourcesOf, service, t, v } from '../dsl';

export const CARPARK_PREFIX = '/carpark';
const resource = /* @__PURE__ */ resourcesOf('carpark', CARPARK_PREFIX);

export const carpark = /* @__PURE__ */ resource('carpark', {
  title: t('停车场', 'Car parks', 'Aparcamientos'),
  permission: 'space',
  fields: {
    id: f.id(),
    name: f.string(t('停车场名称', 'Name', 'Nombre'), { required: true, max: 64, filter: true }),
    orgId: f.ref(t('所属项目', 'Project', 'Proyecto'), 'organisation.organization', { required: true, filter: true }),
    address: f.string(t('地址', 'Address', 'Dirección'), { max: 128, hiddenInList: true }),
    totalSpaces: f.integer(t('车位总数', 'Spaces', 'Plazas'), { required: true, min: 0, max: 100000 }),
    hourlyRate: f.amount(t('小时费率(元)', 'Hourly rate', 'Tarifa por hora'), { min: 0, max: 1000 }),
    services: f.string(t('服务项目', 'Services', 'Servicios'), { max: 256, hiddenInList: true }),
    status: f.enum(t('状态', 'Status', 'Estado'), ENABLED, { filter: true, default: 1, readOnly: true }),
    createTime: f.createTime(),
  },
  operations: [
    get('{id}', { name: 'get', kind: 'get', summary: 'Get one car park' }),
    post('add', { kind: 'add', summary: 'Add a car park' }),
    post('update', { kind: 'update', summary: 'Update a car park' }),
    post('list', { kind: 'list', summary: 'List car parks' }),
    post('listCarparkServices', { kind: 'all', summary: 'Car parks with their services' }),
    post('delete/{ids}', { name: 'delete', kind: 'deleteIds', summary: 'Delete several, ids comma-separated in the path' }),
    post('disable/{ids}', {
      label: t('停用', 'Disable', 'Desactivar'),
      name: 'disable', summary: 'Disable car parks',
      transition: { field: 'status', from: [1], to: [0] },
    }),
    post('enable/{ids}', {
      label: t('启用', 'Enable', 'Activar'),
      name: 'enable', summary: 'Enable car parks',
      transition: { field: 'status', from: [0], to: [1] },
    }),
  ],
});

/**
 * 停车记录 (OUR ADDITION: 停车统计 is an embedded report of the property service and 001 has no call for
 * a car's stay). One entry and exit through a car park's gate, with what was paid; read only here:
 * the gate system writes it. Scoped through its car park's project.
 */
export const parkingRecord = /* @__PURE__ */ resource('parkingRecord', {
  title: t('停车记录', 'Parking records', 'Registros de aparcamiento'),
  permission: 'space',
  parent: { resource: 'carpark.carpark', field: 'carparkId' },
  fields: {
    id: f.id(),
    carparkId: f.ref(t('停车场', 'Car park', 'Aparcamiento'), 'carpark.carpark', { required: true, filter: true, readOnly: true }),
    plateNo: f.string(t('车牌号', 'Plate', 'Matrícula'), { required: true, max: 16, filter: true, readOnly: true }),
    carType: f.enum(t('车辆类型', 'Vehicle type', 'Tipo de vehículo'), [
      v('temporary', t('临停车', 'Short stay', 'Estancia corta'), 'info'),
      v('monthly', t('月卡车', 'Monthly pass', 'Abono mensual'), 'success'),
      v('visitor', t('访客车', 'Visitor', 'Visitante'), 'purple'),
    ], { required: true, filter: true, readOnly: true }),
    entryTime: f.datetime(t('入场时间', 'Entered', 'Entrada'), { required: true, filter: true, readOnly: true }),
    exitTime: f.datetime(t('出场时间', 'Left', 'Salida'), { readOnly: true }),
    minutes: f.integer(t('停车时长(分钟)', 'Minutes parked', 'Minutos'), { min: 0, max: 525600, readOnly: true }),
    fee: f.amount(t('停车费(元)', 'Fee (yuan)', 'Tarifa (yuanes)'), { min: 0, max: 100000, readOnly: true }),
    payChannel: f.enum(t('支付方式', 'Paid by', 'Pago con'), [
      v('wechat', t('微信', 'WeChat', 'WeChat'), 'success'),
      v('alipay', t('支付宝', 'Alipay', 'Alipay'), 'info'),
      v('cash', t('现金', 'Cash', 'Efectivo'), 'warning'),
      v('free', t('免费', 'Free', 'Gratis'), 'grey'),
    ], { filter: true, readOnly: true }),
    status: f.enum(t('状态', 'Status', 'Estado'), [
      v('parked', t('在场', 'Parked', 'Aparcado'), 'warning'),
      v('left', t('已离场', 'Left', 'Salido'), 'grey'),
    ], { required: true, filter: true, readOnly: true }),
  },
  operations: [
    get('{id}', { name: 'get', kind: 'get', summary: 'One parking record; our addition' }),
    post('list', { kind: 'list', summary: 'List parking records; our addition' }),
  ],
});

export const carparkService = /* @__PURE__ */ service('carpark', t('停车场', 'Car park', 'Aparcamiento'), CARPARK_PREFIX, true, [carpark, parkingRecord]);
