/**
 * The rules of the cloud shop's pages that are our additions (交收码, 菜单, 广播/推荐位, 回收管理):
 * what the generic engine cannot know. Every refusal names its field, so the page keeps what was
 * typed and shows the message under it.
 */
import { multiplyAmount } from '../../../src/utils/amountFen';
import { q, tableName } from '../db/migrate';
import { findById, insertRow, rowOut, updateRow } from '../db/store';
import { add, update } from '../handlers/crud';
import { idOf, idsOf } from '../handlers/input';
import { transition } from '../handlers/transition';
import { checkRefs, checkUnique, writableValues } from '../handlers/writeChecks';
import { requesterValues } from '../handlers/approvals';
import { randomInt } from '../platform/random';
import { ApiFail, CODE, type Db, type Handler, type OpContext, type Row } from '../types';
import { lockRow, needRow, parseIds } from './support';

const text = (v: unknown): string => (v === undefined || v === null ? '' : String(v).trim());
const bad = (msg: string, field: string) => new ApiFail(CODE.badRequest, msg, field);

/** The stored row an update changes, or null on add; the update's values win over it. */
async function merged(ctx: OpContext): Promise<{ id: number | null; row: Row }> {
  if (ctx.entry.op.kind !== 'update') return { id: null, row: ctx.input };
  const id = idOf(ctx);
  const stored = await findById(ctx.server.db, ctx.rows, id);
  const row: Row = { ...(stored ?? {}) };
  for (const [k, v] of Object.entries(ctx.input)) if (v !== undefined) row[k] = v;
  return { id, row };
}

/** The generic add, plus values only the server sets (a generated code, a computed value). */
async function addWith(ctx: OpContext, serverValues: Row): Promise<Row> {
  const { db, now } = ctx.server;
  const values = { ...(await writableValues(ctx.rows, ctx.input, 'add')), ...requesterValues(ctx.rows, ctx.user), ...serverValues };
  await checkRefs(db, ctx.idx, ctx.rows, values);
  await checkUnique(db, ctx.rows, values);
  return rowOut(ctx.rows, await insertRow(db, ctx.rows, values, now()));
}

/** A product that exists and is on shelf: only those go on a menu or into a slot. */
async function onShelfProduct(ctx: OpContext, id: unknown, field: string): Promise<Row> {
  const p = await needRow(ctx, ctx.server.db, 'flashdeliver.product', id).catch((e: unknown) => {
    throw e instanceof ApiFail && e.code === CODE.notFound ? bad('商品不存在', field) : e;
  });
  if (p.shelfStatus !== 'onShelf') throw bad(`商品${String(p.name)}未上架，不能加入`, field);
  return p;
}

// ---- 交收码 -------------------------------------------------------------------------------

/** A 6-digit code no other live code of the project has (a unique index, migration 14, settles a race). */
async function freeCode(ctx: OpContext, db: Db, orgId: unknown): Promise<string> {
  const table = tableName(ctx.idx.resource('flashdeliver.handoverCode'));
  for (let i = 0; i < 20; i += 1) {
    const code = String(randomInt(100000, 1000000));
    const [taken] = await db.query(`select 1 from ${table} where ${q('orgId')} = $1 and ${q('code')} = $2 and "_deleted" = false`, [Number(orgId), code]);
    if (!taken) return code;
  }
  throw new ApiFail(CODE.conflict, '该项目的交收码已用尽，请停用不再使用的交收码');
}

function checkValidity(row: Row): void {
  const from = text(row.validFrom);
  const to = text(row.validTo);
  if (from && to && to < from) throw bad('失效日期不能早于生效日期', 'validTo');
}

const addHandoverCode: Handler = async (ctx) => {
  checkValidity(ctx.input);
  return addWith(ctx, { code: await freeCode(ctx, ctx.server.db, ctx.input.orgId) });
};

/** A code moved to another project gets a new code there (the old one may be taken). */
const updateHandoverCode: Handler = async (ctx) => {
  const { id, row } = await merged(ctx);
  checkValidity(row);
  const stored = id === null ? null : await findById(ctx.server.db, ctx.rows, id);
  const saved = (await update(ctx)) as Row;
  if (stored && text(ctx.input.orgId) && text(ctx.input.orgId) !== text(stored.orgId)) {
    const moved = await updateRow(ctx.server.db, ctx.rows, Number(saved.id), { code: await freeCode(ctx, ctx.server.db, saved.orgId) });
    return rowOut(ctx.rows, moved!);
  }
  return saved;
};

