/**
 * A counter in PostgreSQL that moves whenever a session ends or users, roles or their links
 * change, whichever server process did it. Each process remembers resolved sessions for a few
 * seconds (session.ts); with several processes on one database, a remembered session is used
 * only while this counter still reads what it read when the session was resolved, so a logout
 * or a disabled user on one process ends the session on every other at once, at the price of
 * one one-row read per call. PGlite has one process and clears its cache itself: nothing here.
 */
import type { Db } from '../types';

const TABLE = '"_auth_version"';

/** Moves the counter (in the caller's transaction, so other processes see it with the change). */
export async function bumpAuthVersion(db: Db): Promise<void> {
  if (db.kind === 'pg') await db.query(`update ${TABLE} set "v" = "v" + 1 where "id" = 1`);
}

/** The counter's value; 0 on PGlite, where no other process shares the database. */
export async function authVersion(db: Db): Promise<number> {
  if (db.kind !== 'pg') return 0;
  const [row] = await db.query<{ v: number }>(`select "v" from ${TABLE} where "id" = 1`);
  return Number(row?.v ?? 0);
}
