/** Wechat service (001 section 7.3): public accounts, their organisations, wechat users and wechat-pay merchants. */
import { ENABLED, f, get, post, standard, t, v } from '../../dsl';
import type { FieldMap } from '../../types';
import { publicnoRef, resource, WECHAT_PERMISSION } from './common';

const publicAccountFields: FieldMap = {
  id: f.id(),
  name: f.string(t('公众号名称', 'Account name', 'Nombre de la cuenta'), { required: true, max: 64, filter: true }),
  appId: f.string(t('AppID', 'AppID', 'AppID'), { required: true, max: 32, filter: true }),
  appSecret: f.password(t('AppSecret', 'AppSecret', 'AppSecret'), { required: true, max: 64 }),
  originalId: f.string(t('原始ID', 'Original ID', 'ID original'), { max: 32 }),
  type: f.enum(t('类型', 'Type', 'Tipo'), [
    v(1, t('订阅号', 'Subscription account', 'Cuenta de suscripción'), 'info'),
    v(2, t('服务号', 'Service account', 'Cuenta de servicio'), 'success'),
  ], { required: true, filter: true, default: 2 }),
  token: f.string(t('令牌(Token)', 'Token', 'Token'), { max: 64, hiddenInList: true }),
  encodingAesKey: f.string(t('消息加解密密钥', 'EncodingAESKey', 'EncodingAESKey'), { min: 43, max: 43, hiddenInList: true }),
  qrcodeUrl: f.image(t('二维码', 'QR code', 'Código QR'), { hiddenInList: true }),
  status: f.enum(t('状态', 'Status', 'Estado'), ENABLED, { filter: true, default: 1 }),
  createTime: f.createTime(),
};

/** Public accounts as the settings centre manages them (wxPublicno/list screen). */
export const webPublic = /* @__PURE__ */ resource('webPublic', {
  title: t('公众号', 'Public accounts', 'Cuentas públicas'),
  permission: WECHAT_PERMISSION,
  path: '/wechat/web/public',
  fields: publicAccountFields,
  operations: [
    post('list', { kind: 'list', summary: 'List public accounts' }),
    get('{id}', { name: 'get', kind: 'get', summary: 'Get one public account' }),
    post('add', { kind: 'add', summary: 'Add a public account' }),
    post('update', { kind: 'update', summary: 'Update a public account' }),
    post('delete', { kind: 'deleteIds', summary: 'Delete public accounts (ids in the body)' }),
  ],
});

/** The public-account table itself; only its delete-by-id call is used (soft or physical on one path). */
export const wxPublicno = /* @__PURE__ */ resource('wxPublicno', {
  title: t('公众号(删除)', 'Public account records', 'Registros de cuentas públicas'),
  permission: WECHAT_PERMISSION,
  fields: publicAccountFields,
  operations: [
    post('delete/{id}', {
      name: 'delete', kind: 'delete', target: 'wechat.webPublic',
      summary: 'Delete a public account by id; soft by default, physical when `physical` is true',
      body: { physical: f.boolean(t('物理删除', 'Physical delete', 'Borrado físico'), { default: false }) },
    }),
  ],
});

export const wxPublicnoOrg = /* @__PURE__ */ resource('wxPublicnoOrg', {
  title: t('公众号关联项目', 'Public account projects', 'Proyectos de la cuenta pública'),
  permission: WECHAT_PERMISSION,
  fields: {
    id: f.id(),
    publicnoId: publicnoRef({ required: true }),
    orgId: f.ref(t('项目', 'Project', 'Proyecto'), 'organisation.organization', { required: true, filter: true }),
    isDefault: f.boolean(t('默认公众号', 'Default account', 'Cuenta predeterminada'), { default: false }),
    createTime: f.createTime(),
  },
  operations: standard(),
});

const wxUserFields: FieldMap = {
  id: f.id(),
  publicnoId: publicnoRef({ required: true }),
  openId: f.string(t('OpenID', 'OpenID', 'OpenID'), { required: true, max: 64, filter: true }),
  unionId: f.string(t('UnionID', 'UnionID', 'UnionID'), { max: 64, hiddenInList: true }),
  name: f.string(t('昵称', 'Nickname', 'Apodo'), { max: 64, filter: true }),
  avatar: f.image(t('头像', 'Avatar', 'Avatar'), { hiddenInList: true }),
  sex: f.enum(t('性别', 'Sex', 'Sexo'), [
    v(0, t('未知', 'Unknown', 'Desconocido'), 'grey'),
    v(1, t('男', 'Male', 'Hombre'), 'info'),
    v(2, t('女', 'Female', 'Mujer'), 'purple'),
  ], { default: 0 }),
  city: f.string(t('城市', 'City', 'Ciudad'), { max: 32 }),
  labels: f.string(t('标签', 'Labels', 'Etiquetas'), { max: 256 }),
  subscribe: f.enum(t('关注状态', 'Subscription', 'Suscripción'), [
    v(1, t('已关注', 'Subscribed', 'Suscrito'), 'success'),
    v(0, t('已取关', 'Unsubscribed', 'Baja'), 'grey'),
  ], { filter: true, default: 1 }),
  subscribeTime: f.datetime(t('关注时间', 'Subscribed at', 'Suscrito el'), { readOnly: true, filter: true }),
  userId: f.ref(t('绑定用户', 'Bound user', 'Usuario vinculado'), 'organisation.user', { hiddenInList: true }),
};

