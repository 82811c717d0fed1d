/** 会议室 (our addition): the bookable rooms of two projects, in every status. */
import { type SeedContext, idOf } from './context';
import type { Row } from '../types';

export async function seedMeetingRooms(c: SeedContext): Promise<void> {
  const orgs = c.rows['organisation.organization']!;
  const park = orgs[3]!;
  const other = orgs[0]!;
  const rooms: [string, string, number, boolean, boolean, boolean, string, string, string, Row][] = [
    ['星河厅', 'A座3楼东侧', 80, true, true, true, '08:00', '21:00', 'available', park],
    ['银河会议室', 'A座5楼501', 20, true, true, true, '08:00', '18:00', 'available', park],
    ['启明会议室', 'A座5楼506', 12, true, false, true, '09:00', '18:00', 'available', park],
    ['洽谈室1', 'B座1楼大堂旁', 6, false, false, true, '08:00', '20:00', 'available', park],
    ['培训教室', 'B座2楼', 40, true, false, true, '08:00', '18:00', 'maintenance', park],
    ['远程会议室', 'C座8楼803', 10, true, true, false, '07:00', '22:00', 'available', park],
    ['物业会议室', '物业服务中心2楼', 15, true, false, true, '08:00', '17:00', 'available', other],
    ['业主活动室', '会所1楼', 30, false, false, true, '09:00', '21:00', 'closed', other],
  ];
  await c.ins('conference.meetingRoom', rooms.map(([name, location, capacity, projector, videoConference, whiteboard, openFrom, openTo, status, org], i) => ({
    name, orgId: idOf(org), location, capacity, projector, videoConference, whiteboard, openFrom, openTo, status,
    remark: status === 'maintenance' ? '空调检修，预计两周' : null, createTime: c.at(-90 + i * 5, 10),
  })));
}
