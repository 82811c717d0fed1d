/** Organisation service (001 section 7.1), physical hierarchy: build > unit > floor > roomNo, plus smallspace and buildOrg. */
import { f, post, standard, t, v } from '../../dsl';
import { c, resource } from './common';

const SPACE = 'space';

export const build = /* @__PURE__ */ resource('build', {
  title: t('楼栋', 'Buildings', 'Edificios'),
  permission: SPACE,
  fields: {
    id: f.id(),
    name: c.name(t('楼栋名称', 'Building name', 'Nombre del edificio'), { max: 32 }),
    code: f.string(t('楼栋编号', 'Building code', 'Código'), { max: 16, filter: true }),
    orgId: c.orgId(),
    buildType: f.enum(t('楼栋类型', 'Building type', 'Tipo de edificio'), [
      v('residential', t('住宅', 'Residential', 'Residencial'), 'success'),
      v('office', t('写字楼', 'Office', 'Oficinas'), 'info'),
      v('commercial', t('商业', 'Commercial', 'Comercial'), 'purple'),
    ], { required: true, filter: true, default: 'residential' }),
    floorCount: f.integer(t('楼层数', 'Floors', 'Plantas'), { min: 1, max: 200 }),
    sort: c.sort(),
    createTime: f.createTime(),
  },
  operations: [
    ...standard(),
    post('getselectlist', { kind: 'select', summary: 'Buildings as select options (optionally of one project)' }),
  ],
});

export const unit = /* @__PURE__ */ resource('unit', {
  title: t('单元', 'Units', 'Portales'),
  permission: SPACE,
  parent: { resource: 'organisation.build', field: 'buildId' },
  fields: {
    id: f.id(),
    name: c.name(t('单元名称', 'Unit name', 'Nombre del portal'), { max: 32 }),
    buildId: c.buildId(),
    orgId: c.orgId(),
    sort: c.sort(),
    createTime: f.createTime(),
  },
  operations: [
    ...standard(),
    post('getselectlist', { kind: 'select', summary: 'Units of a building as select options' }),
    post('findById', { kind: 'get', summary: 'Get one unit by the id in the body' }),
    post('addAndUpdateUnit', { kind: 'save', summary: 'Add a unit, or update it when an id is given' }),
  ],
});

export const floor = /* @__PURE__ */ resource('floor', {
  title: t('楼层', 'Floors', 'Plantas'),
  permission: SPACE,
  parent: { resource: 'organisation.unit', field: 'unitId' },
  fields: {
    id: f.id(),
    name: c.name(t('楼层名称', 'Floor name', 'Nombre de la planta'), { max: 32 }),
    floorNo: f.integer(t('楼层号', 'Floor number', 'Número de planta'), { required: true, min: -10, max: 200 }),
    unitId: f.ref(t('单元', 'Unit', 'Portal'), 'organisation.unit', { required: true, filter: true }),
    buildId: c.buildId(),
    sort: c.sort(),
    createTime: f.createTime(),
  },
  operations: [
    ...standard(),
    post('getselectlist', { kind: 'select', summary: 'Floors of a unit as select options' }),
  ],
});

export const roomNo = /* @__PURE__ */ resource('roomNo', {
  title: t('房间', 'Rooms', 'Viviendas'),
  permission: SPACE,
  parent: { resource: 'organisation.floor', field: 'floorId' },
  fields: {
    id: f.id(),
    name: c.name(t('房号', 'Room number', 'Número de vivienda'), { max: 16 }),
    floorId: f.ref(t('楼层', 'Floor', 'Planta'), 'organisation.floor', { required: true, filter: true }),
    unitId: f.ref(t('单元', 'Unit', 'Portal'), 'organisation.unit', { required: true, filter: true }),
    buildId: c.buildId(),
    orgId: c.orgId(),
    area: f.number(t('建筑面积(㎡)', 'Floor area (m²)', 'Superficie (m²)'), { min: 0, max: 10000 }),
    roomStatus: f.enum(t('房屋状态', 'Occupancy', 'Ocupación'), [
      v('vacant', t('空置', 'Vacant', 'Vacía'), 'grey'),
      v('occupied', t('已入住', 'Occupied', 'Ocupada'), 'success'),
      v('rented', t('出租', 'Rented', 'Alquilada'), 'info'),
    ], { filter: true, default: 'vacant' }),
    createTime: f.createTime(),
  },
  operations: [
    ...standard(),
    post('getRoomListByUnit', {
      kind: 'all', summary: 'All rooms of one unit',
      body: { unitId: f.ref(t('单元', 'Unit', 'Portal'), 'organisation.unit', { required: true }) },
    }),
    post('getselectlist', { kind: 'select', summary: 'Rooms of a floor as select options' }),
    post('/organisation/wechat/front/roomNo/getOrgTree', {
      name: 'getOrgTree', kind: 'tree', permission: null,
      summary: 'Project tree down to rooms (building > unit > floor > room) for the public-account front end',
      body: { orgId: c.orgId() },
    }),
  ],
});

export const smallspace = /* @__PURE__ */ resource('smallspace', {
  title: t('小空间', 'Small spaces', 'Espacios pequeños'),
  permission: SPACE,
  fields: {
    id: f.id(),
    name: c.name(t('空间名称', 'Space name', 'Nombre del espacio'), { max: 32 }),
    spaceType: f.enum(t('空间类型', 'Space type', 'Tipo de espacio'), [
      v('parking', t('车位', 'Parking space', 'Plaza de aparcamiento'), 'info'),
      v('storage', t('储藏室', 'Storage room', 'Trastero'), 'purple'),
      v('shop', t('商铺', 'Shop', 'Local'), 'success'),
      v('other', t('其他', 'Other', 'Otro'), 'grey'),
    ], { required: true, filter: true }),
    orgId: c.orgId(),
    buildId: c.buildId({ required: false }),
    area: f.number(t('面积(㎡)', 'Area (m²)', 'Superficie (m²)'), { min: 0, max: 10000 }),
    status: c.status(),
    createTime: f.createTime(),
  },
  // 001 7.1 lists only add, update, delete/{id} and GET {id} for smallspace.
  operations: standard({ except: ['list', 'delete_ids'] }),
});

export const buildOrg = /* @__PURE__ */ resource('buildOrg', {
  title: t('楼栋项目关联', 'Building–project links', 'Vínculos edificio–proyecto'),
  permission: SPACE,
  physicalDelete: true,
  fields: {
    id: f.id(),
    buildId: c.buildId(),
    orgId: c.orgId(),
    remark: c.remark(),
    createTime: f.createTime(),
  },
  operations: standard(),
});

export const hierarchyResources = [build, unit, floor, roomNo, smallspace, buildOrg];
