import { useState } from 'react';
import { job, queue } from '../../contract/services/scm';
import { useAdmin, useCan, useNotify } from '../../core';
import { useQuery } from '../../core/query/useQuery';
import { useMutation } from '../../core/query/useMutation';
import { callOperation, operationOf, resourceQueryKey, type FieldEntry } from '../../core/resource';
import { ResourceTable, errorText, useViewT, type Row } from '../../resource';
import { ActionBar, Button, Checkbox, ErrorState, PageFrame, SegmentedControl, Table, cssVar } from '../../ui';
import { systemMessages } from './messages';
import { TopicDialog } from './TopicDialog';
import { useAutoRefresh } from './useAutoRefresh';

/**
 * @example
 * <ScmPage title="调度与队列" />
 */
export interface ScmPageProps {
  title?: string;
  className?: string;
  /** Auto-refresh starts on (default true) every `refreshSeconds` (default 10). */
  autoRefresh?: boolean;
  refreshSeconds?: number;
}

const OPS = {
  brokers: operationOf(queue, 'action', 'brokers')!,
  groups: operationOf(queue, 'all', 'groups')!,
  clean: operationOf(queue, 'action', 'clean_invalid_group')!,
  jobGroups: operationOf(job, 'action', 'groups')!,
  jobs: operationOf(job, 'all', 'jobs')!,
  job: operationOf(job, 'action', 'job')!,
};
const INTERVALS = [5, 10, 30, 60];
const QUEUE_FIELDS: FieldEntry[] = ['name', 'group', 'consumers', 'pending', 'processed', 'failed', 'lastMessageTime', 'status'].map((n) => [n, queue.fields[n]!] as const);
const JOB_FIELDS: FieldEntry[] = ['name', 'group', 'cron', 'lastRunTime', 'lastDurationMs', 'nextRunTime', 'status', 'lastError'].map((n) => [n, job.fields[n]!] as const);
const KEY = resourceQueryKey('scm.monitor');

type Data = { data?: unknown };
const asRows = (v: unknown): Row[] => (Array.isArray(v) ? (v as Row[]) : []);

/**
 * 调度与队列: the message brokers, the consumer groups with their lag (pending) and counts (a
 * queue's details on demand, invalid groups cleaned after a confirmation), and the scheduled jobs
 * of one group or all with their last and next run, run now, pause and resume. Refreshes itself
 * (a visible toggle and interval), paused while the browser tab is hidden; a job that runs is
 * followed every second until it finishes.
 * @example
 * <AdminProvider apiBase="/super_cloud/api" token={token}><ScmPage /></AdminProvider>
 */
