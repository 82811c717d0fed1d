/**
 * The server's Db, aware of the request: its transaction and its data scope.
 * - Writing calls run in a transaction; code that captured the server's Db before (jobs, exports,
 *   helpers) would otherwise query around that transaction, and PGlite, having one connection,
 *   would wait for the transaction that waits for it: a deadlock that hangs the whole server.
 *   Inside a transaction's async context every query therefore goes to the transaction.
 * - A non-administrator's work runs under `withDataScope`: every transaction it opens starts as
 *   the scoped role with the session's ids (scope/policies.ts), and a statement it runs outside a
 *   transaction (a handler that waits on another host, work it left running) gets a scoped
 *   transaction of its own. So no statement of that request reaches the database as the owner.
 */
import { AsyncLocalStorage } from '../platform/asyncContext';
import { enterScopeSql } from '../scope/policies';
import type { DataScope } from '../scope/sessionScope';
import type { Db, TransactionOptions } from '../types';

interface Context { readonly tx: Db | null; open: boolean; readonly scope: DataScope | null }

// One store for every server of the process: a context belongs to one request of one server anyway.
const als = new AsyncLocalStorage<Context>();

/**
 * The data scope the current async context runs under; null outside requests and for administrators.
 * Caches of query results key on it (store.ts list totals), so one session never reuses another's.
 * @example const key = `${sql} ${JSON.stringify(currentDataScope())}`
 */
export const currentDataScope = (): DataScope | null => als.getStore()?.scope ?? null;

/** The server's Db with the request's data scope. */
export interface RequestDb extends Db {
  /**
   * Runs `work` with every statement limited to `scope` (null: the owner's view, for administrators).
   * @example await db.withDataScope(user.scope, () => db.transaction((tx) => tx.query('select * from r_organisation__user')))
   */
  withDataScope<T>(scope: DataScope | null, work: () => Promise<T>): Promise<T>;
  /** The data scope the current async context runs under (null: none). */
  currentScope(): DataScope | null;
}

/**
 * Wraps a Db so that queries follow the transaction and the data scope of the current async context.
 * @example const db = scopedDb(await openDb({ dataDir })); await db.transaction(async () => db.query('select 1'));
 */
export function scopedDb(root: Db): RequestDb {
  const prelude = (scope: DataScope | null, o?: TransactionOptions): TransactionOptions | undefined =>
    (scope ? { prelude: [enterScopeSql(scope), o?.prelude].filter(Boolean).join('; ') } : o);
  const transaction = <T>(fn: (tx: Db) => Promise<T>, o?: TransactionOptions): Promise<T> => {
    const s = als.getStore();
    if (s?.open && s.tx) return s.tx.transaction(fn); // nested: part of the running transaction
    const scope = s?.scope ?? null;
    return root.transaction((tx) => {
      const ctx: Context = { tx, open: true, scope };
      return als.run(ctx, () => fn(tx)).finally(() => { ctx.open = false; });
    }, prelude(scope, o));
  };
  const route = <T>(run: (db: Db) => Promise<T>): Promise<T> => {
    const s = als.getStore();
    if (s?.open && s.tx) return run(s.tx);
    if (s?.scope) return transaction(run);
    return run(root);
  };
  return {
    kind: root.kind,
    query: (sql, params) => route((db) => db.query(sql, params)),
    exec: (sql) => route((db) => db.exec(sql)),
    transaction,
    close: () => root.close(),
    withDataScope: (scope, work) => als.run({ tx: null, open: false, scope }, work),
    currentScope: currentDataScope,
    // Runs outside the request's transaction: the lock lives on a connection of its own.
    ...(root.advisoryLock ? { advisoryLock: root.advisoryLock.bind(root) } : {}),
  };
}
