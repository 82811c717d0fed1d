/**
 * Data scope in SQL: the condition that keeps a non-administrator to the rows of its
 * organisations, companies and merchants (see src/contract/dataScope.ts for which field of each
 * resource carries the scope). A direct field is a plain `= any($n)` on an indexed ref column; a
 * row scoped `via` a parent is an uncorrelated `in (select id ...)` on the parent's scope, so
 * neither runs a subquery per row.
 */
import { dataScopesOf, type CatalogueIndex, type ResourceDef, type ScopeDimension } from '../../../src/contract';
import { q, tableName } from '../db/migrate';
import type { SessionUser } from '../types';
import type { DataScope } from './sessionScope';

/** Adds the scope condition of a resource's rows to a query's parameters; null when every row is in scope. */
export type ScopeFilter = (r: ResourceDef, params: unknown[]) => string | null;

const idsOf = (s: DataScope, d: ScopeDimension): readonly number[] =>
  d === 'org' ? s.orgIds : d === 'company' ? s.companyIds : s.merchantIds;

/**
 * The condition over `alias` (e.g. `t.` or ''), or null when the resource is global or the
 * scope is unrestricted. A resource the contract leaves unresolved shows no row (fails closed).
 */
export function scopeCondition(idx: CatalogueIndex, scope: DataScope | null, r: ResourceDef, params: unknown[], alias = '', depth = 0): string | null {
  if (!scope) return null;
  const s = dataScopesOf(idx.services).get(r.key);
  if (!s || s.kind === 'unresolved') return 'false';
  if (s.kind === 'global') return null;
  if (s.kind === 'direct') {
    params.push([...idsOf(scope, s.dimension)]);
    return `${alias}${q(s.field)} = any($${params.length})`;
  }
  if (depth > 5) return 'false';
  const target = idx.resource(s.target);
  const a = `s${depth}`;
  const inner = scopeCondition(idx, scope, target, params, `${a}.`, depth + 1);
  if (inner === null) return null;
  return `${alias}${q(s.field)} in (select ${a}."id" from ${tableName(target)} ${a} where ${inner})`;
}

let appChecks = true;

/**
 * Switches the application's own scope conditions and guards off, so a test can show that the
 * database's policies (policies.ts) alone keep every session to its rows. Tests only: the running
 * server has no option or variable that reaches it.
 * @example setAppScopeChecksForTests(false); try { … } finally { setAppScopeChecksForTests(true); }
 */
export function setAppScopeChecksForTests(on: boolean): void {
  appChecks = on;
}

/**
 * The data scope of a user for the application's own conditions: null (every row) for
 * administrators and public calls. The database's policies use `user.scope` itself, always.
 */
export const scopeOfUser = (user: SessionUser | null | undefined): DataScope | null => (appChecks ? user?.scope ?? null : null);

/**
 * The filter the list-like handlers hand to buildWhere; undefined when every row is in scope.
 * @example buildWhere(r, { filters, scope: scopeFilter(ctx) }, params)
 */
export function scopeFilter(ctx: { readonly idx: CatalogueIndex; readonly user: SessionUser | null }): ScopeFilter | undefined {
  const scope = scopeOfUser(ctx.user);
  if (!scope) return undefined;
  return (r, params) => scopeCondition(ctx.idx, scope, r, params);
}
