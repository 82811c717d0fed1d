/**
 * The notice centre's writes beyond the generic ones:
 * - a message that needs approval (app notice, SMS, e-mail, template message) goes back to 待审核
 *   when it is edited after a decision, with the editor as its requester: otherwise its author could
 *   change an approved text and send it unreviewed. A message already sent is not edited (409).
 * - a banner's schedule ends after it starts (400 on `endTime`).
 */
import { add, update } from '../handlers/crud';
import { requesterValues } from '../handlers/approvals';
import { findById, formatDateTime, updateRow } from '../db/store';
import { ApiFail, CODE, type Handler, type OpContext, type Row } from '../types';

/** The four message resources with a 发布审核 (`approval`) call. */
export const APPROVED_MESSAGES = ['notify.appNotice', 'notify.mobileMessage', 'notify.emailMessage', 'notify.wxTemplateMessage'] as const;

const idOf = (ctx: OpContext) => Number(ctx.pathParams.id ?? ctx.input.id);

/** Update of an approved message kind: refused once sent; after a decision the edit asks again. */
const updateMessage: Handler = async (ctx) => {
  const stored = await findById(ctx.server.db, ctx.rows, idOf(ctx));
  if (stored?.sendStatus === 'sent') throw new ApiFail(CODE.conflict, '消息已发送，不能修改');
  const row = (await update(ctx)) as Row;
  if (!stored || stored.auditStatus === 'pending') return row;
  const again = { auditStatus: 'pending', auditRemark: null, auditTime: null, ...requesterValues(ctx.rows, ctx.user) };
  return (await updateRow(ctx.server.db, ctx.rows, Number(row.id), again)) ?? row;
};

// A stored datetime comes back as a Date on PostgreSQL, as text on PGlite's text columns.
const asText = (v: unknown): string => (v instanceof Date ? formatDateTime(v) : String(v ?? ''));

/** `endTime` must come after `startTime` (the stored value fills the one an update leaves out). */
function checkSchedule(input: Row, stored: Row | null): void {
  const start = asText(input.startTime ?? stored?.startTime);
  const end = asText(input.endTime ?? stored?.endTime);
  if (start && end && end <= start) throw new ApiFail(CODE.badRequest, '结束时间必须晚于开始时间', 'endTime');
}

const addBanner: Handler = async (ctx) => {
  checkSchedule(ctx.input, null);
  return add(ctx);
};

const updateBanner: Handler = async (ctx) => {
  checkSchedule(ctx.input, await findById(ctx.server.db, ctx.rows, idOf(ctx)));
  return update(ctx);
};

export const noticeActions: Record<string, Handler> = {
  ...Object.fromEntries(APPROVED_MESSAGES.map((key) => [`${key}.update`, updateMessage])),
  'notify.banner.add': addBanner,
  'notify.banner.update': updateBanner,
};
