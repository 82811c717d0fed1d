/**
 * User messages and their receivers (/organisation/user/message). A message is a draft until
 * sent; receivers are added and removed only while it is a draft (a sent message cannot reach
 * someone added later), each user at most once, and the message's `receiverCount` follows.
 * Sending needs at least one receiver and stamps the send time.
 */
import { tableName } from '../db/migrate';
import { formatDateTime, insertRow, updateRow } from '../db/store';
import { ApiFail, CODE, type Db, type Handler, type OpContext, type Row } from '../types';
import { needAll, needRow, parseIds, publicRow } from './support';

const MESSAGE = 'organisation.userMessage';
const RECEIVER = 'organisation.userMessageReceiver';

async function draftMessage(ctx: OpContext, db: Db, id: unknown, verb: string): Promise<Row> {
  const msg = await needRow(ctx, db, MESSAGE, id);
  if (msg.sendStatus === 'sent') throw new ApiFail(CODE.conflict, `消息已发送，不能${verb}`);
  return msg;
}

async function recount(ctx: OpContext, db: Db, messageId: number): Promise<number> {
  const [n] = await db.query<{ n: number }>(
    `select count(*)::int as "n" from ${tableName(ctx.idx.resource(RECEIVER))} where "messageId" = $1 and "_deleted" = false`, [messageId]);
  await updateRow(db, ctx.idx.resource(MESSAGE), messageId, { receiverCount: Number(n!.n) });
  return Number(n!.n);
}

async function existingUsers(ctx: OpContext, db: Db, messageId: number): Promise<Set<number>> {
  const rows = await db.query(`select "userId" from ${tableName(ctx.idx.resource(RECEIVER))} where "messageId" = $1 and "_deleted" = false`, [messageId]);
  return new Set(rows.map((r) => Number(r.userId)));
}

/** POST /organisation/user/message/addReceiver. */
const addReceiver: Handler = async (ctx) => ctx.server.db.transaction(async (db) => {
  const msg = await draftMessage(ctx, db, ctx.input.messageId, '再添加接收人');
  const user = await needRow(ctx, db, 'organisation.user', ctx.input.userId);
  if ((await existingUsers(ctx, db, Number(msg.id))).has(Number(user.id))) throw new ApiFail(CODE.conflict, '该用户已是接收人', 'userId');
  const row = await insertRow(db, ctx.idx.resource(RECEIVER), { messageId: msg.id, userId: user.id, readStatus: 0 }, ctx.server.now());
  await recount(ctx, db, Number(msg.id));
  return publicRow(row);
});

/** POST /organisation/user/message/addBatchReceiver: adds the users not yet receivers. */
const addBatchReceiver: Handler = async (ctx) => ctx.server.db.transaction(async (db) => {
  const msg = await draftMessage(ctx, db, ctx.input.messageId, '再添加接收人');
  const ids = parseIds(ctx.input.userIds, 'userIds', '用户');
  await needAll(ctx, db, 'organisation.user', ids);
  const have = await existingUsers(ctx, db, Number(msg.id));
  const fresh = ids.filter((id) => !have.has(id));
  for (const userId of fresh) await insertRow(db, ctx.idx.resource(RECEIVER), { messageId: msg.id, userId, readStatus: 0 }, ctx.server.now());
  const receiverCount = await recount(ctx, db, Number(msg.id));
  return { added: fresh.length, skipped: ids.length - fresh.length, receiverCount };
});

/** POST /organisation/user/message/deleteReceiver/{id}. */
const deleteReceiver: Handler = async (ctx) => ctx.server.db.transaction(async (db) => {
  const rec = await needRow(ctx, db, RECEIVER, ctx.pathParams.id ?? ctx.input.id);
  await draftMessage(ctx, db, rec.messageId, '移除接收人');
  const n = (await db.query(`delete from ${tableName(ctx.idx.resource(RECEIVER))} where "id" = $1 returning 1`, [rec.id])).length;
  await recount(ctx, db, Number(rec.messageId));
  return { deleted: n };
});

/** POST /organisation/user/message/sendMessage. */
const sendMessage: Handler = async (ctx) => ctx.server.db.transaction(async (db) => {
  const msg = await draftMessage(ctx, db, ctx.input.id, '重复发送');
  const receivers = await recount(ctx, db, Number(msg.id));
  if (!receivers) throw new ApiFail(CODE.conflict, '请先添加接收人');
  const sent = await updateRow(db, ctx.idx.resource(MESSAGE), Number(msg.id), {
    sendStatus: 'sent', sendTime: formatDateTime(ctx.server.now()), receiverCount: receivers,
  });
  return publicRow(sent!);
});

export const messageActions: Record<string, Handler> = {
  'organisation.userMessage.addReceiver': addReceiver,
  'organisation.userMessage.addBatchReceiver': addBatchReceiver,
  'organisation.userMessage.deleteReceiver': deleteReceiver,
  'organisation.userMessage.sendMessage': sendMessage,
};
