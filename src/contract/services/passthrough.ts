/**
 * Passthrough (001 section 7.5), prefix `/passthrough` as the spec states: visitor passes and access control
 * (permission groups over Lingling access devices, card holders and their cards). Every resource is standard.
 */
import { ENABLED, f, resourcesOf, service, standard, t, v } from '../dsl';

export const PASSTHROUGH_PREFIX = '/passthrough';
const resource = /* @__PURE__ */ resourcesOf('passthrough', PASSTHROUGH_PREFIX);
const PERMISSION = 'pc:passthrough';

const orgId = f.ref(t('项目', 'Project', 'Proyecto'), 'organisation.organization', { required: true, filter: true });
const phone = f.phone(t('手机号', 'Phone', 'Teléfono'), { required: true, filter: true });
const idCardNo = f.string(t('身份证号', 'ID card no.', 'Nº de DNI'), { min: 15, max: 18, hiddenInList: true });
const validFrom = f.datetime(t('生效时间', 'Valid from', 'Válido desde'), { required: true });
const validTo = f.datetime(t('失效时间', 'Valid until', 'Válido hasta'), { required: true, filter: true });

// ---- Visitors: who comes, the appointment, the pass it yields ----

export const visitorInfo = /* @__PURE__ */ resource('visitorInfo', {
  title: t('访客信息', 'Visitors', 'Visitantes'),
  permission: PERMISSION,
  fields: {
    id: f.id(),
    name: f.string(t('访客姓名', 'Name', 'Nombre'), { required: true, max: 32, filter: true }),
    phone,
    idCardNo,
    plateNo: f.string(t('车牌号', 'Plate no.', 'Matrícula'), { max: 10, filter: true }),
    company: f.string(t('来访单位', 'Company', 'Empresa'), { max: 64, hiddenInList: true }),
    photo: f.image(t('人脸照片', 'Face photo', 'Foto facial'), { hiddenInList: true }),
    orgId: f.ref(t('项目', 'Project', 'Proyecto'), 'organisation.organization', { filter: true }),
    createTime: f.createTime(),
  },
  operations: standard(),
});

export const visitorOrder = /* @__PURE__ */ resource('visitorOrder', {
  title: t('访客预约', 'Visit appointments', 'Citas de visita'),
  permission: PERMISSION,
  labelField: 'orderNo',
  fields: {
    id: f.id(),
    orderNo: f.string(t('预约单号', 'Appointment no.', 'Nº de cita'), { max: 32, readOnly: true, filter: true, serial: 'FK' }),
    visitorId: f.ref(t('访客', 'Visitor', 'Visitante'), 'passthrough.visitorInfo', { required: true, filter: true }),
    orgId,
    roomId: f.ref(t('被访房间', 'Room visited', 'Habitación visitada'), 'organisation.roomNo'),
    hostName: f.string(t('被访人', 'Host', 'Anfitrión'), { required: true, max: 32, filter: true }),
    hostPhone: f.phone(t('被访人电话', 'Host phone', 'Teléfono del anfitrión'), { hiddenInList: true }),
    visitorCount: f.integer(t('来访人数', 'Visitors', 'Personas'), { required: true, min: 1, max: 50, default: 1 }),
    visitStart: f.datetime(t('预约到访时间', 'Visit from', 'Visita desde'), { required: true, filter: true }),
    visitEnd: f.datetime(t('预约离开时间', 'Visit until', 'Visita hasta'), { required: true }),
    reason: f.string(t('来访事由', 'Purpose', 'Motivo'), { max: 100, hiddenInList: true }),
    status: f.enum(t('预约状态', 'Status', 'Estado'), [
      v('pending', t('待审核', 'Pending', 'Pendiente'), 'warning'),
      v('approved', t('已通过', 'Approved', 'Aprobada'), 'info'),
      v('rejected', t('已拒绝', 'Rejected', 'Rechazada'), 'danger'),
      v('visiting', t('来访中', 'On site', 'En visita'), 'purple'),
      v('completed', t('已离开', 'Completed', 'Finalizada'), 'success'),
      v('cancelled', t('已取消', 'Cancelled', 'Cancelada'), 'grey'),
      v('expired', t('已过期', 'Expired', 'Caducada'), 'grey'),
    ], { filter: true, default: 'pending' }),
    createTime: f.createTime(),
  },
  operations: standard(),
});

