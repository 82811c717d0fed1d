/**
 * 会议预约, 预约审批 and 会议统计 (were embeds of the meeting-room service): the generic resource
 * page over our addition `conference.meetingReservation` (the server checks the span, the head
 * count, the two-person rule and double bookings), and the kit's `ReportPage` over the same rows.
 */
import { meetingReport } from '../../contract/reports/meetingReports';
import { meetingReservation } from '../../contract/services/conferenceReservations';
import { ReportPage, resourcePageWith, useViewT } from '../../resource';
import { communityMessages } from './messages';

// Pages carry the domain's texts: mounted alone, they still head themselves with words.
const resourcePageOf = resourcePageWith(communityMessages);

const COLUMNS = ['roomId', 'subject', 'organiser', 'startTime', 'endTime', 'attendees', 'status', 'requesterName', 'reviewerName'] as const;

/**
 * 会议预约: every booking with room, status and date filters; add, edit while pending, 取消.
 * @example <MeetingReservationsPage />
 */
export const MeetingReservationsPage = resourcePageOf(meetingReservation, { title: 'route.meetingReserve', columns: COLUMNS });

/**
 * 预约审批: the bookings waiting for approval, with 审批通过 / 驳回 (a reason) on each row; the
 * server refuses the requester's own approval and a clash with an approved booking.
 * @example <MeetingApprovalsPage />
 */
export const MeetingApprovalsPage = resourcePageOf(meetingReservation, {
  title: 'route.meetingApproval', columns: COLUMNS, listWith: 'pendingList',
  shownFilters: (filters) => filters.filter(([name]) => name !== 'status'),
});

/**
 * Props of 会议统计: `today` pins the date (stories, tests).
 * @example
 * const props: MeetingStatisticsPageProps = { today: '2026-12-06' };
 */
export interface MeetingStatisticsPageProps {
  title?: string;
  today?: string;
  className?: string;
}

/**
 * 会议统计: bookings, approvals, minutes booked and the approval rate by room, day or status, with
 * export and drill-down to 会议预约.
 * @example <MeetingStatisticsPage today="2026-12-06" />
 */
export function MeetingStatisticsPage({ title = 'route.meetingStatistics', today, className }: MeetingStatisticsPageProps) {
  const t = useViewT(communityMessages);
  return <ReportPage report={meetingReport} source={meetingReservation} title={t(title)} className={className} {...(today ? { today } : {})} />;
}
