/**
 * 会议室管理 (000 section 2 embeds it from the meeting-room service; 001 has no call): OUR ADDITION,
 * every call's summary says so. The rooms of a project with capacity, equipment, open hours and
 * status, under the conference service's prefix and its role key.
 */
import { f, resourcesOf, standard, t, v, type OpTemplate } from '../dsl';

const resource = /* @__PURE__ */ resourcesOf('conference', '/conferencesystem/web');
const ours = (templates: readonly OpTemplate[]): OpTemplate[] =>
  templates.map((o) => (base: string) => { const op = o(base); return { ...op, summary: `${op.summary ?? op.name}; our addition` }; });

/** Whole hours a room may open or close at (a booking system books by the half hour inside them). */
export const ROOM_HOURS = /* @__PURE__ */ Array.from({ length: 19 }, (_, i) => {
  const h = `${String(i + 6).padStart(2, '0')}:00`;
  return v(h, t(h, h, h));
});

export const MEETING_ROOM_STATUS = [
  v('available', t('可预约', 'Available', 'Disponible'), 'success'),
  v('maintenance', t('维护中', 'Under maintenance', 'En mantenimiento'), 'warning'),
  v('closed', t('停用', 'Closed', 'Cerrada'), 'grey'),
] as const;

const equipment = (zh: string, en: string, es: string) => f.boolean(t(zh, en, es), { default: false, filter: true });

/** 会议室: a bookable room of a project. */
export const meetingRoom = /* @__PURE__ */ resource('meetingRoom', {
  title: t('会议室', 'Meeting rooms', 'Salas de reuniones'),
  permission: 'meetingRoom',
  fields: {
    id: f.id(),
    name: f.string(t('会议室名称', 'Name', 'Nombre'), { required: true, max: 32, filter: true }),
    orgId: f.ref(t('所属项目', 'Project', 'Proyecto'), 'organisation.organization', { required: true, filter: true }),
    location: f.string(t('位置', 'Location', 'Ubicación'), { required: true, max: 64 }),
    capacity: f.integer(t('容纳人数', 'Capacity', 'Capacidad'), { required: true, min: 1, max: 1000 }),
    projector: equipment('投影仪', 'Projector', 'Proyector'),
    videoConference: equipment('视频会议', 'Video conferencing', 'Videoconferencia'),
    whiteboard: equipment('白板', 'Whiteboard', 'Pizarra'),
    openFrom: f.enum(t('开放开始', 'Opens at', 'Abre a las'), ROOM_HOURS, { required: true, default: '08:00' }),
    openTo: f.enum(t('开放结束', 'Closes at', 'Cierra a las'), ROOM_HOURS, { required: true, default: '18:00' }),
    status: f.enum(t('状态', 'Status', 'Estado'), MEETING_ROOM_STATUS, { required: true, filter: true, default: 'available' }),
    remark: f.string(t('备注', 'Remark', 'Observación'), { max: 200, hiddenInList: true }),
    createTime: f.createTime(),
  },
  operations: ours(standard()),
});
