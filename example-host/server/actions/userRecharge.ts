/**
 * Users' recharges need two people (our addition `organisation.userRechargeRequest`).
 * `user/recharge`, `user/batchUserEcharge` and `welfareRecord/grantAmount` only file a pending
 * request (the caller as requester) and answer `{ pending: true, request }`; nothing moves. The
 * approval (`rechargeAudit`, refused to the requester by the dispatcher) moves the request from
 * 待审核 by one conditional update, then credits every user and writes each ledger line in the same
 * transaction: a parallel or repeated approval finds the request decided (409) and credits nobody;
 * any refusal while crediting (a user disabled since, out of the approver's scope) rolls all back.
 * Amounts are checked as two-decimal figures and summed in integer fen. The requester (users role)
 * lists their own requests (`myList`) and withdraws a pending one (`withdraw`, row-locked: a
 * parallel approval either waits and finds it 已撤回, or decided it first and the withdrawal is 409).
 */
import { tableName } from '../db/migrate';
import { formatDateTime, insertRow } from '../db/store';
import { requesterValues } from '../handlers/approvals';
import { idsOf } from '../handlers/input';
import { list } from '../handlers/list';
import { stateLabel, transition } from '../handlers/transition';
import { ApiFail, CODE, type Db, type Handler, type OpContext, type Row } from '../types';
import { lockRow, needAll, needRow, operatorName, parseIds, positiveAmount, publicRow } from './support';
import { creditUser, type AccountType } from './wallet';

const REQUESTS = 'organisation.userRechargeRequest';
const remarkOf = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim().slice(0, 255) : null);
const fenOf = (v: unknown): number => Math.round(Number(v ?? 0) * 100);
const namesOf = (rows: readonly Row[]): string => {
  const names = rows.map((u) => String(u.name ?? u.id));
  const text = names.slice(0, 10).join('、') + (names.length > 10 ? ` 等${names.length}人` : '');
  return text.slice(0, 255);
};

/** Inserts one pending request with the caller as requester. */
async function fileRequest(ctx: OpContext, db: Db, values: Row): Promise<Row> {
  const r = ctx.idx.resource(REQUESTS);
  const row = await insertRow(db, r, { ...values, auditStatus: 'pending', ...requesterValues(r, ctx.user) }, ctx.server.now());
  return publicRow(row);
}

/** Refuses disabled users before anything is filed (an approver could not credit them). */
function refuseDisabled(users: readonly Row[]): void {
  const off = users.filter((u) => Number(u.status) === 0);
  if (off.length) throw new ApiFail(CODE.conflict, `用户${off.map((u) => String(u.name ?? u.id)).join('、')}已停用，不能充值`);
}

/** POST /organisation/user/recharge: files a request for one user of the caller's scope. */
const userRecharge: Handler = async (ctx) => {
  const amount = positiveAmount(ctx.input.amount, '充值金额');
  return ctx.server.db.transaction(async (db) => {
    const user = await needRow(ctx, db, 'organisation.user', ctx.input.id);
    refuseDisabled([user]);
    const request = await fileRequest(ctx, db, {
      targetType: 'user', userIds: String(user.id), userNames: namesOf([user]), userCount: 1, amount, totalAmount: amount,
      orgId: user.orgId ?? null, purpose: remarkOf(ctx.input.remark),
    });
    return { pending: true, request };
  });
};

/**
 * POST /organisation/user/batchUserEcharge: one request per project of the users (each project's
 * approvers see theirs), all filed or none; `request` is the first, `requests` all of them.
 */
const batchRecharge: Handler = async (ctx) => {
  const amount = positiveAmount(ctx.input.amount, '充值金额');
  const ids = parseIds(ctx.input.ids, 'ids', '用户');
  return ctx.server.db.transaction(async (db) => {
    await needAll(ctx, db, 'organisation.user', ids);
    const users = await db.query(`select * from ${tableName(ctx.idx.resource('organisation.user'))} where "id" = any($1) order by "id"`, [ids]);
    refuseDisabled(users);
    const byOrg = new Map<string, Row[]>();
    for (const u of users) byOrg.set(String(u.orgId ?? ''), [...(byOrg.get(String(u.orgId ?? '')) ?? []), u]);
    const requests: Row[] = [];
    for (const group of byOrg.values()) {
      requests.push(await fileRequest(ctx, db, {
        targetType: 'batch', userIds: group.map((u) => String(u.id)).join(','), userNames: namesOf(group), userCount: group.length,
        amount, totalAmount: (fenOf(amount) * group.length) / 100, orgId: group[0]!.orgId ?? null, purpose: remarkOf(ctx.input.remark),
      }));
    }
    return { pending: true, request: requests[0], requests, count: ids.length, amount, total: (fenOf(amount) * ids.length) / 100 };
  });
};

