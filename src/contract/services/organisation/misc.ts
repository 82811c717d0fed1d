/** Organisation service (001 sections 7.1 "Further organisation calls" and 6): referral settings, order business types, initial merchant, air rule lookup. */
import { ENABLED, f, post, t } from '../../dsl';
import { c, resource } from './common';

export const recommend = /* @__PURE__ */ resource('recommend', {
  title: t('推荐有礼设置', 'Referral settings', 'Ajustes de recomendación'),
  permission: 'marketingCenter',
  fields: {
    id: f.id(),
    orgId: c.orgId(),
    title: f.string(t('活动标题', 'Title', 'Título'), { required: true, max: 64 }),
    rewardAmount: c.amount(t('奖励金额(元)', 'Reward', 'Recompensa'), { required: true, max: 10000 }),
    rule: f.text(t('活动规则', 'Rules', 'Reglas'), { max: 2000, hiddenInList: true }),
    enabled: f.boolean(t('启用', 'Enabled', 'Activo'), { default: true, filter: true }),
    createTime: f.createTime(),
  },
  operations: [
    post('getInfo', {
      kind: 'get', summary: 'Referral settings of one project',
      body: { orgId: c.orgId() },
    }),
    post('save', { kind: 'save', summary: 'Save the referral settings of a project' }),
  ],
});

export const orderBizType = /* @__PURE__ */ resource('orderBizType', {
  title: t('订单业务类型', 'Order business types', 'Tipos de negocio de pedidos'),
  permission: 'organization',
  path: '/opcenter/operationCenter/base/orderBizType',
  fields: {
    id: f.id(),
    code: f.string(t('类型编码', 'Code', 'Código'), { required: true, max: 32, filter: true }),
    name: c.name(t('类型名称', 'Name', 'Nombre'), { max: 32 }),
    operationCenterId: f.ref(t('运营中心', 'Operation centre', 'Centro de operaciones'), 'organisation.companyYy', { filter: true }),
    status: f.enum(t('状态', 'Status', 'Estado'), ENABLED, { filter: true, default: 1 }),
  },
  operations: [
    post('', { name: 'orderBizType', kind: 'all', json: true, summary: 'Order business types of an operation centre' }),
  ],
});

export const merchantInit = /* @__PURE__ */ resource('merchantInit', {
  title: t('项目初始商户', 'Initial merchant', 'Comercio inicial'),
  permission: 'merchant/wallet',
  fields: {
    id: f.id(),
    name: c.name(t('商户名称', 'Merchant name', 'Nombre del comercio')),
    orgId: c.orgId(),
    merchantNo: f.string(t('商户编号', 'Merchant number', 'N.º de comercio'), { max: 32, readOnly: true }),
    status: f.enum(t('状态', 'Status', 'Estado'), ENABLED, { filter: true, default: 1 }),
  },
  operations: [
    post('/organisation/merchant/getInitMerchant', {
      name: 'getInitMerchant', kind: 'get', target: 'merchant.merchant',
      summary: 'The default merchant created with a project',
      body: { orgId: c.orgId() },
    }),
  ],
});

/**
 * 001 section 6: the client drops its `roles` field and calls the property-service path when the role is
 * pc:airovertime:room, otherwise the super-service path (under a configurable base prefix).
 */
export const airRule = /* @__PURE__ */ resource('airRule', {
  title: t('空调加时规则', 'Air-conditioning overtime rules', 'Reglas de climatización fuera de horario'),
  permission: 'pc:airovertime',
  fields: {
    id: f.id(),
    name: c.name(t('规则名称', 'Rule name', 'Nombre de la regla')),
    orgId: c.orgId(),
    startTime: f.string(t('开始时间(HH:mm)', 'Start (HH:mm)', 'Inicio (HH:mm)'), { required: true, min: 5, max: 5 }),
    endTime: f.string(t('结束时间(HH:mm)', 'End (HH:mm)', 'Fin (HH:mm)'), { required: true, min: 5, max: 5 }),
    hourlyPrice: c.amount(t('每小时费用(元)', 'Price per hour', 'Precio por hora'), { required: true, max: 10000 }),
    status: f.enum(t('状态', 'Status', 'Estado'), ENABLED, { filter: true, default: 1 }),
  },
  operations: [
    post('/jichuwuye/air/getRuleByOrgId', {
      name: 'getRuleByOrgIdProperty', kind: 'get', target: 'airconditioning.rule',
      summary: 'Overtime rule of a project (property-service path, role pc:airovertime:room)',
      body: { orgId: c.orgId() },
    }),
    post('/super_service/air/getRuleByOrgId', {
      name: 'getRuleByOrgId', kind: 'get', target: 'airconditioning.rule',
      summary: 'Overtime rule of a project (super-service path)',
      body: { orgId: c.orgId() },
    }),
  ],
});

export const miscResources = [recommend, orderBizType, merchantInit, airRule];
