/**
 * The meal-card pages of 用户管理 over our contract additions (organisation/mealCard.ts): one
 * export per mountable page.
 */
import { autoRechargeRule, mealCardType, preRegistration, userDeduction } from '../../contract/services/organisation/mealCard';
import { resourcePageWith, type DateRule } from '../../resource';
import { usersMessages } from './messages';

// Pages carry the domain's texts: mounted alone, they still head themselves with words.
const resourcePageOf = resourcePageWith(usersMessages);

const PAST_YEAR: DateRule = { maxDays: 366, noFuture: true };

/**
 * 扣款: deduction requests with the user, amount, reason, audit status and the balance before and
 * after. 申请扣款 files one (nothing moves); another person with the recharge approver's key
 * 通过 (the money leaves the wallet with its account record) or 驳回 it; the requester may 撤回.
 * The requester is not offered the approval on their own requests.
 * @example
 * <AdminProvider apiBase="/super_cloud/api" token={token}><DeductionPage /></AdminProvider>
 */
export const DeductionPage = resourcePageOf(userDeduction, { title: 'route.deduction', dateRules: { createTime: PAST_YEAR } });

/**
 * 餐卡类型: each project's card types (员工卡, 访客卡...) with who holds them, the meal price
 * percentage, the daily spending limit, the deposit and the validity, with add, edit, enable and delete.
 * @example
 * <AdminProvider apiBase="/super_cloud/api" token={token}><MealCardTypesPage /></AdminProvider>
 */
export const MealCardTypesPage = resourcePageOf(mealCardType, { title: 'route.mealCardType' });

/**
 * 自动充值规则: per project and card type, the balance below which a wallet is topped up, by how
 * much and how often a month. Configuration only: applying a rule files recharge requests that a
 * second person approves, it never credits.
 * @example
 * <AdminProvider apiBase="/super_cloud/api" token={token}><AutoRechargeRulesPage /></AdminProvider>
 */
export const AutoRechargeRulesPage = resourcePageOf(autoRechargeRule, { title: 'route.autoRecharge' });

/**
 * 预登记: people announced before they arrive, with their project, type, card type and expected
 * date; 登记入册 creates the user (wallet at zero), 取消 drops the announcement.
 * @example
 * <AdminProvider apiBase="/super_cloud/api" token={token}><PreRegistrationsPage /></AdminProvider>
 */
export const PreRegistrationsPage = resourcePageOf(preRegistration, { title: 'route.preRegistration' });
