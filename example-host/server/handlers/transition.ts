/**
 * `transition`: moves one status field of one or several rows along an allowed transition
 * (contract `transition: { field, from, to, sets }`). Every row must currently be in a `from`
 * state, otherwise nothing changes and the answer is 409 naming the current state; the move is one
 * conditional UPDATE, so parallel identical calls apply once (the others get that 409). The target
 * is the single `to` state, or the one the request picks. Fields in `sets` are taken from the
 * request, or computed: times are stamped, card numbers generated (or cleared when unbinding).
 */
import type { FieldDef, OperationDef, ResourceDef, Transition } from '../../../src/contract';
import { q, tableName } from '../db/migrate';
import { findByIds, formatDateTime, rowOut, updateRow } from '../db/store';
import { uniqueViolation } from '../db/uniqueViolation';
import { ApiFail, CODE, type Db, type Handler, type OpContext, type Row } from '../types';
import { submitsForApproval, requesterValues } from './approvals';
import { idsOf, notFound } from './input';
import { checkRefs } from './writeChecks';

/** Compares stored and contract states: booleans as 0/1, numbers and numeric strings alike. */
const sameState = (a: unknown, b: unknown): boolean => {
  const n = (v: unknown) => (typeof v === 'boolean' ? Number(v) : v);
  return n(a) === n(b) || (n(a) !== null && n(b) !== null && String(n(a)) === String(n(b)));
};

/** The zh-CN label of a state value ('待审核'), or the value itself; '空' for no state. */
export function stateLabel(fd: FieldDef | undefined, value: unknown): string {
  if (value === null || value === undefined) return '空';
  const hit = fd?.values?.find((x) => sameState(x.value, value));
  return hit ? hit.label['zh-CN'] : String(value);
}

/** The stored form of a state: booleans for boolean columns, the contract value otherwise. */
const storedState = (fd: FieldDef | undefined, v: unknown): unknown => (fd?.type === 'boolean' ? Boolean(Number(v)) : v);

const pad = (n: number, w: number) => String(n).padStart(w, '0');

/** A card number: date, row id and a random tail, 18 digits, unique per row and day. */
export function generateCardNo(id: number, now: Date): string {
  const day = `${now.getFullYear()}${pad(now.getMonth() + 1, 2)}${pad(now.getDate(), 2)}`;
  return `${day}${pad(id % 1e8, 8)}${pad(Math.floor(Math.random() * 100), 2)}`;
}

/** Value of a `sets` field the request did not send; undefined leaves the column alone. */
function computedSet(op: OperationDef, tr: Transition, r: ResourceDef, field: string, row: Row, now: Date): unknown {
  const fd = r.fields[field];
  if (fd?.type === 'datetime') return formatDateTime(now);
  if (fd?.type === 'date') return formatDateTime(now).slice(0, 10);
  if (/No$/.test(field) && (fd?.type === 'string' || !fd)) {
    const clearing = /^(un|cancel|remove|delete)/i.test(op.name) || tr.to.some((s) => /^un/i.test(String(s)));
    if (clearing) return null;
    return row[field] ? undefined : generateCardNo(Number(row.id), now);
  }
  return undefined;
}

function targetOf(ctx: OpContext, tr: Transition): unknown {
  if (tr.to.length === 1) return tr.to[0];
  const picked = ctx.input[tr.field];
  const hit = tr.to.find((s) => sameState(s, picked));
  if (hit === undefined) {
    const fd = ctx.rows.fields[tr.field];
    throw new ApiFail(CODE.badRequest, `${fd?.label['zh-CN'] ?? tr.field}只能是：${tr.to.map((s) => stateLabel(fd, s)).join('、')}`, tr.field);
  }
  return hit;
}

/**
 * Moves every addressed row in one conditional statement (`... where "id" = any(ids) and <field> =
 * any(from)`): of two parallel calls on one row, the second waits for the first's row lock, finds
 * the state changed and gets no row back. Fewer rows back than addressed: 409 and the transaction
 * rolls back, so nothing applies. Callers that act on a move (credit a recharge) act on the rows
 * this returns, which makes them happen once.
 */
