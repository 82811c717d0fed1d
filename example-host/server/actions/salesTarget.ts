/**
 * Sales targets (our addition, 目标完成): the month must be `yyyy-MM`, and a project has one
 * target per month. The check answers with the message on the field; a partial unique index
 * makes two concurrent adds of the same project and month end in one row (the other 409).
 */
import { q, tableName } from '../db/migrate';
import { ApiFail, CODE, type Handler, type OpContext } from '../types';
import { add, update } from '../handlers/crud';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
async function checked(ctx: OpContext, id: number | null): Promise<void> {
  const month = ctx.input.month === undefined || ctx.input.month === null ? null : String(ctx.input.month).trim();
  if (month !== null && month !== '' && !MONTH.test(month)) throw new ApiFail(CODE.badRequest, '月份格式应为 yyyy-MM，例如 2026-11', 'month');
  const db = ctx.server.db;
  let orgId = ctx.input.orgId;
  let m = month;
  if (id !== null && (orgId === undefined || !m)) {
    const [stored] = await db.query<{ orgId: unknown; month: string }>(`select ${q('orgId')}, ${q('month')} from ${tableName(ctx.rows)} where id = $1`, [id]);
    orgId ??= stored?.orgId;
    m ||= stored?.month ?? null;
  }
  if (orgId === undefined || orgId === null || orgId === '' || !m) return;
  const params: unknown[] = [Number(orgId), m];
  const [taken] = await db.query<{ id: number }>(
    `select id from ${tableName(ctx.rows)} where ${q('orgId')} = $1 and ${q('month')} = $2 and "_deleted" = false${id !== null ? ' and id <> $3' : ''} limit 1`,
    id !== null ? [...params, id] : params);
  if (taken) throw new ApiFail(CODE.conflict, `该项目 ${m} 已有销售目标，请修改原目标`, 'month');
}

const addTarget: Handler = async (ctx) => { await checked(ctx, null); return add(ctx); };
const updateTarget: Handler = async (ctx) => {
  const raw = ctx.pathParams.id ?? ctx.input.id;
  const id = Number(raw);
  await checked(ctx, Number.isInteger(id) && id > 0 ? id : null);
  return update(ctx);
};

/** Handlers by operationId. */
export const salesTargetActions: Record<string, Handler> = {
  'flashdeliver.salesTarget.add': addTarget,
  'flashdeliver.salesTarget.update': updateTarget,
};
