/**
 * A unique index refusing a write (SQLSTATE 23505, the same from PGlite and from pg) as the
 * envelope's 409 naming the field, as the handlers' pre-check answers it. The pre-check cannot see
 * a row a parallel transaction is inserting; the index can, so this is the answer that always holds.
 */
import type { ResourceDef } from '../../../src/contract';
import { ApiFail, CODE } from '../types';
import { uniqueIndexName } from './migrate';

interface PgError { code?: unknown; constraint?: unknown; detail?: unknown }

/**
 * The 409 for a unique violation on a `unique` field of `r`, or null for any other error.
 * @example try { await insert() } catch (e) { throw uniqueViolation(r, e) ?? e }
 */
export function uniqueViolation(r: ResourceDef, e: unknown): ApiFail | null {
  const err = (typeof e === 'object' && e !== null ? e : {}) as PgError;
  if (String(err.code ?? '') !== '23505') return null;
  const constraint = typeof err.constraint === 'string' ? err.constraint : '';
  const keyOf = /^Key \("?([^")]+)"?\)=/.exec(typeof err.detail === 'string' ? err.detail : '')?.[1];
  for (const [name, fd] of Object.entries(r.fields)) {
    if (fd.unique && (constraint === uniqueIndexName(r, name) || keyOf === name)) {
      return new ApiFail(CODE.conflict, `${fd.label['zh-CN']}已存在`, name);
    }
  }
  return null;
}
