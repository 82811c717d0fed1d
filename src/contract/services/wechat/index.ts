/** Wechat service (001 section 7.3), prefix `/wechat` as the spec states; resources are split over this folder. */
import { service, t } from '../../dsl';
import { merchantDetail, webMerchant, webPublic, webWxuser, wxPublicno, wxPublicnoOrg, wxUser } from './account';
import {
  picandtextdetailstemp, replykeywords, templateLibrary, wxNotifyInfo, wxTemplateConfigParams, wxTemplateMessage,
  wxTemplateMessageConfig, wxTemplateMessageType, wxtextpicvoicetemp,
} from './content';
import { WECHAT_PREFIX } from './common';
import {
  wxFocusEvent, wxLocationEvent, wxMenuEvent, wxQrcodeEvent, wxReceiveLocation, wxReceivePic, wxReceiveRecord,
  wxReceiveText, wxReceiveUrl, wxReceiveVedio, wxReceiveVoice,
} from './inbound';

export * from './account';
export * from './content';
export * from './inbound';
export { WECHAT_PREFIX } from './common';

export const wechatService = /* @__PURE__ */ service('wechat', t('微信公众号', 'Wechat', 'Wechat'), WECHAT_PREFIX, false, [
  webPublic, wxPublicno, wxPublicnoOrg, webMerchant, merchantDetail, wxUser, webWxuser,
  replykeywords, wxtextpicvoicetemp, picandtextdetailstemp, templateLibrary,
  wxTemplateMessageType, wxTemplateMessageConfig, wxTemplateConfigParams, wxTemplateMessage, wxNotifyInfo,
  wxReceiveRecord, wxReceiveText, wxReceivePic, wxReceiveVoice, wxReceiveVedio, wxReceiveUrl, wxReceiveLocation,
  wxMenuEvent, wxLocationEvent, wxQrcodeEvent, wxFocusEvent,
]);
