/**
 * The wallet domain's calls as data: the pages run these contract operations (recharge request
 * and review, ledger totals, credit lines, project wallet settings) with their permission checks.
 */
import { credit, creditQuotaRequest } from '../../contract/services/credit';
import { orgExtend, rechargeManage, virtAccountWater } from '../../contract/services/wallet';
import { userRechargeRequest } from '../../contract/services/organisation/userRecharge';
import type { OperationDef, ResourceDef } from '../../contract/types';

const opOf = (r: ResourceDef, name: string): OperationDef => {
  const op = r.operations.find((o) => o.name === name);
  if (!op) throw new Error(`${r.key} has no call ${name}`);
  return op;
};

/**
 * The calls the wallet pages run besides the generic list/add/update.
 * @example
 * await write.run(walletActions.rechargeApply, { id });
 */
export const walletActions = {
  rechargeAdd: /* @__PURE__ */ opOf(rechargeManage, 'add'),
  rechargeApply: /* @__PURE__ */ opOf(rechargeManage, 'rechargeApply'),
  rechargeAudit: /* @__PURE__ */ opOf(rechargeManage, 'rechargeAudit'),
  statusCount: /* @__PURE__ */ opOf(rechargeManage, 'statusCount'),
  userRechargeAudit: /* @__PURE__ */ opOf(userRechargeRequest, 'rechargeAudit'),
  userRechargeCount: /* @__PURE__ */ opOf(userRechargeRequest, 'statusCount'),
  appWaterList: /* @__PURE__ */ opOf(virtAccountWater, 'getAppWaterList'),
  waterTotal: /* @__PURE__ */ opOf(virtAccountWater, 'waterTotal'),
  creditSet: /* @__PURE__ */ opOf(credit, 'set'),
  creditAvailable: /* @__PURE__ */ opOf(credit, 'setAvailableAmount'),
  creditQuota: /* @__PURE__ */ opOf(credit, 'getCreditQuota'),
  creditAudit: /* @__PURE__ */ opOf(creditQuotaRequest, 'creditAudit'),
  orgExtendList: /* @__PURE__ */ opOf(orgExtend, 'list'),
  orgExtendGet: /* @__PURE__ */ opOf(orgExtend, 'getEntityById'),
  orgExtendUpdate: /* @__PURE__ */ opOf(orgExtend, 'updateEntity'),
} as const;
