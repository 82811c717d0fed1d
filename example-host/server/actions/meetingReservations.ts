/**
 * 会议预约 (our addition `conference.meetingReservation`): the generic add and edit, checked first
 * (end after start, attendees within the room's capacity), and the three moves of a booking.
 * 审批通过 / 驳回 leave 待审批 only and never by whoever put the booking up (the two-person rule,
 * checked here because the meeting-room role approves its own bookings' kind); an approval that
 * would double-book the room answers 409 naming the approved booking it clashes with. Each move
 * locks the booking, and an approval also locks the room, so two parallel approvals of clashing
 * bookings run one after the other and the second sees the first.
 */
import { tableName } from '../db/migrate';
import { formatDateTime } from '../db/store';
import { OWN_APPROVAL_MSG, requesterValues } from '../handlers/approvals';
import { genericHandlers } from '../handlers/index';
import { stateLabel } from '../handlers/transition';
import { ApiFail, CODE, type Db, type Handler, type OpContext, type Row } from '../types';
import { lockRow, needRow, operatorName, publicRow } from './support';

const KEY = 'conference.meetingReservation';
const ROOMS = 'conference.meetingRoom';

const timeOf = (v: unknown): number => Date.parse(String(v ?? '').replace(' ', 'T'));
const present = (v: unknown): boolean => v !== undefined && v !== null && v !== '';

/** 400 on the field when the span or the head count does not fit the room. */
async function checkBooking(ctx: OpContext, db: Db, b: Row): Promise<void> {
  const start = timeOf(b.startTime);
  const end = timeOf(b.endTime);
  if (Number.isFinite(start) && Number.isFinite(end) && end <= start) {
    throw new ApiFail(CODE.badRequest, '结束时间必须晚于开始时间', 'endTime');
  }
  if (!present(b.roomId)) return;
  const room = await needRow(ctx, db, ROOMS, b.roomId);
  const capacity = Number(room.capacity);
  if (present(b.attendees) && Number.isFinite(capacity) && capacity > 0 && Number(b.attendees) > capacity) {
    throw new ApiFail(CODE.badRequest, `参会人数超过会议室${String(room.name)}的容纳人数(${capacity}人)`, 'attendees');
  }
}

/** Stores the span's length in whole minutes (what 会议统计 sums) on the row just written. */
async function stampMinutes(ctx: OpContext, db: Db, out: unknown): Promise<unknown> {
  const row = out as Row | null;
  if (!row || row.id === undefined) return out;
  const minutes = Math.max(0, Math.round((timeOf(row.endTime) - timeOf(row.startTime)) / 60000));
  if (!Number.isFinite(minutes)) return out;
  await db.query(`update ${tableName(ctx.idx.resource(KEY))} set "minutes" = $1 where "id" = $2`, [minutes, row.id]);
  return { ...row, minutes };
}

const add: Handler = async (ctx) => {
  await checkBooking(ctx, ctx.server.db, ctx.input);
  return stampMinutes(ctx, ctx.server.db, await genericHandlers.add!(ctx));
};

/** Only a pending booking is edited; whoever edits it becomes its requester (nobody approves text they changed). */
const update: Handler = async (ctx) => {
  const db = ctx.server.db;
  const stored = await needRow(ctx, db, KEY, ctx.input.id);
  const r = ctx.idx.resource(KEY);
  if (stored.status !== 'pending') {
    throw new ApiFail(CODE.conflict, `预约状态为${stateLabel(r.fields.status, stored.status)}，只有待审批的预约可以修改`, 'status');
  }
  const merged: Row = { ...stored };
  for (const k of ['roomId', 'startTime', 'endTime', 'attendees']) if (present(ctx.input[k])) merged[k] = ctx.input[k];
  await checkBooking(ctx, db, merged);
  const out = await stampMinutes(ctx, db, await genericHandlers.update!(ctx));
  const who = requesterValues(r, ctx.user);
  if (Object.keys(who).length) {
    await db.query(`update ${tableName(r)} set "requesterId" = $1, "requesterName" = $2 where "id" = $3`, [who.requesterId, who.requesterName, stored.id]);
  }
  return out;
};

