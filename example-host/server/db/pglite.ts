/**
 * The PGlite side of openDb, with no Node import, so the in-browser server uses it too.
 */
import type { Db, Row, TransactionOptions } from '../types';
import { noteStatement } from './dataVersion';
import { NUMERIC_OID, numericToNumber } from './decimal';

/**
 * Opens PGlite in a folder (Node), an `idb://` name (browser), or in memory (undefined);
 * `trigram` loads the pg_trgm extension; `loadDataDir` starts from a dump (a seed template).
 * @example const db = await openPglite(); await db.query('select 1');
 */
export async function openPglite(dataDir?: string, o: { trigram?: boolean; loadDataDir?: Blob } = {}): Promise<Db> {
  const { PGlite } = await import('@electric-sql/pglite');
  // pg_trgm backs the trigram indexes of text filters (migrate.ts); the in-browser server's
  // tables stay small and it does without.
  const extensions = o.trigram ? { pg_trgm: (await import('@electric-sql/pglite/contrib/pg_trgm')).pg_trgm } : undefined;
  // numeric (amounts, SQL sums) arrives as decimal text: answered as the contract's JSON number,
  // as the pg driver does (openDb.ts), so both databases give handlers the same values.
  const parsers = { [NUMERIC_OID]: numericToNumber };
  const pg = await PGlite.create(dataDir, {
    parsers,
    ...(extensions ? { extensions } : {}),
    ...(o.loadDataDir ? { loadDataDir: o.loadDataDir } : {}),
  });
  type Q = Pick<typeof pg, 'query' | 'exec'>;
  const wrap = (q: Q, inTx: boolean): Db => ({
    kind: 'pglite',
    query: async <T extends Row>(sql: string, params: readonly unknown[] = []) => {
      noteStatement(sql);
      return (await q.query<T>(sql, params as unknown[])).rows;
    },
    exec: async (sql) => { noteStatement(sql); await q.exec(sql); },
    transaction: (fn, o?: TransactionOptions) => (inTx ? fn(wrap(q, true)) : pg.transaction(async (tx) => {
      if (o?.prelude) await tx.exec(o.prelude);
      return fn(wrap(tx, true));
    })),
    close: () => pg.close(),
  });
  // A checkpoint first: a copy of a running database starts with a recovery that replays the WAL
  // since the last one (the whole seed, for a seed template), and a checkpointed copy skips it.
  // Without recycling, the checkpoint deletes the WAL segments it no longer needs instead of keeping
  // them as spare ones: the dump holds one 16 MB segment, not two.
  return {
    ...wrap(pg, false),
    dump: async () => { await pg.exec('set wal_recycle = off; checkpoint; reset wal_recycle'); return pg.dumpDataDir('none'); },
  };
}
