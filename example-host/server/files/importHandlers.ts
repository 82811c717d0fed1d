/**
 * Handlers of the `import` operations: an uploaded .xlsx or .csv becomes rows of the
 * operation's resource. Every line is checked like `add` checks a form; good lines are saved
 * (in one transaction), bad ones reported as { row, field, msg } with the spreadsheet's row
 * number. Other non-file request fields (e.g. `welfareRecordId`) apply to every line.
 */
import type { ResourceDef } from '../../../src/contract';
import { tableName } from '../db/migrate';
import { insertMany } from '../db/store';
import { requesterValues } from '../handlers/approvals';
import { ApiFail, CODE, type Db, type Handler, type OpContext, type Row } from '../types';
import { parseCsv } from './csv';
import { convertCell } from './importCells';
import { checkLines, linesOf, type ImportError, type SheetLine } from './importRows';
import { IMPORT_LIMITS, MAX_IMPORT_LINES, SheetTooLarge, tooManyRows } from './sheetLimits';
import { readXlsx } from './xlsx';
import { outOfScopeMessage, scopeValueProblem } from '../scope/guardScope';
import { scopedRow } from '../scope/scopedRows';

/**
 * Reads the upload as a table: xlsx by its zip signature, csv by name or text type; anything else
 * is refused. A sheet past the import limits (unpacked size, rows, columns) is refused whole: 413.
 */
export function tableOfUpload(file: OpContext['file']): string[][] {
  if (!file || !file.bytes.length) throw new ApiFail(CODE.badRequest, '请选择要导入的文件', 'file');
  const name = file.name.toLowerCase();
  const zip = file.bytes[0] === 0x50 && file.bytes[1] === 0x4b;
  const tooLarge = (e: unknown) => (e instanceof SheetTooLarge ? new ApiFail(CODE.tooLarge, e.message, 'file') : null);
  if (zip && !name.endsWith('.csv')) {
    try {
      return readXlsx(file.bytes, IMPORT_LIMITS);
    } catch (e) {
      throw tooLarge(e) ?? new ApiFail(CODE.badRequest, '无法读取该 xlsx 文件，请确认文件未损坏', 'file');
    }
  }
  const texty = name.endsWith('.csv') || /^text\/(csv|plain)|application\/(csv|vnd\.ms-excel)/.test(file.type);
  if (texty && !file.bytes.subarray(0, 8192).includes(0)) {
    try {
      return parseCsv(file.bytes, undefined, IMPORT_LIMITS);
    } catch (e) {
      throw tooLarge(e) ?? e;
    }
  }
  throw new ApiFail(CODE.badRequest, '只支持导入 xlsx 或 csv 文件，请使用导入模板', 'file');
}

/** Fields of the request (not the file) that every imported line takes, e.g. the grant id; converted like cells. */
function commonValues(r: ResourceDef, input: Row): Row {
  const out: Row = {};
  for (const [k, v] of Object.entries(input)) {
    const fd = r.fields[k];
    if (k === 'file' || k === 'id' || !fd || fd.readOnly || v === undefined || v === null || v === '') continue;
    const got = typeof v === 'string' ? convertCell(fd, v) : { ok: true as const, value: v };
    if (!got.ok) throw new ApiFail(CODE.badRequest, got.msg, k);
    out[k] = (fd.type === 'ref' || fd.type === 'id') && /^\d+$/.test(String(got.value)) ? Number(got.value) : got.value;
  }
  return out;
}

