/**
 * The explicit part of the data scope (see dataScope.ts): resources whose scope field cannot be
 * derived, or whose derived field is the wrong one, and resources shared by every user, each with
 * its reason. Everything else is derived from the contract's `ref` fields.
 */

/**
 * @example
 * const d: ScopeDeclaration = { global: 'a platform-wide catalogue' };
 */
export type ScopeDeclaration =
  /** Scope by this `ref` field (to an organisation, company or merchant, or to another scoped resource). */
  | { readonly field: string }
  /** Not scoped: every user who holds the permission sees every row; the reason says why. */
  | { readonly global: string };

const CATALOGUE = 'a catalogue shared by every project; its rows name no organisation';
const WECHAT = 'platform WeChat official-account configuration and traffic; rows name no organisation';
const CHANNEL = 'platform message channel (SMS, mail, WeChat templates); rows name no organisation';
const PLATFORM = 'platform configuration (menus, modules, services, process state); not data of an organisation';
const SESSION = "the session's own calls: they act on the caller's own records only";

/**
 * @example
 * SCOPE_DECLARATIONS['organisation.productSign'] // { global: '…' }
 */
export const SCOPE_DECLARATIONS: Readonly<Record<string, ScopeDeclaration>> = {
  // An enterprise account's flow lines belong to the account's company; merchantId only names the payee.
  'wallet.virtAccountWater': { field: 'companyId' },
  // A deduction belongs where its user belongs (the server copies the user's orgId for display and filters).
  'organisation.userDeduction': { field: 'userId' },

  'organisation.companyYy': { global: 'operation centres group companies above any organisation' },
  'organisation.productSign': { global: CATALOGUE },
  'organisation.orderBizType': { global: CATALOGUE },
  'organisation.identityType': { global: CATALOGUE },
  'platform.roleTemplate': { global: PLATFORM },
  'chargingsystem.category': { global: CATALOGUE },
  'unibill.billPushTemplate': { global: CATALOGUE },
  'carwash.service': { global: CATALOGUE },
  'comment.commentTypeCategory': { global: CATALOGUE },
  'comment.commentType': { global: CATALOGUE },
  'comment.commentFaqs': { global: CATALOGUE },
  'flashdeliver.category': { global: CATALOGUE },
  'flashdeliver.business': { global: CATALOGUE },
  'flashdeliver.product': { global: 'a cloud-shop product is offered to a list of projects (orgIds text), not owned by one' },
  'flashdeliver.productLibrary': { global: CATALOGUE },
  'propertypayment.projects': { global: CATALOGUE },
  'basesetting.provincecity': { global: CATALOGUE },
  'basesetting.seq': { global: PLATFORM },
  'basesetting.dictionaryGroup': { global: CATALOGUE },
  'basesetting.dictionaryItem': { global: CATALOGUE },
  'basesetting.interfaceConfig': { global: 'platform integrations (payment, SMS, maps…) configured once for every project' },
  'common.embedService': { global: PLATFORM },
  'clique.clique': { global: 'cliques group projects above any organisation' },
  'clique.cliqueLable': { global: CATALOGUE },

  'wechat.webPublic': { global: WECHAT },
  'wechat.wxPublicno': { global: WECHAT },
  'wechat.replykeywords': { global: WECHAT },
  'wechat.wxtextpicvoicetemp': { global: WECHAT },
  'wechat.picandtextdetailstemp': { global: WECHAT },
  'wechat.templateLibrary': { global: WECHAT },
  'wechat.wxTemplateMessageType': { global: WECHAT },
  'wechat.wxTemplateMessageConfig': { global: WECHAT },
  'wechat.wxTemplateConfigParams': { global: WECHAT },
  'wechat.wxTemplateMessage': { global: WECHAT },
  'wechat.wxNotifyInfo': { global: WECHAT },
  'wechat.wxReceiveRecord': { global: WECHAT },
  'wechat.wxReceiveText': { global: WECHAT },
  'wechat.wxReceivePic': { global: WECHAT },
  'wechat.wxReceiveVoice': { global: WECHAT },
  'wechat.wxReceiveVedio': { global: WECHAT },
  'wechat.wxReceiveUrl': { global: WECHAT },
  'wechat.wxReceiveLocation': { global: WECHAT },
  'wechat.wxMenuEvent': { global: WECHAT },
  'wechat.wxLocationEvent': { global: WECHAT },
  'wechat.wxQrcodeEvent': { global: WECHAT },
  'wechat.wxFocusEvent': { global: WECHAT },

  'notify.smsAuthcode': { global: CHANNEL },
  'notify.emailConfig': { global: CHANNEL },
  'notify.emailMessage': { global: CHANNEL },
  'notify.mobileConfig': { global: CHANNEL },
  'notify.mobileMessage': { global: CHANNEL },
  'notify.wxTemplateMessageType': { global: CHANNEL },
  'notify.wxTemplateMessageConfig': { global: CHANNEL },
  'notify.mediaFile': { global: 'uploaded media of notices; access follows the notice that uses it' },

  'scm.queue': { global: PLATFORM },
  'scm.job': { global: PLATFORM },
  'common.file': { global: 'the file index; who may read a file is decided by fileAccess' },
  'common.serviceinfo': { global: PLATFORM },
  'common.serviceAppMenuConfig': { global: PLATFORM },
  'common.serviceAppRoleConfig': { global: PLATFORM },
  'platform.menu': { global: PLATFORM },
  'platform.webMenu': { global: PLATFORM },
  'platform.module': { global: PLATFORM },
  'platform.roleFunction': { global: PLATFORM },
  'platform.log': { global: 'the audit log of every call; only the system-monitoring role reads it' },

  'session.user': { global: SESSION },
  'session.security': { global: SESSION },
  'session.postOffice': { global: SESSION },
  'session.meetingCookie': { global: SESSION },
  'session.exportTask': { global: "export tasks are filtered by their owner (the session user), not by organisation" },
};
