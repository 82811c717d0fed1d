/**
 * `delete` (one id, path or body) and `deleteIds` (several). Soft by default: the row gets a
 * `_deleted` mark and disappears from every call; physical when the call asks (`physical`),
 * the operation says so, or the resource never keeps deleted rows. Rows other rows still
 * need are refused (409) and nothing is deleted.
 */
import { tableName } from '../db/migrate';
import { deleteRows, findById, findByIds } from '../db/store';
import type { Handler, OpContext } from '../types';
import { idOf, idsOf, notFound } from './input';
import { checkNotInUse } from './writeChecks';

const physicalOf = (ctx: OpContext): boolean => {
  const p = ctx.input.physical;
  return p === true || p === 'true' || p === '1' || Boolean(ctx.entry.op.physical) || Boolean(ctx.rows.physicalDelete);
};

/** Deletes one row; `{ deleted: 1 }`, or 404 when there is no such row. */
export const deleteOne: Handler = async (ctx) => {
  const { db } = ctx.server;
  const id = idOf(ctx);
  const physical = physicalOf(ctx);
  // A physical delete may also purge a row that was soft-deleted before.
  if (!(await findById(db, ctx.rows, id, physical))) throw notFound(ctx.rows, id);
  await checkNotInUse(db, ctx.idx, ctx.rows, [id]);
  return { deleted: await deleteRows(db, ctx.rows, [id], physical) };
};

/**
 * Deletes the rows of the ids; 404 naming the first id that is no row the caller can see (missing,
 * already deleted, or another organisation's: the same answer), and then nothing is deleted.
 */
export const deleteMany: Handler = async (ctx) => {
  const { db } = ctx.server;
  const ids = idsOf(ctx);
  const physical = physicalOf(ctx);
  const live = physical
    ? (await db.query(`select "id" from ${tableName(ctx.rows)} where "id" = any($1)`, [ids])).map((r) => Number(r.id))
    : (await findByIds(db, ctx.rows, ids)).map((r) => Number(r.id));
  const gone = ids.find((id) => !live.includes(id));
  if (gone !== undefined) throw notFound(ctx.rows, gone);
  await checkNotInUse(db, ctx.idx, ctx.rows, live);
  return { deleted: await deleteRows(db, ctx.rows, live, physical) };
};
