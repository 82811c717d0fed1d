/** Shell-level calls (000 section 7): session under `/user` plus small resources at absolute paths; `/super_service/...` paths and the export-task list and download are our choice. */
import { f, get, post, resourcesOf, service, t, v } from '../dsl';
import { USER_TYPES } from './platform/base';

export const SESSION_PREFIX = '/user';
const resource = /* @__PURE__ */ resourcesOf('session', SESSION_PREFIX);

const loginBody = () => ({
  loginName: f.string(t('登录名', 'Login name', 'Usuario'), { required: true, max: 64 }),
  password: f.password(t('密码', 'Password', 'Contraseña'), { required: true }),
});

const LOGIN_RESULT = 'returns userToken, userName, companyId, id, orgList, client, userType and token';

/** The logged-in user and its session. */
export const user = /* @__PURE__ */ resource('user', {
  path: '/user',
  title: t('登录用户', 'Session user', 'Usuario de la sesión'),
  permission: 'system-management',
  labelField: 'userName',
  fields: {
    id: f.id(),
    loginName: f.string(t('登录名', 'Login name', 'Usuario'), { required: true, max: 64 }),
    userName: f.string(t('用户名', 'User name', 'Nombre de usuario'), { max: 64, readOnly: true }),
    userType: f.enum(t('用户类型', 'User type', 'Tipo de usuario'), USER_TYPES, { readOnly: true }),
    companyId: f.ref(t('所属公司', 'Company', 'Empresa'), 'organisation.company', { readOnly: true }),
    orgList: f.string(t('所属项目(逗号分隔)', 'Organisations (comma-separated ids)', 'Organizaciones (ids)'), { readOnly: true, hiddenInList: true }),
    perms: f.string(t('权限标识(逗号分隔)', 'Permissions (comma-separated role keys)', 'Permisos (claves)'), { readOnly: true, hiddenInList: true }),
    avatar: f.image(t('头像', 'Avatar', 'Avatar'), { hiddenInList: true }),
    token: f.string(t('令牌', 'Token', 'Token'), { readOnly: true, hiddenInList: true }),
  },
  operations: [
    post('login', { label: t('登录', 'Log in', 'Iniciar sesión'), kind: 'action', public: true, body: loginBody(), summary: `Log in with login name and password; ${LOGIN_RESULT}` }),
    post('loginV2', { label: t('登录(V2)', 'Log in (v2)', 'Iniciar sesión (v2)'), kind: 'action', public: true, body: loginBody(), summary: `Log in (variant 2, same body); ${LOGIN_RESULT}` }),
    post('loginV3', { label: t('登录(V3)', 'Log in (v3)', 'Iniciar sesión (v3)'), kind: 'action', public: true, body: loginBody(), summary: `Log in (variant 3, same body); ${LOGIN_RESULT}` }),
    post('loginByThirdToken', {
      label: t('第三方登录', 'Third-party login', 'Acceso con terceros'),
      kind: 'action', public: true,
      body: {
        token: f.string(t('第三方令牌', 'Third-party token', 'Token externo'), { required: true, max: 2048 }),
        type: f.string(t('来源类型', 'Token type', 'Tipo de token'), { required: true, max: 32 }),
      },
      summary: `Log in with a third-party token (external login); ${LOGIN_RESULT}`,
    }),
    post('getKey', { label: t('获取公钥', 'Get public key', 'Obtener clave pública'), kind: 'action', reads: true, public: true, body: {}, summary: 'RSA public key for encrypting the password before login' }),
    post('logout', { label: t('退出登录', 'Log out', 'Cerrar sesión'), kind: 'action', permission: null, body: {}, summary: 'End the session' }),
    get('profile', {
      label: t('个人信息', 'Profile', 'Perfil'),
      kind: 'action', reads: true, query: ['token'], permission: null,
      summary: 'Profile of the session user: userType, companyId and perms (permission list)',
    }),
    post('updatepwd', {
      label: t('修改密码', 'Change password', 'Cambiar contraseña'),
      kind: 'action', json: true, permission: null,
      body: {
        userId: f.string(t('用户编号', 'User ID', 'ID de usuario'), { required: true }),
        oldPassword: f.password(t('原密码', 'Old password', 'Contraseña actual'), { required: true }),
        password: f.password(t('新密码', 'New password', 'Nueva contraseña'), { required: true, min: 6, max: 32 }),
      },
      summary: 'Change the password of the session user (JSON); answers code and msg',
    }),
  ],
});

