/**
 * The users domain's money and card calls as data: the pages run these contract operations
 * (recharge, batch recharge, welfare pay-out, wallet accounts, records) with their permission checks.
 */
import { user, userRecod, v2User } from '../../contract/services/organisation/people';
import { welfarePersonRecord, welfareRecord } from '../../contract/services/organisation/welfare';
import type { OperationDef, ResourceDef } from '../../contract/types';

const opOf = (r: ResourceDef, name: string): OperationDef => {
  const op = r.operations.find((o) => o.name === name);
  if (!op) throw new Error(`${r.key} has no call ${name}`);
  return op;
};

/**
 * The calls the users pages run besides the generic list/add/update/delete.
 * @example
 * const answer = await call(usersActions.batchRecharge, { body });
 */
export const usersActions = {
  recharge: /* @__PURE__ */ opOf(user, 'recharge'),
  batchUserList: /* @__PURE__ */ opOf(user, 'getBatchUserlist'),
  batchRecharge: /* @__PURE__ */ opOf(user, 'batchUserEcharge'),
  walletInfo: /* @__PURE__ */ opOf(user, 'getWalletInfoVOList'),
  userRecords: /* @__PURE__ */ opOf(userRecod, 'userRecordList'),
  operationRecords: /* @__PURE__ */ opOf(userRecod, 'accountOperationRecordList'),
  salesRecords: /* @__PURE__ */ opOf(userRecod, 'accountRecordList'),
  grantAmount: /* @__PURE__ */ opOf(welfareRecord, 'grantAmount'),
  importWelfare: /* @__PURE__ */ opOf(welfareRecord, 'importWelfare'),
  exportWelfare: /* @__PURE__ */ opOf(welfareRecord, 'exportWelfareUserData'),
  welfarePersons: /* @__PURE__ */ opOf(welfarePersonRecord, 'list'),
  personnelTypes: /* @__PURE__ */ opOf(v2User, 'getPersonnelTypeList'),
} as const;

/**
 * A stored amount (a number or a numeric string from the answer) as a decimal string with two decimals, or null.
 * @example
 * amountText('12.5') // '12.50'
 */
export function amountText(value: unknown): string | null {
  if (typeof value === 'string' && /^-?\d+(\.\d{1,2})?$/.test(value.trim())) {
    const [int, dec = ''] = value.trim().split('.');
    return `${int}.${dec.padEnd(2, '0')}`;
  }
  // The server stores NUMERIC(…, 2) and answers it as a JSON number: toFixed only formats it back.
  if (typeof value === 'number' && Number.isFinite(value)) return value.toFixed(2);
  return null;
}
