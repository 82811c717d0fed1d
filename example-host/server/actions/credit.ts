/**
 * Credit lines under the two-person rule. `credit/set` never raises a limit on one person's word:
 * a new line starts at 0 and a grant or a raise files a pending credit limit request
 * (credit.creditQuotaRequest, the caller as requester); someone else holding approve:credit
 * approves it (`creditAudit`, the dispatcher refuses it to the requester), which sets the limit and
 * writes the quota change line (who asked, who approved, when, limit before and after) in one
 * transaction. Lowering a limit takes risk away, so it applies at once, with its own line. Every
 * sum is whole fen (bigint) written as decimal text; the limit never goes under what is used.
 */
import { tableName } from '../db/migrate';
import { decimalToFen } from '../db/decimal';
import { insertRow } from '../db/store';
import { requesterValues } from '../handlers/approvals';
import { save } from '../handlers/crud';
import { ApiFail, CODE, type Db, type Handler, type OpContext, type Row } from '../types';
import { reviewedTransition } from './reviewedTransition';
import { lockRow, operatorName, publicRow } from './support';

const fen = (v: unknown): bigint => decimalToFen(v ?? 0) ?? 0n;
/** Fen as the decimal text a numeric column stores exactly. */
const yuan = (f: bigint): string => `${f < 0n ? '-' : ''}${(f < 0n ? -f : f) / 100n}.${String((f < 0n ? -f : f) % 100n).padStart(2, '0')}`;
const max = (a: bigint, b: bigint) => (a > b ? a : b);
const min = (a: bigint, b: bigint) => (a < b ? a : b);
const remarkOf = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim().slice(0, 200) : null);

/**
 * Sets a line's limit to `quota` (fen) and writes its quota change line; the available amount
 * follows the change of the limit, within zero and the limit minus what is used.
 */
async function applyQuota(ctx: OpContext, db: Db, credit: Row, quota: bigint, line: Row): Promise<Row> {
  const credits = ctx.idx.resource('credit.credit');
  const used = fen(credit.usedAmount);
  if (quota < used) throw new ApiFail(CODE.conflict, `授信额度不能小于已用额度（${yuan(used)}）`, 'creditQuota');
  const old = fen(credit.creditQuota);
  const avail = max(0n, min(fen(credit.availableAmount) + quota - old, quota - used));
  const [after] = await db.query(`update ${tableName(credits)} set "creditQuota" = $1, "availableAmount" = $2 where "id" = $3 returning *`,
    [yuan(quota), yuan(avail), credit.id]);
  await insertRow(db, ctx.idx.resource('credit.creditQuotaOperation'), {
    creditId: credit.id, operationType: quota >= old ? 'increase' : 'decrease', beforeAmount: yuan(old), afterAmount: yuan(quota),
    operatorName: operatorName(ctx), ...line,
  }, ctx.server.now());
  return after!;
}

/**
 * POST /credit/credit/set: the line's other fields (structure, project, repayment day, status) are
 * saved as sent; its limit is not. A lower limit applies at once (降额 line, the caller as
 * operator); a higher one, or the first limit of a new line (which starts at 0), files a pending
 * request and answers it as `pendingRequest`; a request already pending for the line is refused.
 */
