/**
 * 会议预约 (our addition): a booking is approved by someone other than who put it up, an approval
 * that would double-book the room is refused with the clash named, a booking's times and head count
 * must fit, and a project login never reaches another project's bookings. Runs on PGlite, and on
 * PostgreSQL when TEST_DATABASE_URL is set.
 */
import { describe, expect, it } from 'vitest';
import { useAdminServer } from '../api/adminServer';
import type { Row } from '../types';

const backends: [string, string | undefined][] = [['PGlite', undefined]];
if (process.env.TEST_DATABASE_URL) backends.push(['PostgreSQL', process.env.TEST_DATABASE_URL]);
const BASE = '/conferencesystem/web/meetingReservation';

describe.each(backends)('meeting reservations on %s', (_name, databaseUrl) => {
  const s = useAdminServer(databaseUrl ? { databaseUrl } : {});
  const { rows, post } = s;
  const asProject = async (path: string, form: Row) => s.api.call('POST', path, { form, session: await s.api.login('project', 'Project123') });
  /** An open room of the project login's project. */
  const projectRoom = async (): Promise<Row> => {
    const res = await asProject('/conferencesystem/web/meetingRoom/list', { pageNum: 1, pageSize: 50, status: 'available' });
    expect(res.body?.code, res.body?.msg).toBe(200);
    return res.body!.data.list[0];
  };
  const booking = (room: Row, day: string, from: string, to: string, subject: string): Row => ({
    roomId: room.id, subject, organiser: '刘洋', startTime: `${day} ${from}:00`, endTime: `${day} ${to}:00`, attendees: 2,
  });

  it('refuses the requester\'s own approval (403) and lets another person approve it', async () => {
    const room = await projectRoom();
    const add = await asProject(`${BASE}/add`, booking(room, '2031-03-03', '09:00', '10:00', '自审测试'));
    expect(add.body, add.body?.msg).toMatchObject({ code: 200, data: { status: 'pending', requesterName: '张伟' } });
    const id = add.body!.data.id;
    const own = await asProject(`${BASE}/approve`, { id });
    expect(own.body).toMatchObject({ code: 403, msg: expect.stringContaining('不能审批自己提交的申请') });
    expect((await rows('conference.meetingReservation', 'and "id" = $1', [id]))[0]).toMatchObject({ status: 'pending' });
    const noReason = await post(`${BASE}/reject`, { id, rejectReason: ' ' });
    expect(noReason.body).toMatchObject({ code: 400, msg: expect.stringContaining('驳回原因') });
    const ok = await post(`${BASE}/approve`, { id });
    expect(ok.body, ok.body?.msg).toMatchObject({ code: 200, data: { status: 'approved', reviewerName: '管理员' } });
    const again = await post(`${BASE}/reject`, { id, rejectReason: '重复' });
    expect(again.body?.code).toBe(409);
  });

  it('answers 409 naming the clash when an approval would double-book the room; a cancelled booking frees it', async () => {
    const room = await projectRoom();
    const first = await asProject(`${BASE}/add`, booking(room, '2031-04-07', '09:00', '11:00', '季度评审'));
    const second = await asProject(`${BASE}/add`, booking(room, '2031-04-07', '10:30', '12:00', '临时碰头'));
    expect((await post(`${BASE}/approve`, { id: first.body!.data.id })).body?.code).toBe(200);
    const clash = await post(`${BASE}/approve`, { id: second.body!.data.id });
    expect(clash.body).toMatchObject({ code: 409, msg: expect.stringContaining('季度评审') });
    expect((await post(`${BASE}/cancel`, { id: first.body!.data.id })).body?.data).toMatchObject({ status: 'cancelled' });
    expect((await post(`${BASE}/approve`, { id: second.body!.data.id })).body?.data).toMatchObject({ status: 'approved' });
  });

  it('answers 400 on the field when the end is not after the start or the room is too small', async () => {
    const room = await projectRoom();
    const backwards = await post(`${BASE}/add`, booking(room, '2031-05-05', '11:00', '10:00', '倒序'));
    expect(backwards.body).toMatchObject({ code: 400, msg: '结束时间必须晚于开始时间' });
    const crowd = await post(`${BASE}/add`, { ...booking(room, '2031-05-05', '09:00', '10:00', '超员'), attendees: Number(room.capacity) + 1 });
    expect(crowd.body).toMatchObject({ code: 400, msg: expect.stringContaining('容纳人数') });
  });

  it('answers 404 for another project\'s booking to a project login', async () => {
    const room = await projectRoom();
    const rooms = await rows('conference.meetingRoom');
    const orgOf = (roomId: unknown) => rooms.find((r) => r.id === roomId)?.orgId;
    const other = (await rows('conference.meetingReservation')).find((b) => orgOf(b.roomId) !== room.orgId);
    expect(other, 'the seed books rooms of two projects').toBeDefined();
    const get = await s.api.call('GET', `${BASE}/${String(other!.id)}`, { session: await s.api.login('project', 'Project123') });
    expect(get.body?.code).toBe(404);
    const approve = await asProject(`${BASE}/approve`, { id: other!.id });
    expect(approve.body?.code).toBe(404);
    expect(approve.body?.msg).toContain('不存在');
  });

  it('会议统计 sums the approved bookings by room: the rooms add up to the totals', async () => {
    // The seed books one a day from two weeks back: the 15th day is today (a report ends today at the latest).
    const seeded = (await rows('conference.meetingReservation', 'and "subject" not like \'%测试\'')).map((b) => String(b.startTime).slice(0, 10)).sort();
    const res = await s.api.call('POST', '/statistics/report/meeting', {
      json: { startDate: seeded[0], endDate: seeded[14], dimension: 'roomId' }, session: await s.api.login('admin', 'Admin123'),
    });
    expect(res.body?.code, res.body?.msg).toBe(200);
    const { rows: byRoom, totals } = res.body!.data as { rows: { values: Record<string, number | string> }[]; totals: Record<string, number | string> };
    expect(byRoom.length).toBeGreaterThan(3);
    expect(Number(totals.approved)).toBeGreaterThan(0);
    expect(Number(totals.approved)).toBeLessThan(Number(totals.reservations));
    expect(byRoom.reduce((n, r) => n + Number(r.values.minutes ?? 0), 0)).toBe(Number(totals.minutes));
  });
});
