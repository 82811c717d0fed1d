/**
 * A counter that moves on every statement that may change data. Caches of derived figures
 * (list totals) remember the version they were computed at and are stale once it moves, which
 * holds whichever handler, job or raw SQL did the write. On PostgreSQL other processes write
 * too: sharedDataVersion adds the database's snapshot, which moves with every commit anywhere.
 */
import type { Db } from '../types';

let version = 0;

const READ_ONLY = /^\s*(select|with\s+[\s\S]*?\)\s*select|show|explain)\b/i;

/** Called by the database wrapper for every statement. */
export function noteStatement(sql: string): void {
  if (!READ_ONLY.test(sql)) version += 1;
}

export const dataVersion = (): number => version;

/**
 * dataVersion for a cache that must also see other processes' writes: on PostgreSQL it adds
 * `pg_current_snapshot()` (xmin:xmax:in-progress ids), which differs once any transaction that
 * wrote has committed or started since. One cheap query; PGlite has no other writer.
 * @example const v = await sharedDataVersion(db); … if (hit.version === v) return hit.n;
 */
export async function sharedDataVersion(db: Db): Promise<string> {
  if (db.kind !== 'pg') return String(version);
  const [row] = await db.query<{ s: string }>(`select pg_current_snapshot()::text as "s"`);
  return `${version}|${row?.s ?? ''}`;
}
