/** Merchant (001 section 7.9): service `merchant`. The spec states no prefix: ours is `/merchant` (configurable); one call lives under /organisation/merchant. */
import { f, get, post, resourcesOf, service, t, v } from '../dsl';

export const MERCHANT_PREFIX = '/merchant';
const resource = /* @__PURE__ */ resourcesOf('merchant', MERCHANT_PREFIX);

/** Period filter of the consumption statistics. */
const PERIOD = {
  companyId: f.ref(t('所属公司', 'Company', 'Empresa'), 'organisation.company'),
  merchantId: f.ref(t('商户', 'Merchant', 'Comercio'), 'merchant.merchant'),
  startDate: f.date(t('开始日期', 'From', 'Desde')),
  endDate: f.date(t('结束日期', 'To', 'Hasta')),
};

export const merchant = /* @__PURE__ */ resource('merchant', {
  title: t('商户', 'Merchants', 'Comercios'),
  permission: 'merchant/wallet',
  fields: {
    id: f.id(),
    name: f.string(t('商户名称', 'Merchant name', 'Nombre del comercio'), { required: true, max: 64, filter: true }),
    merchantNo: f.string(t('商户编号', 'Merchant no.', 'N.º de comercio'), { readOnly: true, filter: true, max: 32 }),
    type: f.enum(t('商户类型', 'Type', 'Tipo'), [
      v('canteen', t('食堂', 'Canteen', 'Comedor'), 'success'),
      v('restaurant', t('餐厅', 'Restaurant', 'Restaurante'), 'info'),
      v('supermarket', t('超市', 'Supermarket', 'Supermercado'), 'purple'),
      v('other', t('其他', 'Other', 'Otro'), 'grey'),
    ], { required: true, filter: true }),
    orgId: f.ref(t('所属项目', 'Project', 'Proyecto'), 'organisation.organization', { required: true, filter: true }),
    contactName: f.string(t('联系人', 'Contact', 'Contacto'), { required: true, max: 32 }),
    contactPhone: f.phone(t('联系电话', 'Contact phone', 'Teléfono de contacto'), { required: true }),
    address: f.string(t('地址', 'Address', 'Dirección'), { max: 128, hiddenInList: true }),
    logo: f.image(t('商户图标', 'Logo', 'Logotipo'), { hiddenInList: true }),
    status: f.enum(t('营业状态', 'Status', 'Estado'), [
      v('open', t('营业中', 'Open', 'Abierto'), 'success'),
      v('suspended', t('暂停营业', 'Suspended', 'Suspendido'), 'warning'),
      v('closed', t('已停业', 'Closed', 'Cerrado'), 'danger'),
    ], { filter: true, readOnly: true, default: 'open' }),
    createTime: f.createTime(),
  },
  operations: [
    get('{id}', { name: 'get', kind: 'get', summary: 'Get one merchant' }),
    post('getMerchantlist', { kind: 'all', summary: 'Every merchant matching the filters, unpaged' }),
    post('list', { kind: 'list', summary: 'List merchants' }),
    post('updateStatus', {
      label: t('营业状态', 'Trading status', 'Estado comercial'),
      summary: 'Open, suspend or close a merchant (the status field picks the target)',
      transition: {
        field: 'status', from: ['open', 'suspended'], to: ['open', 'suspended', 'closed'],
        verbs: {
          open: t('恢复营业', 'Reopen', 'Reabrir'),
          suspended: t('暂停营业', 'Suspend', 'Suspender'),
          closed: t('停业', 'Close down', 'Dar de baja'),
        },
      },
    }),
    post('getMeallineList', {
      kind: 'all', target: 'ordermeal.lineManage', summary: 'Meal lines served by one merchant',
      body: { merchantId: f.ref(t('商户', 'Merchant', 'Comercio'), 'merchant.merchant', { required: true }) },
    }),
    post('addOrSave', { kind: 'save', summary: 'Add a merchant, or update it when the id is given' }),
    post('getMerchantStatistics', {
      label: t('商户统计', 'Merchant statistics', 'Estadísticas de comercios'),
      kind: 'stats', target: 'wallet.virtAccountWater', where: { type: 'consume' }, body: PERIOD,
      stats: { groupBy: ['merchantId'], sum: ['amount'] },
      summary: 'Consumption count and amount per merchant',
    }),
    post('getCompanyStatistics', {
      label: t('企业统计', 'Company statistics', 'Estadísticas de empresas'),
      kind: 'stats', target: 'wallet.virtAccountWater', where: { type: 'consume' }, body: PERIOD,
      stats: { groupBy: ['companyId'], sum: ['amount'] },
      summary: 'Consumption count and amount per company',
    }),
    post('/organisation/merchant/getMerchantListByOrgIds', {
      name: 'getMerchantListByOrgIds', kind: 'select', permission: null,
      summary: 'Merchants of the given projects, for select lists',
      body: { orgIds: f.string(t('项目编号(逗号分隔)', 'Project ids (comma-separated)', 'Ids de proyectos (separados por comas)'), { required: true, max: 2000 }) },
    }),
    post('front/getMerchantListByUser', {
      kind: 'all', permission: null, summary: "Merchants of the logged-in user's projects",
    }),
    post('front/getMerchantByOrgId', {
      kind: 'get', permission: null, summary: 'The merchant of one project',
      body: { orgId: f.ref(t('所属项目', 'Project', 'Proyecto'), 'organisation.organization', { required: true }) },
    }),
  ],
});

export const merchantService = /* @__PURE__ */ service('merchant', t('商户', 'Merchant', 'Comercio'), MERCHANT_PREFIX, true, [merchant]);
