/**
 * Base-settings resources that 000 section 2 names as pages but 001 gives no call for (辅助功能管理,
 * 小程序辅助功能, 提示音管理, 接口管理): OUR ADDITIONS, every call's summary says so. Paths follow the spec's
 * `/basesetting/<resource>/<call>` pattern.
 */
import { ENABLED, TOGGLE_VERBS, f, post, resourcesOf, standard, t, v, type OpTemplate } from '../dsl';

const resource = /* @__PURE__ */ resourcesOf('basesetting', '/basesetting');
const SETTINGS = 'base-setting';
const ours = (templates: readonly OpTemplate[]): OpTemplate[] =>
  templates.map((o) => (base: string) => { const op = o(base); return { ...op, summary: `${op.summary ?? op.name}; our addition` }; });

const orgId = f.ref(t('项目', 'Project', 'Proyecto'), 'organisation.organization', { required: true, filter: true });
const sort = f.integer(t('排序', 'Order', 'Orden'), { min: 0, max: 999, default: 0 });
/** Switched only by 启用/停用 (`setStatus`), so a form never flips it by accident. */
const toggledStatus = f.enum(t('状态', 'Status', 'Estado'), ENABLED, { filter: true, readOnly: true, default: 1 });
const toggle = { field: 'status', from: [0, 1], to: [0, 1], verbs: TOGGLE_VERBS } as const;

/** The mini-program's auxiliary features (fixed keys: the mini-program knows what each one opens). */
export const MINI_PROGRAM_FEATURES = [
  v('visitor', t('访客邀请', 'Visitor invitations', 'Invitaciones'), 'info'),
  v('repair', t('报事报修', 'Repairs', 'Reparaciones'), 'warning'),
  v('payment', t('物业缴费', 'Property payment', 'Pago de propiedad'), 'success'),
  v('parking', t('停车缴费', 'Parking payment', 'Pago de aparcamiento'), 'success'),
  v('door', t('扫码开门', 'Open door by QR', 'Abrir puerta con QR'), 'purple'),
  v('notice', t('社区公告', 'Community notices', 'Avisos'), 'info'),
  v('complaint', t('投诉建议', 'Complaints', 'Quejas'), 'warning'),
  v('meal', t('食堂订餐', 'Canteen meals', 'Comedor'), 'success'),
  v('express', t('快递代收', 'Parcel lockers', 'Paquetería'), 'grey'),
  v('meeting', t('会议室预约', 'Meeting rooms', 'Salas de reuniones'), 'purple'),
] as const;

/** The residents' app's auxiliary features: the mini-program's, and what only the app can do. */
export const APP_FEATURES = [
  ...MINI_PROGRAM_FEATURES,
  v('faceAccess', t('人脸通行', 'Face access', 'Acceso facial'), 'purple'),
  v('bluetoothDoor', t('蓝牙开门', 'Bluetooth door', 'Puerta Bluetooth'), 'purple'),
  v('wallet', t('钱包', 'Wallet', 'Monedero'), 'success'),
  v('cloudShop', t('云小店', 'Cloud shop', 'Tienda en la nube'), 'success'),
] as const;

/**
 * Which auxiliary features a residents' client shows in a project, with its own label, icon and
 * order; one row per feature and project (the server refuses a second). 辅助功能管理 is the app's,
 * 小程序辅助功能 the mini-program's: the same shape over each client's fixed feature keys.
 */
const featureToggles = (name: string, title: ReturnType<typeof t>, features: typeof APP_FEATURES | typeof MINI_PROGRAM_FEATURES, client: string) =>
  resource(name, {
    title,
    permission: SETTINGS,
    labelField: 'label',
    fields: {
      id: f.id(),
      orgId,
      featureKey: f.enum(t('功能', 'Feature', 'Función'), features, { required: true, filter: true }),
      label: f.string(t('显示名称', 'Label', 'Etiqueta'), { required: true, max: 8, filter: true }),
      icon: f.image(t('图标', 'Icon', 'Icono'), { max: 512 }),
      sort,
      status: toggledStatus,
      createTime: f.createTime(),
    },
    operations: ours([
      ...standard(),
      post('setStatus', { label: t('启用/停用', 'Enable/disable', 'Activar/desactivar'), summary: `Show or hide a feature in the ${client}`, transition: toggle }),
    ]),
  });

/** 小程序辅助功能: the features the residents' mini-program shows in each project. */
export const auxiliaryMiniProgram = /* @__PURE__ */ featureToggles(
  'auxiliaryMiniProgram', t('小程序辅助功能', 'Mini-program features', 'Funciones del miniprograma'), MINI_PROGRAM_FEATURES, 'mini-program');

/** 辅助功能管理: the features the residents' app shows in each project (the app adds face access, Bluetooth doors, wallet, cloud shop). */
export const auxiliaryApp = /* @__PURE__ */ featureToggles('auxiliaryApp', t('App 辅助功能', 'App features', 'Funciones de la app'), APP_FEATURES, 'app');

/** When a prompt sound plays (the terminals and apps pick the sound of their scene). */
export const PROMPT_SCENES = [
  v('newOrder', t('新订单', 'New order', 'Pedido nuevo'), 'info'),
  v('paySuccess', t('支付成功', 'Payment received', 'Pago recibido'), 'success'),
  v('doorOpen', t('门禁开启', 'Door opened', 'Puerta abierta'), 'purple'),
  v('visitorArrive', t('访客到达', 'Visitor arrived', 'Visita llegada'), 'info'),
  v('refund', t('退款提醒', 'Refund', 'Reembolso'), 'warning'),
  v('alarm', t('告警提醒', 'Alarm', 'Alarma'), 'danger'),
] as const;

