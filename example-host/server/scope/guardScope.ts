/**
 * The data scope in the dispatcher, in one place for every call: the ids a call addresses must be
 * rows of the session's scope (else 404, as for a missing id), the organisation, company or
 * merchant a write names must be one of its own (else 400 naming the field), and a row answered
 * by a lookup must be in scope. Lists, select lists, trees, stats and exports add the scope
 * condition to their WHERE (rowScope.ts, through buildWhere).
 */
import { dataScopesOf, SCOPE_RESOURCES, type ResourceDef } from '../../../src/contract';
import { tableName } from '../db/migrate';
import { notFound } from '../handlers/input';
import { ApiFail, CODE, type Db, type OpContext, type Row } from '../types';
import { scopeCondition, scopeOfUser } from './rowScope';
import { outOfScope, scopedRow } from './scopedRows';
import type { DataScope } from './sessionScope';

const INT_MAX = 2147483647;

/** Positive ids of a value: a number, "1,2,3", or an array. */
function idList(v: unknown): number[] {
  if (v === undefined || v === null || v === '') return [];
  const parts = Array.isArray(v) ? v.map(String) : String(v).split(',');
  return parts.map((s) => s.trim()).filter((s) => /^\d+$/.test(s)).map(Number).filter((n) => n >= 1 && n <= INT_MAX);
}

/** The ids of the operation's rows a call addresses: path `{id}`/`{ids}`, body or query `id`/`ids`. */
export function addressedIds(ctx: Pick<OpContext, 'pathParams' | 'input'>): number[] {
  return [...new Set([
    ...idList(ctx.pathParams.id), ...idList(ctx.pathParams.ids), ...idList(ctx.input.id), ...idList(ctx.input.ids),
  ])];
}

const WRITES_VALUES = new Set(['add', 'update', 'save']);

/** The message of a value outside the scope: the same whether the target exists or not. */
export const outOfScopeMessage = (r: ResourceDef, field: string): string =>
  `${r.fields[field]?.label['zh-CN'] ?? field}不在您的数据范围内`;

/**
 * Checks a row's values (a form, an import line) before they are stored. Null when fine, else the
 * field at fault: the field that carries the resource's scope must name a row of the user's scope
 * (`adding`: it must be given, a row without it would belong to nobody the user can see), and every
 * other `ref` written must point at a row the user may see, as its select list offers no other.
 * A target that does not exist is answered the same as one of another organisation: nothing leaks.
 * 'id': the rows are organisations or companies themselves, which only administrators add.
 */
export async function scopeValueProblem(
  ctx: Pick<OpContext, 'idx' | 'user'>, db: Db, r: ResourceDef, values: Row, adding: boolean,
): Promise<string | null> {
  const scope = scopeOfUser(ctx.user);
  if (!scope) return null;
  const scopes = dataScopesOf(ctx.idx.services);
  const s = scopes.get(r.key);
  if (!s || s.kind === 'unresolved') return 'id';
  if (s.kind === 'direct' && s.field === 'id' && adding) return 'id';
  const own = s.kind === 'via' || (s.kind === 'direct' && s.field !== 'id') ? s.field : null;
  // Other refs first: a room of another organisation is the fault of a line, not the project it then lacks.
  for (const [name, fd] of Object.entries(r.fields)) {
    if (name === own || fd.type !== 'ref' || !fd.ref || !Object.hasOwn(values, name)) continue;
    const ids = idList(values[name]);
    const target = scopes.get(fd.ref);
    if (!ids.length || !target || target.kind === 'global') continue;
    if (!(await allVisible(ctx, db, ctx.idx.resource(fd.ref), ids))) return name;
  }
  if (own === null || s.kind === 'global') return null;
  if (values[own] === undefined) return adding ? own : null;
  const ids = idList(values[own]);
  if (ids.length !== 1) return own;
  if (s.kind === 'direct' && !inSet(scope, s.dimension, ids[0]!)) return own;
  if (s.kind === 'via' && !(await allVisible(ctx, db, ctx.idx.resource(s.target), ids))) return own;
  return null;
}

/** True when every id is a live row of `r` in the user's scope. */
async function allVisible(ctx: Pick<OpContext, 'idx' | 'user'>, db: Db, r: ResourceDef, ids: readonly number[]): Promise<boolean> {
  const unique = [...new Set(ids)];
  if (unique.length === 1) return (await scopedRow(ctx, db, r, unique[0]!)) !== null;
  const params: unknown[] = [unique];
  const cond = scopeCondition(ctx.idx, scopeOfUser(ctx.user), r, params);
  const [n] = await db.query(`select count(*)::int as "n" from ${tableName(r)} where "id" = any($1) and "_deleted" = false${cond ? ` and (${cond})` : ''}`, params);
  return Number(n?.n ?? 0) === unique.length;
}

function inSet(scope: DataScope, dim: keyof typeof SCOPE_RESOURCES, id: number): boolean {
  const ids = dim === 'org' ? scope.orgIds : dim === 'company' ? scope.companyIds : scope.merchantIds;
  return ids.includes(id);
}

/**
 * Runs first, as soon as the call's input is read (before the ledger and validation refusals, so
 * their answers cannot tell another organisation's ids apart from missing ones): 404 when a row the
 * call addresses lies outside the session's scope.
 */
export async function guardAddressedRows(
  ctx: Pick<OpContext, 'idx' | 'user' | 'rows' | 'pathParams' | 'input'>, db: Db,
): Promise<void> {
  if (!scopeOfUser(ctx.user)) return;
  const [hidden] = await outOfScope(ctx, db, ctx.rows, addressedIds(ctx));
  if (hidden !== undefined) throw notFound(ctx.rows, hidden);
}

/**
 * Runs before the handler, on the validated input: for adds and updates, 400 naming the field when
 * the organisation (company, merchant, parent row) written is not the user's, 403 when a
 * non-administrator adds an organisation or company itself.
 */
export async function guardWrittenScope(ctx: OpContext): Promise<void> {
  if (!scopeOfUser(ctx.user)) return;
  const kind = ctx.entry.op.kind;
  if (!WRITES_VALUES.has(kind)) return;
  const r = ctx.rows;
  const adding = kind === 'add' || (kind === 'save' && !addressedIds(ctx).length);
  const field = await scopeValueProblem(ctx, ctx.server.db, r, ctx.input, adding);
  if (field === 'id') throw new ApiFail(CODE.forbidden, `只有平台管理员可以新增${r.title['zh-CN']}`);
  if (field) throw new ApiFail(CODE.badRequest, outOfScopeMessage(r, field), field);
}

/** Runs after a `get`: a row found by other fields (orgId, virtId) must be in scope too. */
export async function guardScopedResult(ctx: OpContext, result: unknown): Promise<void> {
  if (!scopeOfUser(ctx.user) || ctx.entry.op.kind !== 'get') return;
  const id = typeof result === 'object' && result !== null ? (result as Row).id : undefined;
  if (typeof id !== 'number') return;
  const [hidden] = await outOfScope(ctx, ctx.server.db, ctx.rows, [id]);
  if (hidden !== undefined) throw notFound(ctx.rows);
}
