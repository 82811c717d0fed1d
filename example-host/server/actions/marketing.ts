/**
 * 营销中心's coupon rules (our additions around the spec's getCouponInfo): a batch is edited only
 * as a draft, its stock opens when it is published, issuing takes stock in one conditional UPDATE
 * (never below zero, correct on PostgreSQL under concurrency) and keeps each user's limit, and a
 * received coupon is used once on an order that meets its threshold, within its dates.
 */
import { decimalToFen } from '../db/decimal';
import { q, tableName } from '../db/migrate';
import { formatDateTime, insertMany, rowOut } from '../db/store';
import { add, update } from '../handlers/crud';
import { deleteOne } from '../handlers/delete';
import { idOf } from '../handlers/input';
import { stateLabel } from '../handlers/transition';
import { fenToAmount } from '../../../src/utils/amountFen';
import { ApiFail, CODE, type Db, type Handler, type OpContext, type Row } from '../types';
import { lockRow, needRow, operatorName, parseIds } from './support';
import { marketingDistributionActions } from './marketingDistribution';

const COUPON = 'marketing.coupon';
const RECEIPT = 'marketing.couponReceipt';
/** Users one issue may name: a larger campaign is several issues (each all or none). */
export const MAX_ISSUE_USERS = 500;

const text = (v: unknown): string => (v === undefined || v === null ? '' : String(v).trim());
const bad = (msg: string, field: string) => new ApiFail(CODE.badRequest, msg, field);
const today = (ctx: Pick<OpContext, 'server'>) => formatDateTime(ctx.server.now()).slice(0, 10);
const fen = (v: unknown): bigint => (v === null || v === undefined || v === '' ? 0n : (decimalToFen(v) ?? 0n));
const table = (ctx: OpContext, key: string) => tableName(ctx.idx.resource(key));
const statusText = (ctx: OpContext, key: string, v: unknown) => stateLabel(ctx.idx.resource(key).fields.status, v);

/** What a batch's type needs: 满减 a face value below its threshold, 代金 a face value, 折扣 a discount. */
export function checkBatch(row: Row): void {
  const type = text(row.type);
  if (type === 'full' || type === 'cash') {
    if (fen(row.amount) <= 0n) throw bad('请填写面额，且大于0', 'amount');
    if (type === 'full' && fen(row.minSpend) <= fen(row.amount)) throw bad('满减券的使用门槛须大于面额', 'minSpend');
  }
  if (type === 'discount') {
    const d = fen(row.discount);
    if (d <= 0n || d >= 1000n) throw bad('折扣须在0.1到9.9折之间', 'discount');
  }
  const from = text(row.startDate);
  const to = text(row.endDate);
  if (from && to && to < from) throw bad('结束日期不能早于开始日期', 'endDate');
}

/** Only the fields of its type are kept: a 折扣券 has no face value, the others no discount. */
const typed = (row: Row): Row => (text(row.type) === 'discount' ? { ...row, amount: null } : { ...row, discount: null });

const addCoupon: Handler = async (ctx) => {
  checkBatch(ctx.input);
  return add({ ...ctx, input: typed(ctx.input) });
};

async function draftOnly(ctx: OpContext, what: string): Promise<Row> {
  const stored = await needRow(ctx, ctx.server.db, COUPON, idOf(ctx));
  if (stored.status !== 'draft') {
    throw new ApiFail(CODE.conflict, `优惠券“${text(stored.name)}”${statusText(ctx, COUPON, stored.status)}，只有草稿可以${what}`);
  }
  return stored;
}

const updateCoupon: Handler = async (ctx) => {
  const stored = await draftOnly(ctx, '修改');
  const merged: Row = { ...stored };
  for (const [k, v] of Object.entries(ctx.input)) if (v !== undefined) merged[k] = v;
  checkBatch(merged);
  const input = typed(merged);
  return update({ ...ctx, input: Object.fromEntries(Object.keys(ctx.input).concat('amount', 'discount').map((k) => [k, input[k]])) });
};

const deleteCoupon: Handler = async (ctx) => {
  await draftOnly(ctx, '删除');
  return deleteOne(ctx);
};

