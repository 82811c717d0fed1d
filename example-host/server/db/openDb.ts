/**
 * Opens the database: PGlite (Postgres in WASM) persisted in DATA_DIR by default, in memory
 * for `memory://`, or a real PostgreSQL through `pg` when DATABASE_URL is set. Same SQL.
 * A folder is held by one server at a time (dataDirLock) and kept private to its user.
 * The browser build uses openDb.browser.ts (PGlite in memory only) instead.
 */
import { chmodSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Db, Row } from '../types';
import { lockDataDir } from './dataDirLock';
import { noteStatement } from './dataVersion';
import { NUMERIC_OID, numericToNumber } from './decimal';
import { openPglite } from './pglite';
import { RequestGone, requestSignal } from './requestSignal';

export interface DbOptions {
  /** Folder for PGlite, or 'memory://'. */
  dataDir?: string;
  /** In memory only: start from this PGlite dump instead of an empty database (seed/seedTemplates.ts). */
  template?: Blob;
  /**
   * In memory only: false opens PGlite without pg_trgm, as the in-browser server does, so a seed
   * template made in Node can start a story server (tests/support/seedInMemoryTemplate.ts).
   */
  trigram?: boolean;
  /** postgres://… switches to PostgreSQL. */
  databaseUrl?: string;
  /** PostgreSQL only: the bound on one statement (default `DB_STATEMENT_TIMEOUT_MS`, else 15 s). */
  statementTimeoutMs?: number;
}

export async function openDb(o: DbOptions): Promise<Db> {
  if (o.databaseUrl) return openPg(o.databaseUrl, o.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS);
  return openPgliteDir(o.dataDir ?? 'memory://', o.template, o.trigram ?? true);
}

/**
 * Takes write access from group and others on everything under `dir`. PGlite unpacks its initial
 * database with mode 0666 whatever the umask; what it creates afterwards follows the umask.
 */
export function makePrivate(dir: string): void {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) makePrivate(p);
    if (!e.isFile() && !e.isDirectory()) continue;
    const mode = statSync(p).mode & 0o7777;
    if (mode & 0o022) chmodSync(p, mode & ~0o077);
  }
}

async function openPgliteDir(dataDir: string, template: Blob | undefined, trigram: boolean): Promise<Db> {
  if (dataDir.startsWith('memory://')) return openPglite(undefined, { trigram, ...(template ? { loadDataDir: template } : {}) });
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const top = statSync(dataDir).mode & 0o7777;
  if (top & 0o022) chmodSync(dataDir, top & ~0o022);
  const release = lockDataDir(dataDir);
  try {
    const db = await openPglite(dataDir, { trigram: true });
    makePrivate(dataDir);
    return { ...db, close: () => db.close().finally(release) };
  } catch (e) {
    release();
    throw e;
  }
}

/** Longest a statement may run on PostgreSQL (`DB_STATEMENT_TIMEOUT_MS`, default 15 s). */
const STATEMENT_TIMEOUT_MS = Number(process.env.DB_STATEMENT_TIMEOUT_MS) > 0 ? Number(process.env.DB_STATEMENT_TIMEOUT_MS) : 15_000;

/** First key of the server's advisory locks ('SCAD'), so they stay apart from other applications' ones. */
const LOCK_NAMESPACE = 0x53434144;

async function openPg(url: string, statementTimeoutMs: number): Promise<Db> {
  const { default: pgMod } = await import('pg');
  // int8 (counts, sums of integers) as numbers, numeric (amounts, SQL sums) as the contract's
  // JSON numbers (decimal.ts): values here stay far below 2^53.
  pgMod.types.setTypeParser(20, (v) => Number(v));
  pgMod.types.setTypeParser(NUMERIC_OID, numericToNumber);
  // A bound on any one statement, so a pathological filter cannot hold a connection for long.
  const pool = new pgMod.Pool({ connectionString: url, max: 10, statement_timeout: statementTimeoutMs });
  // An idle connection the database ends (a restart, a dropped database) is discarded by the pool;
  // unheard, its 'error' event would bring the whole server down.
  pool.on('error', (e: Error) => console.error('[db] idle PostgreSQL connection lost:', e.message));
  type Client = { query: (sql: string, params?: unknown[]) => Promise<{ rows: any[] }> };
  /**
   * A request's statement outside transactions runs on a connection of its own, cancelled on the
   * server (pg_cancel_backend) as soon as the request's client goes away.
   */
  const cancellable = async (sql: string, params: unknown[], signal: AbortSignal): Promise<{ rows: any[] }> => {
    if (signal.aborted) throw new RequestGone();
    const client = await pool.connect();
    const pid = (client as unknown as { processID: number }).processID;
    const cancel = () => { void pool.query('select pg_cancel_backend($1)', [pid]).catch(() => undefined); };
    signal.addEventListener('abort', cancel, { once: true });
    try {
      return await client.query(sql, params);
    } finally {
      signal.removeEventListener('abort', cancel);
      client.release();
    }
  };
  const wrap = (c: Client, inTx: boolean): Db => ({
    kind: 'pg',
    query: async <T extends Row>(sql: string, params: readonly unknown[] = []) => {
      noteStatement(sql);
      const signal = inTx ? undefined : requestSignal();
      return (signal ? await cancellable(sql, params as unknown[], signal) : await c.query(sql, params as unknown[])).rows as T[];
    },
    exec: async (sql) => { noteStatement(sql); await c.query(sql); },
    transaction: async (fn, o) => {
      if (inTx) return fn(wrap(c, true));
      const client = await pool.connect();
      // A request whose client goes away stops its transaction's running statement too.
      const signal = requestSignal();
      const pid = (client as unknown as { processID: number }).processID;
      const cancel = () => { void pool.query('select pg_cancel_backend($1)', [pid]).catch(() => undefined); };
      signal?.addEventListener('abort', cancel, { once: true });
      try {
        if (signal?.aborted) throw new RequestGone();
        // One round trip for BEGIN and the prelude (a simple query may hold several statements).
        await client.query(o?.prelude ? `BEGIN; ${o.prelude}` : 'BEGIN');
        const r = await fn(wrap(client, true));
        await client.query('COMMIT');
        return r;
      } catch (e) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw e;
      } finally {
        signal?.removeEventListener('abort', cancel);
        client.release();
      }
    },
    close: () => pool.end(),
    advisoryLock: async <T>(name: string, fn: () => Promise<T>, o: { readonly wait?: boolean } = {}) => {
      const client = await pool.connect();
      let held = false;
      try {
        // Two int4 keys: a fixed namespace for this server, and the name's hash.
        const sql = o.wait === false ? 'select pg_try_advisory_lock($1, hashtext($2)) as "ok"' : 'select pg_advisory_lock($1, hashtext($2)), true as "ok"';
        // Waiting for another server's migration is not a slow request: no statement time-out for the wait.
        if (o.wait !== false) await client.query('set statement_timeout = 0');
        held = (await client.query(sql, [LOCK_NAMESPACE, name])).rows[0]?.ok === true;
        if (!held) return { ran: false as const };
        return { ran: true as const, value: await fn() };
      } finally {
        if (held) await client.query('select pg_advisory_unlock($1, hashtext($2))', [LOCK_NAMESPACE, name]).catch(() => undefined);
        if (o.wait !== false) await client.query('reset statement_timeout').catch(() => undefined);
        client.release();
      }
    },
  });
  return wrap(pool, false);
}
