/**
 * The export centre. Every data export becomes a `session.exportTask` row that walks
 * waiting -> running -> done (or failed). The row is a durable job (exportJobs.ts): a worker in
 * this process runs it, or, if this process dies, another one or the restarted one takes it over
 * or fails it with a reason. Its file stays in the FileStore for 24 h (the clean-up job removes
 * it). A task counts as unseen until its owner downloads it or opens the export-centre list; the
 * top-bar dot (GET status) is on while any own task is waiting, running or unseen.
 */
import { XLSX_MIME, type CatalogueIndex, type ResourceDef } from '../../../src/contract';
import { tableName } from '../db/migrate';
import { findById, insertRow, listRows } from '../db/store';
import type { DataScope } from '../scope/sessionScope';
import { ApiFail, CODE, type FileResult, type Handler, type JobRunner, type OpContext, type Row, type ServerServices } from '../types';
import { blobOf, linkBlob, markSeen, rowIdsOfUser } from './blobs';

export const EXPORT_QUEUE = 'export';
export const TASK = 'session.exportTask';

const taskResource = (idx: CatalogueIndex): ResourceDef => idx.resource(TASK);

export interface ProducedFile {
  readonly bytes: Uint8Array;
  readonly rowCount: number;
}

/** What a task's `_job` column holds: enough to run the export in any process, as its user. */
export interface ExportJob {
  /** Which producer (exportHandlers.ts EXPORT_PRODUCERS). */
  readonly kind: string;
  /** The operation id (`organisation.household.exportHouseholdRoom`). */
  readonly op: string;
  /** The request's validated input (list filters, ids, order). */
  readonly input: Row;
  readonly userId: number;
  /** The user's data-scope ids when the export was asked for; null for an administrator. */
  readonly scope: DataScope | null;
  readonly fileName: string;
}

/** This process's export worker (exportJobs.ts). */
export interface ExportWorker {
  readonly owner: string;
  readonly leaseMs: number;
  /** A task of this process is waiting. */
  kick(): void;
  /** The bytes once task `id` is done here; rejects with the failure. */
  result(id: number): Promise<Uint8Array>;
  /** Takes over tasks whose lease expired, or fails them; answers their ids. */
  sweep(): Promise<number[]>;
  stop(): void;
}

const workers = new WeakMap<JobRunner, ExportWorker>();
export const registerExportWorker = (jobs: JobRunner, w: ExportWorker): void => { workers.set(jobs, w); };
export const exportWorkerOf = (jobs: JobRunner): ExportWorker | undefined => workers.get(jobs);

const POLL_MS = 1000;

/** Waits for a task another process took over (this one stalled past its lease): its file, or its failure. */
async function finishedElsewhere(ctx: OpContext, id: number, settled: () => boolean): Promise<Uint8Array> {
  const t = tableName(taskResource(ctx.idx));
  for (;;) {
    await new Promise((r) => setTimeout(r, POLL_MS));
    if (settled()) return new Promise<Uint8Array>(() => undefined);
    const [row] = await ctx.server.db.query<{ status: string; _error: string | null }>(`select "status", "_error" from ${t} where "id" = $1`, [id]);
    if (row?.status === 'failed') throw new ApiFail(CODE.badRequest, row._error ?? '导出失败');
    if (row?.status !== 'done') continue;
    const blob = await blobOf(ctx.server.db, TASK, id);
    const bytes = blob?.file_key ? await ctx.server.files.get(blob.file_key) : null;
    if (bytes) return bytes;
  }
}

/**
 * Registers a task whose job is `kind` over the request's input and user, has the worker run it,
 * and answers its file. A failure marks the task failed (with its reason) and is rethrown.
 * @example return runExportTask(ctx, '住户20261121.xlsx', 'householdRoom')
 */