/** 发布: a draft within its dates opens its stock at its total, in one conditional statement. */
const publishCoupon: Handler = async (ctx) => {
  const id = idOf(ctx);
  const stored = await needRow(ctx, ctx.server.db, COUPON, id);
  checkBatch(stored);
  if (text(stored.endDate) < today(ctx)) throw new ApiFail(CODE.conflict, `优惠券“${text(stored.name)}”已过结束日期，不能发布`);
  const [row] = await ctx.server.db.query(
    `update ${table(ctx, COUPON)} set "status" = 'published', "remaining" = "total" where "id" = $1 and "status" = 'draft' and "_deleted" = false returning *`, [id]);
  if (!row) throw new ApiFail(CODE.conflict, `优惠券“${text(stored.name)}”${statusText(ctx, COUPON, stored.status)}，只有草稿可以发布`);
  return rowOut(ctx.rows, row);
};

/**
 * Takes `count` coupons of a published batch's stock in one statement: the row lock makes a
 * parallel issue wait and re-check the stock, so the stock never drops below zero. Null when the
 * batch is not published or has less than `count` left.
 */
export async function takeStock(db: Db, couponTable: string, id: number, count: number): Promise<number | null> {
  const [row] = await db.query<{ remaining: number }>(
    `update ${couponTable} set "remaining" = "remaining" - $2
     where "id" = $1 and "status" = 'published' and "_deleted" = false and "remaining" >= $2 returning "remaining"`, [id, count]);
  return row ? Number(row.remaining) : null;
}

/** 发放: one coupon to each listed user of the batch's project; all or none. */
const issueCoupon: Handler = async (ctx) => {
  const { db, now } = ctx.server;
  const userIds = parseIds(ctx.input.userIds, 'userIds', '发放用户');
  if (userIds.length > MAX_ISSUE_USERS) throw bad(`一次最多发放${MAX_ISSUE_USERS}人`, 'userIds');
  const batch = await needRow(ctx, db, COUPON, ctx.input.id);
  const name = text(batch.name);
  if (batch.status !== 'published') {
    throw new ApiFail(CODE.conflict, `优惠券“${name}”${statusText(ctx, COUPON, batch.status)}，只有已发布的优惠券可以发放`);
  }
  if (text(batch.endDate) < today(ctx)) throw new ApiFail(CODE.conflict, `优惠券“${name}”已过结束日期，不能发放`);
  const users = await db.query(`select "id", "name", "orgId" from ${table(ctx, 'organisation.user')} where "id" = any($1) and "_deleted" = false`, [userIds]);
  const found = new Set(users.map((u) => Number(u.id)));
  const missing = userIds.filter((u) => !found.has(u));
  if (missing.length) throw bad(`用户不存在：${missing.join(',')}`, 'userIds');
  const elsewhere = users.filter((u) => Number(u.orgId) !== Number(batch.orgId));
  if (elsewhere.length) throw bad(`以下用户不属于该券的项目：${elsewhere.map((u) => text(u.name) || u.id).join('、')}`, 'userIds');

  const remaining = await takeStock(db, table(ctx, COUPON), Number(batch.id), userIds.length);
  if (remaining === null) {
    const [now2] = await db.query(`select "remaining", "status" from ${table(ctx, COUPON)} where "id" = $1`, [batch.id]);
    if (now2?.status !== 'published') throw new ApiFail(CODE.conflict, `优惠券“${name}”已不是已发布状态，未发放`);
    throw new ApiFail(CODE.conflict, `库存不足：优惠券“${name}”剩余${Number(now2.remaining ?? 0)}张，本次需要${userIds.length}张`);
  }
  // Counted while this transaction holds the batch's row lock: a parallel issue to the same user
  // waits for it and then sees these receipts, so the limit holds under concurrency too.
  const over = await db.query(
    `select r."userId", u."name", count(*)::int as n from ${table(ctx, RECEIPT)} r join ${table(ctx, 'organisation.user')} u on u."id" = r."userId"
     where r."couponId" = $1 and r."userId" = any($2) and r."_deleted" = false group by r."userId", u."name" having count(*) >= $3`,
    [batch.id, userIds, Number(batch.perUserLimit ?? 1)]);
  if (over.length) {
    throw new ApiFail(CODE.conflict, `以下用户已领满每人限领的${Number(batch.perUserLimit ?? 1)}张，未发放：${over.map((o) => text(o.name) || o.userId).join('、')}`, 'userIds');
  }
  const at = formatDateTime(now());
  const rows = await insertMany(db, ctx.idx.resource(RECEIPT), userIds.map((userId) => ({
    couponId: batch.id, orgId: batch.orgId, userId, channel: 'issued', receiveTime: at, expireDate: batch.endDate,
    status: 'unused', issuedBy: operatorName(ctx),
  })), now());
  return { issued: rows.length, remaining, receiptIds: rows.map((r) => r.id) };
};

