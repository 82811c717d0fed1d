/**
 * `checkName` (check_exists_name): whether a live row already carries this label. The `id` of
 * the row being edited is left out, so saving a row under its own name is fine.
 */
import { findById, findOne } from '../db/store';
import type { Handler, Row } from '../types';
import { notFound } from './input';

/** `{ exists }`; other declared fields of the call (e.g. orgId) scope the check. */
export const checkName: Handler = async (ctx) => {
  const r = ctx.rows;
  const name = String(ctx.input[r.labelField] ?? '').trim();
  const scope: Row = {};
  for (const k of Object.keys(ctx.entry.op.body ?? {})) {
    const v = ctx.input[k];
    if (k !== r.labelField && k !== 'id' && k in r.fields && v !== undefined && v !== null) scope[k] = v;
  }
  const id = ctx.input.id === undefined || ctx.input.id === null ? undefined : Number(ctx.input.id);
  // The row being edited must be one the caller sees: a foreign id answers like a missing one.
  if (id !== undefined && !(await findById(ctx.server.db, r, id))) throw notFound(r, id);
  return { exists: Boolean(await findOne(ctx.server.db, r, { ...scope, [r.labelField]: name }, id)) };
};
