/** Car park (001 section 7.12). The spec states no prefix: ours is `/carpark` (configurable). */
import { ENABLED, f, get, post, resourcesOf, service, t } from '../dsl';

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

export const carparkService = /* @__PURE__ */ service('carpark', t('停车场', 'Car park', 'Aparcamiento'), CARPARK_PREFIX, true, [carpark]);