export const visitorQrCode = /* @__PURE__ */ resource('visitorQrCode', {
  title: t('访客通行码', 'Visitor passes', 'Pases de visitante'),
  permission: PERMISSION,
  labelField: 'code',
  parent: { resource: 'passthrough.visitorOrder', field: 'orderId' },
  fields: {
    id: f.id(),
    orderId: f.ref(t('访客预约', 'Appointment', 'Cita'), 'passthrough.visitorOrder', { required: true, filter: true }),
    code: f.string(t('通行码', 'Pass code', 'Código de pase'), { max: 64, readOnly: true, filter: true }),
    qrUrl: f.image(t('二维码', 'QR code', 'Código QR'), { readOnly: true, hiddenInList: true }),
    validFrom,
    validTo,
    maxUses: f.integer(t('可用次数', 'Uses allowed', 'Usos permitidos'), { required: true, min: 1, max: 99, default: 2 }),
    usedCount: f.integer(t('已用次数', 'Uses', 'Usos'), { min: 0, readOnly: true, default: 0 }),
    status: f.enum(t('状态', 'Status', 'Estado'), [
      v('valid', t('有效', 'Valid', 'Válido'), 'success'),
      v('used', t('已用完', 'Used up', 'Agotado'), 'info'),
      v('expired', t('已过期', 'Expired', 'Caducado'), 'grey'),
      v('revoked', t('已作废', 'Revoked', 'Anulado'), 'danger'),
    ], { filter: true, default: 'valid' }),
    createTime: f.createTime(),
  },
  operations: standard(),
});

// ---- Access control: devices, permission groups, card holders, cards ----

export const linglingDevice = /* @__PURE__ */ resource('linglingDevice', {
  title: t('门禁设备', 'Access devices', 'Dispositivos de acceso'),
  permission: PERMISSION,
  fields: {
    id: f.id(),
    name: f.string(t('设备名称', 'Name', 'Nombre'), { required: true, max: 32, filter: true }),
    deviceSn: f.string(t('设备序列号', 'Serial no.', 'Nº de serie'), { required: true, max: 64, filter: true }),
    deviceType: f.enum(t('设备类型', 'Type', 'Tipo'), [
      v('door', t('门禁', 'Door', 'Puerta'), 'info'),
      v('gate', t('闸机', 'Turnstile', 'Torniquete'), 'purple'),
      v('elevator', t('梯控', 'Elevator', 'Ascensor'), 'warning'),
    ], { required: true, filter: true, default: 'door' }),
    orgId,
    buildId: f.ref(t('楼栋', 'Building', 'Edificio'), 'organisation.build', { filter: true }),
    location: f.string(t('安装位置', 'Location', 'Ubicación'), { max: 64 }),
    online: f.enum(t('在线状态', 'Connection', 'Conexión'), [
      v(1, t('在线', 'Online', 'En línea'), 'success'), v(0, t('离线', 'Offline', 'Desconectado'), 'danger'),
    ], { readOnly: true, filter: true, default: 0 }),
    status: f.enum(t('状态', 'Status', 'Estado'), ENABLED, { filter: true, default: 1 }),
    createTime: f.createTime(),
  },
  operations: standard(),
});

export const permGroup = /* @__PURE__ */ resource('permGroup', {
  title: t('通行权限组', 'Access groups', 'Grupos de acceso'),
  permission: PERMISSION,
  fields: {
    id: f.id(),
    name: f.string(t('权限组名称', 'Name', 'Nombre'), { required: true, max: 32, filter: true }),
    orgId,
    groupType: f.enum(t('适用人员', 'For', 'Para'), [
      v('resident', t('住户', 'Residents', 'Residentes'), 'success'),
      v('staff', t('员工', 'Staff', 'Personal'), 'info'),
      v('visitor', t('访客', 'Visitors', 'Visitantes'), 'purple'),
    ], { required: true, filter: true, default: 'resident' }),
    description: f.string(t('说明', 'Description', 'Descripción'), { max: 200, hiddenInList: true }),
    status: f.enum(t('状态', 'Status', 'Estado'), ENABLED, { filter: true, default: 1 }),
    createTime: f.createTime(),
  },
  operations: standard(),
});

const groupRef = f.ref(t('权限组', 'Access group', 'Grupo de acceso'), 'passthrough.permGroup', { required: true, filter: true });

