/**
 * The server's scheduler and queue, in process. Recurring jobs run on unref'd timers (they
 * never keep Node alive), one run at a time per job, with status and timing kept for the
 * scm screens; pause/resume/runNow act on one job. Queues run their work one item at a time
 * (concurrency 1) in arrival order and count pending, processed and failed items. A queue's
 * consumer detaches after 10 idle minutes; such a queue is "invalid" until used again or
 * cleaned away.
 */
import { formatDateTime } from '../db/store';
import { ApiFail, CODE, type JobInfo, type JobRunner, type QueueInfo } from '../types';
import type { JobLedger, SharedJobState } from './jobLedger';

export const CONSUMER_IDLE_MS = 10 * 60 * 1000;

interface Job {
  name: string; group: string; intervalMs: number; run: () => Promise<void>;
  status: JobInfo['status']; lastRun: Date | null; lastDurationMs: number | null; next: Date | null;
  lastError: string | null; timer: ReturnType<typeof setInterval> | null; current: Promise<boolean> | null;
}

interface Queue {
  name: string; pending: number; processed: number; failed: number; last: Date | null; tail: Promise<void>; busy: boolean;
}

export interface JobRunnerOptions {
  /** Clock for the reported times (tests pass a fixed one). */
  now?: () => Date;
  /** Shared state and locks when several processes use one PostgreSQL (jobLedger.ts). */
  ledger?: JobLedger | null;
}

/** The JobRunner of types.ts plus the queue clean-up the scm screen offers. */
export interface InProcessJobRunner extends JobRunner {
  /** Removes queues with no consumer and nothing pending; answers their names. */
  cleanInvalidQueues(): string[];
  readonly startedAt: Date;
  /** What a timer tick does (see execute); answers whether the job ran in this process. */
  runDue(name: string): Promise<boolean>;
  refresh(): Promise<void>;
  /** Runs `fn` when the runner stops (the export worker's timers and loop). */
  onStop(fn: () => void): void;
}

/**
 * Creates a runner; `stop()` clears every timer.
 * @example
 * const jobs = createJobRunner(); jobs.every('cleanup', 'system', 60000, async () => {});
 */
