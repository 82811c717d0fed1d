/** Order-meal web (001 section 7.7, prefix /ordermeal/web): meal lines and the ordering, line and take-food rules. */
import { ENABLED, f, get, post, standard, t } from '../../dsl';
import { PERMISSION, common, resource } from './common';

const status = () => f.enum(t('状态', 'Status', 'Estado'), ENABLED, { filter: true, default: 1 });

/**
 * @example
 * <ResourcePage resource={lineManage} saveWith="addAndUpdateLineManage" />
 */
export const lineManage = /* @__PURE__ */ resource('lineManage', {
  title: t('餐线管理', 'Meal lines', 'Líneas de servicio'),
  permission: PERMISSION,
  fields: {
    id: f.id(),
    name: f.string(t('餐线名称', 'Line name', 'Nombre de la línea'), { required: true, max: 32, filter: true }),
    orgId: common.orgId(),
    merchantId: f.ref(t('供餐商户', 'Merchant', 'Comercio'), 'merchant.merchant', { required: true, filter: true }),
    mealId: f.ref(t('菜品', 'Meal', 'Plato'), 'ordermeal.meal', { required: true, filter: true }),
    date: common.date(),
    mealTime: common.mealTime(),
    seats: f.integer(t('座位数', 'Seats', 'Plazas'), { required: true, min: 0, max: 10000 }),
    bookedSeats: f.integer(t('已订座位', 'Booked seats', 'Plazas reservadas'), { readOnly: true, min: 0 }),
    status: status(),
  },
  operations: [
    ...standard(),
    post('addAndUpdateLineManage', { kind: 'save', summary: 'Add a meal line, or update it when the id is given' }),
    post('exportMealline', { label: t('导出餐线', 'Export meal lines', 'Exportar líneas'), kind: 'export', file: true, summary: 'Export the filtered meal lines as xlsx' }),
    post('getByOrgIdAndDate', {
      kind: 'all', summary: 'Meal lines of one project on one date',
      body: {
        orgId: f.ref(t('所属项目', 'Project', 'Proyecto'), 'organisation.organization', { required: true }),
        date: f.date(t('用餐日期', 'Meal date', 'Fecha de comida'), { required: true }),
      },
    }),
    post('findByMealId', {
      kind: 'all', summary: 'Meal lines serving one meal',
      body: { mealId: f.ref(t('菜品', 'Meal', 'Plato'), 'ordermeal.meal', { required: true }) },
    }),
  ],
});

/**
 * @example
 * <ResourcePage resource={ruleMealline} />
 */
export const ruleMealline = /* @__PURE__ */ resource('ruleMealline', {
  title: t('餐线规则', 'Meal-line rules', 'Reglas de líneas'),
  permission: PERMISSION,
  fields: {
    id: f.id(),
    name: f.string(t('规则名称', 'Rule name', 'Nombre de la regla'), { required: true, max: 32, filter: true }),
    orgId: common.orgId(),
    mealTime: common.mealTime(),
    lineCount: f.integer(t('餐线数量', 'Lines', 'Líneas'), { required: true, min: 1, max: 50 }),
    seatsPerLine: f.integer(t('每线座位数', 'Seats per line', 'Plazas por línea'), { required: true, min: 0, max: 10000 }),
    status: status(),
  },
  operations: [
    ...standard(),
    post('findByOrgId', {
      kind: 'all', summary: 'Meal-line rules of one project',
      body: { orgId: f.ref(t('所属项目', 'Project', 'Proyecto'), 'organisation.organization', { required: true }) },
    }),
  ],
});

/**
 * @example
 * <ResourcePage resource={ruleTakefood} />
 */
export const ruleTakefood = /* @__PURE__ */ resource('ruleTakefood', {
  title: t('取餐规则', 'Take-food windows', 'Horarios de recogida'),
  permission: PERMISSION,
  fields: {
    id: f.id(),
    name: f.string(t('取餐点', 'Pick-up point', 'Punto de recogida'), { required: true, max: 64, filter: true }),
    orgId: common.orgId(),
    mealTime: common.mealTime(),
    startTime: common.hhmm(t('取餐开始(HH:mm)', 'Opens (HH:mm)', 'Abre (HH:mm)')),
    endTime: common.hhmm(t('取餐结束(HH:mm)', 'Closes (HH:mm)', 'Cierra (HH:mm)')),
    status: status(),
  },
  operations: [...standard()],
});

/**
 * @example
 * <ResourcePage resource={rule} saveWith="addAndUpdateRule" />
 */
export const rule = /* @__PURE__ */ resource('rule', {
  title: t('订餐规则', 'Ordering rules', 'Reglas de pedido'),
  permission: PERMISSION,
  fields: {
    id: f.id(),
    name: f.string(t('规则名称', 'Rule name', 'Nombre de la regla'), { required: true, max: 32, filter: true }),
    orgId: common.orgId(),
    advanceDays: f.integer(t('可提前订餐天数', 'Bookable days ahead', 'Días de antelación'), { required: true, min: 0, max: 30, default: 7 }),
    deadlineTime: common.hhmm(t('当日截止时间(HH:mm)', 'Order deadline (HH:mm)', 'Cierre de pedidos (HH:mm)')),
    cancelDeadlineTime: common.hhmm(t('取消截止时间(HH:mm)', 'Cancel deadline (HH:mm)', 'Límite de cancelación (HH:mm)'), false),
    maxSeats: f.integer(t('每餐座位上限', 'Seats per meal', 'Plazas por comida'), { required: true, min: 0, max: 100000 }),
    mealTimes: f.string(t('开放餐别(逗号分隔)', 'Open meal times (comma-separated)', 'Turnos abiertos (separados por comas)'), { max: 64, hiddenInList: true }),
    status: status(),
    createTime: f.createTime(),
  },
  operations: [
    ...standard(),
    post('addAndUpdateRule', { kind: 'save', summary: 'Add an ordering rule, or update it when the id is given' }),
    post('getByOrgId', {
      kind: 'get', summary: 'The ordering rule of one project',
      body: { orgId: f.ref(t('所属项目', 'Project', 'Proyecto'), 'organisation.organization', { required: true }) },
    }),
    get('getByOrgId/{id}', { name: 'getByOrgIdPath', kind: 'get', summary: 'The ordering rule of the project whose id is in the path' }),
    post('checkMealSeat', {
      label: t('查询餐位', 'Check seats', 'Consultar plazas'),
      kind: 'action', reads: true, summary: 'Check how many seats are left for a meal of a project on a date',
      body: {
        orgId: f.ref(t('所属项目', 'Project', 'Proyecto'), 'organisation.organization', { required: true }),
        mealId: f.ref(t('菜品', 'Meal', 'Plato'), 'ordermeal.meal', { required: true }),
        date: f.date(t('用餐日期', 'Meal date', 'Fecha de comida'), { required: true }),
      },
    }),
  ],
});