export const permGroupDevice = /* @__PURE__ */ resource('permGroupDevice', {
  title: t('权限组设备', 'Access group devices', 'Dispositivos del grupo'),
  permission: PERMISSION,
  parent: { resource: 'passthrough.permGroup', field: 'permGroupId' },
  fields: {
    id: f.id(),
    permGroupId: groupRef,
    deviceId: f.ref(t('门禁设备', 'Device', 'Dispositivo'), 'passthrough.linglingDevice', { required: true, filter: true }),
    createTime: f.createTime(),
  },
  operations: standard(),
});

export const linglingCardUser = /* @__PURE__ */ resource('linglingCardUser', {
  title: t('通行人员', 'Card holders', 'Titulares'),
  permission: PERMISSION,
  fields: {
    id: f.id(),
    name: f.string(t('姓名', 'Name', 'Nombre'), { required: true, max: 32, filter: true }),
    phone,
    idCardNo,
    userType: f.enum(t('人员类型', 'Holder type', 'Tipo de titular'), [
      v('owner', t('业主', 'Owner', 'Propietario'), 'success'),
      v('tenant', t('租户', 'Tenant', 'Inquilino'), 'info'),
      v('staff', t('员工', 'Staff', 'Personal'), 'purple'),
      v('visitor', t('访客', 'Visitor', 'Visitante'), 'warning'),
    ], { required: true, filter: true, default: 'owner' }),
    orgId,
    roomId: f.ref(t('房间', 'Room', 'Habitación'), 'organisation.roomNo'),
    userId: f.ref(t('平台用户', 'Platform user', 'Usuario de la plataforma'), 'organisation.user', { hiddenInList: true }),
    status: f.enum(t('状态', 'Status', 'Estado'), ENABLED, { filter: true, default: 1 }),
    createTime: f.createTime(),
  },
  operations: standard(),
});

export const permGroupUser = /* @__PURE__ */ resource('permGroupUser', {
  title: t('权限组人员', 'Access group members', 'Miembros del grupo'),
  permission: PERMISSION,
  parent: { resource: 'passthrough.permGroup', field: 'permGroupId' },
  fields: {
    id: f.id(),
    permGroupId: groupRef,
    cardUserId: f.ref(t('通行人员', 'Card holder', 'Titular'), 'passthrough.linglingCardUser', { required: true, filter: true }),
    validFrom,
    validTo,
    createTime: f.createTime(),
  },
  operations: standard(),
});

export const linglingCard = /* @__PURE__ */ resource('linglingCard', {
  title: t('门禁卡', 'Access cards', 'Tarjetas de acceso'),
  permission: PERMISSION,
  labelField: 'cardNo',
  fields: {
    id: f.id(),
    cardNo: f.string(t('卡号', 'Card no.', 'Nº de tarjeta'), { required: true, min: 4, max: 32, filter: true }),
    cardUserId: f.ref(t('持卡人', 'Holder', 'Titular'), 'passthrough.linglingCardUser', { required: true, filter: true }),
    cardType: f.enum(t('卡类型', 'Card type', 'Tipo de tarjeta'), [
      v('ic', t('IC卡', 'IC card', 'Tarjeta IC'), 'info'),
      v('id', t('ID卡', 'ID card', 'Tarjeta ID'), 'purple'),
      v('cpu', t('CPU卡', 'CPU card', 'Tarjeta CPU'), 'success'),
    ], { required: true, filter: true, default: 'ic' }),
    orgId,
    validFrom: f.date(t('生效日期', 'Valid from', 'Válida desde'), { required: true }),
    validTo: f.date(t('失效日期', 'Valid until', 'Válida hasta'), { required: true, filter: true }),
    status: f.enum(t('卡状态', 'Card status', 'Estado'), [
      v('normal', t('正常', 'Active', 'Activa'), 'success'),
      v('lost', t('已挂失', 'Reported lost', 'Perdida'), 'warning'),
      v('expired', t('已过期', 'Expired', 'Caducada'), 'grey'),
      v('cancelled', t('已注销', 'Cancelled', 'Anulada'), 'danger'),
    ], { filter: true, default: 'normal' }),
    createTime: f.createTime(),
  },
  operations: standard(),
});

export const passthroughService = /* @__PURE__ */ service('passthrough', t('访客通行', 'Visitor passes and access', 'Visitas y acceso'),
  PASSTHROUGH_PREFIX, false, [
    visitorInfo, visitorOrder, visitorQrCode, linglingDevice, permGroup, permGroupDevice, linglingCardUser, permGroupUser,
    linglingCard,
  ]);
