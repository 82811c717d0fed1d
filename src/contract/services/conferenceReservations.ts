/**
 * 会议预约 / 预约审批 (000 section 2 embeds them from the meeting-room service; 001 has no call): OUR
 * ADDITION, every call's summary says so. A booking of a room (conference.meetingRoom, whose
 * project scopes it) for a time span, put up by the caller and approved or rejected by someone else;
 * the server refuses an approval that would double-book the room (409).
 */
import { f, post, resourcesOf, standard, t, v, type OpTemplate } from '../dsl';

const resource = /* @__PURE__ */ resourcesOf('conference', '/conferencesystem/web');
const ours = (templates: readonly OpTemplate[]): OpTemplate[] =>
  templates.map((o) => (base: string) => { const op = o(base); return { ...op, summary: `${op.summary ?? op.name}; our addition` }; });

export const RESERVATION_STATUS = [
  v('pending', t('待审批', 'Pending', 'Pendiente'), 'warning'),
  v('approved', t('已通过', 'Approved', 'Aprobada'), 'success'),
  v('rejected', t('已驳回', 'Rejected', 'Rechazada'), 'danger'),
  v('cancelled', t('已取消', 'Cancelled', 'Cancelada'), 'grey'),
] as const;

/** 会议预约: a room booked for a span of time, reviewed by someone other than who asked. */
export const meetingReservation = /* @__PURE__ */ resource('meetingReservation', {
  title: t('会议预约', 'Meeting reservations', 'Reservas de salas'),
  permission: 'meetingRoom',
  labelField: 'subject',
  fields: {
    id: f.id(),
    roomId: f.ref(t('会议室', 'Room', 'Sala'), 'conference.meetingRoom', { required: true, filter: true }),
    subject: f.string(t('会议主题', 'Subject', 'Asunto'), { required: true, max: 64, filter: true }),
    organiser: f.string(t('组织人', 'Organiser', 'Organizador'), { required: true, max: 32 }),
    startTime: f.datetime(t('开始时间', 'Starts at', 'Comienza'), { required: true, filter: true }),
    endTime: f.datetime(t('结束时间', 'Ends at', 'Termina'), { required: true }),
    // Server-computed from the span: what 会议统计 sums as hours booked.
    minutes: f.integer(t('时长(分钟)', 'Minutes', 'Minutos'), { readOnly: true, min: 0 }),
    attendees: f.integer(t('参会人数', 'Attendees', 'Asistentes'), { required: true, min: 1, max: 1000 }),
    status: f.enum(t('状态', 'Status', 'Estado'), RESERVATION_STATUS, { filter: true, readOnly: true, default: 'pending' }),
    requesterId: f.requesterId(),
    requesterName: f.requesterName(),
    reviewerName: f.string(t('审批人', 'Reviewed by', 'Revisada por'), { readOnly: true, max: 32 }),
    reviewTime: f.datetime(t('审批时间', 'Reviewed at', 'Revisada el'), { readOnly: true, hiddenInList: true }),
    rejectReason: f.string(t('驳回原因', 'Reject reason', 'Motivo del rechazo'), { readOnly: true, max: 200, hiddenInList: true }),
    createTime: f.createTime(),
  },
  operations: ours([
    ...standard({ except: ['delete_ids'] }),
    post('pendingList', { kind: 'list', where: { status: 'pending' }, summary: 'The bookings waiting for approval, with filters and paging' }),
    post('approve', {
      label: t('审批通过', 'Approve', 'Aprobar'),
      summary: 'Approve a pending reservation; never by its requester, 409 when the room is booked then',
      transition: { field: 'status', from: ['pending'], to: ['approved'] },
    }),
    post('reject', {
      label: t('驳回', 'Reject', 'Rechazar'),
      summary: 'Reject a pending reservation with a reason; never by its requester',
      transition: { field: 'status', from: ['pending'], to: ['rejected'] },
      body: { rejectReason: f.string(t('驳回原因', 'Reject reason', 'Motivo del rechazo'), { required: true, max: 200 }) },
    }),
    post('cancel', {
      label: t('取消', 'Cancel', 'Cancelar'),
      summary: 'Cancel a pending or approved reservation',
      transition: { field: 'status', from: ['pending', 'approved'], to: ['cancelled'] },
    }),
  ]),
});
