/**
 * /merchant (merchant/wallet): key cabinets, printing, merchant and distributor information;
 * the payment-side pages (speakers, lockers, accounts, devices, orders, refunds, alerts, card
 * issuing) are embedded from the dingcan service, which runs merchant payments.
 */
import { embed, group, page, pending, resource } from './entry';

export const merchantRoutes = group('/merchant', 'merchant', ['merchant/wallet'], [
  page('/merchant/keyCabinet', 'keyCabinet', pending),
  page('/merchant/printConfig', 'printConfig', pending),
  page('/merchant/merchantInfoManger', 'merchantInfoManger', resource('merchant.merchant')),
  // Our addition (the spec's catalogue has the calls, 001 7.9, but names no page): recharge requests and their audit.
  page('/merchant/rechargeManage', 'rechargeManage', resource('wallet.rechargeManage')),
  page('/merchant/distributorManger', 'distributorManger', resource('organisation.companyYy', { list: 'disList', update: 'updateDisCompanyOperator' })),
  page('/merchant/voiceBox', 'voiceBox', embed('dingcan', '/merchant/voiceBox')),
  page('/merchant/pickupCabinet', 'pickupCabinet', embed('dingcan', '/merchant/pickupCabinet')),
  page('/merchant/merchantAccount', 'merchantAccount', embed('dingcan', '/merchant/account')),
  page('/merchant/collectionDevice', 'collectionDevice', embed('dingcan', '/merchant/collectionDevice')),
  page('/merchant/collectionOrder', 'collectionOrder', embed('dingcan', '/merchant/collectionOrder')),
  page('/merchant/refund', 'merchantRefund', embed('dingcan', '/merchant/refund')),
  page('/merchant/offlineWarning', 'offlineWarning', embed('dingcan', '/merchant/offlineWarning')),
  page('/merchant/cardIssuing', 'cardIssuing', embed('dingcan', '/merchant/cardIssuing')),
], { icon: 'store' });
