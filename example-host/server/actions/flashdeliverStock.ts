/**
 * The cloud shop's stock (our addition): receipts add to a project's stock, a confirmed
 * stock-taking sets it to the counted figures, and each movement writes its stock line (who,
 * when, before, after, difference) in the same transaction as the figure it changes. Nothing
 * else writes stock: the contract gives the stock and its lines no generic add, edit or delete.
 */
import { q, tableName } from '../db/migrate';
import { formatDateTime, insertRow, rowOut } from '../db/store';
import { requesterValues } from '../handlers/approvals';
import { idOf, idsOf } from '../handlers/input';
import { checkRefs, writableValues } from '../handlers/writeChecks';
import { ApiFail, CODE, type Db, type Handler, type OpContext, type Row } from '../types';
import { lockRow, needRow, operatorName, publicRow, serialNo } from './support';

const bad = (msg: string, field: string) => new ApiFail(CODE.badRequest, msg, field);
const KEYS = {
  stock: 'flashdeliver.stock', receipt: 'flashdeliver.stockReceipt', taking: 'flashdeliver.stockTaking',
  line: 'flashdeliver.stockTakingLine', movement: 'flashdeliver.stockMovement',
} as const;

/** A whole number of units within [min, 1,000,000], or 400 naming the field. */
function wholeUnits(v: unknown, field: string, label: string, min: number): number {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : typeof v === 'number' ? v : NaN;
  if (!Number.isInteger(n)) throw bad(`${label}须为整数`, field);
  if (n < min) throw bad(`${label}不能小于${min}`, field);
  if (n > 1000000) throw bad(`${label}不能大于1000000`, field);
  return n;
}

/** What moves a stock figure: by how much, why, and the document it came from. */
export interface StockMove {
  orgId: number;
  productId: number;
  kind: 'receipt' | 'sale' | 'stockTaking';
  /** The change (a receipt's quantity, a sale's minus its quantity); or `to` for a stock-taking. */
  delta?: number;
  /** The counted figure a stock-taking sets. */
  to?: number;
  sourceNo: string;
}

/**
 * Moves one product's stock in a project (locking its row, creating it on the first receipt) and
 * writes the stock line; a figure that would go below zero is refused (409) and nothing is
 * written. Call it inside the transaction of the action that moved the goods. Returns the line,
 * or null when the figure did not change.
 */
export async function moveStock(ctx: OpContext, db: Db, m: StockMove): Promise<Row | null> {
  const stocks = ctx.idx.resource(KEYS.stock);
  const at = ctx.server.now();
  let [row] = await db.query(`select * from ${tableName(stocks)} where ${q('orgId')} = $1 and ${q('productId')} = $2 and "_deleted" = false for update`, [m.orgId, m.productId]);
  if (!row) {
    if (m.kind === 'sale') throw new ApiFail(CODE.conflict, '该商品在此项目没有库存', 'productId');
    row = await insertRow(db, stocks, { orgId: m.orgId, productId: m.productId, quantity: 0, lastMoveTime: formatDateTime(at) }, at);
  }
  const before = Number(row.quantity ?? 0);
  const after = m.to ?? before + (m.delta ?? 0);
  if (after < 0) throw new ApiFail(CODE.conflict, `库存不足：现有${before}，不能减少${before - after}`, 'quantity');
  if (after === before) return null;
  await db.query(`update ${tableName(stocks)} set ${q('quantity')} = $1, ${q('lastMoveTime')} = $2 where "id" = $3`, [after, formatDateTime(at), row.id]);
  return insertRow(db, ctx.idx.resource(KEYS.movement), {
    orgId: m.orgId, productId: m.productId, stockId: row.id, kind: m.kind,
    beforeQuantity: before, afterQuantity: after, difference: after - before, sourceNo: m.sourceNo, operatorName: operatorName(ctx),
  }, at);
}

const inTx = (ctx: OpContext, db: Db): OpContext => ({ ...ctx, server: { ...ctx.server, db } });

/** 入库: the receipt, its stock and its stock line in one transaction. */
const addReceipt: Handler = async (ctx) => {
  const quantity = wholeUnits(ctx.input.quantity, 'quantity', '入库数量', 1);
  return ctx.server.db.transaction(async (db) => {
    const r = ctx.idx.resource(KEYS.receipt);
    const values: Row = {
      ...(await writableValues(r, ctx.input, 'add')), quantity, ...requesterValues(r, ctx.user),
      receiptNo: serialNo('RK', ctx.server.now()),
    };
    if (!values.orgId) throw bad('请选择项目', 'orgId');
    if (!values.productId) throw bad('请选择商品', 'productId');
    await checkRefs(db, ctx.idx, r, values);
    const receipt = await insertRow(db, r, values, ctx.server.now());
    await moveStock(inTx(ctx, db), db, { orgId: Number(values.orgId), productId: Number(values.productId), kind: 'receipt', delta: quantity, sourceNo: String(values.receiptNo) });
    return rowOut(r, receipt);
  });
};

