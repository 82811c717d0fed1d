/**
 * Air conditioning (001 section 7.5), prefix `/airconditioning` as the spec states: the air-conditioning overtime
 * domain — per-project pricing rules, room air-conditioning settings and overtime orders. All standard.
 * (The rule lookup by organisation, /jichuwuye/air/getRuleByOrgId, is an organisation call of 001 section 7.1.)
 */
import { ENABLED, f, resourcesOf, service, standard, t, v } from '../dsl';

export const AIRCONDITIONING_PREFIX = '/airconditioning';
const resource = /* @__PURE__ */ resourcesOf('airconditioning', AIRCONDITIONING_PREFIX);
const PERMISSION = 'pc:airovertime';

const orgId = f.ref(t('项目', 'Project', 'Proyecto'), 'organisation.organization', { required: true, filter: true });
const roomId = f.ref(t('房间', 'Room', 'Habitación'), 'organisation.roomNo', { required: true, filter: true });
const hhmm = (zh: string, en: string, es: string, def: string) =>
  f.string(t(`${zh}(HH:mm)`, `${en} (HH:mm)`, `${es} (HH:mm)`), { required: true, min: 5, max: 5, default: def });

export const rule = /* @__PURE__ */ resource('rule', {
  title: t('加时收费规则', 'Overtime rules', 'Reglas de horas extra'),
  permission: PERMISSION,
  fields: {
    id: f.id(),
    name: f.string(t('规则名称', 'Name', 'Nombre'), { required: true, max: 32, filter: true }),
    orgId,
    pricePerHour: f.amount(t('单价(元/小时)', 'Price per hour', 'Precio por hora'), { required: true, min: 0, max: 10000 }),
    billingUnitMinutes: f.integer(t('计费单位(分钟)', 'Billing unit (min)', 'Unidad de cobro (min)'), { required: true, min: 1, max: 240, default: 30 }),
    minHours: f.number(t('最少申请时长(小时)', 'Minimum hours', 'Horas mínimas'), { min: 0, max: 24, default: 1 }),
    normalStart: hhmm('正常供冷开始', 'Normal hours start', 'Inicio horario normal', '08:30'),
    normalEnd: hhmm('正常供冷结束', 'Normal hours end', 'Fin horario normal', '18:00'),
    status: f.enum(t('状态', 'Status', 'Estado'), ENABLED, { filter: true, default: 1 }),
    createTime: f.createTime(),
  },
  operations: standard(),
});

export const config = /* @__PURE__ */ resource('config', {
  title: t('房间空调配置', 'Room air-conditioning', 'Climatización por habitación'),
  permission: PERMISSION,
  labelField: 'deviceNo',
  fields: {
    id: f.id(),
    orgId,
    roomId,
    ruleId: f.ref(t('收费规则', 'Rule', 'Regla'), 'airconditioning.rule', { required: true, filter: true }),
    deviceNo: f.string(t('空调设备编号', 'Unit no.', 'Nº de equipo'), { required: true, max: 32, filter: true }),
    allowOvertime: f.boolean(t('允许加时', 'Overtime allowed', 'Horas extra permitidas'), { default: true }),
    status: f.enum(t('状态', 'Status', 'Estado'), ENABLED, { filter: true, default: 1 }),
    createTime: f.createTime(),
  },
  operations: standard(),
});

export const order = /* @__PURE__ */ resource('order', {
  title: t('空调加时订单', 'Overtime orders', 'Pedidos de horas extra'),
  permission: PERMISSION,
  labelField: 'orderNo',
  ledger: true,
  fields: {
    id: f.id(),
    orderNo: f.string(t('订单号', 'Order no.', 'Nº de pedido'), { max: 32, readOnly: true, filter: true, serial: 'KT' }),
    orgId,
    roomId,
    applicantName: f.string(t('申请人', 'Applicant', 'Solicitante'), { required: true, max: 32, filter: true }),
    applicantPhone: f.phone(t('联系电话', 'Phone', 'Teléfono'), { hiddenInList: true }),
    startTime: f.datetime(t('加时开始', 'From', 'Desde'), { required: true, filter: true }),
    endTime: f.datetime(t('加时结束', 'Until', 'Hasta'), { required: true }),
    hours: f.number(t('时长(小时)', 'Hours', 'Horas'), { min: 0, readOnly: true }),
    amount: f.amount(t('金额(元)', 'Amount', 'Importe'), { min: 0, readOnly: true }),
    status: f.enum(t('订单状态', 'Status', 'Estado'), [
      v('unpaid', t('待支付', 'Unpaid', 'Sin pagar'), 'warning'),
      v('paid', t('已支付', 'Paid', 'Pagado'), 'info'),
      v('running', t('供冷中', 'Running', 'En marcha'), 'purple'),
      v('completed', t('已完成', 'Completed', 'Completado'), 'success'),
      v('cancelled', t('已取消', 'Cancelled', 'Cancelado'), 'grey'),
      v('refunded', t('已退款', 'Refunded', 'Reembolsado'), 'danger'),
    ], { filter: true, default: 'unpaid' }),
    createTime: f.createTime(),
  },
  operations: standard(),
});

export const airconditioningService = /* @__PURE__ */ service('airconditioning', t('空调加时', 'Air-conditioning overtime', 'Climatización fuera de horario'),
  AIRCONDITIONING_PREFIX, false, [rule, config, order]);
