/**
 * 会议预约 (our addition): thirty bookings of the open rooms over the last and next two weeks, in
 * every status, put up by the project login (so admin may approve the pending ones) and reviewed by
 * admin. One booking a day, so no two approved ones clash. No PRNG draws: appended after the
 * other steps, it leaves their rows as they were.
 */
import { type SeedContext, idOf } from './context';
import type { Row } from '../types';

const SUBJECTS = ['项目周例会', '物业服务月度复盘', '供应商洽谈', '新员工入职培训', '消防安全演练筹备', '业主代表座谈', '季度预算评审', '招商推介会', '设备维保协调会', '客户满意度分析'];
const ORGANISERS = ['张伟', '李娜', '王芳', '刘洋', '陈静', '杨帆'];
const PAST = ['approved', 'approved', 'rejected', 'approved', 'cancelled'];
const FUTURE = ['pending', 'approved', 'pending', 'rejected', 'cancelled'];

export async function seedMeetingReservations(c: SeedContext): Promise<void> {
  const rooms = c.rows['conference.meetingRoom']!.filter((r) => r.status === 'available');
  const users = c.rows['platform.webUser'] ?? [];
  const requester = users.find((u) => u.loginName === 'project');
  const reviewer = users.find((u) => u.loginName === 'admin');
  const rows: Row[] = Array.from({ length: 30 }, (_, i) => {
    const room = rooms[i % rooms.length]!;
    const day = -14 + i;
    const hour = 9 + (i % 4) * 2;
    const minutes = (1 + (i % 2)) * 60 + (i % 3 === 0 ? 30 : 0);
    const status = (day < 0 ? PAST : FUTURE)[i % 5]!;
    const reviewed = status === 'approved' || status === 'rejected' || (status === 'cancelled' && i % 2 === 0);
    return {
      roomId: idOf(room), subject: SUBJECTS[i % SUBJECTS.length], organiser: ORGANISERS[i % ORGANISERS.length],
      startTime: c.at(day, hour), endTime: c.at(day, hour + 1 + (i % 2), i % 3 === 0 ? 30 : 0),
      minutes, attendees: Math.min(Number(room.capacity), 3 + (i % 8)), status,
      requesterId: requester?.id ?? null, requesterName: requester ? String(requester.name ?? requester.loginName).slice(0, 64) : null,
      reviewerName: reviewed && reviewer ? String(reviewer.name ?? reviewer.loginName).slice(0, 32) : null,
      reviewTime: reviewed ? c.at(day - 2, 16) : null,
      rejectReason: status === 'rejected' ? '该时段已安排全员大会，请改约其他时间' : null,
      createTime: c.at(day - 3, 10),
    };
  });
  await c.ins('conference.meetingReservation', rows);
}
