/**
 * Money actions. Each runs in one transaction: the balance moves and its record is written
 * together, or neither happens.
 * - A user's wallet (an approved organisation.userRechargeRequest, see userRecharge.ts: the
 *   user recharge, batch and welfare calls only file such a request): the user's `balance`, the matching `organisation.userAccount` (created on first use) and a
 *   `organisation.userRecod` line (category user, operation recharge). Users have no enterprise
 *   account, so their flow lives in userRecod, not in wallet.virtAccountWater.
 * - An enterprise account (an approved rechargeManage request; wallet.virtAccountExtend recharge
 *   only files such a request): `balance` and `totalRecharge` plus a wallet.virtAccountWater line
 *   (type recharge, channel back office, the approver as operator).
 * - A credit line: see credit.ts (a raise only by a second person's approval).
 */
import { tableName } from '../db/migrate';
import { buildWhere, insertRow } from '../db/store';
import { update } from '../handlers/crud';
import { idOf, strictFiltersOf } from '../handlers/input';
import { scopeFilter } from '../scope/rowScope';
import { requesterValues } from '../handlers/approvals';
import { transition } from '../handlers/transition';
import { ApiFail, CODE, type Db, type Handler, type OpContext, type Row } from '../types';
import { creditActions } from './credit';
import { reviewedTransition } from './reviewedTransition';
import { lockRow, needRow, operatorName, positiveAmount, publicRow, serialNo } from './support';

/** Which of a user's accounts a credit goes to. */
export type AccountType = 'cash' | 'subsidy' | 'integral';

/** Credits one user's account of `accountType`; money types also raise the user's `balance`, points (`integral`) do not. */
export async function creditUser(
  ctx: OpContext, db: Db, userId: number, amount: number, accountType: AccountType, remark: string | null,
): Promise<{ userId: number; balance: number; accountId: number; accountBalance: number; recordId: number }> {
  const users = ctx.idx.resource('organisation.user');
  // The user's lock serialises credits to one user, so its account is created once.
  const user = await lockRow(ctx, db, users.key, userId);
  if (Number(user.status) === 0) throw new ApiFail(CODE.conflict, `用户${user.name ?? userId}已停用，不能充值`);
  const now = ctx.server.now();
  let balance = Number(user.balance ?? 0);
  if (accountType !== 'integral') {
    const [u] = await db.query(
      `update ${tableName(users)} set "balance" = round(coalesce("balance", 0)::numeric + $1::numeric, 2) where "id" = $2 returning "balance"`,
      [amount, userId]);
    balance = Number(u!.balance);
  }
  const accounts = ctx.idx.resource('organisation.userAccount');
  const [existing] = await db.query(
    `select "id" from ${tableName(accounts)} where "userId" = $1 and "accountType" = $2 and "_deleted" = false order by "id" limit 1`,
    [userId, accountType]);
  const accountId = existing
    ? Number(existing.id)
    : Number((await insertRow(db, accounts, { accountNo: serialNo('A', now), userId, orgId: user.orgId, accountType, balance: 0, status: 1 }, now)).id);
  const [acc] = await db.query(
    `update ${tableName(accounts)} set "balance" = round(coalesce("balance", 0)::numeric + $1::numeric, 2) where "id" = $2 returning "balance"`,
    [amount, accountId]);
  const accountBalance = Number(acc!.balance);
  const record = await insertRow(db, ctx.idx.resource('organisation.userRecod'), {
    userId, orgId: user.orgId ?? null, category: 'user', operation: 'recharge', amount,
    balanceAfter: accountType === 'integral' ? accountBalance : balance, operatorName: operatorName(ctx), remark,
  }, now);
  return { userId, balance, accountId, accountBalance, recordId: Number(record.id) };
}

const remarkOf = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim().slice(0, 255) : null);

/**
 * Credits an enterprise account and writes its flow line with who moved the money (the operator:
 * the approver of a request) and why; the account must be enabled.
 */
async function creditAccount(ctx: OpContext, db: Db, accountId: unknown, amount: number, remark: string | null = null) {
  const accounts = ctx.idx.resource('wallet.virtAccountExtend');
  const acc = await lockRow(ctx, db, accounts.key, accountId);
  if (Number(acc.status) === 0) throw new ApiFail(CODE.conflict, '账户已停用，不能充值');
  const [after] = await db.query(
    `update ${tableName(accounts)} set "balance" = round(coalesce("balance", 0)::numeric + $1::numeric, 2),
     "totalRecharge" = round(coalesce("totalRecharge", 0)::numeric + $1::numeric, 2) where "id" = $2 returning *`,
    [amount, acc.id]);
  const water = await insertRow(db, ctx.idx.resource('wallet.virtAccountWater'), {
    accountId: acc.id, companyId: acc.companyId, type: 'recharge',
    channel: 'admin', amount, balance: Number(after!.balance), operatorName: operatorName(ctx), remark,
  }, ctx.server.now());
  return { account: publicRow(after!), water: publicRow(water) };
}

/**
 * POST /wallet/virtAccountExtend/recharge: no longer moves money with one person. It files a
 * pending recharge request (the 充值管理 queue, the caller as its requester) for the account, and
 * the account is credited only when someone else approves it (rechargeAudit). The account must
 * exist in the caller's scope and be enabled.
 */
