/** Organisation service (001 section 7.1): resident services, all on the standard pattern: accounts, repairs, evaluations, activity, images, face projects. */
import { f, standard, t, v } from '../../dsl';
import { c, resource } from './common';

const USERS = 'userManagement';

export const userAccount = /* @__PURE__ */ resource('userAccount', {
  title: t('用户账户', 'User accounts', 'Cuentas de usuario'),
  permission: USERS,
  fields: {
    id: f.id(),
    accountNo: c.no(t('账户号', 'Account number', 'N.º de cuenta'), { readOnly: true, required: false }),
    userId: c.userId(),
    orgId: c.orgId(),
    accountType: f.enum(t('账户类型', 'Account type', 'Tipo de cuenta'), [
      v('cash', t('现金账户', 'Cash', 'Efectivo'), 'success'),
      v('subsidy', t('补贴账户', 'Subsidy', 'Subsidio'), 'info'),
      v('integral', t('积分账户', 'Points', 'Puntos'), 'purple'),
    ], { required: true, filter: true }),
    balance: c.amount(t('余额(元)', 'Balance', 'Saldo'), { readOnly: true }),
    status: c.status(),
    createTime: f.createTime(),
  },
  operations: standard(),
});

export const userRepairType = /* @__PURE__ */ resource('userRepairType', {
  title: t('报修类型', 'Repair types', 'Tipos de reparación'),
  permission: USERS,
  fields: {
    id: f.id(),
    name: c.name(t('类型名称', 'Type name', 'Nombre del tipo'), { max: 32 }),
    orgId: c.orgId({ required: false }),
    sort: c.sort(),
    status: c.status(),
    createTime: f.createTime(),
  },
  operations: standard(),
});

export const userRepair = /* @__PURE__ */ resource('userRepair', {
  title: t('报修', 'Repairs', 'Reparaciones'),
  permission: USERS,
  fields: {
    id: f.id(),
    title: f.string(t('报修标题', 'Title', 'Título'), { required: true, max: 64, filter: true }),
    repairTypeId: f.ref(t('报修类型', 'Repair type', 'Tipo de reparación'), 'organisation.userRepairType', { required: true, filter: true }),
    content: f.text(t('问题描述', 'Description', 'Descripción'), { required: true, max: 500, hiddenInList: true }),
    userId: c.userId(),
    orgId: c.orgId(),
    roomId: f.ref(t('房间', 'Room', 'Vivienda'), 'organisation.roomNo', { filter: true }),
    contactPhone: c.phone({ required: true, filter: false }),
    repairStatus: f.enum(t('处理状态', 'Progress', 'Estado'), [
      v('pending', t('待处理', 'Pending', 'Pendiente'), 'warning'),
      v('processing', t('处理中', 'In progress', 'En curso'), 'info'),
      v('done', t('已完成', 'Done', 'Terminada'), 'success'),
      v('cancelled', t('已取消', 'Cancelled', 'Cancelada'), 'grey'),
    ], { filter: true, default: 'pending' }),
    createTime: f.createTime(),
  },
  operations: standard(),
});

export const userEvaluate = /* @__PURE__ */ resource('userEvaluate', {
  title: t('用户评价', 'Evaluations', 'Valoraciones'),
  permission: USERS,
  fields: {
    id: f.id(),
    repairId: f.ref(t('报修单', 'Repair', 'Reparación'), 'organisation.userRepair', { required: true, filter: true }),
    userId: c.userId(),
    score: f.integer(t('评分', 'Score', 'Puntuación'), { required: true, min: 1, max: 5, filter: true }),
    content: f.text(t('评价内容', 'Comment', 'Comentario'), { max: 500, hiddenInList: true }),
    createTime: f.createTime(),
  },
  operations: standard(),
});

export const userActiveCount = /* @__PURE__ */ resource('userActiveCount', {
  title: t('用户活跃统计', 'User activity', 'Actividad de usuarios'),
  permission: USERS,
  fields: {
    id: f.id(),
    orgId: c.orgId(),
    statDate: f.date(t('统计日期', 'Date', 'Fecha'), { required: true, filter: true }),
    activeCount: f.integer(t('活跃用户数', 'Active users', 'Usuarios activos'), { required: true, min: 0 }),
    newCount: f.integer(t('新增用户数', 'New users', 'Usuarios nuevos'), { min: 0 }),
    totalCount: f.integer(t('累计用户数', 'Total users', 'Usuarios totales'), { min: 0 }),
  },
  operations: standard(),
});

export const userImageInfo = /* @__PURE__ */ resource('userImageInfo', {
  title: t('用户图像', 'User images', 'Imágenes de usuario'),
  permission: USERS,
  fields: {
    id: f.id(),
    userId: c.userId(),
    imageUrl: f.image(t('图像', 'Image', 'Imagen'), { required: true }),
    imageType: f.enum(t('图像类型', 'Image type', 'Tipo de imagen'), [
      v('avatar', t('头像', 'Avatar', 'Avatar'), 'info'),
      v('face', t('人脸照片', 'Face photo', 'Foto facial'), 'purple'),
    ], { required: true, filter: true }),
    createTime: f.createTime(),
  },
  operations: standard(),
});

export const faceprojectinfo = /* @__PURE__ */ resource('faceprojectinfo', {
  title: t('人脸识别项目', 'Face-recognition projects', 'Proyectos de reconocimiento facial'),
  permission: USERS,
  fields: {
    id: f.id(),
    name: c.name(t('项目名称', 'Name', 'Nombre')),
    orgId: c.orgId(),
    appId: f.string(t('应用ID', 'App ID', 'ID de aplicación'), { required: true, max: 64 }),
    appSecret: f.string(t('应用密钥', 'App secret', 'Secreto de aplicación'), { max: 128, hiddenInList: true, secret: true }),
    deviceCount: f.integer(t('设备数', 'Devices', 'Dispositivos'), { min: 0, readOnly: true }),
    status: c.status(),
    createTime: f.createTime(),
  },
  operations: standard(),
});

export const residentResources = [userAccount, userRepairType, userRepair, userEvaluate, userActiveCount, userImageInfo, faceprojectinfo];
