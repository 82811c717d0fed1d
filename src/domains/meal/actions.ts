/**
 * The meal domain's workflows as data: which calls the pages offer beyond the generic ones, and
 * how their buttons read. The calls themselves (cancel dinner, refund, seat check) are contract
 * operations; the resource views run them with their status and permission checks.
 */
import { collection } from '../../contract/services/collection';
import { lineManage, orderDinner, receivables, rule } from '../../contract/services/ordermeal';
import type { OperationDef, ResourceDef } from '../../contract/types';

const opOf = (r: ResourceDef, name: string): OperationDef => {
  const op = r.operations.find((o) => o.name === name);
  if (!op) throw new Error(`${r.key} has no call ${name}`);
  return op;
};

/** Button labels (i18n keys) of the meal transitions. */
export const MEAL_ACTION_LABELS = {
  cancelDinner: 'meal.cancelDinner',
  refund: 'meal.refund',
} as const;

/** The calls the meal pages run besides the generic list/add/update/delete. */
export const mealActions = {
  cancelDinner: opOf(orderDinner, 'cancelDinner'),
  dinnerStatistics: opOf(orderDinner, 'dinnerStatistics'),
  compDinnerStatistics: opOf(orderDinner, 'compDinnerStatistics'),
  exportDinnerStatistics: opOf(orderDinner, 'exportDinnerStatistics'),
  exportDinnerList: opOf(orderDinner, 'exportDinnerList'),
  refundReceivable: opOf(receivables, 'refund'),
  refundCollection: opOf(collection, 'refund'),
  saveLine: opOf(lineManage, 'addAndUpdateLineManage'),
  linesByOrgAndDate: opOf(lineManage, 'getByOrgIdAndDate'),
  linesByMeal: opOf(lineManage, 'findByMealId'),
  saveRule: opOf(rule, 'addAndUpdateRule'),
  ruleByOrg: opOf(rule, 'getByOrgId'),
  checkMealSeat: opOf(rule, 'checkMealSeat'),
} as const;

/** What checkMealSeat answers. */
export interface SeatCheck {
  readonly mealName: string | null;
  readonly date: string;
  readonly lines: number;
  readonly capacity: number;
  readonly booked: number;
  readonly left: number;
  readonly available: boolean;
}
