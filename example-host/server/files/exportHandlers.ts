/**
 * Handlers of the `export` operations: a real .xlsx of the rows the list filters select (or
 * the `ids` picked), registered as an export task that a worker runs as a durable job
 * (exportJobs.ts: the producers below run there, with the user rebuilt from the job row); import templates (header row only); the
 * dinner statistics sheet (effective orders totalled, cancelled and refunded apart); households with their room's building, unit and floor.
 */
import type { ResourceDef } from '../../../src/contract';
import { XLSX_MIME } from '../../../src/contract';
import { listRows } from '../db/store';
import { ApiFail, CODE, outsideTransaction, type FileResult, type Handler, type OpContext, type Row } from '../types';
import { exportColumns, exportFileName, sheetOf, templateColumns, type SheetColumn } from './exportSheet';
import { stats } from '../handlers/stats';
import { scopeFilter } from '../scope/rowScope';
import { runExportTask, type ProducedFile } from './exportTasks';
import { writeXlsx, type XlsxCell } from './xlsx';

/** More rows than this belong in a report, not a spreadsheet download. */
export const MAX_EXPORT_ROWS = 100000;

const PAGING = new Set(['pageNum', 'pageSize', 'orderBy', 'order', 'ids']);

/** The list filters of the request (paging removed; `ids` turned into an id filter). */
function filtersOf(input: Row): Row {
  const out: Row = {};
  for (const [k, v] of Object.entries(input)) if (!PAGING.has(k)) out[k] = v;
  const ids = input.ids;
  if (typeof ids === 'string' || typeof ids === 'number' || Array.isArray(ids)) {
    const list = (Array.isArray(ids) ? ids.map(String) : String(ids).split(',')).map((s) => s.trim()).filter((s) => /^\d+$/.test(s));
    if (!list.length) throw new ApiFail(CODE.badRequest, '请选择要导出的数据', 'ids');
    out.id = list.join(',');
  }
  return out;
}

async function selectRows(ctx: OpContext, r: ResourceDef, filters: Row): Promise<Row[]> {
  const { rows, total } = await listRows(ctx.server.db, r, {
    filters, where: ctx.entry.op.where, scope: scopeFilter(ctx),
    orderBy: typeof ctx.input.orderBy === 'string' ? ctx.input.orderBy : undefined,
    order: ctx.input.order === 'asc' ? 'asc' : 'desc',
    limit: MAX_EXPORT_ROWS + 1, offset: 0,
  });
  if (total > MAX_EXPORT_ROWS) throw new ApiFail(CODE.badRequest, `导出数据超过${MAX_EXPORT_ROWS}行，请缩小筛选范围`);
  return rows;
}

/** The filtered rows of the operation's resource as a sheet. */
async function produceRows(ctx: OpContext): Promise<ProducedFile> {
  const r = ctx.rows;
  const title = r.title['zh-CN'];
  const rows = await selectRows(ctx, r, filtersOf(ctx.input));
  const sheet = await sheetOf(ctx.server.db, ctx.idx, exportColumns(r), rows);
  return { bytes: writeXlsx(title, sheet), rowCount: rows.length };
}

/**
 * A handler that files an export task of `kind` and answers its file. Outside the request's
 * transaction: the task row must be committed for the worker, which runs it in a transaction of
 * its own under the user's scope.
 */
const exportHandler = (kind: ExportKind, title: (ctx: OpContext) => string): Handler => outsideTransaction(async (ctx) => {
  filtersOf(ctx.input); // a bad `ids` answers 400 at once, before any task is filed
  return runExportTask(ctx, exportFileName(title(ctx), ctx.server.now()), kind);
});

/** Exports the filtered rows of the operation's resource. */
export const exportRows: Handler = exportHandler('rows', (ctx) => ctx.rows.title['zh-CN']);

/** An import template: the header row of the fields an import fills (no task: nothing is exported). */
export const exportTemplate: Handler = async (ctx) => {
  const r = ctx.rows;
  const title = r.title['zh-CN'];
  const header = templateColumns(r).map((c) => c.label);
  return { kind: 'file', name: `${title}导入模板.xlsx`, type: XLSX_MIME, bytes: writeXlsx(title, [header]) } satisfies FileResult;
};

