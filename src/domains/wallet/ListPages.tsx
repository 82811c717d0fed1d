/**
 * The wallet pages that are the generic resource page with the domain's choices: one export per
 * mountable page.
 */
import { creditQuotaOperation } from '../../contract/services/credit';
import { resourcePageWith } from '../../resource';
import { walletMessages } from './messages';

// Pages carry the domain's texts: mounted alone, they still head themselves with words.
const resourcePageOf = resourcePageWith(walletMessages);

/**
 * 额度调整记录: every change of a credit line (提额, 降额, 设置可用额度) with before, after, who and
 * when, filtered by credit line, operation, operator and date. Read only.
 * @example <CreditOperationsPage />
 */
export const CreditOperationsPage = resourcePageOf(creditQuotaOperation, {
  title: 'route.creditQuotaOperation', dateRules: { createTime: { maxDays: 366, noFuture: true } },
});
