/**
 * The users pages that are the generic resource page with the domain's choices: one export per
 * mountable page.
 */
import { cardRecord, identityType, userRecod } from '../../contract/services/organisation/people';
import { cloudCardConfig, cloudCardPayment, welfarePersonRecord } from '../../contract/services/organisation/welfare';
import { resourcePageWith, type DateRule } from '../../resource';
import { usersMessages } from './messages';

// Pages carry the domain's texts: mounted alone, they still head themselves with words.
const resourcePageOf = resourcePageWith(usersMessages);

const PAST_YEAR: DateRule = { maxDays: 366, noFuture: true };

/** The user account book (userRecordList): every movement with amount, balance after, operator and time. @example <UserRecordsPage /> */
export const UserRecordsPage = resourcePageOf(userRecod, { listWith: 'userRecordList', title: 'route.userRecords', dateRules: { createTime: PAST_YEAR } });
/** Manual account operations (accountOperationRecordList). @example <AccountOperationRecordsPage /> */
export const AccountOperationRecordsPage = resourcePageOf(userRecod, { listWith: 'accountOperationRecordList', title: 'route.accountOperationRecords', dateRules: { createTime: PAST_YEAR } });
/** The sales account book (accountRecordList). @example <SalesAccountRecordsPage /> */
export const SalesAccountRecordsPage = resourcePageOf(userRecod, { listWith: 'accountRecordList', title: 'route.salesAccountRecords', dateRules: { createTime: PAST_YEAR } });
/** Every welfare recipient of every grant (welfarePersonRecord), filtered by grant and status. @example <WelfarePersonRecordsPage /> */
export const WelfarePersonRecordsPage = resourcePageOf(welfarePersonRecord, { title: 'route.welfarePersonRecord' });
/** Cloud meal-card settings per project (cloud_card/config). @example <CloudCardConfigPage /> */
export const CloudCardConfigPage = resourcePageOf(cloudCardConfig);
/** Cloud meal-card payments (cloud_card/payment/list). @example <CloudCardPaymentsPage /> */
export const CloudCardPaymentsPage = resourcePageOf(cloudCardPayment, { title: 'route.cloudCardPayments' });
/** 身份类型管理: identity types (our addition to the catalogue), with add, edit, enable/disable and delete. @example <IdentityTypesPage /> */
export const IdentityTypesPage = resourcePageOf(identityType, { title: 'route.identityTypeManger' });
/** 实体卡记录: every card step (生成卡号, 激活, 绑卡, 解绑, 挂失, 解挂) per card and user, with operator and time (our addition). @example <CardRecordsPage /> */
export const CardRecordsPage = resourcePageOf(cardRecord, { title: 'route.physicalCardRecord', dateRules: { createTime: PAST_YEAR } });
