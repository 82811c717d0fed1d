/**
 * The export centre. Every data export becomes a `session.exportTask` row that walks
 * waiting -> running -> done (or failed) through the in-process job queue; its file stays in
 * the FileStore for 24 h (the clean-up job removes it). A task counts as unseen until its
 * owner downloads it or opens the export-centre list; the top-bar dot (GET status) is on while
 * any own task is waiting, running or unseen.
 */
import { XLSX_MIME, type CatalogueIndex, type ResourceDef } from '../../../src/contract';
import { tableName } from '../db/migrate';
import { findById, formatDateTime, insertRow, listRows, updateRow } from '../db/store';
import { ApiFail, CODE, type FileResult, type Handler, type OpContext, type Row, type ServerServices } from '../types';
import { blobOf, linkBlob, markSeen, rowIdsOfUser } from './blobs';

export const EXPORT_QUEUE = 'export';
const TASK = 'session.exportTask';

const taskResource = (idx: CatalogueIndex): ResourceDef => idx.resource(TASK);

export interface ProducedFile {
  readonly bytes: Uint8Array;
  readonly rowCount: number;
}

/**
 * Registers a task, runs `produce` on the export queue, stores the file and marks the task
 * done; answers the file. A failure marks the task failed and rethrows.
 */
export async function runExportTask(ctx: OpContext, fileName: string, produce: () => Promise<ProducedFile>): Promise<FileResult> {
  const { db, files, jobs, now } = ctx.server;
  const r = taskResource(ctx.idx);
  const userId = ctx.user?.id ?? 0;
  const task = await insertRow(db, r, {
    name: `${fileName.replace(/\.xlsx$/, '')}导出`, fileName, status: 'waiting', progress: 0, rowCount: 0,
  }, now());
  const id = Number(task.id);
  await linkBlob(db, TASK, id, '', userId, now());
  const out: { file?: ProducedFile } = {};
  try {
    await jobs.enqueue(EXPORT_QUEUE, async () => {
      await updateRow(db, r, id, { status: 'running', progress: 10 });
      const result = await produce();
      out.file = result;
      const key = await files.put(fileName, result.bytes);
      await linkBlob(db, TASK, id, key, userId, now());
      await updateRow(db, r, id, { status: 'done', progress: 100, rowCount: result.rowCount, finishTime: formatDateTime(now()) });
    });
  } catch (e) {
    await updateRow(db, r, id, { status: 'failed', finishTime: formatDateTime(now()) }).catch(() => null);
    throw e;
  }
  return { kind: 'file', name: fileName, type: XLSX_MIME, bytes: out.file!.bytes };
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