type Hooks = {
  /** Fills values derived from other rows (before the required and unique checks). */
  prefill?: (db: Db, ctx: OpContext, lines: SheetLine[]) => Promise<void>;
  /** Runs after the good rows are saved, inside the same transaction. */
  after?: (db: Db, ctx: OpContext, saved: Row[]) => Promise<void>;
};

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Resource-specific derivations: a household takes its room's project; a grant line its grant's amount. */
const HOOKS: Record<string, Hooks> = {
  'organisation.household': {
    prefill: async (db, ctx, lines) => {
      const rooms = ctx.idx.resource('organisation.roomNo');
      for (const l of lines) {
        if (l.values.orgId !== undefined || typeof l.values.roomId !== 'number') continue;
        const room = await scopedRow(ctx, db, rooms, l.values.roomId);
        if (room?.orgId) l.values.orgId = Number(room.orgId);
      }
    },
  },
  'organisation.welfarePersonRecord': {
    prefill: async (db, ctx, lines) => {
      const grants = ctx.idx.resource('organisation.welfareRecord');
      const users = ctx.idx.resource('organisation.user');
      for (const l of lines) {
        // Locked until the import commits: a payment running now waits, or has already marked it granted.
        const grant = typeof l.values.welfareRecordId === 'number'
          ? (await db.query(`select * from ${tableName(grants)} where "id" = $1 and "_deleted" = false for update`, [l.values.welfareRecordId]))[0] ?? null
          : null;
        if (grant && grant.grantStatus === 'granted') throw new ApiFail(CODE.conflict, '该福利已发放，不能再导入人员');
        if (grant && l.values.amount === undefined) l.values.amount = Number(grant.amount);
        // Within the importer's scope: another organisation's user lends the line neither name nor phone.
        const user = typeof l.values.userId === 'number' ? await scopedRow(ctx, db, users, l.values.userId) : null;
        if (user) {
          l.values.name ??= user.name;
          l.values.phone ??= user.phone ?? undefined;
        }
      }
    },
    after: async (db, ctx, saved) => {
      const grants = tableName(ctx.idx.resource('organisation.welfareRecord'));
      for (const gid of new Set(saved.map((s) => Number(s.welfareRecordId)))) {
        const [t] = await db.query<{ n: number; total: number }>(
          `select count(*)::int as "n", coalesce(sum("amount"), 0) as "total" from ${tableName(ctx.rows)}
           where "welfareRecordId" = $1 and "_deleted" = false`, [gid]);
        await db.query(`update ${grants} set "personCount" = $1, "totalAmount" = $2 where "id" = $3`,
          [Number(t!.n), round2(Number(t!.total)), gid]);
      }
    },
  },
};

/**
 * The import handler for any resource.
 * @example
 * fileHandlers['ordermeal.meal.importMeal'] = importRows;
 */
export const importRows: Handler = async (ctx) => {
  const r = ctx.rows;
  const table = tableOfUpload(ctx.file);
  const parsed = linesOf(r, table);
  if (!parsed) throw new ApiFail(CODE.badRequest, '文件中没有可识别的表头，请使用导入模板', 'file');
  const { lines, errors } = parsed;
  if (lines.length > MAX_IMPORT_LINES) throw new ApiFail(CODE.tooLarge, tooManyRows().message, 'file');
  const common = commonValues(r, ctx.input);
  for (const l of lines) for (const [k, v] of Object.entries(common)) l.values[k] ??= v;
  const hooks = HOOKS[r.key] ?? {};
  return ctx.server.db.transaction(async (db) => {
    await checkLines(db, ctx.idx, r, lines, errors, hooks.prefill && ((ls) => hooks.prefill!(db, ctx, ls)));
    // Every line must belong to the importer's organisations (companies, merchants): the data scope.
    // That refusal is the line's one message: what else it lacks follows from naming another organisation's rows.
    for (const l of lines) {
      const field = await scopeValueProblem(ctx, db, r, l.values, true);
      if (!field) continue;
      for (let i = errors.length - 1; i >= 0; i -= 1) if (errors[i]!.row === l.row) errors.splice(i, 1);
      errors.push({ row: l.row, field, msg: field === 'id' ? `只有平台管理员可以导入${r.title['zh-CN']}` : outOfScopeMessage(r, field) });
    }
    const bad = new Set(errors.map((e) => e.row));
    const good = lines.filter((l) => !bad.has(l.row));
    const saved = good.length ? await insertMany(db, r, good.map((l) => ({ ...l.values, ...requesterValues(r, ctx.user) })), ctx.server.now()) : [];
    if (saved.length && hooks.after) await hooks.after(db, ctx, saved);
    const sorted: ImportError[] = [...errors].sort((a, b) => a.row - b.row);
    return { total: lines.length, imported: saved.length, failed: bad.size, errors: sorted };
  });
};
