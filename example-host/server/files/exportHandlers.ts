/**
 * Handlers of the `export` operations: a real .xlsx of the rows the list filters select (or
 * the `ids` picked), registered as an export task; import templates (header row only); the
 * dinner statistics sheet; households with their room's building, unit and floor.
 */
import type { ResourceDef } from '../../../src/contract';
import { XLSX_MIME } from '../../../src/contract';
import { listRows } from '../db/store';
import { ApiFail, CODE, type FileResult, type Handler, type OpContext, type Row } from '../types';
import { exportColumns, exportFileName, sheetOf, templateColumns, type SheetColumn } from './exportSheet';
import { runExportTask } from './exportTasks';
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
    filters, where: ctx.entry.op.where,
    orderBy: typeof ctx.input.orderBy === 'string' ? ctx.input.orderBy : undefined,
    order: ctx.input.order === 'asc' ? 'asc' : 'desc',
    limit: MAX_EXPORT_ROWS + 1, offset: 0,
  });
  if (total > MAX_EXPORT_ROWS) throw new ApiFail(CODE.badRequest, `导出数据超过${MAX_EXPORT_ROWS}行，请缩小筛选范围`);
  return rows;
}

/** Exports the filtered rows of the operation's resource. */
export const exportRows: Handler = async (ctx) => {
  const r = ctx.rows;
  const title = r.title['zh-CN'];
  return runExportTask(ctx, exportFileName(title, ctx.server.now()), async () => {
    const rows = await selectRows(ctx, r, filtersOf(ctx.input));
    const sheet = await sheetOf(ctx.server.db, ctx.idx, exportColumns(r), rows);
    return { bytes: writeXlsx(title, sheet), rowCount: rows.length };
  });
};

/** An import template: the header row of the fields an import fills (no task: nothing is exported). */
export const exportTemplate: Handler = async (ctx) => {
  const r = ctx.rows;
  const title = r.title['zh-CN'];
  const header = templateColumns(r).map((c) => c.label);
  return { kind: 'file', name: `${title}导入模板.xlsx`, type: XLSX_MIME, bytes: writeXlsx(title, [header]) } satisfies FileResult;
};

/** Households plus the building, unit and floor of their room. */
export const exportHouseholdRoom: Handler = async (ctx) => {
  const r = ctx.rows;
  const title = r.title['zh-CN'];
  return runExportTask(ctx, exportFileName(title, ctx.server.now()), async () => {
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
  });
};

/** Dinner orders counted and summed per day, meal time and status, with a total line. */
export const exportDinnerStatistics: Handler = async (ctx) => {
  const r = ctx.rows;
  const title = `${r.title['zh-CN']}统计`;
  return runExportTask(ctx, exportFileName(title, ctx.server.now()), async () => {
    const { startDate, endDate, ...rest } = filtersOf(ctx.input);
    const rows = await selectRows(ctx, r, { ...rest, dateFrom: startDate, dateTo: endDate });
    const groups = new Map<string, { date: unknown; mealTime: unknown; status: unknown; count: number; amount: number }>();
    for (const x of rows) {
      const key = `${x.date}|${x.mealTime}|${x.status}`;
      const g = groups.get(key) ?? { date: x.date, mealTime: x.mealTime, status: x.status, count: 0, amount: 0 };
      g.count += 1;
      g.amount = Math.round((g.amount + Number(x.amount ?? 0)) * 100) / 100;
      groups.set(key, g);
    }
    const order = (name: string, v: unknown) => r.fields[name]!.values!.findIndex((e) => e.value === v);
    const sorted = [...groups.values()].sort((a, b) => String(a.date).localeCompare(String(b.date))
      || order('mealTime', a.mealTime) - order('mealTime', b.mealTime) || order('status', a.status) - order('status', b.status));
    const col = (name: string): SheetColumn => ({ name, label: r.fields[name]!.label['zh-CN'], fd: r.fields[name]! });
    const cols = [col('date'), col('mealTime'), col('status')];
    const body = await sheetOf(ctx.server.db, ctx.idx, cols, sorted);
    const sheet: XlsxCell[][] = [
      [...body[0]!, '订单数', '金额(元)'],
      ...body.slice(1).map((line, i) => [...line, sorted[i]!.count, sorted[i]!.amount]),
      ['合计', null, null, rows.length, Math.round(rows.reduce((s, x) => s + Number(x.amount ?? 0), 0) * 100) / 100],
    ];
    return { bytes: writeXlsx(title, sheet), rowCount: sorted.length };
  });
};
