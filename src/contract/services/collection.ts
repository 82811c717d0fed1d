/** Collection (001 section 7.8): service `collection`, prefix /collection/web as the spec states. */
import { APPROVAL_KEYS, f, post, resourcesOf, service, t, v } from '../dsl';

export const COLLECTION_PREFIX = '/collection/web';
const resource = /* @__PURE__ */ resourcesOf('collection', COLLECTION_PREFIX);

/** Merchant collections: payments taken by a merchant's collection devices or QR codes. */
export const collection = /* @__PURE__ */ resource('collection', {
  title: t('收款记录', 'Collections', 'Cobros'),
  permission: 'merchant/wallet',
  labelField: 'orderNo',
  ledger: 'money',
  fields: {
    id: f.id(),
    orderNo: f.string(t('收款单号', 'Collection no.', 'N.º de cobro'), { readOnly: true, filter: true, max: 32 }),
    merchantId: f.ref(t('收款商户', 'Merchant', 'Comercio'), 'merchant.merchant', { required: true, filter: true }),
    orgId: f.ref(t('所属项目', 'Project', 'Proyecto'), 'organisation.organization', { filter: true }),
    equipmentId: f.ref(t('收款设备', 'Device', 'Dispositivo'), 'wallet.equipment', { filter: true, hiddenInList: true }),
    payerName: f.string(t('付款人', 'Payer', 'Pagador'), { max: 32, filter: true }),
    amount: f.amount(t('收款金额(元)', 'Amount', 'Importe'), { required: true, min: 0.01, max: 1000000, createOnly: true }),
    payType: f.enum(t('支付方式', 'Payment method', 'Forma de pago'), [
      v('wallet', t('钱包余额', 'Wallet', 'Monedero'), 'success'),
      v('wechat', t('微信支付', 'WeChat Pay', 'WeChat Pay'), 'success'),
      v('alipay', t('支付宝', 'Alipay', 'Alipay'), 'info'),
      v('card', t('刷卡', 'Card', 'Tarjeta'), 'purple'),
      v('face', t('刷脸', 'Face', 'Reconocimiento facial'), 'warning'),
    ], { required: true, filter: true }),
    status: f.enum(t('状态', 'Status', 'Estado'), [
      v('paid', t('已收款', 'Collected', 'Cobrado'), 'success'),
      v('refunded', t('已退款', 'Refunded', 'Reembolsado'), 'grey'),
    ], { filter: true, readOnly: true, default: 'paid' }),
    refundReason: f.string(t('退款原因', 'Refund reason', 'Motivo del reembolso'), { max: 200, readOnly: true, hiddenInList: true }),
    createTime: f.createTime(),
  },
  operations: [
    post('list', { kind: 'list', summary: 'List collections' }),
    post('refund', {
      label: t('退款', 'Refund', 'Reembolsar'),
      summary: 'Refund a collection to the payer (approvers only: the till took it, nobody asked)',
      approval: { permission: APPROVAL_KEYS.refund },
      body: { refundReason: f.string(t('退款原因', 'Refund reason', 'Motivo del reembolso'), { max: 200 }) },
      transition: { field: 'status', from: ['paid'], to: ['refunded'], sets: ['refundReason'] },
    }),
    post('exportCollectionList', { label: t('导出收款', 'Export collections', 'Exportar cobros'), kind: 'export', file: true, summary: 'Export the filtered collections as xlsx' }),
  ],
});

export const collectionService = /* @__PURE__ */ service('collection', t('收款', 'Collection', 'Cobros'), COLLECTION_PREFIX, false, [collection]);
