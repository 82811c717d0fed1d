/**
 * The space domain's calls besides the generic list/add/update/delete, as data: members, the
 * room move, the review queue, the template and the export of households.
 */
import { household } from '../../contract/services/organisation/household';
import type { OperationDef, ResourceDef } from '../../contract/types';

const opOf = (r: ResourceDef, name: string): OperationDef => {
  const op = r.operations.find((o) => o.name === name);
  if (!op) throw new Error(`${r.key} has no call ${name}`);
  return op;
};

/**
 * @example
 * const env = await callOperation(api, spaceActions.isUse, { roomId: 12 });
 */
export const spaceActions = {
  members: /* @__PURE__ */ opOf(household, 'getMemberList'),
  addMember: /* @__PURE__ */ opOf(household, 'addMember'),
  roomTransfer: /* @__PURE__ */ opOf(household, 'roomTransfer'),
  isUse: /* @__PURE__ */ opOf(household, 'isUse'),
  auditList: /* @__PURE__ */ opOf(household, 'findAuditList'),
  audit: /* @__PURE__ */ opOf(household, 'auditHouseholdRoom'),
  template: /* @__PURE__ */ opOf(household, 'downloadTemplate'),
  exportHouseholds: /* @__PURE__ */ opOf(household, 'exportHouseholdRoom'),
  importHouseholds: /* @__PURE__ */ opOf(household, 'importHousehold'),
} as const;