export const wxUser = /* @__PURE__ */ resource('wxUser', {
  title: t('微信用户', 'Wechat users', 'Usuarios de Wechat'),
  permission: WECHAT_PERMISSION,
  fields: wxUserFields,
  operations: standard(),
});

/** Web screen calls over the wechat users (base /wechat/web/wxuser). */
export const webWxuser = /* @__PURE__ */ resource('webWxuser', {
  title: t('微信用户管理', 'Wechat user management', 'Gestión de usuarios de Wechat'),
  permission: WECHAT_PERMISSION,
  path: '/wechat/web/wxuser',
  fields: wxUserFields,
  operations: [
    post('getWxUserList', { kind: 'list', target: 'wechat.wxUser', summary: 'List wechat users with filters and paging' }),
    post('saveLables', {
      label: t('打标签', 'Tag users', 'Etiquetar'),
      kind: 'action', target: 'wechat.wxUser', summary: 'Set the labels of several wechat users',
      body: {
        ids: f.string(t('用户编号', 'User ids', 'Ids de usuario'), { required: true, max: 4000 }),
        labels: f.string(t('标签', 'Labels', 'Etiquetas'), { max: 256 }),
      },
    }),
  ],
});

/** Wechat-pay settings of a platform merchant (base /wechat/web/merchant). */
export const webMerchant = /* @__PURE__ */ resource('webMerchant', {
  title: t('商户支付配置', 'Merchant wechat pay', 'Pago Wechat del comercio'),
  permission: WECHAT_PERMISSION,
  path: '/wechat/web/merchant',
  labelField: 'mchId',
  fields: {
    id: f.id(),
    merchantId: f.ref(t('商户', 'Merchant', 'Comercio'), 'merchant.merchant', { required: true, filter: true }),
    publicnoId: publicnoRef(),
    mchId: f.string(t('微信支付商户号', 'Wechat pay merchant no.', 'Nº de comercio Wechat Pay'), { required: true, max: 32, filter: true }),
    subMchId: f.string(t('子商户号', 'Sub-merchant no.', 'Nº de subcomercio'), { max: 32 }),
    apiKey: f.password(t('API密钥', 'API key', 'Clave API'), { max: 64 }),
    certUrl: f.url(t('证书地址', 'Certificate URL', 'URL del certificado'), { max: 256, hiddenInList: true }),
    status: f.enum(t('状态', 'Status', 'Estado'), ENABLED, { filter: true, default: 1 }),
  },
  operations: [
    post('setMerchant', { kind: 'save', summary: 'Set the wechat pay settings of a merchant' }),
    post('updateMerchant', { kind: 'update', summary: 'Update the wechat pay settings of a merchant' }),
    get('{id}', { name: 'get', kind: 'get', summary: 'Get the wechat pay settings by id' }),
  ],
});

export const merchantDetail = /* @__PURE__ */ resource('merchantDetail', {
  title: t('商户进件资料', 'Merchant onboarding details', 'Datos de alta del comercio'),
  permission: WECHAT_PERMISSION,
  fields: {
    id: f.id(),
    name: f.string(t('商户名称', 'Merchant name', 'Nombre del comercio'), { required: true, max: 64, filter: true }),
    merchantId: f.ref(t('平台商户', 'Platform merchant', 'Comercio de la plataforma'), 'merchant.merchant', { filter: true }),
    contactName: f.string(t('联系人', 'Contact', 'Contacto'), { required: true, max: 32 }),
    contactPhone: f.phone(t('联系电话', 'Contact phone', 'Teléfono'), { required: true }),
    licenseNo: f.string(t('营业执照号', 'Business licence no.', 'Nº de licencia'), { max: 32, hiddenInList: true }),
    settlementAccount: f.string(t('结算账户', 'Settlement account', 'Cuenta de liquidación'), { max: 32, hiddenInList: true }),
    applyStatus: f.enum(t('进件状态', 'Onboarding status', 'Estado del alta'), [
      v('pending', t('审核中', 'Pending', 'Pendiente'), 'warning'),
      v('approved', t('已通过', 'Approved', 'Aprobado'), 'success'),
      v('rejected', t('已驳回', 'Rejected', 'Rechazado'), 'danger'),
    ], { filter: true, default: 'pending' }),
    createTime: f.createTime(),
  },
  operations: standard(),
});