/** 提示音管理: prompt sounds per project and scene, each an uploaded audio file (mp3, wav, ogg, m4a, aac; up to 5 MB). */
export const promptAudio = /* @__PURE__ */ resource('promptAudio', {
  title: t('提示音', 'Prompt sounds', 'Sonidos de aviso'),
  permission: SETTINGS,
  fields: {
    id: f.id(),
    name: f.string(t('提示音名称', 'Name', 'Nombre'), { required: true, max: 32, filter: true }),
    orgId,
    scene: f.enum(t('使用场景', 'Scene', 'Escenario'), PROMPT_SCENES, { required: true, filter: true }),
    audioUrl: f.audio(t('音频文件', 'Audio file', 'Archivo de audio'), { required: true, max: 512 }),
    status: toggledStatus,
    remark: f.string(t('备注', 'Remark', 'Observación'), { max: 200, hiddenInList: true }),
    createTime: f.createTime(),
  },
  operations: ours([
    ...standard(),
    post('setStatus', { label: t('启用/停用', 'Enable/disable', 'Activar/desactivar'), summary: 'Use or stop using a prompt sound', transition: toggle }),
  ]),
});

export const INTERFACE_CHECK_RESULTS = [
  v('unchecked', t('未检测', 'Not checked', 'Sin comprobar'), 'grey'),
  v('ok', t('连通正常', 'Reachable', 'Accesible'), 'success'),
  v('failed', t('连接失败', 'Unreachable', 'Inaccesible'), 'danger'),
  v('timeout', t('连接超时', 'Timed out', 'Tiempo agotado'), 'warning'),
] as const;

/**
 * 接口管理: the external interfaces the platform calls (payment, SMS, maps, door access…) or opens
 * to partners. Key and secret are write-only (never answered; `credentialSet` says 已设置), the base
 * URL is http(s) only, and 连通性检测 (`check`) makes the server itself reach that URL, nothing
 * else, with a time-out, storing the result.
 */
export const interfaceConfig = /* @__PURE__ */ resource('interfaceConfig', {
  title: t('接口', 'Interfaces', 'Interfaces'),
  permission: 'system-management',
  fields: {
    id: f.id(),
    name: f.string(t('接口名称', 'Name', 'Nombre'), { required: true, max: 32, filter: true }),
    serviceKind: f.enum(t('服务类型', 'Service', 'Servicio'), [
      v('payment', t('支付', 'Payment', 'Pagos'), 'success'),
      v('sms', t('短信', 'SMS', 'SMS'), 'info'),
      v('map', t('地图', 'Maps', 'Mapas'), 'info'),
      v('access', t('门禁', 'Door access', 'Control de acceso'), 'purple'),
      v('invoice', t('电子发票', 'E-invoices', 'Facturas electrónicas'), 'warning'),
      v('wechat', t('微信', 'WeChat', 'WeChat'), 'success'),
      v('other', t('其他', 'Other', 'Otro'), 'grey'),
    ], { required: true, filter: true }),
    direction: f.enum(t('调用方向', 'Direction', 'Dirección'), [
      v('outbound', t('平台调用', 'Called by us', 'Llamada por nosotros'), 'info'),
      v('inbound', t('对外开放', 'Opened to partners', 'Abierta a socios'), 'purple'),
    ], { required: true, filter: true, default: 'outbound' }),
    baseUrl: f.url(t('接口地址', 'Base URL', 'URL base'), { required: true, max: 256 }),
    authKind: f.enum(t('认证方式', 'Authentication', 'Autenticación'), [
      v('none', t('无', 'None', 'Ninguna'), 'grey'),
      v('apiKey', t('API密钥', 'API key', 'Clave API'), 'info'),
      v('basic', t('用户名密码', 'User and password', 'Usuario y contraseña'), 'info'),
      v('hmac', t('签名(HMAC)', 'Signature (HMAC)', 'Firma (HMAC)'), 'purple'),
      v('oauth2', t('OAuth 2.0', 'OAuth 2.0', 'OAuth 2.0'), 'success'),
    ], { required: true, default: 'apiKey' }),
    appKey: f.string(t('访问密钥(Key)', 'Key', 'Clave'), { max: 128, secret: true }),
    appSecret: f.string(t('访问密文(Secret)', 'Secret', 'Secreto'), { max: 256, secret: true }),
    credentialSet: f.enum(t('凭据', 'Credentials', 'Credenciales'), [
      v(1, t('已设置', 'Set', 'Configuradas'), 'success'), v(0, t('未设置', 'Not set', 'Sin configurar'), 'grey'),
    ], { readOnly: true, default: 0 }),
    status: toggledStatus,
    lastCheckResult: f.enum(t('检测结果', 'Last check', 'Última comprobación'), INTERFACE_CHECK_RESULTS, { readOnly: true, filter: true, default: 'unchecked' }),
    lastCheckTime: f.datetime(t('检测时间', 'Checked at', 'Comprobado el'), { readOnly: true }),
    lastCheckMessage: f.string(t('检测说明', 'Check details', 'Detalle'), { readOnly: true, max: 200, hiddenInList: true }),
    remark: f.string(t('备注', 'Remark', 'Observación'), { max: 200, hiddenInList: true }),
    createTime: f.createTime(),
  },
  operations: ours([
    ...standard(),
    post('setStatus', { label: t('启用/停用', 'Enable/disable', 'Activar/desactivar'), summary: 'Enable or disable an interface', transition: toggle }),
    post('check', {
      label: t('连通性检测', 'Check connection', 'Comprobar conexión'), kind: 'action',
      body: { id: f.integer(t('编号', 'ID', 'ID'), { required: true, min: 1 }) },
      summary: 'The server reaches the stored base URL (nothing from the request), 5 s time-out; stores and answers the result',
    }),
  ]),
});
