/**
 * Export tasks as durable jobs in the database (issue 43 item 5). The `session.exportTask` row is
 * the job: its `status` is the state (waiting -> running -> done | failed), and bookkeeping columns
 * (migration 12) hold what is needed to run it again anywhere: `_job` (the operation, its
 * validated input, the user's id and data-scope ids, the file name), `_attempts`, and the lease
 * `_lease_owner` / `_lease_until` that a live process renews every third of a lease.
 * - A process claims only its own waiting tasks, with a conditional update (`for update skip locked`).
 * - A task whose lease expired (its process died) is taken over by any process, or failed at once
 *   with a reason once it was interrupted MAX_ATTEMPTS times. On PGlite one process owns the data
 *   folder, so at start-up every open task is an orphan.
 * - Every state change names the state and owner it expects (`where status = 'running' and
 *   _lease_owner = me`): "done" never overwrites "failed", nothing is flipped back.
 * Data scope: the job runs the user's query with the user rebuilt from `_job` (scopeFilter over
 * its scope ids, exactly as in the request) inside `withDataScope` + one transaction, so the
 * database's policies apply as they do to the user's own calls (see produceAs).
 */
import { catalogue, indexCatalogue, type CatalogueIndex, type IndexedOperation } from '../../../src/contract';
import type { RequestDb } from '../api/scopedDb';
import { q, tableName } from '../db/migrate';
import { formatDateTime } from '../db/store';
import { ApiFail, CODE, type OpContext, type ServerServices, type SessionUser } from '../types';
import { linkBlob } from './blobs';
import { EXPORT_PRODUCERS, type ExportKind } from './exportHandlers';
import { EXPORT_QUEUE, registerExportWorker, TASK, type ExportJob, type ExportWorker } from './exportTasks';

/** How long a task stays its process's without a heartbeat (EXPORT_LEASE_MS). */
export const DEFAULT_EXPORT_LEASE_MS = 30_000;
/** Interrupted this often (its process died each time), a task is failed instead of run again. */
export const MAX_ATTEMPTS = 2;

export const REASON_NO_JOB = '导出任务创建于升级之前，服务重启后无法继续，请重新导出';
export const REASON_INTERRUPTED = `导出被服务重启中断${MAX_ATTEMPTS}次，已停止，请缩小范围后重新导出`;

let sharedIdx: CatalogueIndex | null = null;
const index = () => (sharedIdx ??= indexCatalogue(catalogue));
let byId: Map<string, IndexedOperation> | null = null;
const operation = (id: string) => (byId ??= new Map(index().operations.map((e) => [e.id, e]))).get(id);

/** The user of a job: its id and scope ids are all its queries need (scopeFilter, withDataScope). */
const jobUser = (job: ExportJob): SessionUser => ({
  id: job.userId, loginName: '', userName: '', userType: 0, companyId: null,
  orgIds: job.scope?.orgIds ?? [], perms: [], scope: job.scope, token: '',
});

/** Runs the job's producer as its user: app conditions from the user's scope, policies from withDataScope. */
async function produceAs(services: ServerServices, job: ExportJob) {
  const idx = index();
  const entry = operation(job.op);
  const produce = EXPORT_PRODUCERS[job.kind as ExportKind];
  if (!entry || !produce) throw new ApiFail(CODE.badRequest, `导出任务无法执行：${job.op}`);
  const ctx: OpContext = {
    idx, entry, rows: idx.rowsOf(entry), input: job.input, pathParams: {}, user: jobUser(job), server: services,
    request: new Request('http://localhost/export-job'),
  };
  const db = services.db as Partial<RequestDb>;
  if (job.scope && db.withDataScope) return db.withDataScope(job.scope, () => services.db.transaction(() => produce(ctx)));
  return produce(ctx);
}

const messageOf = (e: unknown) => (e instanceof ApiFail ? e.message : '导出失败：服务器错误');

/**
 * Starts this process's export worker on the server's jobs; createServer's close stops it.
 * @example const worker = startExportWorker(services, { leaseMs: 30000 }); await worker.sweep();
 */
