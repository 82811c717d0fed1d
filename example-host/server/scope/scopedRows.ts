/**
 * By-id access under the data scope: a row outside the session's scope answers exactly like a
 * missing one (404), so ids of other organisations do not leak. The dispatcher checks the ids a
 * call addresses before its handler runs; action handlers that read rows by other ids (a user, an
 * account, an order) go through `scopedRow` (support.ts needRow/lockRow/needAll do).
 */
import type { ResourceDef } from '../../../src/contract';
import { tableName } from '../db/migrate';
import { notFound } from '../handlers/input';
import type { Db, OpContext, Row } from '../types';
import { scopeCondition, scopeOfUser } from './rowScope';

type ScopeCtx = Pick<OpContext, 'idx' | 'user'>;

/**
 * Ids among `ids` that are not rows (deleted or not) of the user's scope: outside it, or missing.
 * Both answer alike (404), so the answer never tells another organisation's ids from absent ones;
 * and inside a scoped transaction the database hides the former anyway (policies.ts).
 */
export async function outOfScope(ctx: ScopeCtx, db: Db, r: ResourceDef, ids: readonly number[]): Promise<number[]> {
  const scope = scopeOfUser(ctx.user);
  if (!scope || !ids.length) return [];
  const params: unknown[] = [[...ids]];
  const cond = scopeCondition(ctx.idx, scope, r, params, 't.');
  const rows = await db.query(`select t."id" from ${tableName(r)} t where t."id" = any($1)${cond ? ` and (${cond})` : ''}`, params);
  const seen = new Set(rows.map((x) => Number(x.id)));
  return ids.filter((id) => !seen.has(id));
}

/**
 * 404 (the resource's "not found" answer) when any of the ids is a row outside the user's scope.
 * @example await requireInScope(ctx, db, ctx.rows, [id])
 */
export async function requireInScope(ctx: ScopeCtx, db: Db, r: ResourceDef, ids: readonly number[]): Promise<void> {
  const [hidden] = await outOfScope(ctx, db, r, ids);
  if (hidden !== undefined) throw notFound(r, hidden);
}

/**
 * The live row `id` of `r` if it is in the user's scope, else null; `lock` holds it until the
 * transaction ends (`for update`).
 * @example const user = await scopedRow(ctx, db, idx.resource('organisation.user'), id, { lock: true })
 */
export async function scopedRow(ctx: ScopeCtx, db: Db, r: ResourceDef, id: number, o: { readonly lock?: boolean } = {}): Promise<Row | null> {
  const params: unknown[] = [id];
  const cond = scopeCondition(ctx.idx, scopeOfUser(ctx.user), r, params, 't.');
  const [row] = await db.query(
    `select t.* from ${tableName(r)} t where t."id" = $1 and t."_deleted" = false${cond ? ` and (${cond})` : ''}${o.lock ? ' for update of t' : ''}`, params);
  return row ?? null;
}