async function moveRows(db: Db, r: ResourceDef, tr: Transition, ids: readonly number[], values: Row): Promise<Row[]> {
  const fd = r.fields[tr.field];
  const params: unknown[] = [];
  const set = Object.entries(values).map(([k, v]) => { params.push(v); return `${q(k)} = $${params.length}`; });
  params.push(ids);
  const idParam = params.length;
  const from = tr.from.filter((s) => s !== null).map((s) => storedState(fd, s));
  params.push(from);
  const nullFrom = tr.from.some((s) => s === null) ? ` or ${q(tr.field)} is null` : '';
  const moved = await db.query(
    `update ${tableName(r)} set ${set.join(', ')} where "id" = any($${idParam}) and "_deleted" = false
     and (${q(tr.field)} = any($${params.length})${nullFrom}) returning *`, params,
  ).catch((e: unknown) => { throw uniqueViolation(r, e) ?? e; });
  if (moved.length === ids.length) return moved;
  const done = new Set(moved.map((row) => Number(row.id)));
  const current = await findByIds(db, r, ids.filter((id) => !done.has(id)));
  if (!current.length) throw notFound(r, ids.find((id) => !done.has(id)));
  const states = [...new Set(current.map((row) => stateLabel(fd, row[tr.field])))];
  throw new ApiFail(CODE.conflict, `当前状态(${states.join('、')})不允许此操作`, tr.field);
}

/** `{ updated, rows }` after moving every addressed row; all or nothing. */
export const transition: Handler = async (ctx) => {
  const { now } = ctx.server;
  const r = ctx.rows;
  const tr = ctx.entry.op.transition;
  if (!tr) throw new Error(`${ctx.entry.id} has no transition`);
  const fd = r.fields[tr.field];
  const ids = [...new Set(idsOf(ctx))];
  // The early answers (404, 409 with the state) for the common case; moveRows holds under races.
  const rows = await findByIds(ctx.server.db, r, ids);
  if (rows.length !== ids.length || !ids.length) {
    const found = new Set(rows.map((row) => Number(row.id)));
    throw notFound(r, ids.find((id) => !found.has(id)) ?? ctx.pathParams.ids ?? ctx.pathParams.id);
  }
  const refused = rows.filter((row) => !tr.from.some((s) => sameState(s, row[tr.field])));
  if (refused.length) {
    const states = [...new Set(refused.map((row) => stateLabel(fd, row[tr.field])))];
    throw new ApiFail(CODE.conflict, `当前状态(${states.join('、')})不允许此操作`, tr.field);
  }
  const target = storedState(fd, targetOf(ctx, tr));
  const sent: Row = {};
  // The `sets` fields, and any other column the call's body declares (e.g. an audit remark).
  const declared = [...(tr.sets ?? []), ...Object.keys(ctx.entry.op.body ?? {})];
  for (const s of declared) {
    if (s !== tr.field && s !== 'id' && s in r.fields && ctx.input[s] !== undefined) sent[s] = ctx.input[s];
  }
  // Whoever submits a request for approval is its requester (see approvals.ts).
  if (submitsForApproval(r, ctx.entry.op)) Object.assign(sent, requesterValues(r, ctx.user));
  return ctx.server.db.transaction(async (db) => {
    await checkRefs(db, ctx.idx, r, sent);
    const moved = await moveRows(db, r, tr, ids, { [tr.field]: target, ...sent });
    const byId = new Map(moved.map((row) => [Number(row.id), row]));
    const at = now();
    const out: Row[] = [];
    for (const id of ids) {
      let row = byId.get(id)!;
      const values: Row = {};
      for (const s of tr.sets ?? []) {
        if (s in sent) continue;
        const v = computedSet(ctx.entry.op, tr, r, s, row, at);
        if (v !== undefined) values[s] = v;
      }
      if (Object.keys(values).length) row = (await updateRow(db, r, id, values)) ?? row;
      out.push(rowOut(r, row));
    }
    return { updated: out.length, rows: out };
  });
};
