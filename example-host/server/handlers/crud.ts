/**
 * `get`, `add`, `update` and `save` of one row. Writes check references and unique fields
 * first, so a refused write stores nothing (and the dispatcher's transaction covers the rest).
 */
import { findById, findOne, insertRow, rowOut, updateRow } from '../db/store';
import type { Handler, OpContext, Row } from '../types';
import { awaitsApproval, requesterValues } from './approvals';
import { idOf, notFound } from './input';
import { refLabelColumns } from './refLabels';
import { checkCreateOnly, checkRefs, checkUnique, writableValues } from './writeChecks';

/** Extra lookup fields the call declares (e.g. `orgId` of getInfo): the row must match them. */
function lookupOf(ctx: OpContext): Row {
  const declared = new Set([...Object.keys(ctx.entry.op.body ?? {}), ...(ctx.entry.op.query ?? [])]);
  const eq: Row = {};
  for (const k of declared) {
    const v = ctx.input[k];
    if (k !== 'id' && k in ctx.rows.fields && v !== undefined && v !== null && v !== '') eq[k] = v;
  }
  return eq;
}

/** One row (with its ref labels) by path id or body id; lookups by other declared fields (orgId, virtId) when no id is sent. */
export const get: Handler = async (ctx) => {
  const eq = lookupOf(ctx);
  const labels = refLabelColumns(ctx.idx, ctx.rows);
  const hasId = ctx.pathParams.id !== undefined || (ctx.input.id !== undefined && ctx.input.id !== null);
  if (!hasId && Object.keys(eq).length) {
    const row = await findOne(ctx.server.db, ctx.rows, eq, undefined, labels);
    if (!row) throw notFound(ctx.rows);
    return rowOut(ctx.rows, row);
  }
  const id = idOf(ctx);
  const row = Object.keys(eq).length
    ? await findOne(ctx.server.db, ctx.rows, { ...eq, id }, undefined, labels)
    : await findById(ctx.server.db, ctx.rows, id, false, labels);
  if (!row) throw notFound(ctx.rows, id);
  return rowOut(ctx.rows, row);
};

/** Inserts a row; refs must exist (400), unique fields must be free (409). The caller is its requester. */
export const add: Handler = async (ctx) => {
  const { db, now } = ctx.server;
  const values = { ...(await writableValues(ctx.rows, ctx.input, 'add')), ...requesterValues(ctx.rows, ctx.user) };
  await checkRefs(db, ctx.idx, ctx.rows, values);
  await checkUnique(db, ctx.rows, values);
  return rowOut(ctx.rows, await insertRow(db, ctx.rows, values, now()));
};

/** Changes the fields sent (an empty optional field clears it, a create-only one stays); 404 when the row is gone. */
export const update: Handler = async (ctx) => {
  const { db } = ctx.server;
  const id = idOf(ctx);
  const stored = await findById(db, ctx.rows, id);
  if (!stored) throw notFound(ctx.rows, id);
  const values = await writableValues(ctx.rows, ctx.input, 'update');
  if (awaitsApproval(ctx.rows, stored)) Object.assign(values, requesterValues(ctx.rows, ctx.user));
  checkCreateOnly(ctx.rows, stored, values);
  await checkRefs(db, ctx.idx, ctx.rows, values, id);
  await checkUnique(db, ctx.rows, values, id);
  const row = await updateRow(db, ctx.rows, id, values);
  if (!row) throw notFound(ctx.rows, id);
  return rowOut(ctx.rows, row);
};

/** `add` without an id, `update` with one. */
export const save: Handler = async (ctx) => {
  const id = ctx.input.id;
  return id === undefined || id === null || id === '' ? add(ctx) : update(ctx);
};
