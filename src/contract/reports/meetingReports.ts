/**
 * 会议统计 (an embed of the meeting-room service until the contract held the bookings: our addition
 * `conference.meetingReservation`). Drills down to 会议预约.
 */
import { t } from '../dsl';
import type { ReportDef } from '../report';
import { TIME, by } from './measures';

/**
 * 会议统计: bookings by room, day, status or organiser; hours are whole minutes of the spans.
 * @example
 * <ReportPage report={meetingReport} source={meetingReservation} />
 */
export const meetingReport: ReportDef = {
  name: 'meeting', permission: 'meetingRoom',
  title: t('会议统计', 'Meeting statistics', 'Estadísticas de reuniones'),
  note: t('按开始时间统计会议预约；通过率＝已通过预约数÷预约数。', 'Bookings by start time; approval rate = approved ÷ bookings.',
    'Reservas por hora de inicio; tasa de aprobación = aprobadas ÷ reservas.'),
  source: 'conference.meetingReservation', dateField: 'startTime', maxDays: 366,
  dimensions: { roomId: by('roomId'), ...TIME, status: by('status'), organiser: by('organiser') },
  measures: {
    reservations: { agg: 'count', label: t('预约数', 'Reservations', 'Reservas') },
    approved: { agg: 'count', label: t('已通过', 'Approved', 'Aprobadas'), where: { status: ['approved'] } },
    minutes: { agg: 'sum', field: 'minutes', label: t('已通过时长(分钟)', 'Minutes booked', 'Minutos reservados'), where: { status: ['approved'] } },
    attendees: { agg: 'sum', field: 'attendees', label: t('参会人次', 'Attendees', 'Asistentes'), where: { status: ['approved'] } },
    usage: { agg: 'rate', of: 'approved', over: 'reservations', label: t('通过率', 'Approval rate', 'Tasa de aprobación') },
  },
  filters: ['roomId', 'status'],
  views: ['bar', 'pie', 'line', 'table'],
  drill: '/meetingRoom/reserve',
};

/** @example MEETING_REPORTS.map((r) => r.name) // ['meeting'] */
export const MEETING_REPORTS: readonly ReportDef[] = [meetingReport];
