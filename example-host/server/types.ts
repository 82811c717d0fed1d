/**
 * The seams of the reference server. Handlers are written against these interfaces so the
 * storage (PGlite or PostgreSQL), the session model and the file store can change alone.
 */
import type { CatalogueIndex, IndexedOperation, ResourceDef } from '../../src/contract';
import type { DataScope } from './scope/sessionScope';

/** Result codes in the `{ code, msg, data }` envelope. */
export const CODE = {
  ok: 200,
  badRequest: 400, // validation: msg names the field
  unauthorized: 401, // not logged in or session expired
  forbidden: 403, // permission missing
  notFound: 404,
  conflict: 409, // refused transition, duplicate name, record in use
  timeout: 408, // the request was cancelled (client gone) or a statement ran past its bound
  tooLarge: 413,
  throttled: 429, // too many failed logins
  internal: 500, // only for faults of our own; never for bad input
} as const;

/** Thrown by handlers; the router turns it into an envelope with this code and msg. */
export class ApiFail extends Error {
  constructor(readonly code: number, msg: string, readonly field?: string) {
    super(msg);
  }
}

export type Row = Record<string, unknown>;

export interface TransactionOptions {
  readonly prelude?: string;
}

/** SQL access, the same for PGlite and PostgreSQL (`$1` placeholders). */
export interface Db {
  readonly kind: 'pglite' | 'pg';
  query<T extends Row = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  exec(sql: string): Promise<void>;
  /**
   * Runs `fn` in a transaction; `o.prelude` is SQL without parameters run first, on the BEGIN's own
   * round trip where the driver allows (the data scope's settings, scope/policies.ts).
   */
  transaction<T>(fn: (tx: Db) => Promise<T>, o?: TransactionOptions): Promise<T>;
  close(): Promise<void>;
  /**
   * PostgreSQL only: runs `fn` while this process holds the advisory lock named `name`, on a
   * connection of its own (the lock goes with the connection if the process dies). `wait: false`
   * answers `{ ran: false }` at once when another process holds it. Several server processes on
   * one database use it so that only one of them migrates at start-up or runs a scheduled job.
   */
  /** PGlite only: the whole database as a tar, which `openDb({ template })` starts from (seed/seedTemplates.ts). */
  dump?(): Promise<Blob>;
  advisoryLock?<T>(name: string, fn: () => Promise<T>, o?: { readonly wait?: boolean }): Promise<{ ran: true; value: T } | { ran: false }>;
}

/** The logged-in user as the server sees it. */
export interface SessionUser {
  readonly id: number;
  readonly loginName: string;
  readonly userName: string;
  readonly userType: number;
  readonly companyId: number | null;
  readonly orgIds: readonly number[];
  /** Permission keys (role keys of 000 section 6); `admin` passes everything. */
  readonly perms: readonly string[];
  /**
   * The organisations, companies and merchants whose rows the user may see and change; null for
   * an administrator (every row). See scope/sessionScope.ts.
   */
  readonly scope: DataScope | null;
  readonly token: string;
}

/** Where uploaded and exported files live (under the data directory, or in memory for tests). */
export interface FileStore {
  put(name: string, bytes: Uint8Array): Promise<string>;
  get(key: string): Promise<Uint8Array | null>;
  remove(key: string): Promise<void>;
}

export interface UploadedFile {
  readonly name: string;
  readonly type: string;
  readonly bytes: Uint8Array;
}

/** What a handler receives: the operation, its validated input, and the server's services. */
export interface OpContext {
  readonly idx: CatalogueIndex;
  readonly entry: IndexedOperation;
  /** The resource whose rows this operation reads or writes. */
  readonly rows: ResourceDef;
  /** Validated and coerced body or query values. */
  readonly input: Row;
  readonly pathParams: Readonly<Record<string, string>>;
  readonly file?: UploadedFile;
  readonly user: SessionUser | null;
  readonly server: ServerServices;
  readonly request: Request;
}

/** A file answer instead of an envelope. */
export interface FileResult {
  readonly kind: 'file';
  readonly name: string;
  readonly type: string;
  readonly bytes: Uint8Array;
}

/** Lets a handler set or clear the session cookie. */
export interface CookieResult {
  readonly kind: 'withCookie';
  readonly data: unknown;
  readonly cookie: { readonly name: string; readonly value: string; readonly maxAge: number };
}

export type HandlerResult = unknown | FileResult | CookieResult;
export type Handler = ((ctx: OpContext) => Promise<HandlerResult>) & {
  /**
   * The handler waits on something outside the database (another host) and makes its own short
   * writes: the dispatcher does not hold a transaction (PGlite's only connection) around it.
   */
  readonly outsideTransaction?: true;
};

/**
 * Marks a write handler that waits on another host, so no transaction is held while it waits.
 * @example 'basesetting.interfaceConfig.check': outsideTransaction(checkInterface)
 */
export const outsideTransaction = (h: Handler): Handler => Object.assign(async (ctx: OpContext) => h(ctx), { outsideTransaction: true as const });

export interface ServerServices {
  /**
   * The database as the current work may see it. Inside a non-administrator's call (dispatch.ts runs
   * it under `withDataScope`) every statement runs as the scoped role, limited by the policies to the
   * caller's organisations; everywhere else (migrations, the seed, scheduled jobs, session lookups,
   * administrators' calls) it is the owner connection, which sees every row: that is why those run
   * outside requests, and why a handler never needs to name the scope.
   */
  readonly db: Db;
  readonly files: FileStore;
  readonly now: () => Date;
  /** In-process queue and scheduler, reported by the scm calls. */
  readonly jobs: JobRunner;
}

export interface JobInfo {
  readonly name: string;
  readonly group: string;
  readonly intervalMs: number;
  readonly status: 'idle' | 'running' | 'success' | 'failed' | 'paused';
  readonly lastRunTime: string | null;
  readonly lastDurationMs: number | null;
  readonly nextRunTime: string | null;
  readonly lastError: string | null;
}

export interface QueueInfo {
  readonly name: string;
  readonly group: string;
  readonly consumers: number;
  readonly pending: number;
  readonly processed: number;
  readonly failed: number;
  readonly lastMessageTime: string | null;
}

export interface JobRunner {
  /** Schedules a recurring job. */
  every(name: string, group: string, intervalMs: number, run: () => Promise<void>): void;
  /** Queues one piece of background work (exports); resolves when it has run. */
  enqueue(queue: string, work: () => Promise<void>): Promise<void>;
  jobs(): JobInfo[];
  queues(): QueueInfo[];
  runNow(name: string): Promise<JobInfo>;
  /** Takes in what other server processes on the database did to the jobs (run, pause, resume). */
  refresh?(): Promise<void>;
  pause(name: string): JobInfo;
  resume(name: string): JobInfo;
  stop(): void;
}
