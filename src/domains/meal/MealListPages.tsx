/**
 * The meal pages that are the generic resource page with the domain's choices (columns, date
 * rules, labels): one export per mountable page.
 */
import { collection } from '../../contract/services/collection';
import { integralRecord, integralRechargeSet } from '../../contract/services/meal';
import { cart, dateType, integralRechargeRecord, meal, orderDinnerDetails, receivables, ruleMealline, ruleTakefood } from '../../contract/services/ordermeal';
import type { ResourceDef } from '../../contract/types';
import { resourcePageWith, type DateRule, type ResourcePageProps } from '../../resource';
import { mealMessages } from './messages';

// Pages carry the domain's texts: mounted alone, they still head themselves with words.
const resourcePageOf = resourcePageWith(mealMessages);

const PAST_YEAR: DateRule = { maxDays: 366, noFuture: true };
const page = (resource: ResourceDef, extra: Partial<ResourcePageProps> = {}) => resourcePageOf(resource, extra);

/** Meals (dishes), with import from xlsx/csv and a per-row report. @example <MealsPage /> */
export const MealsPage = page(meal);
/** Lines of the dinner orders. @example <MealOrderDetailsPage /> */
export const MealOrderDetailsPage = page(orderDinnerDetails);
/** Meal-line rules. @example <MealLineRulesPage /> */
export const MealLineRulesPage = page(ruleMealline);
/** Take-food rules. @example <TakeFoodRulesPage /> */
export const TakeFoodRulesPage = page(ruleTakefood);
/** The canteen calendar's day types. @example <MealDateTypesPage /> */
export const MealDateTypesPage = page(dateType);
/** Carts. @example <MealCartsPage /> */
export const MealCartsPage = page(cart);
/** Points movements (past dates only). @example <IntegralRecordsPage /> */
export const IntegralRecordsPage = page(integralRecord, { dateRules: { createTime: PAST_YEAR } });
/** Points recharge payments. @example <RechargeRecordsPage /> */
export const RechargeRecordsPage = page(integralRechargeRecord, { dateRules: { createTime: PAST_YEAR } });
/** Points recharge offers. @example <RechargeSettingsPage /> */
export const RechargeSettingsPage = page(integralRechargeSet);
/** Receivables, with refund of a paid one (reason required by the dialog when given). @example <ReceivablesPage /> */
export const ReceivablesPage = page(receivables, { dateRules: { payTime: PAST_YEAR } });
/** Collections, with refund and export. @example <CollectionsPage /> */
export const CollectionsPage = page(collection, { dateRules: { createTime: PAST_YEAR } });
