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

/**
 * The calls the meal pages run besides the generic list/add/update/delete. Each lookup is marked
 * pure so that a page importing only the labels does not pull every meal service into its bundle.
 * @example
 * <OperationForm resource={orderDinner} operation={mealActions.dinnerStatistics} title="按天统计" submitLabel="查询" />
 */
export const mealActions = {
  cancelDinner: /* @__PURE__ */ opOf(orderDinner, 'cancelDinner'),
  dinnerStatistics: /* @__PURE__ */ opOf(orderDinner, 'dinnerStatistics'),
  compDinnerStatistics: /* @__PURE__ */ opOf(orderDinner, 'compDinnerStatistics'),
  exportDinnerStatistics: /* @__PURE__ */ opOf(orderDinner, 'exportDinnerStatistics'),
  exportDinnerList: /* @__PURE__ */ opOf(orderDinner, 'exportDinnerList'),
  refundReceivable: /* @__PURE__ */ opOf(receivables, 'refund'),
  refundCollection: /* @__PURE__ */ opOf(collection, 'refund'),
  saveLine: /* @__PURE__ */ opOf(lineManage, 'addAndUpdateLineManage'),
  linesByOrgAndDate: /* @__PURE__ */ opOf(lineManage, 'getByOrgIdAndDate'),
  linesByMeal: /* @__PURE__ */ opOf(lineManage, 'findByMealId'),
  saveRule: /* @__PURE__ */ opOf(rule, 'addAndUpdateRule'),
  ruleByOrg: /* @__PURE__ */ opOf(rule, 'getByOrgId'),
  checkMealSeat: /* @__PURE__ */ opOf(rule, 'checkMealSeat'),
} as const;

/**
 * What checkMealSeat answers.
 * @example
 * <OperationForm resource={orderDinner} operation={mealActions.dinnerStatistics} title="按天统计" submitLabel="查询" />
 */
export interface SeatCheck {
  readonly mealName: string | null;
  readonly date: string;
  readonly lines: number;
  readonly capacity: number;
  readonly booked: number;
  readonly left: number;
  readonly available: boolean;
}
