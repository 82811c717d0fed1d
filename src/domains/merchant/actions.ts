/**
 * The merchant domain's calls as data: the pages run these contract operations (meal lines,
 * statistics, refunds, the yy company lists) with their permission checks.
 */
import { collection } from '../../contract/services/collection';
import { merchant } from '../../contract/services/merchant';
import { companyYy } from '../../contract/services/organisation/companyYy';
import type { OperationDef, ResourceDef } from '../../contract/types';

const opOf = (r: ResourceDef, name: string): OperationDef => {
  const op = r.operations.find((o) => o.name === name);
  if (!op) throw new Error(`${r.key} has no call ${name}`);
  return op;
};

/**
 * The calls the merchant pages run besides the generic list/add/update/delete.
 * @example
 * const lines = useResourceList(lineManage, FIRST_PAGE, { operation: merchantActions.mealLines, fixed: { merchantId: '3' } });
 */
export const merchantActions = {
  mealLines: /* @__PURE__ */ opOf(merchant, 'getMeallineList'),
  merchantStatistics: /* @__PURE__ */ opOf(merchant, 'getMerchantStatistics'),
  companyStatistics: /* @__PURE__ */ opOf(merchant, 'getCompanyStatistics'),
  refund: /* @__PURE__ */ opOf(collection, 'refund'),
  companyDetail: /* @__PURE__ */ opOf(companyYy, 'getDetail'),
  deleteRelation: /* @__PURE__ */ opOf(companyYy, 'deleteRelation'),
} as const;

/**
 * A stored amount (a decimal string, or the JSON number a NUMERIC column answers) with two
 * decimals, or null: formatting only, no arithmetic.
 * @example
 * moneyText('12.5') // '12.50'
 */
export function moneyText(value: unknown): string | null {
  if (typeof value === 'string' && /^-?\d+(\.\d{1,2})?$/.test(value.trim())) {
    const [int, dec = ''] = value.trim().split('.');
    return `${int}.${dec.padEnd(2, '0')}`;
  }
  if (typeof value === 'number' && Number.isFinite(value)) return value.toFixed(2);
  return null;
}
