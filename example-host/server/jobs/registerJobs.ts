/**
 * The server's scheduled jobs: expired sessions removed, export files dropped after 24 h
 * (and exports stuck by a crash marked failed), bytes of deleted uploads removed, and received
 * coupons past their last valid day marked expired.
 */
import { expireCouponReceipts } from '../actions/marketing';
import { tableName } from '../db/migrate';
import { formatDateTime } from '../db/store';
import { startExportWorker } from '../files/exportJobs';
import type { Db, ServerServices } from '../types';
import type { InProcessJobRunner } from './createJobRunner';

export const MINUTE = 60 * 1000;
export const HOUR = 60 * MINUTE;
/** Export files are kept this long. */
export const EXPORT_TTL_MS = 24 * HOUR;
/** A task waiting or running this long, with no live lease, was cut off by a restart (the export worker normally fails or resumes it first). */
export const STALE_EXPORT_MS = HOUR;

const EXPORT_TASKS = tableName({ service: 'session', name: 'exportTask' });
const FILES = tableName({ service: 'common', name: 'file' });
const COUPON_RECEIPTS = tableName({ service: 'marketing', name: 'couponReceipt' });

/** Deletes sessions whose expiry has passed; the `_sessions` table is the auth code's, so its expiry column is looked up. */
export async function cleanExpiredSessions(db: Db, now: Date): Promise<number> {
  const cols = await db.query<{ column_name: string; data_type: string }>(
    `select column_name, data_type from information_schema.columns where table_schema = current_schema() and table_name = '_sessions'`,
  );
  const col = cols.find((c) => /expire/i.test(c.column_name));
  if (!col) return 0;
  const c = `"${col.column_name.replace(/"/g, '""')}"`;
  let rows;
  if (/timestamp|date/.test(col.data_type)) rows = await db.query(`delete from "_sessions" where ${c} < $1 returning 1`, [now]);
  else if (/int|numeric|double|real/.test(col.data_type)) {
    // Epoch milliseconds or seconds, whichever the auth code stores.
    rows = await db.query(`delete from "_sessions" where (${c} > 100000000000 and ${c} < $1) or (${c} <= 100000000000 and ${c} < $2) returning 1`,
      [now.getTime(), Math.floor(now.getTime() / 1000)]);
  } else rows = await db.query(`delete from "_sessions" where ${c}::timestamptz < $1 returning 1`, [now]);
  return rows.length;
}

/** Removes export files older than 24 h and fails tasks left waiting or running by a restart. */
export async function cleanExports(s: Pick<ServerServices, 'db' | 'files'>, now: Date): Promise<{ removed: number; failed: number }> {
  const { db, files } = s;
  const old = await db.query<{ row_id: number; file_key: string }>(
    `select "row_id", "file_key" from "_blobs" where "owner" = 'session.exportTask' and "file_key" <> '' and "created" < $1`,
    [new Date(now.getTime() - EXPORT_TTL_MS)],
  );
  for (const b of old) {
    await files.remove(b.file_key);
    await db.query(`update "_blobs" set "file_key" = '' where "owner" = 'session.exportTask' and "row_id" = $1`, [b.row_id]);
  }
  const stale = await db.query(
    `update ${EXPORT_TASKS} set "status" = 'failed', "finishTime" = $1, "_error" = '导出任务中断，已超时' where "status" in ('waiting', 'running') and "_created" < $2
     and ("_lease_until" is null or "_lease_until" < now()) returning "id"`,
    [formatDateTime(now), new Date(now.getTime() - STALE_EXPORT_MS)],
  );
  return { removed: old.length, failed: stale.length };
}

/** Removes the bytes of uploads whose row was deleted. */
export async function cleanDeletedUploads(s: Pick<ServerServices, 'db' | 'files'>): Promise<number> {
  const { db, files } = s;
  const orphans = await db.query<{ row_id: number; file_key: string }>(
    `select b."row_id", b."file_key" from "_blobs" b left join ${FILES} f on f."id" = b."row_id"
     where b."owner" = 'common.file' and (f."id" is null or f."_deleted" = true)`,
  );
  for (const b of orphans) {
    if (b.file_key) await files.remove(b.file_key);
    await db.query(`delete from "_blobs" where "owner" = 'common.file' and "row_id" = $1`, [b.row_id]);
  }
  return orphans.length;
}

/**
 * Refreshes the planner's statistics (the joint ones of categorical filters included, migrate.ts)
 * on PGlite, which has no autovacuum to do it; PostgreSQL's autovacuum does it there.
 * @example await refreshPlannerStatistics(db) // after a bulk import, or hourly by the job
 */
export async function refreshPlannerStatistics(db: Db): Promise<void> {
  if (db.kind === 'pglite') await db.exec('analyze');
}

/**
 * Registers the recurring jobs on the server's runner.
 * @example
 * registerJobs(services); services.jobs.jobs().map((j) => j.name)
 */
export function registerJobs(services: ServerServices): void {
  const { jobs, db, now } = services;
  // Export tasks are durable jobs: this process's worker runs its own and takes over orphans.
  const exportWorker = startExportWorker(services);
  (jobs as Partial<InProcessJobRunner>).onStop?.(() => exportWorker.stop());
  // Create the server-owned tables up front, so requests only find them (no DDL under load).
  jobs.every('sessionCleanup', 'system', 10 * MINUTE, async () => { await cleanExpiredSessions(db, now()); });
  jobs.every('exportCleanup', 'files', HOUR, async () => { await cleanExports(services, now()); });
  jobs.every('uploadCleanup', 'files', HOUR, async () => { await cleanDeletedUploads(services); });
  jobs.every('couponStatus', 'marketing', HOUR, async () => { await expireCouponReceipts(db, COUPON_RECEIPTS, now()); });
  jobs.every('plannerStatistics', 'system', HOUR, async () => { await refreshPlannerStatistics(db); });
}
