/**
 * What the database's own refusals of the data scope (scope/policies.ts) answer: the envelope's
 * 400 naming the field, never a 500. A row the policy hides is simply not found by its statement,
 * so handlers answer their own 404 for it; what reaches here are writes the policy refused:
 * - a `ref` pointing at a row the caller cannot see (trigger sc_refs, SQLSTATE 42501 with the column);
 * - a row whose own scope field names another organisation (the policy's `with check`).
 * A foreign target and a missing one get the same answer.
 */
import type { CatalogueIndex } from '../../../src/contract';
import { ApiFail, CODE } from '../types';
import { outOfScopeMessage } from './guardScope';
import { resourceOfTable, scopeFieldOf } from './policies';

interface PgError { readonly code?: unknown; readonly message?: unknown; readonly column?: unknown; readonly table?: unknown }

/** The answer for a scope refusal by the database, or null when `e` is something else. */
export function scopeRefusal(idx: CatalogueIndex, e: unknown): ApiFail | null {
  if (typeof e !== 'object' || e === null) return null;
  const err = e as PgError;
  if (err.code !== '42501') return null;
  const message = String(err.message ?? '');
  const ref = /^sc_ref (\w+)/.exec(message);
  const table = typeof err.table === 'string' && err.table ? err.table : /policy (?:"[^"]*" )?for table "([^"]+)"/.exec(message)?.[1];
  const r = table ? resourceOfTable(idx, table) : undefined;
  if (!r) return null;
  if (ref) return new ApiFail(CODE.badRequest, outOfScopeMessage(r, ref[1]!), ref[1]);
  if (!/row-level security/.test(message)) return null;
  const field = scopeFieldOf(idx, r);
  if (field === null || field === 'id') return new ApiFail(CODE.forbidden, `只有平台管理员可以新增${r.title['zh-CN']}`);
  return new ApiFail(CODE.badRequest, outOfScopeMessage(r, field), field);
}