const regenerateCode: Handler = async (ctx) => {
  const row = await lockRow(ctx, ctx.server.db, 'flashdeliver.handoverCode', ctx.input.id);
  const r = ctx.idx.resource('flashdeliver.handoverCode');
  const next = await updateRow(ctx.server.db, r, Number(row.id), { code: await freeCode(ctx, ctx.server.db, row.orgId) });
  return rowOut(r, next!);
};

// ---- 菜单 ---------------------------------------------------------------------------------

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

async function checkMenuItem(ctx: OpContext): Promise<void> {
  const { id, row } = await merged(ctx);
  for (const f of ['saleStart', 'saleEnd'] as const) {
    if (text(row[f]) && !HHMM.test(text(row[f]))) throw bad('时间格式应为 HH:mm，例如 07:30', f);
  }
  if (text(row.saleStart) && text(row.saleEnd) && text(row.saleEnd) <= text(row.saleStart)) throw bad('停售时间须晚于开售时间', 'saleEnd');
  if (ctx.input.productId !== undefined && text(ctx.input.productId)) await onShelfProduct(ctx, ctx.input.productId, 'productId');
  if (!text(row.orgId) || !text(row.menuDate) || !text(row.productId)) return;
  const [dup] = await ctx.server.db.query(
    `select 1 from ${tableName(ctx.rows)} where ${q('orgId')} = $1 and ${q('menuDate')} = $2 and ${q('productId')} = $3 and "_deleted" = false${id !== null ? ' and id <> $4' : ''}`,
    [Number(row.orgId), text(row.menuDate), Number(row.productId), ...(id !== null ? [id] : [])]);
  if (dup) throw new ApiFail(CODE.conflict, '该商品已在当天的菜单中', 'productId');
}

const addMenuItem: Handler = async (ctx) => { await checkMenuItem(ctx); return add(ctx); };
const updateMenuItem: Handler = async (ctx) => { await checkMenuItem(ctx); return update(ctx); };

