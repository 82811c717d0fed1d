/**
 * Our additions to the merchant service (issue 38; the spec embeds these pages from dingcan): a
 * merchant's settlement account (商户账户) and the physical meal cards it issues (发卡管理). Each
 * names its merchant (`merchantId`), so the data scope follows from it.
 */
import { f, post, resourcesOf, standard, t, v, type OpTemplate } from '../dsl';

const resource = /* @__PURE__ */ resourcesOf('merchant', '/merchant');
const PERMISSION = 'merchant/wallet';
const OURS = '; our addition';
const ours = (except: string[] = []): OpTemplate[] =>
  standard({ except: ['delete_ids', ...except] }).map((o): OpTemplate => (base) => { const d = o(base); return { ...d, summary: `${d.summary}${OURS}` }; });
const merchant = () => f.ref(t('商户', 'Merchant', 'Comercio'), 'merchant.merchant', { required: true, filter: true });

/**
 * 商户账户: where a merchant's takings are settled (account name, bank, account number) and its
 * balance. The balance is no stored figure anyone edits: the server sums the merchant's lines of
 * the existing money ledger (wallet.virtAccountWater: payments in, refunds out), so it moves only
 * when a payment or a refund does. The account number is write-only; reads carry it masked.
 * @example
 * <ResourcePage resource={settlementAccount} />
 */
export const settlementAccount = /* @__PURE__ */ resource('settlementAccount', {
  title: t('商户账户', 'Merchant accounts', 'Cuentas de comercios'),
  permission: PERMISSION,
  labelField: 'accountName',
  fields: {
    id: f.id(),
    merchantId: merchant(),
    accountName: f.string(t('开户名', 'Account holder', 'Titular'), { required: true, max: 64, filter: true }),
    bankName: f.string(t('开户银行', 'Bank', 'Banco'), { required: true, max: 64 }),
    bankBranch: f.string(t('开户支行', 'Branch', 'Sucursal'), { max: 64, hiddenInList: true }),
    accountNo: f.string(t('银行账号', 'Account number', 'Número de cuenta'), { required: true, min: 8, max: 32, secret: true, hiddenInList: true }),
    maskedNo: f.string(t('结算账号', 'Settlement account', 'Cuenta de liquidación'), { readOnly: true, max: 32 }),
    settleCycle: f.enum(t('结算周期', 'Settlement cycle', 'Ciclo de liquidación'), [
      v('daily', t('T+1日结', 'Daily (T+1)', 'Diario (T+1)'), 'success'),
      v('weekly', t('周结', 'Weekly', 'Semanal'), 'info'),
      v('monthly', t('月结', 'Monthly', 'Mensual'), 'purple'),
    ], { required: true, filter: true, default: 'daily' }),
    balance: f.amount(t('账户余额(元)', 'Balance', 'Saldo'), { readOnly: true }),
    status: f.enum(t('账户状态', 'Account status', 'Estado de la cuenta'), [
      v('active', t('启用', 'Active', 'Activa'), 'success'),
      v('frozen', t('冻结', 'Frozen', 'Congelada'), 'danger'),
    ], { filter: true, readOnly: true, default: 'active' }),
    createTime: f.createTime(),
  },
  operations: [
    ...ours(['delete']),
    post('setAccountStatus', {
      label: t('启用/冻结', 'Activate/freeze', 'Activar/congelar'),
      summary: `Freeze a merchant's settlement account, or activate it again${OURS}`,
      transition: {
        field: 'status', from: ['active', 'frozen'], to: ['active', 'frozen'],
        verbs: { active: t('启用', 'Activate', 'Activar'), frozen: t('冻结', 'Freeze', 'Congelar') },
      },
    }),
    post('ledgerLines', {
      kind: 'list', target: 'wallet.virtAccountWater', summary: `The money ledger lines of one merchant (its payments and refunds)${OURS}`,
      body: { merchantId: merchant() },
    }),
  ],
});

const CARD_STATUS = [
  v('unissued', t('未发放', 'Not issued', 'Sin emitir'), 'grey'),
  v('issued', t('已发放', 'Issued', 'Emitida'), 'success'),
  v('lost', t('挂失', 'Reported lost', 'Extraviada'), 'danger'),
  v('cancelled', t('注销', 'Cancelled', 'Anulada'), 'grey'),
] as const;

/**
 * 发卡管理: the physical meal cards a merchant (a canteen) holds, by batch: a card in stock is
 * issued to an organisation user (发卡, who and when stamped by the server), reported lost (挂失)
 * and found again (解挂), or cancelled (注销, final). The card number is fixed once entered.
 * @example
 * <ResourcePage resource={issuedCard} />
 */
export const issuedCard = /* @__PURE__ */ resource('issuedCard', {
  title: t('发卡管理', 'Card issuing', 'Emisión de tarjetas'),
  permission: PERMISSION,
  labelField: 'cardNo',
  fields: {
    id: f.id(),
    cardNo: f.string(t('卡号', 'Card number', 'N.º de tarjeta'), { required: true, min: 6, max: 32, filter: true, unique: true, createOnly: true }),
    batchNo: f.string(t('批次号', 'Batch', 'Lote'), { required: true, max: 32, filter: true }),
    merchantId: merchant(),
    cardTypeId: f.ref(t('卡类型', 'Card type', 'Tipo de tarjeta'), 'organisation.mealCardType', { filter: true }),
    userId: f.ref(t('持卡人', 'Holder', 'Titular'), 'organisation.v2User', { readOnly: true, filter: true }),
    status: f.enum(t('卡状态', 'Card status', 'Estado de tarjeta'), CARD_STATUS, { filter: true, readOnly: true, default: 'unissued' }),
    issuedBy: f.string(t('发卡人', 'Issued by', 'Emitida por'), { readOnly: true, max: 64 }),
    issueTime: f.datetime(t('发卡时间', 'Issued at', 'Emitida el'), { readOnly: true }),
    createTime: f.createTime(),
  },
  operations: [
    ...ours(['update', 'delete']),
    post('issueCard', {
      label: t('发卡', 'Issue card', 'Emitir tarjeta'),
      summary: `Issue a card in stock to a user; the issuer and the time are stamped by the server${OURS}`,
      transition: { field: 'status', from: ['unissued'], to: ['issued'], sets: ['userId', 'issueTime'] },
      body: { userId: f.ref(t('持卡人', 'Holder', 'Titular'), 'organisation.v2User', { required: true }) },
    }),
    post('reportCardLoss', { label: t('挂失', 'Report lost', 'Declarar extravío'), summary: `Report an issued card lost${OURS}`, transition: { field: 'status', from: ['issued'], to: ['lost'] } }),
    post('cancelCardLoss', { label: t('解挂', 'Cancel loss report', 'Anular extravío'), summary: `Cancel the loss report of a card${OURS}`, transition: { field: 'status', from: ['lost'], to: ['issued'] } }),
    post('cancelCard', {
      label: t('注销', 'Cancel card', 'Anular tarjeta'), summary: `Cancel a card for good${OURS}`,
      transition: { field: 'status', from: ['unissued', 'issued', 'lost'], to: ['cancelled'] },
    }),
  ],
});
