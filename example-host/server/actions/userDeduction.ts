/**
 * Deductions from a user's wallet need two people (our addition `organisation.userDeduction`).
 * `apply` only files a pending request with the caller as requester; nothing moves. The approval
 * (`deductionAudit`, refused to the requester by the dispatcher) moves the request from 待审核 by
 * the generic conditional transition, then takes the amount from the user's balance by ONE
 * conditional update (`balance >= amount`, so never below zero) and writes the userRecod ledger
 * line (operation deduct, the approver as operator, balance before and after) in the same
 * transaction: a repeated or parallel approval finds the request decided (409) and takes nothing;
 * a balance too low since filing refuses the approval (409) and rolls everything back.
 */
import { tableName } from '../db/migrate';
import { formatDateTime, insertRow } from '../db/store';
import { requesterValues } from '../handlers/approvals';
import { idsOf } from '../handlers/input';
import { stateLabel, transition } from '../handlers/transition';
import { ApiFail, CODE, type Db, type Handler, type OpContext, type Row } from '../types';
import { lockRow, needRow, operatorName, positiveAmount, publicRow } from './support';

const DEDUCTIONS = 'organisation.userDeduction';
const fenOf = (v: unknown): number => Math.round(Number(v ?? 0) * 100);
const yuan = (fen: number): string => (fen / 100).toFixed(2);
const textOf = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim().slice(0, 255) : null);

/** POST /organisation/userDeduction/apply: files a pending deduction for one user of the caller's scope. */
const apply: Handler = async (ctx) => {
  const amount = positiveAmount(ctx.input.amount, '扣款金额');
  const r = ctx.idx.resource(DEDUCTIONS);
  const reasons = (r.fields.reason!.values ?? []).map((x) => String(x.value));
  if (!reasons.includes(String(ctx.input.reason ?? ''))) throw new ApiFail(CODE.badRequest, '请选择扣款原因', 'reason');
  return ctx.server.db.transaction(async (db) => {
    const user = await needRow(ctx, db, 'organisation.user', ctx.input.userId);
    if (Number(user.status) === 0) throw new ApiFail(CODE.conflict, `用户${String(user.name ?? user.id)}已停用，不能扣款`, 'userId');
    if (fenOf(user.balance) < fenOf(amount)) {
      throw new ApiFail(CODE.badRequest, `扣款金额超过用户当前余额(${yuan(fenOf(user.balance))}元)`, 'amount');
    }
    const row = await insertRow(db, r, {
      userId: user.id, orgId: user.orgId ?? null, amount: yuan(fenOf(amount)), reason: ctx.input.reason, remark: textOf(ctx.input.remark),
      auditStatus: 'pending', ...requesterValues(r, ctx.user),
    }, ctx.server.now());
    return publicRow(row);
  });
};

/**
 * Takes the approved amount from the user: one conditional update that refuses to go below zero,
 * the cash account (when the user has one) follows, and the ledger line records before and after.
 */