const accountRecharge: Handler = async (ctx) => {
  const amount = positiveAmount(ctx.input.amount, '充值金额');
  return ctx.server.db.transaction(async (db) => {
    const acc = await needRow(ctx, db, 'wallet.virtAccountExtend', ctx.input.id);
    if (Number(acc.status) === 0) throw new ApiFail(CODE.conflict, '账户已停用，不能充值');
    const requests = ctx.idx.resource('wallet.rechargeManage');
    const title = (remarkOf(ctx.input.remark) ?? `${String(acc.name ?? acc.accountNo ?? acc.id)}充值`).slice(0, 64);
    const row = await insertRow(db, requests, {
      title, companyId: acc.companyId, accountId: acc.id, amount, auditStatus: 'pending', ...requesterValues(requests, ctx.user),
    }, ctx.server.now());
    return { pending: true, request: publicRow(row) };
  });
};

/**
 * POST /wallet/rechargeManage/rechargeAudit: the generic transition (pending -> approved |
 * rejected, with the audit remark), the reviewer and the time recorded on the request, and on
 * approval the requested amount is credited to the request's account in the same transaction;
 * the flow line names the approver as operator and the request and its requester in its remark.
 */
const rechargeAudit: Handler = (ctx) => reviewedTransition(ctx, 'wallet.rechargeManage', (inTx, db, row) => {
  const why = `充值申请${String(row.rechargeNo ?? row.id)}（申请人：${String(row.requesterName ?? '—')}）`;
  return creditAccount(inTx, db, row.accountId, positiveAmount(row.amount, '充值金额'), why);
});

/** Money in and out of a flow, by type. */
const IN_TYPES = ['recharge', 'refund'];
const OUT_TYPES = ['consume', 'clear'];

/**
 * POST /wallet/virtAccountWater/waterTotal (our addition): the filtered flow's money in
 * (recharges, refunds) and out (payments, resets) and their difference, summed in SQL numeric and
 * answered as decimal strings, so no total passes through a float.
 */
const waterTotal: Handler = async (ctx) => {
  const r = ctx.rows;
  const params: unknown[] = [];
  const where = buildWhere(r, { filters: strictFiltersOf(ctx), scope: scopeFilter(ctx) }, params);
  params.push(IN_TYPES, OUT_TYPES);
  const inP = `$${params.length - 1}`;
  const outP = `$${params.length}`;
  const inSum = `coalesce(sum(case when "type" = any(${inP}) then "amount"::numeric end), 0)`;
  const outSum = `coalesce(sum(case when "type" = any(${outP}) then "amount"::numeric end), 0)`;
  const [row] = await ctx.server.db.query(
    `select count(*)::int as "count", round(${inSum}, 2)::text as "inAmount", round(${outSum}, 2)::text as "outAmount",
       round(${inSum} - ${outSum}, 2)::text as "netAmount" from ${tableName(r)} ${where}`, params);
  return { count: Number(row!.count), inAmount: String(row!.inAmount), outAmount: String(row!.outAmount), netAmount: String(row!.netAmount) };
};

/** What an edit of someone else's request answers: an approver never changes what they approve. */
export const NOT_OWN_REQUEST_MSG = '只有申请人本人可以修改充值申请';

/**
 * POST /wallet/rechargeManage/update: a request is edited (its amount too) only by its requester
 * and only while it can still be submitted, as a draft or after a rejection (409 otherwise); once
 * submitted or approved it is a record. Nobody else edits it (403), so the amount an approver
 * approves is always the amount its requester asked for. A row without a recorded requester (seeded
 * before the rule) is taken by its first editor, who thereby becomes its requester.
 */
const rechargeUpdate: Handler = async (ctx) => {
  const row = await needRow(ctx, ctx.server.db, ctx.rows.key, idOf(ctx));
  const editable = ctx.rows.operations.find((o) => o.name === 'rechargeApply')?.transition?.from ?? [];
  if (!editable.includes(String(row.auditStatus))) throw new ApiFail(CODE.conflict, '充值申请已提交审核，不能修改');
  const owner = row.requesterId;
  if (owner !== null && owner !== undefined && Number(owner) !== ctx.user?.id) throw new ApiFail(CODE.forbidden, NOT_OWN_REQUEST_MSG);
  const out = await update(ctx);
  if ((owner === null || owner === undefined) && ctx.user) {
    const me = requesterValues(ctx.rows, ctx.user);
    await ctx.server.db.query(`update ${tableName(ctx.rows)} set "requesterId" = $1, "requesterName" = $2 where "id" = $3`, [me.requesterId, me.requesterName, row.id]);
  }
  return out;
};

/**
 * POST /wallet/rechargeManage/rechargeApply: the generic submission (which records the submitter as
 * requester); a resubmission after a rejection also clears the last decision (reviewer, time,
 * remark), so what is approved next is a fresh decision on the request as it now stands.
 */
const rechargeApply: Handler = async (ctx) => ctx.server.db.transaction(async (db) => {
  const inTx = { ...ctx, server: { ...ctx.server, db } };
  const result = (await transition(inTx)) as { updated: number; rows: Row[] };
  const requests = ctx.idx.resource('wallet.rechargeManage');
  const rows: Row[] = [];
  for (const row of result.rows) {
    const [after] = await db.query(
      `update ${tableName(requests)} set "auditorName" = null, "auditTime" = null, "auditRemark" = null where "id" = $1 returning *`, [row.id]);
    rows.push(publicRow(after!));
  }
  return { ...result, rows };
});

export const walletActions: Record<string, Handler> = {
  'wallet.virtAccountExtend.recharge': accountRecharge,
  'wallet.rechargeManage.rechargeAudit': rechargeAudit,
  'wallet.virtAccountWater.waterTotal': waterTotal,
  'wallet.rechargeManage.update': rechargeUpdate,
  'wallet.rechargeManage.rechargeApply': rechargeApply,
  ...creditActions,
};
