/**
 * The two-person rule (contract `approval: { permission, requester }`): the server records who put
 * a row up for approval, in the resource's `requester` fields, on add, on import and on the
 * transition that submits it; the dispatcher then refuses the approval to that user, whatever
 * keys they hold (`admin` included). The requester fields are read-only in the contract, so no
 * payload can name someone else.
 */
import type { OperationDef, ResourceDef } from '../../../src/contract';
import { findByIds } from '../db/store';
import { ApiFail, CODE, type OpContext, type Row, type SessionUser } from '../types';
import { idsOf } from './input';

/** What the refusal says; the console shows it as the toast. */
export const OWN_APPROVAL_MSG = '不能审批自己提交的申请，请由其他有审批权限的人员审批';

/**
 * The requester columns of a resource set to the calling user: `{ requesterId, requesterName }`,
 * or nothing when the resource has none (or there is no session).
 * @example requesterValues(rechargeManage, user) // { requesterId: 4, requesterName: '王芳' }
 */
export function requesterValues(r: ResourceDef, user: Pick<SessionUser, 'id' | 'userName'> | null | undefined): Row {
  const out: Row = {};
  if (!user) return out;
  for (const [name, fd] of Object.entries(r.fields)) {
    if (fd.requester === 'id') out[name] = user.id;
    else if (fd.requester === 'name') out[name] = user.userName.slice(0, fd.max ?? 64);
  }
  return out;
}

/**
 * Whether a transition puts rows up for approval: it moves the field that an approval of the same
 * resource starts from into one of that approval's `from` states (提交充值申请, 上架).
 * @example submitsForApproval(rechargeManage, rechargeApply) // true
 */
export function submitsForApproval(r: ResourceDef, op: OperationDef): boolean {
  const tr = op.transition;
  if (!tr || op.approval) return false;
  return r.operations.some((a) => a.approval?.requester && a.transition?.field === tr.field
    && a.transition.from.some((s) => tr.to.some((to) => String(to) === String(s))));
}

/**
 * Whether a stored row waits for an approval that records its requester: an edit of it then makes
 * the editor the requester, so nobody approves text they changed.
 */
export function awaitsApproval(r: ResourceDef, row: Row): boolean {
  return r.operations.some((a) => a.approval?.requester && a.transition
    && a.transition.from.some((s) => String(s) === String(row[a.transition!.field])));
}

/**
 * Refuses (403, nothing changes) an approval of rows that the caller put up for approval; in a
 * batch, the whole batch is refused and the message names the caller's own rows. Rows without a
 * recorded requester (seeded or imported before the rule) may be approved by any approver.
 */
export async function refuseOwnApproval(ctx: OpContext): Promise<void> {
  const field = ctx.entry.op.approval?.requester;
  if (!field || !ctx.user) return;
  const ids = idsOf(ctx);
  const rows = await findByIds(ctx.server.db, ctx.rows, ids);
  const own = rows.filter((row) => row[field] !== null && row[field] !== undefined && Number(row[field]) === ctx.user!.id);
  if (!own.length) return;
  const which = ids.length > 1 ? `（编号 ${own.map((row) => String(row.id)).join('、')}）` : '';
  throw new ApiFail(CODE.forbidden, `${OWN_APPROVAL_MSG}${which}`);
}