async function deduct(ctx: OpContext, db: Db, request: Row): Promise<Row> {
  const users = ctx.idx.resource('organisation.user');
  const amount = yuan(fenOf(request.amount));
  const [moved] = await db.query(
    `update ${tableName(users)} set "balance" = round(coalesce("balance", 0)::numeric - $1::numeric, 2)
     where "id" = $2 and "_deleted" = false and coalesce("status", 1) <> 0 and coalesce("balance", 0)::numeric >= $1::numeric
     returning "orgId", ("balance"::numeric + $1::numeric)::text as "before", "balance"::text as "after"`, [amount, request.userId]);
  if (!moved) {
    const [now] = await db.query(`select "name", "balance", "status" from ${tableName(users)} where "id" = $1`, [request.userId]);
    if (now && Number(now.status) === 0) throw new ApiFail(CODE.conflict, `用户${String(now.name)}已停用，不能扣款`);
    throw new ApiFail(CODE.conflict, `用户余额不足(${yuan(fenOf(now?.balance))}元)，不能扣款${amount}元`, 'amount');
  }
  await db.query(
    `update ${tableName(ctx.idx.resource('organisation.userAccount'))} set "balance" = round("balance"::numeric - $1::numeric, 2)
     where "userId" = $2 and "accountType" = 'cash' and "_deleted" = false and coalesce("balance", 0)::numeric >= $1::numeric`, [amount, request.userId]);
  const reasonLabel = ctx.rows.fields.reason?.values?.find((x) => String(x.value) === String(request.reason))?.label['zh-CN'] ?? String(request.reason ?? '');
  const remark = `扣款申请${String(request.requestNo ?? request.id)}（申请人：${String(request.requesterName ?? '—')}）：${reasonLabel}${request.remark ? `，${String(request.remark)}` : ''}`;
  await insertRow(db, ctx.idx.resource('organisation.userRecod'), {
    userId: request.userId, orgId: moved.orgId ?? null, category: 'user', operation: 'deduct', amount: `-${amount}`,
    balanceBefore: moved.before, balanceAfter: moved.after, operatorName: operatorName(ctx), remark: remark.slice(0, 255),
  }, ctx.server.now());
  return moved;
}

/** POST /organisation/userDeduction/deductionAudit: the generic transition, then on approval the money moves once. */
const deductionAudit: Handler = async (ctx) => ctx.server.db.transaction(async (db) => {
  const inTx = { ...ctx, server: { ...ctx.server, db } };
  const result = (await transition(inTx)) as { updated: number; rows: Row[] };
  const r = ctx.idx.resource(DEDUCTIONS);
  const at = formatDateTime(ctx.server.now());
  const rows: Row[] = [];
  let deducted = 0;
  // Users are touched in id order, so two approvals over the same users cannot deadlock.
  for (const row of [...result.rows].sort((a, b) => Number(a.userId) - Number(b.userId))) {
    const sets: unknown[] = [operatorName(ctx), at, row.id];
    let balances = '';
    if (row.auditStatus === 'approved') {
      const moved = await deduct(inTx, db, row);
      sets.push(moved.before, moved.after);
      balances = ', "balanceBefore" = $4, "balanceAfter" = $5';
      deducted += 1;
    }
    const [after] = await db.query(`update ${tableName(r)} set "auditorName" = $1, "auditTime" = $2${balances} where "id" = $3 returning *`, sets);
    rows.push(publicRow(after!));
  }
  return { ...result, rows, deducted };
});

/** POST /organisation/userDeduction/withdraw: 待审核 -> 已撤回, only by the requester, row-locked against a parallel approval. */
const withdraw: Handler = async (ctx) => {
  const ids = [...new Set(idsOf(ctx))].sort((a, b) => a - b);
  const r = ctx.idx.resource(DEDUCTIONS);
  return ctx.server.db.transaction(async (db) => {
    const rows: Row[] = [];
    for (const id of ids) {
      const row = await lockRow(ctx, db, DEDUCTIONS, id);
      if (row.requesterId == null || String(row.requesterId) !== String(ctx.user?.id ?? '')) {
        throw new ApiFail(CODE.forbidden, `只能撤回自己提交的扣款申请（申请人：${String(row.requesterName ?? '—')}）`, 'requesterId');
      }
      if (row.auditStatus !== 'pending') {
        throw new ApiFail(CODE.conflict, `审核状态为${stateLabel(r.fields.auditStatus, row.auditStatus)}，只有待审核的申请可以撤回`, 'auditStatus');
      }
      const [after] = await db.query(`update ${tableName(r)} set "auditStatus" = 'withdrawn' where "id" = $1 returning *`, [row.id]);
      rows.push(publicRow(after!));
    }
    return { updated: rows.length, rows };
  });
};

export const userDeductionActions: Record<string, Handler> = {
  'organisation.userDeduction.apply': apply,
  'organisation.userDeduction.deductionAudit': deductionAudit,
  'organisation.userDeduction.withdraw': withdraw,
};
