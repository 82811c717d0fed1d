/**
 * Money actions. Each runs in one transaction: the balance moves and its record is written
 * together, or neither happens.
 * - A user's wallet (organisation.user recharge / batchUserEcharge, welfare grants): the user's
 *   `balance`, the matching `organisation.userAccount` (created on first use) and a
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
import { lockRow, needAll, needRow, operatorName, parseIds, positiveAmount, publicRow, round2, serialNo } from './support';

type AccountType = 'cash' | 'subsidy' | 'integral';

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
      `update ${tableName(users)} set "balance" = round(coalesce("balance", 0)::numeric + $1::numeric, 2)::float8 where "id" = $2 returning "balance"`,
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
    `update ${tableName(accounts)} set "balance" = round(coalesce("balance", 0)::numeric + $1::numeric, 2)::float8 where "id" = $2 returning "balance"`,
    [amount, accountId]);
  const accountBalance = Number(acc!.balance);
  const record = await insertRow(db, ctx.idx.resource('organisation.userRecod'), {
    userId, orgId: user.orgId ?? null, category: 'user', operation: 'recharge', amount,
    balanceAfter: accountType === 'integral' ? accountBalance : balance, operatorName: operatorName(ctx), remark,
  }, now);
  return { userId, balance, accountId, accountBalance, recordId: Number(record.id) };
}

const remarkOf = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim().slice(0, 255) : null);

/** POST /organisation/user/recharge. */
const userRecharge: Handler = async (ctx) => {
  const amount = positiveAmount(ctx.input.amount, '充值金额');
  return ctx.server.db.transaction((db) => creditUser(ctx, db, Number(ctx.input.id), amount, 'cash', remarkOf(ctx.input.remark)));
};

/** POST /organisation/user/batchUserEcharge: all users or none. */
const batchRecharge: Handler = async (ctx) => {
  const amount = positiveAmount(ctx.input.amount, '充值金额');
  const ids = parseIds(ctx.input.ids, 'ids', '用户');
  return ctx.server.db.transaction(async (db) => {
    await needAll(ctx, db, 'organisation.user', ids);
    // Users are locked in id order, so two batches over the same users cannot deadlock.
    const byId = new Map<number, Awaited<ReturnType<typeof creditUser>>>();
    for (const id of [...ids].sort((a, b) => a - b)) byId.set(id, await creditUser(ctx, db, id, amount, 'cash', remarkOf(ctx.input.remark)));
    const results = ids.map((id) => byId.get(id)!);
    return { count: results.length, amount, total: (Math.round(amount * 100) * results.length) / 100, results };
  });
};

/**
 * Credits an enterprise account and writes its flow line with who moved the money (the operator:
 * the approver of a request) and why; the account must be enabled.
 */
async function creditAccount(ctx: OpContext, db: Db, accountId: unknown, amount: number, remark: string | null = null) {
  const accounts = ctx.idx.resource('wallet.virtAccountExtend');
  const acc = await lockRow(ctx, db, accounts.key, accountId);
  if (Number(acc.status) === 0) throw new ApiFail(CODE.conflict, '账户已停用，不能充值');
  const [after] = await db.query(
    `update ${tableName(accounts)} set "balance" = round(coalesce("balance", 0)::numeric + $1::numeric, 2)::float8,
     "totalRecharge" = round(coalesce("totalRecharge", 0)::numeric + $1::numeric, 2)::float8 where "id" = $2 returning *`,
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

/** Which user account a grant type credits. */
const GRANT_ACCOUNT: Record<string, AccountType> = { subsidy: 'subsidy', bonus: 'cash', integral: 'integral' };

/**
 * POST /organisation/welfareRecord/grantAmount: marks the grant granted and each person not yet
 * paid as paid, each by a conditional update, and credits exactly the persons that update changed;
 * a parallel second call finds the grant granted (409) and the transaction pays nobody twice.
 */
const grantAmount: Handler = async (ctx) => ctx.server.db.transaction(async (db) => {
  const grants = ctx.idx.resource('organisation.welfareRecord');
  const grant = await needRow(ctx, db, grants.key, ctx.input.id);
  const notGranted = `coalesce("grantStatus", 'pending') <> 'granted'`;
  const at = formatDateTime(ctx.server.now());
  const [claimed] = await db.query(
    `update ${tableName(grants)} set "grantStatus" = 'granted', "grantTime" = $1 where "id" = $2 and "_deleted" = false and ${notGranted} returning *`,
    [at, grant.id]);
  if (!claimed) throw new ApiFail(CODE.conflict, '当前状态(已发放)不允许此操作');
  const people = ctx.idx.resource('organisation.welfarePersonRecord');
  const persons = await db.query(
    `update ${tableName(people)} set "grantStatus" = 'granted' where "welfareRecordId" = $1 and "_deleted" = false and ${notGranted} returning *`,
    [grant.id]);
  if (!persons.length) throw new ApiFail(CODE.conflict, '该福利没有待发放的人员，请先导入人员');
  const account = GRANT_ACCOUNT[String(grant.grantType)] ?? 'cash';
  // Users are locked in id order, so two grants paying the same people cannot deadlock.
  persons.sort((a, b) => Number(a.userId) - Number(b.userId) || Number(a.id) - Number(b.id));
  let cents = 0;
  for (const p of persons) {
    const amount = round2(Number(p.amount ?? grant.amount ?? 0));
    if (amount <= 0) throw new ApiFail(CODE.conflict, `人员${p.name ?? p.userId}的金额无效`);
    await creditUser(ctx, db, Number(p.userId), amount, account, `福利发放：${grant.title}`);
    cents += Math.round(amount * 100);
  }
  const [after] = await db.query(
    `update ${tableName(grants)} g set "personCount" = s."n", "totalAmount" = s."total" from (
       select count(*)::int as "n", round(coalesce(sum("amount"::numeric), 0), 2)::float8 as "total"
       from ${tableName(people)} where "welfareRecordId" = $1 and "_deleted" = false) s
     where g."id" = $1 returning g.*`,
    [grant.id]);
  return { granted: persons.length, amount: cents / 100, record: publicRow(after!) };
});

export const walletActions: Record<string, Handler> = {
  'organisation.user.recharge': userRecharge,
  'organisation.user.batchUserEcharge': batchRecharge,
  'wallet.virtAccountExtend.recharge': accountRecharge,
  'wallet.rechargeManage.rechargeAudit': rechargeAudit,
  'wallet.virtAccountWater.waterTotal': waterTotal,
  'wallet.rechargeManage.update': rechargeUpdate,
  'credit.credit.setAvailableAmount': setAvailableAmount,
  'credit.credit.set': creditSet,
  'organisation.welfareRecord.grantAmount': grantAmount,
};