/** 新建盘点: one open stock-taking per project; its lines are the project's stock figures now. */
const addTaking: Handler = async (ctx) => ctx.server.db.transaction(async (db) => {
  const r = ctx.idx.resource(KEYS.taking);
  const values: Row = { ...(await writableValues(r, ctx.input, 'add')), ...requesterValues(r, ctx.user) };
  if (!values.orgId) throw bad('请选择项目', 'orgId');
  await checkRefs(db, ctx.idx, r, values);
  const orgId = Number(values.orgId);
  const [open] = await db.query(`select ${q('takingNo')} from ${tableName(r)} where ${q('orgId')} = $1 and ${q('status')} = 'draft' and "_deleted" = false limit 1`, [orgId]);
  if (open) throw new ApiFail(CODE.conflict, `该项目已有盘点中的盘点单（${String(open.takingNo)}），请先确认或删除它`, 'orgId');
  const stocks = await db.query(`select * from ${tableName(ctx.idx.resource(KEYS.stock))} where ${q('orgId')} = $1 and "_deleted" = false order by "id"`, [orgId]);
  if (!stocks.length) throw bad('该项目还没有库存，请先入库', 'orgId');
  const now = ctx.server.now();
  const taking = await insertRow(db, r, {
    ...values, takingNo: serialNo('PD', now), status: 'draft', lineCount: stocks.length, diffCount: 0, confirmedBy: null, confirmTime: null,
  }, now);
  const lines = ctx.idx.resource(KEYS.line);
  for (const s of stocks) {
    await insertRow(db, lines, { stockTakingId: taking.id, productId: s.productId, bookQuantity: Number(s.quantity ?? 0), countedQuantity: null, difference: null }, now);
  }
  return rowOut(r, taking);
});

/** A stock-taking still being counted, locked for the rest of the transaction; a confirmed one is 409. */
async function openTaking(ctx: OpContext, db: Db, id: unknown): Promise<Row> {
  const taking = await lockRow(ctx, db, KEYS.taking, id);
  if (taking.status !== 'draft') throw new ApiFail(CODE.conflict, `盘点单${String(taking.takingNo)}已${taking.status === 'cancelled' ? '作废' : '确认'}，不能再修改`);
  return taking;
}

/** 实盘数量 of one line, while its stock-taking is being counted. */
const updateLine: Handler = async (ctx) => {
  const counted = wholeUnits(ctx.input.countedQuantity, 'countedQuantity', '实盘数量', 0);
  return ctx.server.db.transaction(async (db) => {
    const tx = inTx(ctx, db);
    const line = await needRow(tx, db, KEYS.line, idOf(ctx));
    await openTaking(tx, db, line.stockTakingId);
    const r = ctx.idx.resource(KEYS.line);
    const [row] = await db.query(`update ${tableName(r)} set ${q('countedQuantity')} = $1, ${q('difference')} = $2 where "id" = $3 returning *`,
      [counted, counted - Number(line.bookQuantity ?? 0), line.id]);
    return rowOut(r, row!);
  });
};

/**
 * 确认盘点: closes the stock-taking with one conditional statement (a second confirmation, or a
 * parallel one, finds it no longer counting: 409), then sets each counted product's stock to its
 * counted figure with one stock line per change, all in one transaction. Uncounted lines leave
 * their product's stock as it is.
 */
const confirmTaking: Handler = async (ctx) => ctx.server.db.transaction(async (db) => {
  const tx = inTx(ctx, db);
  const r = ctx.idx.resource(KEYS.taking);
  const lines = ctx.idx.resource(KEYS.line);
  const out: Row[] = [];
  for (const id of idsOf(ctx)) {
    const taking = await lockRow(tx, db, KEYS.taking, id);
    const counted = await db.query(`select * from ${tableName(lines)} where ${q('stockTakingId')} = $1 and ${q('countedQuantity')} is not null order by "id"`, [taking.id]);
    const [closed] = await db.query(
      `update ${tableName(r)} set ${q('status')} = 'confirmed', ${q('confirmedBy')} = $1, ${q('confirmTime')} = $2 where "id" = $3 and ${q('status')} = 'draft' returning *`,
      [operatorName(ctx), formatDateTime(ctx.server.now()), taking.id]);
    if (!closed) throw new ApiFail(CODE.conflict, taking.status === 'cancelled' ? `盘点单${String(taking.takingNo)}已作废` : `盘点单${String(taking.takingNo)}已确认，不能重复确认`);
    if (!counted.length) throw bad('还没有录入任何实盘数量', 'countedQuantity');
    let diffs = 0;
    for (const l of counted) {
      const moved = await moveStock(tx, db, { orgId: Number(taking.orgId), productId: Number(l.productId), kind: 'stockTaking', to: Number(l.countedQuantity), sourceNo: String(taking.takingNo) });
      if (moved) diffs += 1;
    }
    const [done] = await db.query(`update ${tableName(r)} set ${q('diffCount')} = $1 where "id" = $2 returning *`, [diffs, taking.id]);
    out.push(publicRow(rowOut(r, done!)));
  }
  return { updated: out.length, rows: out };
});

/** Handlers by operationId. */
export const flashdeliverStockActions: Record<string, Handler> = {
  'flashdeliver.stockReceipt.add': addReceipt,
  'flashdeliver.stockTaking.add': addTaking,
  'flashdeliver.stockTaking.confirmStockTaking': confirmTaking,
  'flashdeliver.stockTakingLine.update': updateLine,
};