const GRANTABLE = ['pending', 'failed'];

/**
 * POST /organisation/welfareRecord/grantAmount: claims the grant (待发放 -> 待审核, one conditional
 * update, so a second call gets 409) and files one request for its people not yet paid.
 */
const grantAmount: Handler = async (ctx) => ctx.server.db.transaction(async (db) => {
  const grants = ctx.idx.resource('organisation.welfareRecord');
  const grant = await needRow(ctx, db, grants.key, ctx.input.id);
  const [claimed] = await db.query(
    `update ${tableName(grants)} set "grantStatus" = 'requested' where "id" = $1 and "_deleted" = false
     and coalesce("grantStatus", 'pending') = any($2) returning *`, [grant.id, GRANTABLE]);
  if (!claimed) {
    const [now] = await db.query(`select "grantStatus" from ${tableName(grants)} where "id" = $1`, [grant.id]);
    throw new ApiFail(CODE.conflict, `当前状态(${stateLabel(grants.fields.grantStatus, now?.grantStatus)})不允许此操作`, 'grantStatus');
  }
  const persons = await db.query(
    `select * from ${tableName(ctx.idx.resource('organisation.welfarePersonRecord'))} where "welfareRecordId" = $1 and "_deleted" = false
     and coalesce("grantStatus", 'pending') <> 'granted' order by "userId", "id"`, [grant.id]);
  if (!persons.length) throw new ApiFail(CODE.conflict, '该福利没有待发放的人员，请先导入人员');
  let fen = 0;
  for (const p of persons) {
    const one = fenOf(p.amount ?? grant.amount);
    if (one <= 0) throw new ApiFail(CODE.conflict, `人员${String(p.name ?? p.userId)}的金额无效`);
    fen += one;
  }
  const request = await fileRequest(ctx, db, {
    targetType: 'welfare', welfareRecordId: grant.id, userIds: [...new Set(persons.map((p) => String(p.userId)))].join(','),
    userNames: namesOf(persons), userCount: persons.length, amount: grant.amount ?? null, totalAmount: fen / 100,
    orgId: grant.orgId ?? null, purpose: `福利发放：${String(grant.title)}`.slice(0, 255),
  });
  return { pending: true, request, record: publicRow(claimed) };
});

/** Which user account a grant type credits. */
const GRANT_ACCOUNT: Record<string, AccountType> = { subsidy: 'subsidy', bonus: 'cash', integral: 'integral' };

/** Pays the people of an approved welfare request: marks the grant and each person granted, credits each once. */
async function payGrant(ctx: OpContext, db: Db, request: Row, why: string): Promise<number> {
  const grants = ctx.idx.resource('organisation.welfareRecord');
  const [grant] = await db.query(
    `update ${tableName(grants)} set "grantStatus" = 'granted', "grantTime" = $1 where "id" = $2 and "_deleted" = false
     and "grantStatus" = 'requested' returning *`, [formatDateTime(ctx.server.now()), request.welfareRecordId]);
  if (!grant) throw new ApiFail(CODE.conflict, '福利发放不存在或不在待审核状态');
  const people = ctx.idx.resource('organisation.welfarePersonRecord');
  const persons = await db.query(
    `update ${tableName(people)} set "grantStatus" = 'granted' where "welfareRecordId" = $1 and "_deleted" = false
     and coalesce("grantStatus", 'pending') <> 'granted' returning *`, [grant.id]);
  // Users are locked in id order, so two payouts to the same people cannot deadlock.
  persons.sort((a, b) => Number(a.userId) - Number(b.userId) || Number(a.id) - Number(b.id));
  const account = GRANT_ACCOUNT[String(grant.grantType)] ?? 'cash';
  let fen = 0;
  for (const p of persons) {
    const one = fenOf(p.amount ?? grant.amount);
    if (one <= 0) throw new ApiFail(CODE.conflict, `人员${String(p.name ?? p.userId)}的金额无效`);
    await creditUser(ctx, db, Number(p.userId), one / 100, account, why);
    fen += one;
  }
  if (fen !== fenOf(request.totalAmount)) throw new ApiFail(CODE.conflict, '福利发放人员已变化，请驳回后重新提交');
  await db.query(
    `update ${tableName(grants)} g set "personCount" = s."n", "totalAmount" = s."total" from (
       select count(*)::int as "n", round(coalesce(sum("amount"::numeric), 0), 2) as "total"
       from ${tableName(people)} where "welfareRecordId" = $1 and "_deleted" = false) s
     where g."id" = $1`, [grant.id]);
  return persons.length;
}

