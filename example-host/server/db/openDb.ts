/**
 * Opens the database: PGlite (Postgres in WASM) persisted in DATA_DIR by default, in memory
 * for `memory://`, or a real PostgreSQL through `pg` when DATABASE_URL is set. Same SQL.
 */
import { mkdirSync } from 'node:fs';
import type { Db, Row } from '../types';
import { noteStatement } from './dataVersion';

export interface DbOptions {
  /** Folder for PGlite, or 'memory://'. */
  dataDir?: string;
  /** postgres://… switches to PostgreSQL. */
  databaseUrl?: string;
}

export async function openDb(o: DbOptions): Promise<Db> {
  if (o.databaseUrl) return openPg(o.databaseUrl);
  return openPglite(o.dataDir ?? 'memory://');
}

async function openPglite(dataDir: string): Promise<Db> {
  const { PGlite } = await import('@electric-sql/pglite');
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir.startsWith('memory://') ? undefined : dataDir);
  type Q = Pick<typeof pg, 'query' | 'exec'>;
  const wrap = (q: Q, inTx: boolean): Db => ({
    kind: 'pglite',
    query: async <T extends Row>(sql: string, params: readonly unknown[] = []) => {
      noteStatement(sql);
      return (await q.query<T>(sql, params as unknown[])).rows;
    },
    exec: async (sql) => { noteStatement(sql); await q.exec(sql); },
    transaction: (fn) => (inTx ? fn(wrap(q, true)) : pg.transaction((tx) => fn(wrap(tx, true)))),
    close: () => pg.close(),
  });
  return wrap(pg, false);
}

async function openPg(url: string): Promise<Db> {
  const { default: pgMod } = await import('pg');
  // int8 (counts, sums of integers) as numbers, numeric as numbers: values here stay far below 2^53.
  pgMod.types.setTypeParser(20, (v) => Number(v));
  pgMod.types.setTypeParser(1700, (v) => Number(v));
  const pool = new pgMod.Pool({ connectionString: url, max: 10 });
  type Client = { query: (sql: string, params?: unknown[]) => Promise<{ rows: any[] }> };
  const wrap = (c: Client, inTx: boolean): Db => ({
    kind: 'pg',
    query: async <T extends Row>(sql: string, params: readonly unknown[] = []) => {
      noteStatement(sql);
      return (await c.query(sql, params as unknown[])).rows as T[];
    },
    exec: async (sql) => { noteStatement(sql); await c.query(sql); },
    transaction: async (fn) => {
      if (inTx) return fn(wrap(c, true));
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const r = await fn(wrap(client, true));
        await client.query('COMMIT');
        return r;
      } catch (e) {
        await client.query('ROLLBACK');
        throw e;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  });
  return wrap(pool, false);
}
