/**
 * `transition`: moves one status field of one or several rows along an allowed transition
 * (contract `transition: { field, from, to, sets }`). Every row must currently be in a `from`
 * state, otherwise nothing changes and the answer is 409 naming the current state. The target
 * is the single `to` state, or the one the request picks. Fields in `sets` are taken from the
 * request, or computed: times are stamped, card numbers generated (or cleared when unbinding).
 */
import type { FieldDef, OperationDef, ResourceDef, Transition } from '../../../src/contract';
import { findByIds, formatDateTime, rowOut, updateRow } from '../db/store';
import { ApiFail, CODE, type Handler, type OpContext, type Row } from '../types';
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

/** `{ updated, rows }` after moving every addressed row; all or nothing. */
export const transition: Handler = async (ctx) => {
  const { db, now } = ctx.server;
  const r = ctx.rows;
  const tr = ctx.entry.op.transition;
  if (!tr) throw new Error(`${ctx.entry.id} has no transition`);
  const fd = r.fields[tr.field];
  const ids = idsOf(ctx);
  const rows = await findByIds(db, r, ids);
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
  await checkRefs(db, ctx.idx, r, sent);
  const at = now();
  const out: Row[] = [];
  for (const row of rows) {
    const values: Row = { [tr.field]: target, ...sent };
    for (const s of tr.sets ?? []) {
      if (s in sent) continue;
      const v = computedSet(ctx.entry.op, tr, r, s, row, at);
      if (v !== undefined) values[s] = v;
    }
    const updated = await updateRow(db, r, Number(row.id), values);
    if (updated) out.push(rowOut(r, updated));
  }
  return { updated: out.length, rows: out };
};
