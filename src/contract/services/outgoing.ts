/** Outgoing goods (001 section 7.5), prefix `/outgoing` as the spec states: electronic goods-release slips and their items. */
import { f, resourcesOf, service, standard, t, v } from '../dsl';

export const OUTGOING_PREFIX = '/outgoing';
const resource = /* @__PURE__ */ resourcesOf('outgoing', OUTGOING_PREFIX);
const PERMISSION = 'pc:electronicRelease';

export const goodsRelease = /* @__PURE__ */ resource('goodsRelease', {
  title: t('放行条', 'Release slips', 'Pases de salida'),
  permission: PERMISSION,
  labelField: 'releaseNo',
  fields: {
    id: f.id(),
    releaseNo: f.string(t('放行单号', 'Slip no.', 'Nº de pase'), { max: 32, readOnly: true, filter: true, serial: 'FX' }),
    orgId: f.ref(t('项目', 'Project', 'Proyecto'), 'organisation.organization', { required: true, filter: true }),
    roomId: f.ref(t('房间', 'Room', 'Habitación'), 'organisation.roomNo', { required: true }),
    applicantName: f.string(t('申请人', 'Applicant', 'Solicitante'), { required: true, max: 32, filter: true }),
    applicantPhone: f.phone(t('联系电话', 'Phone', 'Teléfono'), { required: true }),
    releaseTime: f.datetime(t('出门时间', 'Leaving at', 'Salida'), { required: true, filter: true }),
    reason: f.string(t('搬出原因', 'Reason', 'Motivo'), { max: 200, hiddenInList: true }),
    status: f.enum(t('状态', 'Status', 'Estado'), [
      v('pending', t('待审核', 'Pending', 'Pendiente'), 'warning'),
      v('approved', t('已批准', 'Approved', 'Aprobado'), 'info'),
      v('rejected', t('已驳回', 'Rejected', 'Rechazado'), 'danger'),
      v('released', t('已放行', 'Released', 'Salido'), 'success'),
    ], { filter: true, default: 'pending' }),
    createTime: f.createTime(),
  },
  operations: standard(),
});

export const goodsDetail = /* @__PURE__ */ resource('goodsDetail', {
  title: t('放行物品', 'Released goods', 'Artículos del pase'),
  permission: PERMISSION,
  parent: { resource: 'outgoing.goodsRelease', field: 'releaseId' },
  fields: {
    id: f.id(),
    releaseId: f.ref(t('放行条', 'Release slip', 'Pase de salida'), 'outgoing.goodsRelease', { required: true, filter: true }),
    name: f.string(t('物品名称', 'Item', 'Artículo'), { required: true, max: 64, filter: true }),
    quantity: f.integer(t('数量', 'Quantity', 'Cantidad'), { required: true, min: 1, max: 99999, default: 1 }),
    unit: f.string(t('单位', 'Unit', 'Unidad'), { max: 8 }),
    photo: f.image(t('物品照片', 'Photo', 'Foto'), { hiddenInList: true }),
    remark: f.string(t('备注', 'Remark', 'Observación'), { max: 128, hiddenInList: true }),
  },
  operations: standard(),
});

export const outgoingService = /* @__PURE__ */ service('outgoing', t('电子放行', 'Electronic release', 'Pase electrónico'), OUTGOING_PREFIX, false, [
  goodsRelease, goodsDetail,
]);
