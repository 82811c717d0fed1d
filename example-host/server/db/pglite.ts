/**
 * The PGlite side of openDb, with no Node import, so the in-browser server uses it too.
 */
import type { Db, Row } from '../types';
import { noteStatement } from './dataVersion';

/**
 * Opens PGlite in a folder (Node), an `idb://` name (browser), or in memory (undefined).
 * @example const db = await openPglite(); await db.query('select 1');
 */
export async function openPglite(dataDir?: string): Promise<Db> {
  const { PGlite } = await import('@electric-sql/pglite');
  const pg = await PGlite.create(dataDir);
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
