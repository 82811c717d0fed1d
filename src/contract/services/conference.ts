/** Conference (001 section 7.11): service `conference`. The spec states no prefix: ours is `/conferencesystem/web` (configurable); every resource uses the standard pattern. */
import { f, resourcesOf, service, standard, t, v } from '../dsl';
import { meetingRoom } from './conferenceAdditions';
import { meetingReservation } from './conferenceReservations';

export const CONFERENCE_PREFIX = '/conferencesystem/web';
const resource = /* @__PURE__ */ resourcesOf('conference', CONFERENCE_PREFIX);
const PERMISSION = 'meetingRoom';

const conferenceId = () => f.ref(t('所属会议', 'Conference', 'Conferencia'), 'conference.conference', { required: true, filter: true });
const customerId = (required = true) =>
  f.ref(t('参会嘉宾', 'Guest', 'Invitado'), 'conference.conferenceCustomer', { required, filter: true });
const remark = () => f.string(t('备注', 'Remark', 'Observación'), { max: 200, hiddenInList: true });
const quantity = () => f.integer(t('数量', 'Quantity', 'Cantidad'), { required: true, min: 1, max: 100000 });

export const conference = /* @__PURE__ */ resource('conference', {
  title: t('会议', 'Conferences', 'Conferencias'),
  permission: PERMISSION,
  fields: {
    id: f.id(),
    name: f.string(t('会议名称', 'Conference name', 'Nombre'), { required: true, max: 64, filter: true }),
    orgId: f.ref(t('所属项目', 'Project', 'Proyecto'), 'organisation.organization', { required: true, filter: true }),
    host: f.string(t('主办单位', 'Host', 'Organizador'), { max: 64 }),
    address: f.string(t('会议地点', 'Venue', 'Lugar'), { required: true, max: 128 }),
    startTime: f.datetime(t('开始时间', 'Starts', 'Inicio'), { required: true, filter: true }),
    endTime: f.datetime(t('结束时间', 'Ends', 'Fin'), { required: true }),
    status: f.enum(t('会议状态', 'Status', 'Estado'), [
      v('planned', t('筹备中', 'Planned', 'Planificada'), 'info'),
      v('ongoing', t('进行中', 'In progress', 'En curso'), 'success'),
      v('ended', t('已结束', 'Ended', 'Finalizada'), 'grey'),
      v('cancelled', t('已取消', 'Cancelled', 'Cancelada'), 'danger'),
    ], { filter: true, default: 'planned' }),
    createTime: f.createTime(),
  },
  operations: standard(),
});

export const conferenceInfo = /* @__PURE__ */ resource('conferenceInfo', {
  title: t('会议资讯', 'Conference notices', 'Avisos de la conferencia'),
  permission: PERMISSION,
  fields: {
    id: f.id(),
    conferenceId: conferenceId(),
    title: f.string(t('标题', 'Title', 'Título'), { required: true, max: 64, filter: true }),
    cover: f.image(t('封面', 'Cover', 'Portada'), { hiddenInList: true }),
    content: f.text(t('内容', 'Content', 'Contenido'), { required: true, max: 5000, hiddenInList: true }),
    sort: f.integer(t('排序', 'Order', 'Orden'), { min: 0, max: 9999, default: 0 }),
    createTime: f.createTime(),
  },
  operations: standard(),
});

export const conferenceCustomer = /* @__PURE__ */ resource('conferenceCustomer', {
  title: t('参会嘉宾', 'Guests', 'Invitados'),
  permission: PERMISSION,
  fields: {
    id: f.id(),
    conferenceId: conferenceId(),
    name: f.string(t('姓名', 'Name', 'Nombre'), { required: true, max: 32, filter: true }),
    phone: f.phone(t('手机号', 'Phone', 'Teléfono'), { required: true, filter: true }),
    company: f.string(t('单位', 'Organisation', 'Organización'), { max: 64 }),
    position: f.string(t('职务', 'Position', 'Cargo'), { max: 32 }),
    signStatus: f.enum(t('签到状态', 'Check-in', 'Registro'), [
      v('unsigned', t('未签到', 'Not checked in', 'Sin registrar'), 'grey'),
      v('signed', t('已签到', 'Checked in', 'Registrado'), 'success'),
    ], { filter: true, default: 'unsigned' }),
    createTime: f.createTime(),
  },
  operations: standard(),
});

export const conferenceCustomerLike = /* @__PURE__ */ resource('conferenceCustomerLike', {
  title: t('嘉宾喜好', 'Guest preferences', 'Preferencias de invitados'),
  permission: PERMISSION,
  fields: {
    id: f.id(),
    customerId: customerId(),
    type: f.enum(t('喜好类型', 'Kind', 'Tipo'), [
      v('food', t('饮食', 'Food', 'Comida'), 'success'),
      v('drink', t('酒水', 'Drinks', 'Bebidas'), 'purple'),
      v('taboo', t('忌口', 'Dietary restriction', 'Restricción'), 'danger'),
      v('other', t('其他', 'Other', 'Otro'), 'grey'),
    ], { required: true, filter: true }),
    name: f.string(t('喜好内容', 'Preference', 'Preferencia'), { required: true, max: 64, filter: true }),
    remark: remark(),
  },
  operations: standard(),
});

