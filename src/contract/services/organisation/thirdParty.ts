/**
 * Our additions to the organisation service (issue 38; the spec embeds these pages from the
 * property and dingcan back ends): the users' face photos checked before face payment and door
 * access devices may use them (人脸检测), and the records of pushing users (第三方用户下发) and
 * enterprises with their departments (企业 第三方下发) to third-party systems. A user record names
 * its project (`orgId`); an enterprise record its enterprise (`virtId`), whose project scopes it.
 */
import { f, get, post, t, v } from '../../dsl';
import { c, resource } from './common';

const USERS = 'userManagement';
const ENTERPRISE = 'enterprise';
const OURS = '; our addition';

/** The third-party systems a platform pushes its people and structure to. */
const TARGET_SYSTEMS = [
  v('doorAccess', t('门禁系统', 'Door access', 'Control de accesos'), 'info'),
  v('canteenPos', t('食堂消费机', 'Canteen terminals', 'Terminales del comedor'), 'success'),
  v('elevator', t('梯控系统', 'Elevator control', 'Control de ascensores'), 'purple'),
  v('attendance', t('考勤系统', 'Time attendance', 'Control horario'), 'grey'),
] as const;
const targetSystem = (o: { filter?: boolean } = { filter: true }) =>
  f.enum(t('下发系统', 'Target system', 'Sistema de destino'), TARGET_SYSTEMS, { required: true, ...o });

/** The fields every dispatch record shares: where it goes, how it went, how often it was tried. */
const dispatchFields = () => ({
  targetSystem: targetSystem(),
  status: f.enum(t('下发状态', 'Dispatch status', 'Estado del envío'), [
    v('pending', t('待下发', 'Pending', 'Pendiente'), 'warning'),
    v('success', t('成功', 'Succeeded', 'Correcto'), 'success'),
    v('failed', t('失败', 'Failed', 'Fallido'), 'danger'),
  ], { filter: true, readOnly: true, default: 'pending' }),
  errorMsg: f.string(t('失败原因', 'Error', 'Error'), { max: 200, readOnly: true }),
  attempts: f.integer(t('下发次数', 'Attempts', 'Intentos'), { readOnly: true, min: 0, default: 0 }),
  lastAttemptTime: f.datetime(t('最近下发时间', 'Last attempt', 'Último intento'), { readOnly: true }),
  createTime: f.createTime(),
});

/** List, one by id, delete a stale record, and 重新下发 (one row or several: ids in the path). */
const dispatchOps = (what: string) => [
  post('list', { kind: 'list', summary: `List ${what} dispatch records${OURS}` }),
  get('{id}', { name: 'get', kind: 'get', summary: `Get one ${what} dispatch record${OURS}` }),
  post('delete/{id}', { name: 'delete', kind: 'delete', summary: `Delete a ${what} dispatch record${OURS}` }),
  post('retry/{ids}', {
    name: 'retry', label: t('重新下发', 'Dispatch again', 'Reenviar'),
    summary: `Push pending or failed ${what} records again (ids comma-separated); each try is counted and stamped${OURS}`,
    transition: { field: 'status', from: ['pending', 'failed'], to: ['success'], sets: ['lastAttemptTime'] },
  }),
];

/**
 * 人脸检测: a user's registered face photo, its quality score and the check's outcome (待检测,
 * 通过, 未通过 with the reason); 审核 passes or rejects a pending one (a rejection says why),
 * 重新检测 puts a decided one back in the queue.
 * @example
 * <ResourcePage resource={faceDetection} />
 */
