/** Modules (/module) and the operation log (/log), absolute paths of 001 section 7.17. */
import { ENABLED, TOGGLE_VERBS, f, get, post, t, v } from '../../dsl';
import { resource } from './base';

/**
 * @example
 * <ResourcePage resource={sysModule} />
 */
export const sysModule = /* @__PURE__ */ resource('module', {
  path: '/module',
  title: t('功能模块', 'Modules', 'Módulos'),
  permission: 'system-management',
  fields: {
    id: f.id(),
    name: f.string(t('模块名称', 'Module name', 'Nombre del módulo'), { required: true, max: 64, filter: true }),
    code: f.string(t('模块编码', 'Code', 'Código'), { required: true, max: 32 }),
    basePath: f.string(t('接口前缀', 'API base path', 'Ruta base de la API'), { required: true, max: 128 }),
    permission: f.string(t('权限标识', 'Role key', 'Clave de rol'), { max: 64 }),
    apis: f.text(t('接口列表', 'APIs (one path a line)', 'APIs (una ruta por línea)'), { max: 8000, hiddenInList: true }),
    description: f.string(t('说明', 'Description', 'Descripción'), { max: 200, hiddenInList: true }),
    sort: f.integer(t('排序', 'Order', 'Orden'), { min: 0, max: 9999, default: 0 }),
    enabled: f.enum(t('启用状态', 'Enabled', 'Activo'), ENABLED, { filter: true, default: 1, readOnly: true }),
  },
  operations: [
    // Paged with filters like every list page (the spec gives no shape): 模块管理 lists it as one.
    get('list', { kind: 'list', summary: 'List modules' }),
    get('{id}', { name: 'get', kind: 'get', summary: 'Get one module' }),
    get('options', { kind: 'select', summary: 'Modules as value/label pairs' }),
    get('notperm_apis/{id}', { label: t('未授权接口', 'Uncovered APIs', 'APIs sin permiso'), name: 'notperm_apis', kind: 'action', reads: true, summary: 'API paths of one module that no permission covers' }),
    get('basepaths', { label: t('接口前缀', 'API base paths', 'Rutas base de la API'), kind: 'action', reads: true, summary: 'Distinct API base paths of the modules' }),
    post('switch', {
      label: t('启用/停用', 'Enable/disable', 'Activar/desactivar'),
      kind: 'transition',
      transition: { field: 'enabled', from: [0, 1], to: [0, 1], verbs: TOGGLE_VERBS },
      summary: 'Enable or disable a module (the request field `enabled` picks the state)',
    }),
  ],
});

const LOG_RESULTS = [
  v('success', t('成功', 'Success', 'Correcto'), 'success'),
  v('fail', t('失败', 'Failure', 'Error'), 'danger'),
] as const;

/**
 * Operation log of back-office users: one row per state-changing call (see changesState), written
 * by the server after the call's outcome is known, failures included; money calls carry the amount
 * as a decimal string.
 * @example
 * <ResourcePage resource={log} />
 */
export const log = /* @__PURE__ */ resource('log', {
  path: '/log',
  title: t('操作日志', 'Operation log', 'Registro de operaciones'),
  permission: 'system-monitoring',
  labelField: 'operation',
  fields: {
    id: f.id(),
    userId: f.integer(t('操作人编号', 'Operator id', 'Id del operador'), { min: 0, readOnly: true, hiddenInList: true }),
    userName: f.string(t('操作人', 'Operator', 'Operador'), { max: 64, filter: true, readOnly: true }),
    module: f.string(t('模块', 'Module', 'Módulo'), { max: 64, filter: true, readOnly: true }),
    operation: f.string(t('操作', 'Operation', 'Operación'), { max: 128, filter: true, readOnly: true }),
    operationId: f.string(t('接口标识', 'Call id', 'Id de la llamada'), { max: 128, readOnly: true, hiddenInList: true, internal: true }),
    recordId: f.string(t('记录编号', 'Record ids', 'Ids de registro'), { max: 2000, filter: true, readOnly: true }),
    amount: f.string(t('金额(元)', 'Amount', 'Importe'), { max: 32, readOnly: true }),
    method: f.string(t('请求方式', 'Method', 'Método'), { max: 8, readOnly: true, hiddenInList: true }),
    path: f.string(t('请求路径', 'Path', 'Ruta'), { max: 256, readOnly: true }),
    ip: f.string(t('IP 地址', 'IP address', 'Dirección IP'), { max: 64, filter: true, readOnly: true }),
    result: f.enum(t('结果', 'Result', 'Resultado'), LOG_RESULTS, { filter: true, readOnly: true }),
    message: f.string(t('结果说明', 'Message', 'Mensaje'), { max: 500, readOnly: true, hiddenInList: true }),
    costMs: f.integer(t('耗时(毫秒)', 'Duration (ms)', 'Duración (ms)'), { min: 0, readOnly: true, hiddenInList: true }),
    createTime: f.createTime(),
  },
  operations: [post('list', { kind: 'list', summary: 'List operation log entries' })],
});