const creditSet: Handler = async (ctx) => ctx.server.db.transaction(async (db) => {
  const inTx = { ...ctx, server: { ...ctx.server, db } };
  const credits = ctx.idx.resource('credit.credit');
  const id = ctx.input.id;
  const isNew = id === undefined || id === null || id === '';
  const before = isNew ? null : await lockRow(inTx, db, credits.key, id);
  const asked = 'creditQuota' in ctx.input ? fen(ctx.input.creditQuota) : null;
  const { creditQuota: _quota, availableAmount: _avail, usedAmount: _used, ...rest } = ctx.input;
  // A new line belongs to its structure's project unless one is named: the approver sees it in their scope.
  if (isNew && (rest.orgId === undefined || rest.orgId === null) && rest.virtId !== undefined && rest.virtId !== null) {
    const [virt] = await db.query(`select "orgId" from ${tableName(ctx.idx.resource('organisation.virtualarchitecture'))} where "id" = $1`, [rest.virtId]);
    if (virt?.orgId !== undefined && virt.orgId !== null) rest.orgId = virt.orgId;
  }
  const saved = (await save({ ...inTx, input: isNew ? { ...rest, creditQuota: 0 } : rest })) as Row;
  const [line] = isNew
    ? await db.query(`update ${tableName(credits)} set "availableAmount" = 0, "usedAmount" = 0 where "id" = $1 returning *`, [saved.id])
    : await db.query(`select * from ${tableName(credits)} where "id" = $1`, [saved.id]);
  const current = fen((before ?? line!).creditQuota);
  if (asked === null || asked === current) return { ...publicRow(line!), pendingRequest: null };
  if (asked < current) {
    const after = await applyQuota(inTx, db, line!, asked, { remark: remarkOf(ctx.input.remark) ?? '降低授信额度' });
    return { ...publicRow(after), pendingRequest: null };
  }
  const requests = ctx.idx.resource('credit.creditQuotaRequest');
  const [open] = await db.query(`select "requestNo" from ${tableName(requests)} where "creditId" = $1 and "auditStatus" = 'pending' and "_deleted" = false limit 1`, [line!.id]);
  if (open) throw new ApiFail(CODE.conflict, `该授信已有待审核的额度申请（${String(open.requestNo)}），请待审核后再申请`, 'creditQuota');
  const request = await insertRow(db, requests, {
    creditId: line!.id, virtId: line!.virtId ?? null, beforeQuota: yuan(current), creditQuota: yuan(asked), auditStatus: 'pending',
    ...requesterValues(requests, ctx.user),
  }, ctx.server.now());
  return { ...publicRow(line!), pendingRequest: publicRow(request) };
});

/**
 * POST /credit/creditQuotaRequest/creditAudit: the generic transition (pending -> approved |
 * rejected, never by the requester: the dispatcher's refuseOwnApproval), the reviewer and time on
 * the request, and on approval the requested limit set with its quota change line naming the
 * requester, the approver (operator) and the request, all in one transaction.
 */
const creditAudit: Handler = (ctx) => reviewedTransition(ctx, 'credit.creditQuotaRequest', async (inTx, db, row) => {
  const credit = await lockRow(inTx, db, 'credit.credit', row.creditId);
  await applyQuota(inTx, db, credit, fen(row.creditQuota), {
    requestId: row.id, requesterName: row.requesterName ?? null,
    remark: `额度申请${String(row.requestNo ?? row.id)}（申请人：${String(row.requesterName ?? '—')}）`,
  });
});

/** POST /credit/credit/setAvailableAmount: at most the limit minus what is used, recorded as a quota operation. */
const setAvailableAmount: Handler = async (ctx) => {
  const value = fen(ctx.input.availableAmount);
  if (value < 0n) throw new ApiFail(CODE.badRequest, '可用额度不能小于0', 'availableAmount');
  return ctx.server.db.transaction(async (db) => {
    const credits = ctx.idx.resource('credit.credit');
    const credit = await lockRow(ctx, db, credits.key, ctx.input.id);
    const room = fen(credit.creditQuota) - fen(credit.usedAmount);
    if (value > room) throw new ApiFail(CODE.conflict, `可用额度不能超过授信额度减已用额度（${yuan(room)}）`, 'availableAmount');
    const [after] = await db.query(`update ${tableName(credits)} set "availableAmount" = $1 where "id" = $2 returning *`, [yuan(value), credit.id]);
    const op = await insertRow(db, ctx.idx.resource('credit.creditQuotaOperation'), {
      creditId: credit.id, operationType: 'set', beforeAmount: yuan(fen(credit.availableAmount)), afterAmount: yuan(value),
      operatorName: operatorName(ctx), remark: remarkOf(ctx.input.remark),
    }, ctx.server.now());
    return { credit: publicRow(after!), operation: publicRow(op) };
  });
};

export const creditActions: Record<string, Handler> = {
  'credit.credit.set': creditSet,
  'credit.credit.setAvailableAmount': setAvailableAmount,
  'credit.creditQuotaRequest.creditAudit': creditAudit,
};
