/**
 * The scm calls (001 section 7.15) report the server's own runner honestly: the "broker" is
 * the single in-process queue host (there is no Kafka), groups and topics are its queues,
 * and schedule/* are the jobs registerJobs put on it.
 */
import { formatDateTime } from '../db/store';
import { ApiFail, CODE, type Handler, type JobInfo, type JobRunner, type QueueInfo } from '../types';
import { hostName, processId, processUptime } from '../platform/host';
import type { InProcessJobRunner } from './createJobRunner';

const queueStatus = (q: QueueInfo): string =>
  q.pending > 0 ? (q.consumers > 0 ? 'active' : 'stalled') : q.consumers > 0 ? 'idle' : 'invalid';

const queueRow = (q: QueueInfo, i: number) => ({ id: i + 1, ...q, status: queueStatus(q) });

const jobRow = (j: JobInfo, i: number) => ({
  id: i + 1, ...j, cron: `every ${j.intervalMs >= 3600000 && j.intervalMs % 3600000 === 0 ? `${j.intervalMs / 3600000}h` : `${Math.round(j.intervalMs / 60000)}m`}`,
});

const startedAt = (jobs: JobRunner): Date | null => (jobs as Partial<InProcessJobRunner>).startedAt ?? null;

/** GET /scm/kafka/brokers: the one in-process broker. */
const brokers: Handler = async (ctx) => {
  const { jobs, now } = ctx.server;
  const since = startedAt(jobs);
  return [{
    id: 1, name: 'in-process', kind: 'in-process queue (no Kafka)', host: hostName(), pid: processId(),
    startTime: since ? formatDateTime(since) : null,
    uptimeSeconds: since ? Math.max(0, Math.round((now().getTime() - since.getTime()) / 1000)) : Math.round(processUptime()),
    queues: jobs.queues().length, jobs: jobs.jobs().length,
  }];
};

/** GET /scm/kafka/groups: every queue with its consumer group and counts. */
const queueGroups: Handler = async (ctx) => {
  const name = typeof ctx.input.name === 'string' ? ctx.input.name : '';
  return ctx.server.jobs.queues().map(queueRow).filter((q) => !name || q.name.includes(name));
};

/** GET /scm/kafka/topicinfo/{x}: one queue by name. */
const topicinfo: Handler = async (ctx) => {
  const name = ctx.pathParams.x ?? '';
  const all = ctx.server.jobs.queues();
  const i = all.findIndex((q) => q.name === name);
  if (i < 0) throw new ApiFail(CODE.notFound, `队列不存在：${name}`);
  return queueRow(all[i]!, i);
};

/** GET /scm/clean_invalid_group: drops queues without consumer and without pending work. */
const cleanInvalidGroup: Handler = async (ctx) => {
  const jobs = ctx.server.jobs as Partial<InProcessJobRunner>;
  const removed = jobs.cleanInvalidQueues ? jobs.cleanInvalidQueues() : [];
  return { removed: removed.length, names: removed };
};

/** GET /scm/schedule/groups: names of the job groups. */
const jobGroups: Handler = async (ctx) => [...new Set(ctx.server.jobs.jobs().map((j) => j.group))].sort();

/** The jobs as every process on the database left them (runs and pauses made elsewhere included). */
const sharedJobs = async (jobs: JobRunner): Promise<JobInfo[]> => {
  await jobs.refresh?.();
  return jobs.jobs();
};

/** GET /scm/schedule/jobs?group=: the jobs, optionally of one group. */
const jobList: Handler = async (ctx) => {
  const group = typeof ctx.input.group === 'string' ? ctx.input.group : '';
  return (await sharedJobs(ctx.server.jobs)).map(jobRow).filter((j) => !group || j.group === group);
};

/** POST /scm/schedule/job/{x}: run now (default), pause or resume. */
const jobAction: Handler = async (ctx) => {
  const name = ctx.pathParams.x ?? '';
  const action = String(ctx.input.action ?? 'run');
  const jobs = ctx.server.jobs;
  const i = (await sharedJobs(jobs)).findIndex((j) => j.name === name);
  if (i < 0) throw new ApiFail(CODE.notFound, `定时任务不存在：${name}`);
  let info: JobInfo;
  if (action === 'run') {
    // Started, not awaited: the job uses the server's connection, which this call's
    // transaction holds until it answers; the run shows as 'running' and finishes right after.
    void jobs.runNow(name);
    info = jobs.jobs()[i]!;
  }
  else if (action === 'pause' || action === 'resume') {
    info = action === 'pause' ? jobs.pause(name) : jobs.resume(name);
    // Answered once every process on the database would see it.
    if (jobs.refresh) info = (await sharedJobs(jobs))[i]!;
  } else throw new ApiFail(CODE.badRequest, '操作的值无效，可选：run、pause、resume', 'action');
  return jobRow(info, i);
};

export const scmHandlers: Record<string, Handler> = {
  'scm.queue.brokers': brokers,
  'scm.queue.groups': queueGroups,
  'scm.queue.topicinfo': topicinfo,
  'scm.queue.clean_invalid_group': cleanInvalidGroup,
  'scm.job.groups': jobGroups,
  'scm.job.jobs': jobList,
  'scm.job.job': jobAction,
};
