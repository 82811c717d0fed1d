/**
 * 人脸检测 and 第三方下发 (our additions `organisation.faceDetection`, `organisation.userDispatch`,
 * `organisation.enterpriseDispatch`) beyond the generic transitions: a face photo is rejected only
 * with a reason and a re-check clears the last outcome; a dispatch counts and stamps every try.
 * There is no third-party system behind the reference server, so a push succeeds, deterministically,
 * unless the user is disabled (the one failure a real door-access system reports for sure).
 */
import { tableName } from '../db/migrate';
import { formatDateTime, insertRow } from '../db/store';
import { transition } from '../handlers/transition';
import { ApiFail, CODE, type Db, type Handler, type OpContext, type Row } from '../types';
import { needRow, parseIds, publicRow } from './support';

const text = (v: unknown): string => (v === undefined || v === null ? '' : String(v).trim());
type Moved = { updated: number; rows: Row[] };

/** POST /organisation/faceDetection/audit: 驳回 needs its reason; 审核通过 keeps only its own note, if any. */
const auditFace: Handler = async (ctx) => {
  const decision = text(ctx.input.status);
  const note = text(ctx.input.failReason);
  if (decision === 'failed' && !note) throw new ApiFail(CODE.badRequest, '驳回时请填写审核意见（未通过原因）', 'failReason');
  return transition({ ...ctx, input: { ...ctx.input, failReason: note || null } });
};

/** POST /organisation/faceDetection/redetect: back to 待检测, the last reason and time cleared, in one transaction. */
const redetectFace: Handler = async (ctx) => ctx.server.db.transaction(async (db) => {
  const result = (await transition({ ...ctx, server: { ...ctx.server, db } })) as Moved;
  const ids = result.rows.map((r) => Number(r.id));
  const rows = await db.query(
    `update ${tableName(ctx.rows)} set "failReason" = null, "detectTime" = null where "id" = any($1) returning *`, [ids],
  );
  return { ...result, rows: rows.map(publicRow) };
});

/** retry/{ids}: the generic move to 成功 (409 from 成功), then each try counted and the error cleared. */
const retry: Handler = async (ctx) => ctx.server.db.transaction(async (db) => {
  const result = (await transition({ ...ctx, server: { ...ctx.server, db } })) as Moved;
  const rows = await db.query(
    `update ${tableName(ctx.rows)} set "attempts" = coalesce("attempts", 0) + 1, "errorMsg" = null where "id" = any($1) returning *`,
    [result.rows.map((r) => Number(r.id))],
  );
  return { ...result, rows: rows.map(publicRow) };
});

function systemOf(ctx: OpContext): string {
  const system = text(ctx.input.targetSystem);
  const values = ctx.rows.fields.targetSystem!.values!.map((x) => String(x.value));
  if (!values.includes(system)) throw new ApiFail(CODE.badRequest, '请选择下发系统', 'targetSystem');
  return system;
}

/**
 * One push of `subject` (its key columns) to `system`: the existing record of that pair is tried
 * again (attempts + 1), or a new one is written with `extra` (its project, its name); `error`
 * null is a success.
 */
async function push(ctx: OpContext, db: Db, subject: Row, extra: Row, system: string, error: string | null): Promise<Row> {
  const r = ctx.rows;
  const params: unknown[] = [system];
  const where = Object.entries(subject)
    .map(([k, v]) => (v === null ? `"${k}" is null` : `"${k}" = $${params.push(v)}`)).join(' and ');
  const [found] = await db.query(
    `select "id" from ${tableName(r)} where "targetSystem" = $1 and ${where} and "_deleted" = false limit 1 for update`, params,
  );
  const at = formatDateTime(ctx.server.now());
  const outcome = { status: error ? 'failed' : 'success', errorMsg: error, lastAttemptTime: at };
  if (found) {
    const [row] = await db.query(
      `update ${tableName(r)} set "status" = $1, "errorMsg" = $2, "lastAttemptTime" = $3, "attempts" = coalesce("attempts", 0) + 1
       where "id" = $4 returning *`, [outcome.status, outcome.errorMsg, at, found.id],
    );
    return publicRow(row!);
  }
  return publicRow(await insertRow(db, r, { ...subject, ...extra, targetSystem: system, ...outcome, attempts: 1 }, ctx.server.now()));
}

/** POST /organisation/userDispatch/dispatch: every given user (in the caller's scope, else 404) to one system. */
const dispatchUsers: Handler = async (ctx) => {
  const ids = parseIds(ctx.input.userIds, 'userIds', '用户');
  if (ids.length > 200) throw new ApiFail(CODE.badRequest, '一次最多下发200个用户', 'userIds');
  const system = systemOf(ctx);
  return ctx.server.db.transaction(async (db) => {
    const rows: Row[] = [];
    for (const id of ids) {
      const user = await needRow(ctx, db, 'organisation.user', id);
      const error = Number(user.status) === 0 ? '用户已停用，第三方系统拒绝接收' : null;
      rows.push(await push(ctx, db, { userId: id }, { orgId: user.orgId, name: user.name }, system, error));
    }
    return { updated: rows.length, failed: rows.filter((r) => r.status === 'failed').length, rows };
  });
};

/** POST /organisation/enterpriseDispatch/dispatch: the enterprise itself and each of its departments. */
const dispatchEnterprise: Handler = async (ctx) => {
  if (!text(ctx.input.virtId)) throw new ApiFail(CODE.badRequest, '请选择企业', 'virtId');
  const system = systemOf(ctx);
  return ctx.server.db.transaction(async (db) => {
    const virt = await needRow(ctx, db, 'organisation.virtualarchitecture', ctx.input.virtId);
    const departments = await db.query(
      `select "id", "name", "status" from ${tableName(ctx.idx.resource('organisation.department'))} where "virtId" = $1 and "_deleted" = false order by "id"`,
      [virt.id],
    );
    const disabled = Number(virt.status) === 0 ? '企业已停用，第三方系统拒绝接收' : null;
    const virtName = String(virt.name ?? '');
    const rows = [await push(ctx, db, { virtId: Number(virt.id), departmentId: null }, { name: virtName }, system, disabled)];
    for (const d of departments) {
      const error = disabled ?? (Number(d.status) === 0 ? '部门已停用，第三方系统拒绝接收' : null);
      rows.push(await push(ctx, db, { virtId: Number(virt.id), departmentId: Number(d.id) }, { name: `${virtName} / ${String(d.name ?? '')}` }, system, error));
    }
    return { updated: rows.length, failed: rows.filter((r) => r.status === 'failed').length, rows };
  });
};

export const thirdPartyActions: Record<string, Handler> = {
  'organisation.faceDetection.audit': auditFace,
  'organisation.faceDetection.redetect': redetectFace,
  'organisation.userDispatch.retry': retry,
  'organisation.userDispatch.dispatch': dispatchUsers,
  'organisation.enterpriseDispatch.retry': retry,
  'organisation.enterpriseDispatch.dispatch': dispatchEnterprise,
};
