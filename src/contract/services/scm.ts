/** Scheduling and queues (001 section 7.15), prefix `/scm` as the spec states. The reference server has no Kafka: the `kafka` calls report its in-process queue. */
import { f, get, post, resourcesOf, service, t, v } from '../dsl';

export const SCM_PREFIX = '/scm';
const resource = /* @__PURE__ */ resourcesOf('scm', SCM_PREFIX);

const QUEUE_STATUS = [
  v('active', t('运行中', 'Active', 'Activa'), 'success'),
  v('idle', t('空闲', 'Idle', 'Inactiva'), 'info'),
  v('stalled', t('积压', 'Stalled', 'Atascada'), 'warning'),
  v('invalid', t('无效', 'Invalid', 'No válida'), 'grey'),
] as const;

const JOB_STATUS = [
  v('idle', t('等待中', 'Waiting', 'En espera'), 'info'),
  v('running', t('执行中', 'Running', 'En ejecución'), 'purple'),
  v('success', t('成功', 'Succeeded', 'Correcto'), 'success'),
  v('failed', t('失败', 'Failed', 'Fallido'), 'danger'),
  v('paused', t('已暂停', 'Paused', 'En pausa'), 'grey'),
] as const;

/** Message queues (Kafka topics / consumer groups in the original; the in-process queue here). */
export const queue = /* @__PURE__ */ resource('queue', {
  path: '/scm/kafka',
  title: t('消息队列', 'Message queues', 'Colas de mensajes'),
  permission: 'system-monitoring',
  fields: {
    id: f.id(),
    name: f.string(t('队列名称', 'Queue', 'Cola'), { required: true, max: 128, filter: true, readOnly: true }),
    group: f.string(t('消费组', 'Consumer group', 'Grupo de consumo'), { max: 128, filter: true, readOnly: true }),
    consumers: f.integer(t('消费者数', 'Consumers', 'Consumidores'), { min: 0, readOnly: true }),
    pending: f.integer(t('待处理', 'Pending', 'Pendientes'), { min: 0, readOnly: true }),
    processed: f.integer(t('已处理', 'Processed', 'Procesados'), { min: 0, readOnly: true }),
    failed: f.integer(t('失败数', 'Failed', 'Fallidos'), { min: 0, readOnly: true }),
    lastMessageTime: f.datetime(t('最近消息时间', 'Last message', 'Último mensaje'), { readOnly: true }),
    status: f.enum(t('状态', 'Status', 'Estado'), QUEUE_STATUS, { filter: true, readOnly: true }),
  },
  operations: [
    get('brokers', {
      label: t('消息代理', 'Message brokers', 'Intermediarios'),
      kind: 'action', reads: true,
      summary: 'Message brokers (the reference server reports its single in-process broker: node, uptime, queue count)',
    }),
    get('groups', { kind: 'all', summary: 'Consumer groups with their queue, pending and processed counts' }),
    get('topicinfo/{x}', {
      label: t('队列详情', 'Queue details', 'Detalles de la cola'),
      name: 'topicinfo', kind: 'action', reads: true,
      summary: 'One queue (topic) by name: pending, processed and failed counts, consumers, last message',
    }),
    get('/scm/clean_invalid_group', {
      label: t('清理无效分组', 'Clean invalid groups', 'Limpiar grupos inválidos'),
      name: 'clean_invalid_group', kind: 'action',
      summary: 'Remove invalid consumer groups (queues with no consumer and nothing pending); returns how many were removed',
    }),
  ],
});

/** The server's own scheduled jobs. */
export const job = /* @__PURE__ */ resource('job', {
  path: '/scm/schedule',
  title: t('定时任务', 'Scheduled jobs', 'Tareas programadas'),
  permission: 'system-monitoring',
  fields: {
    id: f.id(),
    name: f.string(t('任务名称', 'Job', 'Tarea'), { required: true, max: 128, filter: true, readOnly: true }),
    group: f.string(t('任务分组', 'Group', 'Grupo'), { required: true, max: 64, filter: true, readOnly: true }),
    cron: f.string(t('Cron 表达式', 'Cron expression', 'Expresión cron'), { max: 64, readOnly: true }),
    intervalMs: f.integer(t('执行间隔(毫秒)', 'Interval (ms)', 'Intervalo (ms)'), { min: 0, readOnly: true }),
    lastRunTime: f.datetime(t('上次执行', 'Last run', 'Última ejecución'), { readOnly: true }),
    lastDurationMs: f.integer(t('上次耗时(毫秒)', 'Last duration (ms)', 'Duración (ms)'), { min: 0, readOnly: true, hiddenInList: true }),
    nextRunTime: f.datetime(t('下次执行', 'Next run', 'Próxima ejecución'), { readOnly: true }),
    status: f.enum(t('状态', 'Status', 'Estado'), JOB_STATUS, { filter: true, readOnly: true }),
    lastError: f.text(t('最近错误', 'Last error', 'Último error'), { readOnly: true, hiddenInList: true }),
  },
  operations: [
    get('groups', { label: t('任务分组', 'Job groups', 'Grupos de tareas'), kind: 'action', reads: true, summary: 'Names of the job groups' }),
    get('jobs', { kind: 'all', query: ['group'], summary: 'Scheduled jobs, optionally of one group' }),
    post('job/{x}', {
      label: t('任务操作', 'Job action', 'Acción de tarea'),
      name: 'job', kind: 'action',
      body: {
        action: f.enum(t('操作', 'Action', 'Acción'), [
          v('run', t('立即执行', 'Run now', 'Ejecutar ahora')),
          v('pause', t('暂停', 'Pause', 'Pausar')),
          v('resume', t('恢复', 'Resume', 'Reanudar')),
        ], { default: 'run' }),
      },
      summary: 'Act on the named job: run it now (default), pause or resume it',
    }),
  ],
});

export const scmService = /* @__PURE__ */ service('scm', t('调度与队列', 'Scheduling and queues', 'Planificación y colas'), SCM_PREFIX, false, [queue, job]);