/**
 * What a coupon takes off an order, in fen, or a 400 naming the order amount: the threshold must
 * be met; 满减 and 代金 take the face value (at most the order), 折扣 the order times (10 − discount) / 10.
 * @example couponDeduction({ type: 'discount', discount: 8.5, minSpend: 0 }, 10000n) // 1500n
 */
export function couponDeduction(batch: Row, orderFen: bigint): bigint {
  const min = fen(batch.minSpend);
  if (orderFen < min) throw bad(`订单金额未达到使用门槛${fenToAmount(min)}元`, 'orderAmount');
  if (text(batch.type) === 'discount') {
    const pay = (orderFen * fen(batch.discount) + 500n) / 1000n;
    return orderFen - pay;
  }
  const face = fen(batch.amount);
  return face < orderFen ? face : orderFen;
}

/** 核销: an unused coupon within its dates, once, on an order that meets its threshold. */
const useCoupon: Handler = async (ctx) => {
  const { db, now } = ctx.server;
  const id = idOf(ctx);
  const rec = await lockRow(ctx, db, RECEIPT, id);
  if (rec.status !== 'unused') throw new ApiFail(CODE.conflict, `该券${statusText(ctx, RECEIPT, rec.status)}，不能核销`);
  const [batch] = await db.query(`select * from ${table(ctx, COUPON)} where "id" = $1`, [rec.couponId]);
  if (!batch) throw new ApiFail(CODE.notFound, '优惠券不存在');
  const day = today(ctx);
  if (text(batch.startDate) > day) throw new ApiFail(CODE.conflict, `该券${text(batch.startDate)}起可用，尚未到使用时间`);
  if (text(rec.expireDate) < day) throw new ApiFail(CODE.conflict, `该券已过有效期（至${text(rec.expireDate)}），不能核销`);
  const orderNo = text(ctx.input.orderNo);
  if (!orderNo) throw bad('使用订单号不能为空', 'orderNo');
  const orderFen = decimalToFen(ctx.input.orderAmount);
  if (orderFen === null || orderFen <= 0n) throw bad('订单金额必须大于0', 'orderAmount');
  const off = couponDeduction(batch, orderFen);
  const [row] = await db.query(
    `update ${table(ctx, RECEIPT)} set "status" = 'used', ${q('orderNo')} = $2, ${q('orderAmount')} = $3, ${q('discountAmount')} = $4, ${q('useTime')} = $5
     where "id" = $1 and "status" = 'unused' and "_deleted" = false returning *`,
    [id, orderNo, fenToAmount(orderFen), fenToAmount(off), formatDateTime(now())]);
  if (!row) throw new ApiFail(CODE.conflict, '该券已被核销');
  return rowOut(ctx.rows, row);
};

/**
 * The hourly job: unused coupons past their last valid day become 已过期.
 * @example await expireCouponReceipts(db, tableName(idx.resource('marketing.couponReceipt')), new Date()) // { expired: 3 }
 */
export async function expireCouponReceipts(db: Db, receiptTable: string, at: Date): Promise<{ expired: number }> {
  const rows = await db.query(
    `update ${receiptTable} set "status" = 'expired' where "status" = 'unused' and "_deleted" = false and "expireDate" < $1 returning "id"`,
    [formatDateTime(at).slice(0, 10)]);
  return { expired: rows.length };
}

/** Handlers by operationId. */
export const marketingActions: Record<string, Handler> = {
  'marketing.coupon.add': addCoupon,
  'marketing.coupon.update': updateCoupon,
  'marketing.coupon.delete': deleteCoupon,
  'marketing.coupon.publishCoupon': publishCoupon,
  'marketing.coupon.issueCoupon': issueCoupon,
  'marketing.couponReceipt.useCoupon': useCoupon,
  ...marketingDistributionActions,
};
