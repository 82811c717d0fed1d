/** Merchant (001 section 7.9): service `merchant`. The spec states no prefix: ours is `/merchant` (configurable); one call lives under /organisation/merchant. */
import { f, get, post, resourcesOf, service, standard, t, v, type OpTemplate } from '../dsl';
import { pickupCabinet, voiceBox } from './merchantDevices';
import { issuedCard, settlementAccount } from './merchantAccounts';

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
      summary: 'Enable or disable a merchant (the status field picks the target)',
      // Operators enable and disable a merchant (issue 26: 启用 / 停用), one button named by the
      // state the row goes to. A closed merchant (停业, from older data) stays closed.
      transition: {
        field: 'status', from: ['open', 'suspended'], to: ['open', 'suspended'],
        verbs: { open: t('启用', 'Enable', 'Activar'), suspended: t('停用', 'Disable', 'Desactivar') },
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

/** The standard calls of a resource the catalogue lacks, each summary saying so. */
const ours = () => standard({ except: ['delete_ids'] }).map((o): OpTemplate => (base) => { const d = o(base); return { ...d, summary: `${d.summary}; our addition` }; });

const owner = {
  merchantId: f.ref(t('所属商户', 'Merchant', 'Comercio'), 'merchant.merchant', { required: true, filter: true }),
  orgId: f.ref(t('所属项目', 'Project', 'Proyecto'), 'organisation.organization', { required: true, filter: true }),
};

/**
 * Our addition (000 names the page 钥匙柜, 001 has no call): a merchant's key cabinets as a device
 * kind with its settings: compartments, how a compartment opens, how long a deposit may stay.
 */
export const keyCabinet = /* @__PURE__ */ resource('keyCabinet', {
  title: t('钥匙柜', 'Key cabinets', 'Armarios de llaves'),
  permission: 'merchant/wallet',
  fields: {
    id: f.id(),
    name: f.string(t('柜子名称', 'Cabinet name', 'Nombre del armario'), { required: true, max: 32, filter: true, unique: true }),
    sn: f.string(t('设备序列号', 'Serial number', 'Número de serie'), { required: true, max: 64, filter: true, unique: true }),
    ...owner,
    slots: f.integer(t('格口数', 'Compartments', 'Compartimentos'), { required: true, min: 1, max: 120 }),
    openMode: f.enum(t('开柜方式', 'Opening', 'Apertura'), [
      v('code', t('取件码', 'Pickup code', 'Código'), 'info'),
      v('scan', t('扫码', 'QR scan', 'Escaneo QR'), 'success'),
      v('card', t('刷卡', 'Card', 'Tarjeta'), 'purple'),
    ], { required: true, filter: true }),
    keepHours: f.integer(t('最长存放(小时)', 'Longest stay (hours)', 'Estancia máxima (horas)'), { required: true, min: 1, max: 720 }),
    location: f.string(t('安装位置', 'Location', 'Ubicación'), { max: 64 }),
    status: f.enum(t('状态', 'Status', 'Estado'), [
      v(1, t('启用', 'Enabled', 'Activo'), 'success'), v(0, t('停用', 'Disabled', 'Inactivo'), 'danger'),
    ], { required: true, filter: true, default: 1 }),
    createTime: f.createTime(),
  },
  operations: ours(),
});

/**
 * Our addition (000 names the page 打印配置, 001 has no call): a merchant's receipt printer and what
 * it prints: the cloud-printer brand and serial, paper width, copies, automatic printing, footer.
 */
export const printConfig = /* @__PURE__ */ resource('printConfig', {
  title: t('打印配置', 'Printers', 'Impresoras'),
  permission: 'merchant/wallet',
  labelField: 'printerName',
  fields: {
    id: f.id(),
    printerName: f.string(t('打印机名称', 'Printer name', 'Nombre de la impresora'), { required: true, max: 32, filter: true }),
    brand: f.enum(t('打印机品牌', 'Brand', 'Marca'), [
      v('feie', t('飞鹅云', 'Feie Cloud', 'Feie Cloud')),
      v('yilianyun', t('易联云', 'Yilianyun', 'Yilianyun')),
      v('other', t('其他', 'Other', 'Otra')),
    ], { required: true, filter: true }),
    printerSn: f.string(t('打印机编号', 'Printer serial', 'N.º de serie'), { required: true, max: 64, unique: true }),
    ...owner,
    paperWidth: f.enum(t('纸宽', 'Paper width', 'Ancho de papel'), [
      v(58, t('58毫米', '58 mm', '58 mm')), v(80, t('80毫米', '80 mm', '80 mm')),
    ], { required: true, default: 58 }),
    copies: f.integer(t('打印联数', 'Copies', 'Copias'), { required: true, min: 1, max: 5, default: 1 }),
    autoPrint: f.enum(t('接单自动打印', 'Print on order', 'Imprimir al recibir'), [
      v(1, t('是', 'Yes', 'Sí'), 'success'), v(0, t('否', 'No', 'No'), 'grey'),
    ], { required: true, default: 1 }),
    footer: f.string(t('小票页脚', 'Receipt footer', 'Pie del recibo'), { max: 64, hiddenInList: true }),
    createTime: f.createTime(),
  },
  operations: ours(),
});

export const merchantService = /* @__PURE__ */ service('merchant', t('商户', 'Merchant', 'Comercio'), MERCHANT_PREFIX, true, [merchant, keyCabinet, printConfig, voiceBox, pickupCabinet, settlementAccount, issuedCard]);