/**
 * POST /organisation/userRechargeRequest/rechargeAudit: the generic transition (pending ->
 * approved | rejected, with the note), the reviewer and time recorded, and on approval every user
 * credited with a ledger line naming the approver (operator) and the request and its requester.
 * A rejected welfare request puts its grant back to 待发放.
 */
const rechargeAudit: Handler = async (ctx) => ctx.server.db.transaction(async (db) => {
  const inTx = { ...ctx, server: { ...ctx.server, db } };
  const result = (await transition(inTx)) as { updated: number; rows: Row[] };
  const requests = ctx.idx.resource(REQUESTS);
  const at = formatDateTime(ctx.server.now());
  const rows: Row[] = [];
  let credited = 0;
  for (const row of result.rows) {
    const [after] = await db.query(
      `update ${tableName(requests)} set "auditorName" = $1, "auditTime" = $2 where "id" = $3 returning *`, [operatorName(ctx), at, row.id]);
    rows.push(publicRow(after!));
    const why = `充值申请${String(row.requestNo ?? row.id)}（申请人：${String(row.requesterName ?? '—')}）${row.purpose ? `：${String(row.purpose)}` : ''}`.slice(0, 255);
    if (row.auditStatus !== 'approved') {
      await releaseGrant(ctx, db, row);
      continue;
    }
    if (row.targetType === 'welfare') {
      credited += await payGrant(inTx, db, row, why);
      continue;
    }
    const amount = positiveAmount(row.amount, '充值金额');
    // Users are locked in id order, so two approvals over the same users cannot deadlock.
    const ids = parseIds(row.userIds, 'userIds', '用户').sort((a, b) => a - b);
    for (const id of ids) await creditUser(inTx, db, id, amount, 'cash', why);
    credited += ids.length;
  }
  return { ...result, rows, credited };
});

/** A welfare request no longer pending payment hands its grant back: 待审核 -> 待发放. */
async function releaseGrant(ctx: OpContext, db: Db, row: Row): Promise<void> {
  if (row.targetType !== 'welfare') return;
  await db.query(`update ${tableName(ctx.idx.resource('organisation.welfareRecord'))} set "grantStatus" = 'pending'
    where "id" = $1 and "grantStatus" = 'requested'`, [row.welfareRecordId]);
}

/**
 * POST /organisation/userRechargeRequest/myList: the generic list with the caller as the fixed
 * requester (and the caller's data scope), so the users role sees only what it filed.
 */
const myList: Handler = async (ctx) => {
  const where = { ...ctx.entry.op.where, [ctx.entry.op.mine ?? 'requesterId']: ctx.user?.id ?? 0 };
  return list({ ...ctx, entry: { ...ctx.entry, op: { ...ctx.entry.op, where } } });
};

/**
 * POST /organisation/userRechargeRequest/withdraw: 待审核 -> 已撤回, only by the requester. Each
 * row is locked (`for update`) before its checks, so an approval running at the same moment
 * cannot credit a request that is being withdrawn, nor the other way round.
 */
const withdraw: Handler = async (ctx) => {
  const ids = [...new Set(idsOf(ctx))].sort((a, b) => a - b);
  const requests = ctx.idx.resource(REQUESTS);
  return ctx.server.db.transaction(async (db) => {
    const rows: Row[] = [];
    for (const id of ids) {
      const row = await lockRow(ctx, db, REQUESTS, id);
      if (row.requesterId == null || String(row.requesterId) !== String(ctx.user?.id ?? '')) {
        throw new ApiFail(CODE.forbidden, `只能撤回自己提交的充值申请（申请人：${String(row.requesterName ?? '—')}）`, 'requesterId');
      }
      if (row.auditStatus !== 'pending') {
        throw new ApiFail(CODE.conflict, `审核状态为${stateLabel(requests.fields.auditStatus, row.auditStatus)}，只有待审核的申请可以撤回`, 'auditStatus');
      }
      const [after] = await db.query(`update ${tableName(requests)} set "auditStatus" = 'withdrawn' where "id" = $1 returning *`, [row.id]);
      await releaseGrant(ctx, db, row);
      rows.push(publicRow(after!));
    }
    return { updated: rows.length, rows };
  });
};

export const userRechargeActions: Record<string, Handler> = {
  'organisation.user.recharge': userRecharge,
  'organisation.user.batchUserEcharge': batchRecharge,
  'organisation.welfareRecord.grantAmount': grantAmount,
  'organisation.userRechargeRequest.rechargeAudit': rechargeAudit,
  'organisation.userRechargeRequest.myList': myList,
  'organisation.userRechargeRequest.withdraw': withdraw,
};
