/**
 * The server's Db, aware of the request's transaction. Writing calls run in a transaction;
 * code that captured the server's Db before (jobs, exports, helpers) would otherwise query
 * around that transaction, and PGlite, having one connection, would wait for the transaction
 * that waits for it: a deadlock that hangs the whole server. Inside a transaction's async
 * context every query therefore goes to the transaction; once it has ended (work started
 * from it and left running), queries go to the database again.
 */
import { AsyncLocalStorage } from '../platform/asyncContext';
import type { Db } from '../types';

interface Scope { readonly tx: Db; open: boolean }

/**
 * Wraps a Db so that queries follow the transaction of the current async context.
 * @example const db = scopedDb(await openDb({ dataDir })); await db.transaction(async () => db.query('select 1'));
 */
export function scopedDb(root: Db): Db {
  const als = new AsyncLocalStorage<Scope>();
  const current = (): Db => {
    const s = als.getStore();
    return s?.open ? s.tx : root;
  };
  return {
    kind: root.kind,
    query: (sql, params) => current().query(sql, params),
    exec: (sql) => current().exec(sql),
    transaction: (fn) => {
      const s = als.getStore();
      if (s?.open) return s.tx.transaction(fn); // nested: part of the running transaction
      return root.transaction((tx) => {
        const scope: Scope = { tx, open: true };
        return als.run(scope, () => fn(tx)).finally(() => { scope.open = false; });
      });
    },
    close: () => root.close(),
    // Runs outside the request's transaction: the lock lives on a connection of its own.
    ...(root.advisoryLock ? { advisoryLock: root.advisoryLock.bind(root) } : {}),
  };
}