/** Locks the booking and refuses the move unless it stands in one of `from`. */
async function lockIn(ctx: OpContext, db: Db, from: readonly string[], verb: string): Promise<Row> {
  const row = await lockRow(ctx, db, KEY, ctx.input.id);
  if (!from.includes(String(row.status))) {
    const r = ctx.idx.resource(KEY);
    const allowed = from.map((s) => stateLabel(r.fields.status, s)).join('或');
    throw new ApiFail(CODE.conflict, `预约状态为${stateLabel(r.fields.status, row.status)}，只有${allowed}的预约可以${verb}`, 'status');
  }
  return row;
}

function refuseOwn(ctx: OpContext, row: Row): void {
  if (row.requesterId !== null && row.requesterId !== undefined && ctx.user && Number(row.requesterId) === ctx.user.id) {
    throw new ApiFail(CODE.forbidden, `${OWN_APPROVAL_MSG}（申请人：${String(row.requesterName ?? '—')}）`, 'requesterId');
  }
}

const review = async (ctx: OpContext, db: Db, id: unknown, sets: Row): Promise<Row> => {
  const r = ctx.idx.resource(KEY);
  const cols = Object.keys(sets);
  const [after] = await db.query(
    `update ${tableName(r)} set ${cols.map((c, i) => `"${c}" = $${i + 1}`).join(', ')} where "id" = $${cols.length + 1} returning *`,
    [...cols.map((c) => sets[c]), id]);
  return publicRow(after!);
};

const approve: Handler = (ctx) => ctx.server.db.transaction(async (db) => {
  const row = await lockIn(ctx, db, ['pending'], '审批');
  refuseOwn(ctx, row);
  const r = ctx.idx.resource(KEY);
  await lockRow(ctx, db, ROOMS, row.roomId);
  const [clash] = await db.query(
    `select "id", "subject", "startTime", "endTime" from ${tableName(r)} where "roomId" = $1 and "id" <> $2 and "status" = 'approved'
       and "_deleted" = false and "startTime" < $3 and "endTime" > $4 order by "startTime" limit 1`,
    [row.roomId, row.id, row.endTime, row.startTime]);
  if (clash) {
    throw new ApiFail(CODE.conflict,
      `该时段会议室已被预约：「${String(clash.subject)}」${String(clash.startTime).slice(0, 16)} 至 ${String(clash.endTime).slice(0, 16)}（编号 ${String(clash.id)}）`, 'startTime');
  }
  return review(ctx, db, row.id, { status: 'approved', reviewerName: operatorName(ctx), reviewTime: formatDateTime(ctx.server.now()), rejectReason: null });
});

const reject: Handler = (ctx) => ctx.server.db.transaction(async (db) => {
  const reason = typeof ctx.input.rejectReason === 'string' ? ctx.input.rejectReason.trim() : '';
  if (!reason) throw new ApiFail(CODE.badRequest, '请填写驳回原因', 'rejectReason');
  const row = await lockIn(ctx, db, ['pending'], '驳回');
  refuseOwn(ctx, row);
  return review(ctx, db, row.id, { status: 'rejected', reviewerName: operatorName(ctx), reviewTime: formatDateTime(ctx.server.now()), rejectReason: reason.slice(0, 200) });
});

const cancel: Handler = (ctx) => ctx.server.db.transaction(async (db) => {
  const row = await lockIn(ctx, db, ['pending', 'approved'], '取消');
  return review(ctx, db, row.id, { status: 'cancelled' });
});

export const meetingReservationActions: Record<string, Handler> = {
  [`${KEY}.add`]: add,
  [`${KEY}.update`]: update,
  [`${KEY}.approve`]: approve,
  [`${KEY}.reject`]: reject,
  [`${KEY}.cancel`]: cancel,
};