export async function runExportTask(ctx: OpContext, fileName: string, kind: string): Promise<FileResult> {
  const { db, jobs, now } = ctx.server;
  const worker = exportWorkerOf(jobs);
  if (!worker) throw new Error('the export worker is not started (registerJobs)');
  const r = taskResource(ctx.idx);
  const userId = ctx.user?.id ?? 0;
  const job: ExportJob = { kind, op: ctx.entry.id, input: ctx.input, userId, scope: ctx.user?.scope ?? null, fileName };
  const id = await db.transaction(async (tx) => {
    const task = await insertRow(tx, r, {
      name: `${fileName.replace(/\.xlsx$/, '')}导出`, fileName, status: 'waiting', progress: 0, rowCount: 0,
    }, now());
    const taskId = Number(task.id);
    await tx.query(`update ${tableName(r)} set "_job" = $2, "_lease_owner" = $3, "_lease_until" = now() + $4 * interval '1 millisecond' where "id" = $1`,
      [taskId, JSON.stringify(job), worker.owner, worker.leaseMs]);
    await linkBlob(tx, TASK, taskId, '', userId, now());
    return taskId;
  });
  let settled = false;
  const here = worker.result(id).finally(() => { settled = true; });
  const bytes = await Promise.race([here, finishedElsewhere(ctx, id, () => settled)]);
  settled = true;
  return { kind: 'file', name: fileName, type: XLSX_MIME, bytes };
}

/** Whether the user has a task waiting, running, or finished but unseen. */
export async function hasActiveExports(services: Pick<ServerServices, 'db'>, idx: CatalogueIndex, userId: number): Promise<boolean> {
  const { db } = services;
  const rows = await db.query<{ n: number }>(
    `select count(*)::int as "n" from ${tableName(taskResource(idx))} t join "_blobs" b on b."owner" = $1 and b."row_id" = t."id"
     where b."user_id" = $2 and t."_deleted" = false and (t."status" in ('waiting', 'running') or b."seen" = false)`,
    [TASK, userId],
  );
  return Number(rows[0]?.n ?? 0) > 0;
}

/** GET /export/exportTask/status: true while the dot should show. */
export const exportStatus: Handler = async (ctx) => hasActiveExports(ctx.server, ctx.idx, ctx.user?.id ?? 0);

/** POST /export/exportTask/list: the session user's tasks, paged; listing marks finished ones seen. */
export const exportList: Handler = async (ctx) => {
  const r = taskResource(ctx.idx);
  const pageNum = Number(ctx.input.pageNum ?? 1);
  const pageSize = Number(ctx.input.pageSize ?? 20);
  const own = await rowIdsOfUser(ctx.server.db, TASK, ctx.user?.id ?? 0);
  if (!own.length) return { list: [], total: 0, pageNum, pageSize };
  const { pageNum: _p, pageSize: _s, orderBy, order, ...filters } = ctx.input;
  const { rows, total } = await listRows(ctx.server.db, r, {
    filters: { ...filters, id: own.join(',') },
    orderBy: typeof orderBy === 'string' ? orderBy : undefined,
    order: order === 'asc' ? 'asc' : 'desc',
    limit: pageSize, offset: (pageNum - 1) * pageSize,
  });
  await markSeen(ctx.server.db, TASK, rows.filter((x) => x.status === 'done' || x.status === 'failed').map((x) => Number(x.id)));
  return { list: rows, total, pageNum, pageSize };
};

/** GET /export/exportTask/download/{id}: the file of an own finished task. */
export const exportDownload: Handler = async (ctx) => {
  const id = Number(ctx.pathParams.id);
  const r = taskResource(ctx.idx);
  const task: Row | null = Number.isInteger(id) && id > 0 ? await findById(ctx.server.db, r, id) : null;
  const blob = task ? await blobOf(ctx.server.db, TASK, id) : null;
  if (!task || !blob || blob.user_id !== (ctx.user?.id ?? 0)) throw new ApiFail(CODE.notFound, '导出任务不存在');
  if (task.status !== 'done') throw new ApiFail(CODE.conflict, '导出任务尚未完成');
  const bytes = blob.file_key ? await ctx.server.files.get(blob.file_key) : null;
  if (!bytes) throw new ApiFail(CODE.notFound, '导出文件已过期（保留24小时），请重新导出');
  await markSeen(ctx.server.db, TASK, [id]);
  return { kind: 'file', name: String(task.fileName), type: XLSX_MIME, bytes } satisfies FileResult;
};