export const conferenceGift = /* @__PURE__ */ resource('conferenceGift', {
  title: t('会议礼品', 'Gifts', 'Regalos'),
  permission: PERMISSION,
  fields: {
    id: f.id(),
    conferenceId: conferenceId(),
    name: f.string(t('礼品名称', 'Gift', 'Regalo'), { required: true, max: 64, filter: true }),
    customerId: customerId(false),
    quantity: quantity(),
    price: f.amount(t('单价(元)', 'Unit price', 'Precio unitario'), { min: 0, max: 100000 }),
    remark: remark(),
  },
  operations: standard(),
});

export const conferenceWine = /* @__PURE__ */ resource('conferenceWine', {
  title: t('会议酒水', 'Drinks', 'Bebidas'),
  permission: PERMISSION,
  fields: {
    id: f.id(),
    conferenceId: conferenceId(),
    name: f.string(t('酒水名称', 'Drink', 'Bebida'), { required: true, max: 64, filter: true }),
    brand: f.string(t('品牌', 'Brand', 'Marca'), { max: 32 }),
    quantity: quantity(),
    price: f.amount(t('单价(元)', 'Unit price', 'Precio unitario'), { min: 0, max: 100000 }),
    remark: remark(),
  },
  operations: standard(),
});

export const conferenceFood = /* @__PURE__ */ resource('conferenceFood', {
  title: t('会议用餐', 'Catering', 'Catering'),
  permission: PERMISSION,
  fields: {
    id: f.id(),
    conferenceId: conferenceId(),
    name: f.string(t('餐次名称', 'Meal', 'Comida'), { required: true, max: 64, filter: true }),
    mealTime: f.datetime(t('用餐时间', 'Time', 'Hora'), { required: true, filter: true }),
    place: f.string(t('用餐地点', 'Place', 'Lugar'), { required: true, max: 128 }),
    tables: f.integer(t('桌数', 'Tables', 'Mesas'), { min: 0, max: 1000 }),
    standardPrice: f.amount(t('餐标(元/桌)', 'Price per table', 'Precio por mesa'), { min: 0, max: 100000 }),
    remark: remark(),
  },
  operations: standard(),
});

export const conferenceStay = /* @__PURE__ */ resource('conferenceStay', {
  title: t('住宿安排', 'Accommodation', 'Alojamiento'),
  permission: PERMISSION,
  labelField: 'hotel',
  fields: {
    id: f.id(),
    conferenceId: conferenceId(),
    customerId: customerId(),
    hotel: f.string(t('酒店', 'Hotel', 'Hotel'), { required: true, max: 64, filter: true }),
    roomType: f.string(t('房型', 'Room type', 'Tipo de habitación'), { max: 32 }),
    roomNo: f.string(t('房间号', 'Room no.', 'N.º de habitación'), { max: 16 }),
    checkIn: f.date(t('入住日期', 'Check-in', 'Entrada'), { required: true, filter: true }),
    checkOut: f.date(t('离店日期', 'Check-out', 'Salida'), { required: true }),
  },
  operations: standard(),
});

export const conferenceTransfer = /* @__PURE__ */ resource('conferenceTransfer', {
  title: t('接送安排', 'Transfers', 'Traslados'),
  permission: PERMISSION,
  labelField: 'place',
  fields: {
    id: f.id(),
    conferenceId: conferenceId(),
    customerId: customerId(),
    type: f.enum(t('接送类型', 'Kind', 'Tipo'), [
      v('pickup', t('接站', 'Pick-up', 'Recogida'), 'success'),
      v('dropoff', t('送站', 'Drop-off', 'Despedida'), 'info'),
    ], { required: true, filter: true }),
    place: f.string(t('接送地点', 'Place', 'Lugar'), { required: true, max: 128 }),
    transferTime: f.datetime(t('接送时间', 'Time', 'Hora'), { required: true, filter: true }),
    vehicleNo: f.string(t('车牌号', 'Plate', 'Matrícula'), { max: 16 }),
    driverName: f.string(t('司机', 'Driver', 'Conductor'), { max: 32 }),
    driverPhone: f.phone(t('司机电话', 'Driver phone', 'Teléfono del conductor')),
  },
  operations: standard(),
});

export const conferenceShare = /* @__PURE__ */ resource('conferenceShare', {
  title: t('会议资料', 'Shared materials', 'Materiales compartidos'),
  permission: PERMISSION,
  fields: {
    id: f.id(),
    conferenceId: conferenceId(),
    title: f.string(t('资料名称', 'Title', 'Título'), { required: true, max: 64, filter: true }),
    fileUrl: f.url(t('资料链接', 'File link', 'Enlace del archivo'), { required: true, max: 512, hiddenInList: true }),
    description: f.text(t('说明', 'Description', 'Descripción'), { max: 500, hiddenInList: true }),
    createTime: f.createTime(),
  },
  operations: standard(),
});

export const conferenceService = /* @__PURE__ */ service('conference', t('会议', 'Conference', 'Conferencias'), CONFERENCE_PREFIX, true, [
  conferenceShare, conferenceCustomerLike, conferenceGift, conferenceWine, conferenceFood,
  conferenceStay, conferenceTransfer, conferenceCustomer, conferenceInfo, conference,
  meetingRoom,
  meetingReservation,
]);
