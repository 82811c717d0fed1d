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
 * A select-list column that brings the database's snapshot back with a statement that runs
 * anyway (PostgreSQL): the snapshot the statement itself read, with no round trip of its own.
 * @example db.query(`select count(*) as n, ${SNAPSHOT_COLUMN} from t`)
 */
export const SNAPSHOT_COLUMN = `pg_current_snapshot()::text as "_snap"`;

/** The shared version of this process's counter and a snapshot (see sharedDataVersion). */
export const sharedVersionOf = (local: number | string, snapshot: string): string => `${local}|${snapshot}`;

/**
 * dataVersion for a cache that must also see other processes' writes: on PostgreSQL it adds
 * `pg_current_snapshot()` (xmin:xmax:in-progress ids), which differs once any transaction that
 * wrote has committed or started since. One cheap query; PGlite has no other writer.
 * @example const v = await sharedDataVersion(db); … if (hit.version === v) return hit.n;
 */
export async function sharedDataVersion(db: Db): Promise<string> {
  if (db.kind !== 'pg') return String(version);
  const [row] = await db.query<{ _snap: string }>(`select ${SNAPSHOT_COLUMN}`);
  return sharedVersionOf(version, row?._snap ?? '');
}