export const faceDetection = /* @__PURE__ */ resource('faceDetection', {
  title: t('人脸检测', 'Face detection', 'Detección facial'),
  permission: USERS,
  fields: {
    id: f.id(),
    userId: c.userId({ hiddenInList: true }),
    name: c.name(t('姓名', 'Name', 'Nombre'), { max: 32 }),
    phone: c.phone({ required: true }),
    orgId: c.orgId(),
    photoUrl: f.image(t('人脸照片', 'Face photo', 'Foto facial'), { required: true, max: 500 }),
    usage: f.enum(t('用途', 'Used for', 'Uso'), [
      v('payment', t('刷脸消费', 'Face payment', 'Pago facial'), 'success'),
      v('access', t('门禁通行', 'Door access', 'Acceso'), 'info'),
      v('both', t('消费和通行', 'Payment and access', 'Pago y acceso'), 'purple'),
    ], { required: true, filter: true, default: 'both' }),
    qualityScore: f.integer(t('质量分', 'Quality score', 'Calidad'), { readOnly: true, min: 0, max: 100 }),
    status: f.enum(t('检测状态', 'Check status', 'Estado'), [
      v('pending', t('待检测', 'Pending', 'Pendiente'), 'warning'),
      v('passed', t('通过', 'Passed', 'Aprobada'), 'success'),
      v('failed', t('未通过', 'Failed', 'Rechazada'), 'danger'),
    ], { filter: true, readOnly: true, default: 'pending' }),
    // Why a photo failed (the detector's or the reviewer's words), or a reviewer's note on a pass.
    failReason: f.string(t('检测说明', 'Check note', 'Nota de revisión'), { max: 200, readOnly: true }),
    detectTime: f.datetime(t('检测时间', 'Checked at', 'Revisada el'), { readOnly: true, filter: true }),
    createTime: f.createTime(),
  },
  operations: [
    post('list', { kind: 'list', summary: `List face photos${OURS}` }),
    get('{id}', { name: 'get', kind: 'get', summary: `Get one face photo${OURS}` }),
    post('add', { kind: 'add', summary: `Register a face photo for a user (checked afterwards)${OURS}` }),
    post('delete/{id}', { name: 'delete', kind: 'delete', summary: `Delete a face photo${OURS}` }),
    post('audit', {
      label: t('审核', 'Review', 'Revisar'),
      summary: `Pass or reject a pending face photo; a rejection needs its reason${OURS}`,
      body: { failReason: f.string(t('审核意见', 'Review note', 'Nota de revisión'), { max: 200 }) },
      transition: {
        field: 'status', from: ['pending'], to: ['passed', 'failed'], sets: ['failReason', 'detectTime'],
        verbs: { passed: t('审核通过', 'Pass', 'Aprobar'), failed: t('驳回', 'Reject', 'Rechazar') },
      },
    }),
    post('redetect', {
      label: t('重新检测', 'Check again', 'Volver a revisar'),
      summary: `Put a decided face photo back in the queue (reason and time cleared)${OURS}`,
      transition: { field: 'status', from: ['passed', 'failed'], to: ['pending'] },
    }),
  ],
});

/**
 * 第三方用户下发: one user pushed to one third-party system (door access, canteen terminals), its
 * status, error, attempts and last attempt; `dispatch` pushes several users at once.
 * @example
 * <ResourcePage resource={userDispatch} />
 */
export const userDispatch = /* @__PURE__ */ resource('userDispatch', {
  title: t('第三方用户下发', 'Third-party user dispatch', 'Envío de usuarios a terceros'),
  permission: USERS,
  fields: {
    id: f.id(),
    userId: c.userId({ hiddenInList: true }),
    // The user's name when pushed (server-set): the list's text filter and how a record is named in dialogs.
    name: f.string(t('姓名', 'Name', 'Nombre'), { max: 64, filter: true, readOnly: true }),
    orgId: c.orgId(),
    ...dispatchFields(),
  },
  operations: [
    ...dispatchOps('user'),
    post('dispatch', {
      kind: 'action', json: true, label: t('批量下发', 'Dispatch users', 'Enviar usuarios'),
      summary: `Push the given users to a system: one record per user and system, created or tried again; a disabled user fails${OURS}`,
      body: {
        userIds: f.string(t('用户', 'Users', 'Usuarios'), { required: true, max: 2000 }),
        targetSystem: targetSystem({}),
      },
    }),
  ],
});

/**
 * 企业 第三方下发: an enterprise (虚拟架构) or one of its departments pushed to a third-party
 * system; `dispatch` pushes an enterprise with all its departments.
 * @example
 * <ResourcePage resource={enterpriseDispatch} />
 */
export const enterpriseDispatch = /* @__PURE__ */ resource('enterpriseDispatch', {
  title: t('企业第三方下发', 'Enterprise dispatch', 'Envío de empresas a terceros'),
  permission: ENTERPRISE,
  fields: {
    id: f.id(),
    virtId: f.ref(t('企业', 'Enterprise', 'Empresa'), 'organisation.virtualarchitecture', { required: true, filter: true }),
    departmentId: f.ref(t('部门', 'Department', 'Departamento'), 'organisation.department', { filter: true }),
    // "企业 / 部门" when pushed (server-set): how a record is named in dialogs; the columns show the refs.
    name: f.string(t('下发对象', 'Dispatched', 'Enviado'), { max: 130, readOnly: true, hiddenInList: true }),
    ...dispatchFields(),
  },
  operations: [
    ...dispatchOps('enterprise'),
    post('dispatch', {
      kind: 'action', json: true, label: t('下发企业', 'Dispatch enterprise', 'Enviar empresa'),
      summary: `Push an enterprise and each of its departments to a system (created or tried again)${OURS}`,
      body: {
        virtId: f.ref(t('企业', 'Enterprise', 'Empresa'), 'organisation.virtualarchitecture', { required: true }),
        targetSystem: targetSystem({}),
      },
    }),
  ],
});

export const thirdPartyResources = [faceDetection, userDispatch, enterpriseDispatch];
