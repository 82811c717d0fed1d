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
 * - A credit line (credit.credit setAvailableAmount): recorded as a creditQuotaOperation.
 */
import { tableName } from '../db/migrate';
import { buildWhere, formatDateTime, insertRow } from '../db/store';
import { save, update } from '../handlers/crud';
import { idOf, strictFiltersOf } from '../handlers/input';
import { scopeFilter } from '../scope/rowScope';
import { requesterValues } from '../handlers/approvals';
import { transition } from '../handlers/transition';
import { ApiFail, CODE, type Db, type Handler, type OpContext, type Row } from '../types';
import { lockRow, needRow, operatorName, positiveAmount, publicRow, round2, serialNo } from './support';

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
const rechargeAudit: Handler = async (ctx) => ctx.server.db.transaction(async (db) => {
  const inTx = { ...ctx, server: { ...ctx.server, db } };
  const result = (await transition(inTx)) as { updated: number; rows: Row[] };
  const requests = ctx.idx.resource('wallet.rechargeManage');
  const at = formatDateTime(ctx.server.now());
  const rows: Row[] = [];
  for (const row of result.rows) {
    const [after] = await db.query(
      `update ${tableName(requests)} set "auditorName" = $1, "auditTime" = $2 where "id" = $3 returning *`, [operatorName(ctx), at, row.id]);
    rows.push(publicRow(after!));
    if (row.auditStatus !== 'approved') continue;
    const why = `充值申请${String(row.rechargeNo ?? row.id)}（申请人：${String(row.requesterName ?? '—')}）`;
    await creditAccount(inTx, db, row.accountId, positiveAmount(row.amount, '充值金额'), why);
  }
  return { ...result, rows };
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

/**
 * POST /wallet/rechargeManage/update: a request is edited (its amount too) only while it can still
 * be submitted, as a draft or after a rejection; once submitted or approved it is a record (409).
 */
const rechargeUpdate: Handler = async (ctx) => {
  const row = await needRow(ctx, ctx.server.db, ctx.rows.key, idOf(ctx));
  const editable = ctx.rows.operations.find((o) => o.name === 'rechargeApply')?.transition?.from ?? [];
  if (!editable.includes(String(row.auditStatus))) throw new ApiFail(CODE.conflict, '充值申请已提交审核，不能修改');
  return update(ctx);
};

/** POST /credit/credit/setAvailableAmount: at most the limit minus what is used. */
const setAvailableAmount: Handler = async (ctx) => {
  const value = Number(ctx.input.availableAmount);
  if (!Number.isFinite(value) || value < 0) throw new ApiFail(CODE.badRequest, '可用额度不能小于0', 'availableAmount');
  return ctx.server.db.transaction(async (db) => {
    const credits = ctx.idx.resource('credit.credit');
    const credit = await lockRow(ctx, db, credits.key, ctx.input.id);
    const room = round2(Number(credit.creditQuota ?? 0) - Number(credit.usedAmount ?? 0));
    if (value > room) throw new ApiFail(CODE.conflict, `可用额度不能超过授信额度减已用额度（${room}）`, 'availableAmount');
    const before = Number(credit.availableAmount ?? 0);
    const [after] = await db.query(`update ${tableName(credits)} set "availableAmount" = $1 where "id" = $2 returning *`, [round2(value), credit.id]);
    const op = await insertRow(db, ctx.idx.resource('credit.creditQuotaOperation'), {
      creditId: credit.id, operationType: 'set', beforeAmount: before, afterAmount: round2(value),
      operatorName: operatorName(ctx), remark: remarkOf(ctx.input.remark)?.slice(0, 200) ?? null,
    }, ctx.server.now());
    return { credit: publicRow(after!), operation: publicRow(op) };
  });
};

const fenOf = (v: unknown): number => Math.round(Number(v ?? 0) * 100);

/**
 * POST /credit/credit/set: adds or changes a credit line (the generic save) and, when its limit
 * changes, records the change as a quota operation (提额 / 降额, before and after, who) in the same
 * transaction. The limit never goes under what is used; the available amount follows the change
 * of the limit, within zero and the limit minus what is used. Sums in whole fen.
 */
const creditSet: Handler = async (ctx) => ctx.server.db.transaction(async (db) => {
  const inTx = { ...ctx, server: { ...ctx.server, db } };
  const credits = ctx.idx.resource('credit.credit');
  const id = ctx.input.id;
  const isNew = id === undefined || id === null || id === '';
  const before = isNew ? null : await lockRow(inTx, db, credits.key, id);
  const saved = (await save(inTx)) as Row;
  const quota = fenOf(saved.creditQuota);
  const used = fenOf(before ? before.usedAmount : saved.usedAmount);
  if (quota < used) throw new ApiFail(CODE.conflict, `授信额度不能小于已用额度（${(used / 100).toFixed(2)}）`, 'creditQuota');
  const oldQuota = before ? fenOf(before.creditQuota) : 0;
  if (before && oldQuota === quota) return saved;
  const avail = before ? Math.max(0, Math.min(fenOf(before.availableAmount) + quota - oldQuota, quota - used)) : quota - used;
  const [after] = await db.query(`update ${tableName(credits)} set "availableAmount" = $1 where "id" = $2 returning *`, [avail / 100, saved.id]);
  await insertRow(db, ctx.idx.resource('credit.creditQuotaOperation'), {
    creditId: saved.id, operationType: quota >= oldQuota ? 'increase' : 'decrease', beforeAmount: oldQuota / 100, afterAmount: quota / 100,
    operatorName: operatorName(ctx), remark: isNew ? '新增授信' : '调整授信额度',
  }, ctx.server.now());
  return publicRow(after!);
});

export const walletActions: Record<string, Handler> = {
  'wallet.virtAccountExtend.recharge': accountRecharge,
  'wallet.rechargeManage.rechargeAudit': rechargeAudit,
  'wallet.virtAccountWater.waterTotal': waterTotal,
  'wallet.rechargeManage.update': rechargeUpdate,
  'credit.credit.setAvailableAmount': setAvailableAmount,
  'credit.credit.set': creditSet,
};
