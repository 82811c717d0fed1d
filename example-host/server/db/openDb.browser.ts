/**
 * openDb of the in-browser server (browser build of openDb.ts): PGlite in memory. There is no
 * folder to persist in and no way to reach PostgreSQL from a page.
 */
import type { Db } from '../types';
import type { DbOptions } from './openDb';
import { openPglite } from './pglite';

export type { DbOptions };

export async function openDb(o: DbOptions): Promise<Db> {
  if (o.databaseUrl || (o.dataDir && !o.dataDir.startsWith('memory://'))) {
    throw new Error('The in-browser server runs PGlite in memory only (dataDir memory://, no databaseUrl)');
  }
  return openPglite(undefined, o.template ? { loadDataDir: o.template } : {});
}