/** Households plus the building, unit and floor of their room. */
async function produceHouseholdRoom(ctx: OpContext): Promise<ProducedFile> {
  const r = ctx.rows;
  const title = r.title['zh-CN'];
  const { db } = ctx.server;
  const rows = await selectRows(ctx, r, filtersOf(ctx.input));
  const rooms = ctx.idx.resource('organisation.roomNo');
  const roomIds = [...new Set(rows.map((x) => Number(x.roomId)).filter(Boolean))];
  const roomRows = roomIds.length
    ? (await listRows(db, rooms, { filters: { id: roomIds.join(',') }, includeDeleted: true })).rows : [];
  const byId = new Map(roomRows.map((x) => [Number(x.id), x]));
  const place = (['buildId', 'unitId', 'floorId'] as const).map((name): SheetColumn => ({ name, label: rooms.fields[name]!.label['zh-CN'], fd: rooms.fields[name]! }));
  const joined = rows.map((x) => {
    const room = byId.get(Number(x.roomId));
    return { ...x, buildId: room?.buildId ?? null, unitId: room?.unitId ?? null, floorId: room?.floorId ?? null };
  });
  const cols = exportColumns(r);
  const at = cols.findIndex((c) => c.name === 'roomId');
  cols.splice(at, 0, ...place);
  return { bytes: writeXlsx(title, await sheetOf(db, ctx.idx, cols, joined)), rowCount: rows.length };
}

export const exportHouseholdRoom: Handler = exportHandler('householdRoom', (ctx) => ctx.rows.title['zh-CN']);

/**
 * The dinner statistics as a sheet: what `dinnerStatistics` answers for the same filters, per day
 * and meal time the effective orders and their amount with the cancelled and refunded counts
 * beside them, then the total of the effective orders and one line per excluded status.
 */
async function produceDinnerStatistics(ctx: OpContext): Promise<ProducedFile> {
  const r = ctx.rows;
  const title = `${r.title['zh-CN']}统计`;
  const statsOp = r.operations.find((o) => o.name === 'dinnerStatistics')!;
  const answer = await stats({ ...ctx, entry: { ...ctx.entry, op: statsOp, id: `${r.key}.${statsOp.name}` } });
  const ex = statsOp.stats!.exclude!;
  const exField = r.fields[ex.field]!;
  const name = (v: string | number) => exField.values!.find((x) => x.value === v)?.label['zh-CN'] ?? String(v);
  const col = (n: string): SheetColumn => ({ name: n, label: r.fields[n]!.label['zh-CN'], fd: r.fields[n]! });
  const keys = answer.groups.map((g) => g.key);
  const body = await sheetOf(ctx.server.db, ctx.idx, [col('date'), col('mealTime')], keys);
  const amountOf = (p?: { sums: Record<string, number> }) => p?.sums.amount ?? 0;
  const sheet: XlsxCell[][] = [
    [...body[0]!, '订单数', '金额(元)', ...ex.values.map((v) => `${name(v)}(笔)`)],
    ...body.slice(1).map((line, i) => {
      const g = answer.groups[i]!;
      return [...line, g.count, amountOf(g), ...ex.values.map((v) => g.excluded?.[String(v)]?.count ?? 0)];
    }),
    [`合计（有效订单，不含${ex.values.map(name).join('、')}）`, null, answer.total, answer.sums.amount ?? 0],
    ...ex.values.map((v): XlsxCell[] => {
      const part = answer.excluded?.[String(v)];
      return [`${name(v)}（不计入合计）`, null, part?.count ?? 0, amountOf(part)];
    }),
  ];
  return { bytes: writeXlsx(title, sheet), rowCount: answer.groups.length };
}

export const exportDinnerStatistics: Handler = exportHandler('dinnerStatistics', (ctx) => `${ctx.rows.title['zh-CN']}统计`);

/** What each kind of export task produces; the worker looks its job's kind up here. */
export const EXPORT_PRODUCERS = { rows: produceRows, householdRoom: produceHouseholdRoom, dinnerStatistics: produceDinnerStatistics } as const;
export type ExportKind = keyof typeof EXPORT_PRODUCERS;