/** Login with the security check, under the service path. */
export const security = /* @__PURE__ */ resource('security', {
  path: '/super_service/security',
  title: t('安全登录', 'Security-check login', 'Inicio de sesión seguro'),
  permission: 'system-management',
  labelField: 'loginName',
  fields: {
    id: f.id(),
    loginName: f.string(t('登录名', 'Login name', 'Usuario'), { required: true, max: 64 }),
    userName: f.string(t('用户名', 'User name', 'Nombre de usuario'), { max: 64, readOnly: true }),
    userToken: f.string(t('令牌', 'Token', 'Token'), { readOnly: true, hiddenInList: true }),
  },
  operations: [
    post('login', { label: t('安全登录', 'Secure login', 'Inicio de sesión seguro'), kind: 'action', public: true, body: loginBody(), summary: `Log in through the security check; ${LOGIN_RESULT}` }),
  ],
});

/** Link to the external office mail ("post office") for the session user. */
export const postOffice = /* @__PURE__ */ resource('postOffice', {
  path: '/super_service/admin',
  title: t('邮箱入口', 'Office mail link', 'Enlace al correo'),
  permission: 'system-management',
  fields: {
    id: f.id(),
    name: f.string(t('名称', 'Name', 'Nombre'), { max: 64, readOnly: true }),
    url: f.url(t('跳转地址', 'Link', 'Enlace'), { max: 512, readOnly: true }),
  },
  operations: [
    post('getPostOfficeUrl', { label: t('邮局', 'Office mail', 'Correo de oficina'), kind: 'action', reads: true, permission: null, body: {}, summary: 'URL of the office mail for the session user (postUrl)' }),
  ],
});

/** Cookie that lets the embedded conference system recognise the session. */
export const meetingCookie = /* @__PURE__ */ resource('meetingCookie', {
  path: '/conferencesystem/web/base',
  title: t('会议室会话', 'Meeting-room session', 'Sesión de salas'),
  permission: 'meetingRoom',
  fields: {
    id: f.id(),
    userId: f.ref(t('用户', 'User', 'Usuario'), 'platform.webUser', { readOnly: true }),
    expireTime: f.datetime(t('过期时间', 'Expires at', 'Caduca'), { readOnly: true }),
  },
  operations: [
    post('setMeetingCookie', { label: t('会议系统登录', 'Conference sign-in', 'Acceso a conferencias'), kind: 'action', body: {}, summary: 'Set the conference-system cookie for the session (no body)' }),
  ],
});

const EXPORT_STATUS = [
  v('waiting', t('排队中', 'Waiting', 'En cola'), 'info'),
  v('running', t('导出中', 'Running', 'En curso'), 'warning'),
  v('done', t('已完成', 'Done', 'Terminada'), 'success'),
  v('failed', t('失败', 'Failed', 'Fallida'), 'danger'),
] as const;

/** Export centre: file-export tasks of the session user. */
export const exportTask = /* @__PURE__ */ resource('exportTask', {
  path: '/export/exportTask',
  title: t('导出任务', 'Export tasks', 'Tareas de exportación'),
  permission: 'system-management',
  fields: {
    id: f.id(),
    name: f.string(t('任务名称', 'Task', 'Tarea'), { max: 128, filter: true, readOnly: true }),
    fileName: f.string(t('文件名', 'File name', 'Archivo'), { max: 255, readOnly: true }),
    status: f.enum(t('状态', 'Status', 'Estado'), EXPORT_STATUS, { filter: true, readOnly: true }),
    progress: f.percent(t('进度', 'Progress', 'Progreso'), { min: 0, max: 100, readOnly: true }),
    rowCount: f.integer(t('行数', 'Rows', 'Filas'), { min: 0, readOnly: true, hiddenInList: true }),
    createTime: f.createTime(),
    finishTime: f.datetime(t('完成时间', 'Finished at', 'Terminada'), { readOnly: true }),
  },
  operations: [
    get('status', { label: t('导出进度', 'Export progress', 'Progreso de exportación'), kind: 'action', reads: true, permission: null, summary: 'Whether export tasks of the session user are running (truthy data shows the dot); polled every 5 s' }),
    post('list', { kind: 'list', permission: null, summary: 'Export tasks of the session user (export centre)' }),
    get('download/{id}', { label: t('下载导出文件', 'Download export', 'Descargar exportación'), name: 'download', kind: 'export', file: true, permission: null, summary: 'Download the file of a finished export task' }),
  ],
});

export const sessionService = /* @__PURE__ */ service('session', t('会话与外壳', 'Session and shell', 'Sesión y marco'), SESSION_PREFIX, false,
  [user, security, postOffice, meetingCookie, exportTask]);