/** The day before a yyyy-MM-dd, by the calendar (no time zone involved). */
export function dayBefore(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/** 复制前一天菜单: the day before's rows whose product is still on shelf and not yet on the day. */
const copyMenu: Handler = async (ctx) => {
  const day = text(ctx.input.menuDate);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw bad('请选择供应日期', 'menuDate');
  await needRow(ctx, ctx.server.db, 'organisation.organization', ctx.input.orgId).catch(() => { throw bad('请选择项目', 'orgId'); });
  const db = ctx.server.db;
  const r = ctx.idx.resource('flashdeliver.menuItem');
  const p = tableName(ctx.idx.resource('flashdeliver.product'));
  const from = dayBefore(day);
  const rows = await db.query(
    `select m.* from ${tableName(r)} m join ${p} p on p.id = m.${q('productId')}
      where m.${q('orgId')} = $1 and m.${q('menuDate')} = $2 and m."_deleted" = false and p."_deleted" = false and p.${q('shelfStatus')} = 'onShelf'
        and not exists (select 1 from ${tableName(r)} x where x.${q('orgId')} = $1 and x.${q('menuDate')} = $3 and x.${q('productId')} = m.${q('productId')} and x."_deleted" = false)
      order by m.${q('sort')}, m.id`, [Number(ctx.input.orgId), from, day]);
  const [any] = await db.query(`select 1 from ${tableName(r)} where ${q('orgId')} = $1 and ${q('menuDate')} = $2 and "_deleted" = false`, [Number(ctx.input.orgId), from]);
  if (!any) throw bad(`${from} 没有菜单可复制`, 'menuDate');
  for (const m of rows) {
    await insertRow(db, r, { orgId: m.orgId, menuDate: day, productId: m.productId, saleStart: m.saleStart, saleEnd: m.saleEnd, dailyLimit: m.dailyLimit, sort: m.sort }, ctx.server.now());
  }
  return { copied: rows.length, from };
};

// ---- 广播/推荐位 --------------------------------------------------------------------------

async function checkSlot(ctx: OpContext): Promise<void> {
  const { row } = await merged(ctx);
  if (row.position === 'banner' && !text(row.image)) throw bad('首页轮播须上传轮播图片', 'image');
  if (row.position === 'broadcast' && !text(row.broadcastText)) throw bad('广播文字须填写广播内容', 'broadcastText');
  if (text(row.startTime) && text(row.endTime) && text(row.endTime) <= text(row.startTime)) throw bad('结束时间须晚于开始时间', 'endTime');
}

const addSlot: Handler = async (ctx) => { await checkSlot(ctx); return add(ctx); };
const updateSlot: Handler = async (ctx) => { await checkSlot(ctx); return update(ctx); };

/** Adds on-shelf products after the slot's last one, in the order given; ones already there are skipped. */
const addSlotProducts: Handler = async (ctx) => {
  const db = ctx.server.db;
  const s = await lockRow(ctx, db, 'flashdeliver.slot', ctx.input.slotId).catch((e: unknown) => {
    throw e instanceof ApiFail && e.code === CODE.notFound ? bad('推荐位不存在', 'slotId') : e;
  });
  if (s.position === 'broadcast') throw bad('广播文字位不放商品', 'slotId');
  const ids = parseIds(ctx.input.productIds, 'productIds', '商品');
  for (const id of ids) await onShelfProduct(ctx, id, 'productIds');
  const r = ctx.idx.resource('flashdeliver.slotProduct');
  const have = await db.query<{ productId: number; sort: number }>(`select ${q('productId')}, ${q('sort')} from ${tableName(r)} where ${q('slotId')} = $1`, [Number(s.id)]);
  const present = new Set(have.map((h) => Number(h.productId)));
  let sort = have.reduce((m, h) => Math.max(m, Number(h.sort) || 0), 0);
  const added: number[] = [];
  for (const id of ids) {
    if (present.has(id)) continue;
    sort += 1;
    await insertRow(db, r, { slotId: Number(s.id), productId: id, sort }, ctx.server.now());
    added.push(id);
  }
  return { added: added.length, skipped: ids.length - added.length };
};

/** Only the order changes: a product is swapped by taking it out and adding another (the on-shelf check). */
const reorderSlotProduct: Handler = async (ctx) => update({ ...ctx, input: { id: ctx.input.id, sort: ctx.input.sort } });

// ---- 回收管理 -----------------------------------------------------------------------------

/** The goods' value is the product's price times the quantity, in whole fen. */
const addRecovery: Handler = async (ctx) => {
  const p = await needRow(ctx, ctx.server.db, 'flashdeliver.product', ctx.input.productId).catch((e: unknown) => {
    throw e instanceof ApiFail && e.code === CODE.notFound ? bad('商品不存在', 'productId') : e;
  });
  const value = multiplyAmount(String(p.price ?? ''), Number(ctx.input.quantity));
  return addWith(ctx, { goodsValue: value, status: 'pending', handleNote: null });
};

/** 报损 or 返库 once, with a note; 返库 puts the quantity back into the product's stock. */
const handleRecovery: Handler = async (ctx) => {
  const note = text(ctx.input.handleNote);
  if (!note) throw bad('请填写处理说明', 'handleNote');
  const out = await transition({ ...ctx, input: { ...ctx.input, handleNote: note } });
  if (ctx.input.status === 'restocked') {
    const p = tableName(ctx.idx.resource('flashdeliver.product'));
    for (const id of idsOf(ctx)) {
      const rec = await needRow(ctx, ctx.server.db, 'flashdeliver.recovery', id);
      await ctx.server.db.query(`update ${p} set ${q('stock')} = coalesce(${q('stock')}, 0) + $1 where id = $2`, [Number(rec.quantity), Number(rec.productId)]);
    }
  }
  return out;
};

/** Handlers by operationId. */
export const flashdeliverAdditionActions: Record<string, Handler> = {
  'flashdeliver.handoverCode.add': addHandoverCode,
  'flashdeliver.handoverCode.update': updateHandoverCode,
  'flashdeliver.handoverCode.regenerateCode': regenerateCode,
  'flashdeliver.menuItem.add': addMenuItem,
  'flashdeliver.menuItem.update': updateMenuItem,
  'flashdeliver.menuItem.copyMenu': copyMenu,
  'flashdeliver.slot.add': addSlot,
  'flashdeliver.slot.update': updateSlot,
  'flashdeliver.slotProduct.addSlotProducts': addSlotProducts,
  'flashdeliver.slotProduct.update': reorderSlotProduct,
  'flashdeliver.recovery.add': addRecovery,
  'flashdeliver.recovery.handleRecovery': handleRecovery,
};
