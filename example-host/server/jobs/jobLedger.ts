/**
 * The shared side of the scheduler when several server processes use one PostgreSQL: each job's
 * last run, status and pause flag in the server-owned table `_jobs`, and an advisory lock per job
 * so that one process at a time runs it. Every process keeps its own timers; a tick that finds the
 * job running elsewhere, paused, or run recently by another process does nothing.
 */
import type { Db, JobInfo } from '../types';

export interface SharedJobState {
  readonly name: string;
  readonly status: JobInfo['status'];
  readonly lastRunMs: number | null;
  readonly lastDurationMs: number | null;
  readonly lastError: string | null;
  readonly paused: boolean;
  /** Runs started so far, by any process. */
  readonly runs: number;
}

export interface JobLedger {
  /** Runs `fn` unless another process holds this job's lock. */
  exclusive<T>(name: string, fn: () => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }>;
  read(name: string): Promise<SharedJobState | null>;
  all(): Promise<SharedJobState[]>;
  /** Stores the fields given (a new row when the job has none yet). */
  write(name: string, values: Partial<Omit<SharedJobState, 'name' | 'runs'>>, o?: { readonly started?: boolean }): Promise<void>;
}

const TABLE = '"_jobs"';

const COLUMNS: Record<string, string> = {
  status: 'status', lastRunMs: 'last_run_ms', lastDurationMs: 'last_duration_ms', lastError: 'last_error', paused: 'paused',
};

interface StoredRow {
  name: string; status: string; last_run_ms: number | null; last_duration_ms: number | null; last_error: string | null; paused: boolean; runs: number;
  [k: string]: unknown;
}

const stateOf = (r: StoredRow): SharedJobState => ({
  name: r.name, status: r.status as JobInfo['status'], lastRunMs: r.last_run_ms === null ? null : Number(r.last_run_ms),
  lastDurationMs: r.last_duration_ms === null ? null : Number(r.last_duration_ms), lastError: r.last_error, paused: r.paused, runs: Number(r.runs),
});

/**
 * The ledger of a PostgreSQL database, or null when the database has no advisory locks (PGlite:
 * one process, the runner keeps everything in memory).
 * @example const ledger = jobLedger(db); // null on PGlite
 */
export function jobLedger(db: Db): JobLedger | null {
  const lock = db.advisoryLock?.bind(db);
  if (!lock) return null;
  return {
    exclusive: (name, fn) => lock(`job:${name}`, fn, { wait: false }),
    async read(name) {
      const [row] = await db.query<StoredRow>(`select * from ${TABLE} where "name" = $1`, [name]);
      return row ? stateOf(row) : null;
    },
    async all() {
      return (await db.query<StoredRow>(`select * from ${TABLE}`)).map(stateOf);
    },
    async write(name, values, o = {}) {
      const entries = Object.entries(values).filter(([k, v]) => k in COLUMNS && v !== undefined);
      const cols = entries.map(([k]) => `"${COLUMNS[k]}"`);
      const params: unknown[] = [name, ...entries.map(([, v]) => v)];
      const runs = o.started ? 1 : 0;
      const set = [...cols.map((c, i) => `${c} = $${i + 2}`), `"runs" = ${TABLE}."runs" + ${runs}`];
      await db.query(
        `insert into ${TABLE} ("name", ${[...cols, '"runs"'].join(', ')}) values ($1, ${[...cols.map((_, i) => `$${i + 2}`), String(runs)].join(', ')})
         on conflict ("name") do update set ${set.join(', ')}`, params);
    },
  };
}