export function createJobRunner(o: JobRunnerOptions = {}): InProcessJobRunner {
  const now = o.now ?? (() => new Date());
  const ledger = o.ledger ?? null;
  // Pause and resume answer at once; their shared writes are awaited by refresh().
  let pending: Promise<unknown> = Promise.resolve();
  const share = (name: string, paused: boolean) => {
    if (ledger) pending = Promise.all([pending, ledger.write(name, { paused }).catch(() => undefined)]);
  };
  const jobs = new Map<string, Job>();
  const queues = new Map<string, Queue>();
  let stopped = false;
  const stopHooks: (() => void)[] = [];
  const startedAt = now();

  const fmt = (d: Date | null) => (d ? formatDateTime(d) : null);
  const info = (j: Job): JobInfo => ({
    name: j.name, group: j.group, intervalMs: j.intervalMs, status: j.status,
    lastRunTime: fmt(j.lastRun), lastDurationMs: j.lastDurationMs, nextRunTime: j.status === 'paused' ? null : fmt(j.next), lastError: j.lastError,
  });
  const find = (name: string): Job => {
    const j = jobs.get(name);
    if (!j) throw new ApiFail(CODE.notFound, `定时任务不存在：${name}`);
    return j;
  };

  const runHere = async (j: Job, started: Date): Promise<void> => {
    try {
      await j.run();
      j.status = 'success';
      j.lastError = null;
    } catch (e) {
      j.status = 'failed';
      j.lastError = e instanceof Error ? e.message : String(e);
    } finally {
      j.lastRun = started;
      j.lastDurationMs = Math.max(0, now().getTime() - started.getTime());
    }
  };

  /** Takes what other processes stored about a job (not while it runs here). */
  const adopt = (j: Job, s: SharedJobState) => {
    if (j.current) return;
    j.status = s.paused && s.status !== 'running' ? 'paused' : s.status;
    j.lastRun = s.lastRunMs === null ? null : new Date(s.lastRunMs);
    j.lastDurationMs = s.lastDurationMs;
    j.lastError = s.lastError;
    if (s.paused && j.timer) {
      clearInterval(j.timer);
      j.timer = null;
      j.next = null;
    } else if (!s.paused && !j.timer) schedule(j);
  };

  /**
   * One run of a job, unless one is under way (here, or elsewhere when shared). A tick (`forced`
   * false) also leaves it to whoever ran it less than 0.9 interval ago, or paused it. Answers
   * whether it ran here.
   */
  const execute = (j: Job, forced: boolean): Promise<boolean> => {
    if (j.current) return j.current.then(() => false); // never two runs of one job at once
    const started = now();
    j.status = 'running';
    j.current = (async () => {
      try {
        if (!ledger) {
          await runHere(j, started);
          return true;
        }
        const outcome = await ledger.exclusive(j.name, async () => {
          const s = await ledger.read(j.name);
          if (!forced && s && (s.paused || (s.lastRunMs !== null && started.getTime() - s.lastRunMs < j.intervalMs * 0.9))) return false;
          await ledger.write(j.name, { status: 'running', lastRunMs: started.getTime() }, { started: true });
          await runHere(j, started);
          await ledger.write(j.name, { status: j.status, lastDurationMs: j.lastDurationMs, lastError: j.lastError });
          return true;
        });
        const ran = outcome.ran && outcome.value;
        j.current = null;
        if (!ran) {
          const s = await ledger.read(j.name);
          j.status = 'idle';
          if (s) adopt(j, s);
        }
        return ran;
      } catch (e) {
        // The shared ledger could not be reached: the job did not run anywhere we know of.
        j.status = 'failed';
        j.lastError = e instanceof Error ? e.message : String(e);
        return false;
      } finally {
        if (!j.timer && j.status !== 'running') j.status = 'paused'; // a paused job run by hand stays paused
        j.current = null;
      }
    })();
    return j.current;
  };

  const schedule = (j: Job) => {
    if (stopped) return;
    j.next = new Date(now().getTime() + j.intervalMs);
    j.timer = setInterval(() => {
      j.next = new Date(now().getTime() + j.intervalMs);
      void execute(j, false);
    }, j.intervalMs);
    j.timer.unref?.();
  };

  const queueOf = (name: string): Queue => {
    let q = queues.get(name);
    if (!q) {
      q = { name, pending: 0, processed: 0, failed: 0, last: null, tail: Promise.resolve(), busy: false };
      queues.set(name, q);
    }
    return q;
  };
  const consumers = (q: Queue) => (q.busy || q.pending > 0 || (q.last && now().getTime() - q.last.getTime() < CONSUMER_IDLE_MS) ? 1 : 0);

  return {
    startedAt,
    every(name, group, intervalMs, run) {
      if (jobs.has(name)) throw new Error(`job ${name} registered twice`);
      const j: Job = { name, group, intervalMs, run, status: 'idle', lastRun: null, lastDurationMs: null, next: null, lastError: null, timer: null, current: null };
      jobs.set(name, j);
      schedule(j);
    },
    enqueue(name, work) {
      const q = queueOf(name);
      q.pending++;
      q.last = now();
      const done = q.tail.then(async () => {
        q.pending--;
        q.busy = true;
        try {
          await work();
          q.processed++;
        } catch (e) {
          q.failed++;
          throw e;
        } finally {
          q.busy = false;
          q.last = now();
        }
      });
      q.tail = done.catch(() => undefined); // one failure must not block the items behind it
      return done;
    },
    jobs: () => [...jobs.values()].map(info),
    queues: () => [...queues.values()].map((q): QueueInfo => ({
      name: q.name, group: `${q.name}-consumer`, consumers: consumers(q), pending: q.pending,
      processed: q.processed, failed: q.failed, lastMessageTime: fmt(q.last),
    })),
    async runNow(name) {
      const j = find(name);
      await execute(j, true);
      return info(j);
    },
    runDue: (name) => execute(find(name), false),
    async refresh() {
      await pending;
      if (!ledger) return;
      for (const s of await ledger.all()) {
        const j = jobs.get(s.name);
        if (j) adopt(j, s);
      }
    },
    pause(name) {
      const j = find(name);
      if (j.timer) clearInterval(j.timer);
      j.timer = null;
      j.next = null;
      if (!j.current) j.status = 'paused';
      share(name, true);
      return info(j);
    },
    resume(name) {
      const j = find(name);
      if (!j.timer) {
        if (j.status === 'paused') j.status = 'idle';
        schedule(j);
      }
      share(name, false);
      return info(j);
    },
    onStop(fn) {
      stopHooks.push(fn);
    },
    stop() {
      stopped = true;
      for (const fn of stopHooks.splice(0)) fn();
      for (const j of jobs.values()) {
        if (j.timer) clearInterval(j.timer);
        j.timer = null;
      }
    },
    cleanInvalidQueues() {
      const gone = [...queues.values()].filter((q) => consumers(q) === 0 && q.pending === 0).map((q) => q.name);
      for (const n of gone) queues.delete(n);
      return gone;
    },
  };
}