export function startExportWorker(services: ServerServices, o: { readonly leaseMs?: number } = {}): ExportWorker {
  const { db, files, jobs, now } = services;
  const fromEnv = typeof process !== 'undefined' ? Number(process.env?.EXPORT_LEASE_MS) : NaN;
  const leaseMs = o.leaseMs ?? (fromEnv > 0 ? fromEnv : DEFAULT_EXPORT_LEASE_MS);
  const t = tableName(index().resource(TASK));
  const pid = typeof process !== 'undefined' && process.pid ? process.pid : 0;
  const owner = `${pid}-${crypto.randomUUID().slice(0, 8)}`;
  const lease = `now() + ${Math.round(leaseMs)} * interval '1 millisecond'`;
  const waiters = new Map<number, { resolve: (b: Uint8Array) => void; reject: (e: unknown) => void }>();
  let stopped = false;
  let kicked = false;
  let wakeUp: (() => void) | null = null;

  const settle = (id: number, outcome: { bytes: Uint8Array } | { error: unknown }) => {
    const w = waiters.get(id);
    waiters.delete(id);
    if (!w) return;
    if ('bytes' in outcome) w.resolve(outcome.bytes);
    else w.reject(outcome.error);
  };

  /** This process's oldest waiting task, now running here; null when none. */
  const claim = async (): Promise<{ id: number; job: ExportJob } | null> => {
    const [row] = await db.query<{ id: number; _job: ExportJob | string }>(
      `update ${t} set "status" = 'running', "progress" = 10, "_attempts" = "_attempts" + 1, "_lease_until" = ${lease}
       where "id" = (select "id" from ${t} where "status" = 'waiting' and "_lease_owner" = $1 and "_deleted" = false
         order by "id" limit 1 for update skip locked)
         and "status" = 'waiting' and "_lease_owner" = $1
       returning "id", "_job"`, [owner]);
    if (!row) return null;
    return { id: Number(row.id), job: typeof row._job === 'string' ? JSON.parse(row._job) as ExportJob : row._job };
  };

  const fail = async (id: number, reason: string) => {
    await db.query(`update ${t} set "status" = 'failed', "_error" = $3, ${q('finishTime')} = $4, "_lease_owner" = null, "_lease_until" = null
      where "id" = $1 and "status" = 'running' and "_lease_owner" = $2`, [id, owner, reason, formatDateTime(now())]);
  };

  const runOne = async ({ id, job }: { id: number; job: ExportJob }) => {
    try {
      const file = await produceAs(services, job);
      const key = await files.put(job.fileName, file.bytes);
      const finished = await db.transaction(async (tx) => {
        const done = await tx.query(`update ${t} set "status" = 'done', "progress" = 100, ${q('rowCount')} = $3, ${q('finishTime')} = $4,
          "_lease_owner" = null, "_lease_until" = null where "id" = $1 and "status" = 'running' and "_lease_owner" = $2 returning "id"`,
        [id, owner, file.rowCount, formatDateTime(now())]);
        if (done.length) await linkBlob(tx, TASK, id, key, job.userId, now());
        return done.length > 0;
      });
      if (!finished) {
        // Failed or taken over meanwhile (this process stalled past its lease): the other outcome stands.
        await files.remove(key).catch(() => undefined);
        settle(id, { error: new ApiFail(CODE.conflict, '导出任务已中止，请在导出中心查看') });
        return;
      }
      settle(id, { bytes: file.bytes });
    } catch (e) {
      await fail(id, messageOf(e)).catch(() => undefined);
      settle(id, { error: e });
      throw e;
    }
  };

  const wake = () => new Promise<void>((resolve) => {
    if (kicked || stopped) { kicked = false; resolve(); return; }
    wakeUp = () => { wakeUp = null; kicked = false; resolve(); };
  });

  // Started outside any request: the exports run in no request's context (its signal, its scope).
  const loop = async () => {
    while (!stopped) {
      kicked = false;
      const next = await claim().catch(() => null);
      if (!next) { await wake(); continue; }
      await jobs.enqueue(EXPORT_QUEUE, () => runOne(next)).catch(() => undefined);
    }
  };

  // Also the loop's safety net: a kick is lost when the claim meets the row locked (this very
  // heartbeat, or a sweep, holds it for a moment; `skip locked` then finds nothing), and the task
  // would wait here forever with its lease kept alive. A waiting task of ours wakes the loop again.
  const heartbeat = async () => {
    const mine = await db.query<{ status: string }>(`update ${t} set "_lease_until" = ${lease}
      where "_lease_owner" = $1 and "status" in ('waiting', 'running') returning "status"`, [owner]);
    if (mine.some((r) => r.status === 'waiting')) worker.kick();
  };

  /** Takes over open tasks whose lease expired (all not ours, on PGlite at start-up), or fails them with a reason. */
  const sweep = async (all = false): Promise<number[]> => {
    const expired = all ? `"_lease_owner" is distinct from $1` : `("_lease_until" is null or "_lease_until" < now()) and $1::text is not null`;
    const failed = await db.query<{ id: number }>(`update ${t} set "status" = 'failed', ${q('finishTime')} = $2, "_lease_owner" = null, "_lease_until" = null,
        "_error" = case when "_job" is null then $3 else $4 end
      where "status" in ('waiting', 'running') and "_deleted" = false and ${expired} and ("_job" is null or "_attempts" >= $5) returning "id"`,
    [owner, formatDateTime(now()), REASON_NO_JOB, REASON_INTERRUPTED, MAX_ATTEMPTS]);
    const taken = await db.query<{ id: number }>(`update ${t} set "status" = 'waiting', "progress" = 0, "_lease_owner" = $1, "_lease_until" = ${lease}
      where "id" in (select "id" from ${t} where "status" in ('waiting', 'running') and "_deleted" = false and ${expired}
          and "_job" is not null and "_attempts" < $2 for update skip locked)
        and "status" in ('waiting', 'running') and ${expired} returning "id"`, [owner, MAX_ATTEMPTS]);
    if (taken.length) worker.kick();
    return [...failed, ...taken].map((r) => Number(r.id));
  };

  const timers: ReturnType<typeof setInterval>[] = [];
  const every = (ms: number, fn: () => Promise<unknown>) => {
    const timer = setInterval(() => { if (!stopped) void fn().catch(() => undefined); }, ms);
    (timer as { unref?: () => void }).unref?.();
    timers.push(timer);
  };

  const worker: ExportWorker = {
    owner, leaseMs,
    kick() {
      kicked = true;
      wakeUp?.();
    },
    result(id) {
      return new Promise<Uint8Array>((resolve, reject) => {
        waiters.set(id, { resolve, reject });
        worker.kick();
      });
    },
    sweep: () => sweep(false),
    stop() {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      wakeUp?.();
      for (const id of [...waiters.keys()]) settle(id, { error: new ApiFail(CODE.timeout, '服务正在停止，导出任务将由其他服务进程继续') });
    },
  };
  registerExportWorker(jobs, worker);
  every(Math.max(100, Math.floor(leaseMs / 3)), heartbeat);
  every(Math.max(200, Math.floor(leaseMs / 2)), () => sweep(false));
  // PGlite: this process holds the data folder alone, so whatever was open belonged to a dead one.
  void sweep(db.kind === 'pglite').catch(() => undefined).finally(() => { void loop(); });
  return worker;
}