export function ScmPage({ title, className, autoRefresh = true, refreshSeconds = 10 }: ScmPageProps) {
  const t = useViewT(systemMessages);
  const { api } = useAdmin();
  const notify = useNotify();
  const may = useCan();
  const auto = useAutoRefresh({ defaultOn: autoRefresh, defaultSeconds: refreshSeconds });
  const [jobGroup, setJobGroup] = useState('');
  const [topic, setTopic] = useState<Row | null>(null);
  const heading = title ?? t('route.scm');
  const call = (op: typeof OPS.brokers, input: Record<string, unknown> = {}, signal?: AbortSignal) =>
    callOperation<Data>(api, op, input, signal ? { signal } : {}).then((e) => e.data);

  const brokers = useQuery({ key: [...KEY, 'brokers'], fn: (s) => call(OPS.brokers, {}, s).then(asRows), refetchInterval: auto.intervalMs, keepPrevious: true });
  const groups = useQuery({ key: [...KEY, 'groups'], fn: (s) => call(OPS.groups, {}, s).then(asRows), refetchInterval: auto.intervalMs, keepPrevious: true });
  const jobGroups = useQuery({ key: [...KEY, 'jobGroups'], fn: (s) => call(OPS.jobGroups, {}, s).then((d) => (Array.isArray(d) ? d.map(String) : [])) });
  // A job started here is followed every second until it ends, whatever the auto-refresh says.
  const [following, setFollowing] = useState(false);
  const jobs = useQuery({
    key: [...KEY, 'jobs', jobGroup],
    fn: (s) => call(OPS.jobs, jobGroup ? { group: jobGroup } : {}, s).then(asRows),
    keepPrevious: true,
    refetchInterval: following ? 1000 : auto.intervalMs,
  });
  const running = (jobs.data ?? []).some((j) => j.status === 'running');
  if (running !== following) setFollowing(running);

  const act = useMutation((input: { name: string; action: 'run' | 'pause' | 'resume' }) => call(OPS.job, { x: input.name, action: input.action }));
  const mayAct = may([OPS.job.permission ?? job.permission]);
  const runJob = async (row: Row, action: 'run' | 'pause' | 'resume') => {
    const name = String(row.name);
    try {
      await act.run({ name, action });
      notify.success(t(action === 'run' ? 'scm.started' : action === 'pause' ? 'scm.pausedJob' : 'scm.resumed', { name }));
      void jobs.refetch();
    } catch (e) {
      notify.error(errorText(e, ''));
    }
  };
  const clean = async () => {
    if (!(await notify.confirm({ title: t('scm.clean'), message: t('scm.cleanConfirm') }))) return;
    try {
      const d = (await call(OPS.clean)) as { removed?: number } | undefined;
      notify.success(t('scm.cleaned', { count: Number(d?.removed ?? 0) }));
      void groups.refetch();
    } catch (e) {
      notify.error(errorText(e, ''));
    }
  };
  const refreshAll = () => { void brokers.refetch(); void groups.refetch(); void jobs.refetch(); void jobGroups.refetch(); };
  const failed = brokers.error ?? groups.error ?? jobs.error;

  return (
    <PageFrame title={heading} titleId="sc-title-scm" className={className}>
      <div role="group" aria-label={t('scm.autoRefresh')} style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap', margin: '8px 0' }}>
        <Checkbox checked={auto.on} onChange={auto.setOn} label={t('scm.autoRefresh')} />
        <SegmentedControl
          aria-label={t('scm.interval')} value={String(auto.seconds)} onChange={(v) => auto.setSeconds(Number(v))}
          options={INTERVALS.map((n) => ({ value: String(n), label: t('scm.seconds', { n }) }))}
        />
        <Button onClick={refreshAll}>{t('scm.refresh')}</Button>
        <span role="status" style={{ color: cssVar.textSecondary, fontSize: 12 }}>{auto.paused ? t('scm.paused') : ''}</span>
      </div>
      {failed ? <ErrorState title={t('scm.loadFailed', { message: errorText(failed, '') })} retryText={t('scm.retry')} onRetry={refreshAll} /> : null}

      <h2 style={{ fontSize: 16 }}>{t('scm.brokers')}</h2>
      <Table
        label={t('scm.brokers')} rows={brokers.data ?? []} rowKey={(r) => String(r.id)} busy={brokers.isFetching} empty={t('scm.none')}
        columns={[
          { key: 'name', header: t('scm.broker'), render: (r) => `${String(r.name)} · ${String(r.kind ?? '')}` },
          { key: 'host', header: t('scm.host'), render: (r) => `${String(r.host ?? '')} (pid ${String(r.pid ?? '')})` },
          { key: 'uptime', header: t('scm.uptime'), render: (r) => { const s = Number(r.uptimeSeconds ?? 0); return t('scm.uptimeValue', { h: Math.floor(s / 3600), m: Math.floor((s % 3600) / 60) }); } },
          { key: 'queues', header: t('scm.queues'), align: 'right', render: (r) => String(r.queues ?? 0) },
          { key: 'jobs', header: t('scm.jobCount'), align: 'right', render: (r) => String(r.jobs ?? 0) },
        ]}
      />

      <div style={{ display: 'flex', alignItems: 'center', gap: 12, marginTop: 16 }}>
        <h2 style={{ fontSize: 16, margin: 0 }}>{t('scm.groups')}</h2>
        {may([OPS.clean.permission ?? queue.permission]) ? <Button onClick={() => void clean()}>{t('scm.clean')}</Button> : null}
      </div>
      <ResourceTable
        resource={queue} rows={groups.data ?? []} fields={QUEUE_FIELDS} label={t('scm.groups')} busy={groups.isFetching} empty={t('scm.none')}
        renderCell={(field, row) => (field === 'pending' ? <strong style={{ color: Number(row.pending) > 0 ? cssVar.warningInk : undefined }} aria-label={`${t('scm.lag')} ${String(row.pending)}`}>{String(row.pending)}</strong> : undefined)}
        rowActions={(row) => <ActionBar><button type="button" aria-label={`${t('scm.topic')} ${String(row.name)}`} onClick={() => setTopic(row)}>{t('scm.topic')}</button></ActionBar>}
        actionsWidth={110}
      />

      <div style={{ display: 'flex', alignItems: 'center', gap: 12, marginTop: 16, flexWrap: 'wrap' }}>
        <h2 style={{ fontSize: 16, margin: 0 }}>{t('scm.jobs')}</h2>
        <SegmentedControl
          aria-label={t('scm.jobGroup')} value={jobGroup} onChange={setJobGroup}
          options={[{ value: '', label: t('scm.allGroups') }, ...(jobGroups.data ?? []).map((g) => ({ value: g, label: g }))]}
        />
      </div>
      <ResourceTable
        resource={job} rows={jobs.data ?? []} fields={JOB_FIELDS} label={t('scm.jobs')} busy={jobs.isFetching} empty={t('scm.none')}
        rowActions={mayAct ? (row) => {
          const name = String(row.name);
          const paused = row.status === 'paused';
          return (
            <ActionBar>
              <button type="button" aria-label={`${t('scm.runNow')} ${name}`} disabled={row.status === 'running'} onClick={() => void runJob(row, 'run')}>{t('scm.runNow')}</button>
              <button type="button" aria-label={`${t(paused ? 'scm.resume' : 'scm.pause')} ${name}`} onClick={() => void runJob(row, paused ? 'resume' : 'pause')}>{t(paused ? 'scm.resume' : 'scm.pause')}</button>
            </ActionBar>
          );
        } : undefined}
        actionsWidth={170}
      />
      {topic ? <TopicDialog row={topic} onClose={() => setTopic(null)} /> : null}
    </PageFrame>
  );
}
