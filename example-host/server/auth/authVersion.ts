/**
 * How a remembered session stays true with several server processes on one PostgreSQL, without a
 * round trip of its own and without one hot row.
 * - Each write to a user, its role/organisation/company links, a role, an organisation or a merchant
 *   bumps only the stamps of what it touched (`u:<user>`, `r:<role>`, `o:<organisation>`), by a
 *   trigger in the same transaction (db/migrations.ts step 15): whichever process, call or job wrote.
 * - A resolved session remembers the keys it depends on and the sum of their stamps. Stamps only grow,
 *   so any bump of any of its keys changes the sum.
 * - Each call compares that sum (and that the session row still exists) in `_sc_auth_check`, riding in
 *   the round trip the call already makes: the BEGIN of its transaction, or beside its read on
 *   another connection. A mismatch raises SQLSTATE SCA01; the dispatcher resolves the session afresh
 *   and runs the call again, so a logout, a disabled user or a role losing a permission on one process
 *   counts on every other at once.
 * PGlite has one process and clears its cache itself: no check there.
 */
import type { Db, SessionUser } from '../types';

/** What a remembered session is checked against. */
export interface SessionCheck {
  readonly hash: string;
  readonly keys: readonly string[];
  readonly sum: number;
}

const checks = new WeakMap<SessionUser, SessionCheck>();

/** The SQLSTATE `_sc_auth_check` raises when a remembered session no longer holds. */
export const STALE_SESSION = 'SCA01';

/** True for the error of a failed session check. */
export const isStaleSession = (e: unknown): boolean =>
  typeof e === 'object' && e !== null && (e as { code?: unknown }).code === STALE_SESSION;

/** Remembers the check of a resolved session. */
export function rememberCheck(user: SessionUser, check: SessionCheck): void {
  checks.set(user, check);
}

/** The check of a session resolved on PostgreSQL; null on PGlite. */
export function checkOf(user: SessionUser | null): SessionCheck | null {
  return user ? checks.get(user) ?? null : null;
}

/**
 * The keys a session depends on and the sum of their stamps, read with what they describe
 * (the caller runs this in the repeatable-read snapshot it read the user in).
 */
export async function readStamp(db: Db, userId: number, orgIds: readonly number[], roleIds: readonly number[]): Promise<{ keys: string[]; sum: number }> {
  const keys = [`u:${userId}`, ...roleIds.map((r) => `r:${r}`), ...orgIds.map((o) => `o:${o}`)];
  const [row] = await db.query<{ s: number }>(`select coalesce(sum("v"), 0)::int8 as "s" from "_auth_stamps" where "key" = any($1)`, [keys]);
  return { keys, sum: Number(row?.s ?? 0) };
}

const literal = (s: string) => `'${s.replace(/'/g, "''")}'`;

/**
 * The check as SQL text without parameters, for a transaction's prelude (one simple query with BEGIN).
 * Keys are `u:`/`r:`/`o:` and digits and the hash is hex, so quoting is a formality.
 * @example await db.transaction(work, { prelude: checkSql(check) })
 */
export function checkSql(c: SessionCheck): string {
  return `select "_sc_auth_check"(${literal(c.hash)}, array[${c.keys.map(literal).join(', ')}]::text[], ${Math.trunc(c.sum)})`;
}

/** Runs the check as a statement of its own (beside a read that has no transaction to ride in). */
export async function runCheck(db: Db, c: SessionCheck): Promise<void> {
  await db.query(`select "_sc_auth_check"($1, $2, $3)`, [c.hash, [...c.keys], c.sum]);
}

/** True while a remembered session still reads as it did (one statement; for refusals only). */
export async function stillHolds(db: Db, c: SessionCheck): Promise<boolean> {
  try {
    await runCheck(db, c);
    return true;
  } catch (e) {
    if (isStaleSession(e)) return false;
    throw e;
  }
}
