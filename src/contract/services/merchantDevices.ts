/**
 * Our additions to the merchant service (issue 38; the spec embeds these pages from dingcan): a
 * merchant's voice boxes (云喇叭, announcing each payment) and pickup cabinets (取餐柜). Each
 * names its merchant (`merchantId`), so the data scope follows from it.
 */
import { ENABLED, TOGGLE_VERBS, f, post, resourcesOf, standard, t, v, type OpTemplate } from '../dsl';

const resource = /* @__PURE__ */ resourcesOf('merchant', '/merchant');
const PERMISSION = 'merchant/wallet';
const OURS = '; our addition';
const ours = (): OpTemplate[] =>
  standard({ except: ['delete_ids'] }).map((o): OpTemplate => (base) => { const d = o(base); return { ...d, summary: `${d.summary}${OURS}` }; });
const merchant = () => f.ref(t('商户', 'Merchant', 'Comercio'), 'merchant.merchant', { required: true, filter: true });
const status = () => f.enum(t('状态', 'Status', 'Estado'), ENABLED, { filter: true, readOnly: true, default: 1 });
const toggle = { field: 'status', from: [0, 1], to: [0, 1], verbs: TOGGLE_VERBS } as const;
const TOGGLE_LABEL = t('启用/停用', 'Enable/disable', 'Activar/desactivar');
const online = () => f.enum(t('在线状态', 'Connection', 'Conexión'), [
  v('online', t('在线', 'Online', 'En línea'), 'success'),
  v('offline', t('离线', 'Offline', 'Desconectado'), 'danger'),
], { filter: true, readOnly: true, default: 'offline' });

/**
 * 云喇叭: a merchant's payment speaker, by its unique serial number, with its volume and what it
 * announces; the device reports whether it is online.
 * @example
 * <ResourcePage resource={voiceBox} />
 */
export const voiceBox = /* @__PURE__ */ resource('voiceBox', {
  title: t('云喇叭', 'Voice boxes', 'Altavoces de cobro'),
  permission: PERMISSION,
  labelField: 'deviceSn',
  fields: {
    id: f.id(),
    deviceSn: f.string(t('设备序列号', 'Serial number', 'Nº de serie'), { required: true, min: 6, max: 32, filter: true, unique: true }),
    name: f.string(t('设备名称', 'Device name', 'Nombre'), { required: true, max: 32 }),
    merchantId: merchant(),
    volume: f.integer(t('音量', 'Volume', 'Volumen'), { required: true, min: 0, max: 100, default: 60 }),
    announce: f.enum(t('播报内容', 'Announces', 'Anuncia'), [
      v('amount', t('收款金额', 'Amount received', 'Importe cobrado'), 'success'),
      v('amountAndOrder', t('金额和订单', 'Amount and order', 'Importe y pedido'), 'info'),
    ], { required: true, default: 'amount' }),
    onlineStatus: online(),
    lastSeen: f.datetime(t('最近在线', 'Last seen', 'Última conexión'), { readOnly: true }),
    status: status(),
    createTime: f.createTime(),
  },
  operations: [...ours(), post('setVoiceBoxStatus', { label: TOGGLE_LABEL, summary: `Enable or disable a voice box${OURS}`, transition: toggle })],
});

/**
 * 取餐柜: a merchant's pickup cabinet (unique serial number, location, number of cells, cells in
 * use reported by the device).
 * @example
 * <ResourcePage resource={pickupCabinet} />
 */
export const pickupCabinet = /* @__PURE__ */ resource('pickupCabinet', {
  title: t('取餐柜', 'Pickup cabinets', 'Taquillas de recogida'),
  permission: PERMISSION,
  labelField: 'deviceSn',
  fields: {
    id: f.id(),
    deviceSn: f.string(t('设备序列号', 'Serial number', 'Nº de serie'), { required: true, min: 6, max: 32, filter: true, unique: true }),
    name: f.string(t('取餐柜名称', 'Cabinet name', 'Nombre'), { required: true, max: 32 }),
    merchantId: merchant(),
    location: f.string(t('安放位置', 'Location', 'Ubicación'), { required: true, max: 64 }),
    cells: f.integer(t('格口数', 'Cells', 'Casillas'), { required: true, min: 1, max: 200 }),
    usedCells: f.integer(t('占用格口', 'Cells in use', 'Casillas ocupadas'), { readOnly: true }),
    heated: f.boolean(t('保温', 'Heated', 'Con calor'), { default: true }),
    onlineStatus: online(),
    status: status(),
    createTime: f.createTime(),
  },
  operations: [...ours(), post('setPickupCabinetStatus', { label: TOGGLE_LABEL, summary: `Enable or disable a pickup cabinet${OURS}`, transition: toggle })],
});
