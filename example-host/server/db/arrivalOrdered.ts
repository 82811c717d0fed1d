/**
 * Queries in the order their requests arrived, for PGlite's single connection. PGlite runs one
 * statement at a time, so concurrent requests used to take turns statement by statement: a
 * page's list call, arriving first, finished only after the select lists asked for with it had
 * run most of their statements too. Here the next statement to run is the waiting one of the
 * earliest request, so requests finish in the order they came and the first answer comes first;
 * the connection is no less busy. A request that is not querying (waiting on anything else) holds
 * no one up. Work outside requests (start-up, jobs, what a request leaves running) is not ordered.
 * PostgreSQL, with a pool of connections, runs requests side by side and is left alone.
 */
import { AsyncLocalStorage } from '../platform/asyncContext';
import { RequestGone, withRequestSignal } from './requestSignal';
import type { Db } from '../types';

export interface ArrivalOrderedDb {
  readonly db: Db;
  /**
   * Runs one request's work: its queries rank by the time `run` was called; once `signal` aborts
   * (the client has gone) its statements still waiting are dropped (RequestGone), not run.
   */
  run<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T>;
}

/**
 * Wraps a Db so that queries outside transactions run in request arrival order.
 * @example
 * const ordered = arrivalOrdered(await openDb({ dataDir }));
 * app.all('/api/*', (c) => ordered.run(() => dispatch(c.req.raw)));
 */
export function arrivalOrdered(root: Db): ArrivalOrderedDb {
  if (root.kind !== 'pglite') return { db: root, run: (work, signal) => withRequestSignal(signal, work) };
  const arrival = new AsyncLocalStorage<{ readonly rank: number; open: boolean; readonly signal: AbortSignal | undefined }>();
  let counter = 0;
  let busy = false;
  const waiting: { readonly rank: number; readonly start: () => void; readonly drop: () => void; readonly signal: AbortSignal | undefined }[] = [];
  // The next turn is chosen a macrotask after a statement ends: by then the request it answered has
  // run on (through every await of its callers) to its next statement, if it has one. The in-browser
  // server answers one request at a time, so there a microtask does (a chain of timers would be
  // clamped to 4 ms each).
  const later: (fn: () => void) => void = typeof setImmediate === 'function' ? (fn) => { setImmediate(fn); } : queueMicrotask;

  const pump = () => {
    // A request whose client has gone gives up its turns: what it still had to run would only hold the others up.
    for (let i = waiting.length - 1; i >= 0; i -= 1) if (waiting[i]!.signal?.aborted) waiting.splice(i, 1)[0]!.drop();
    if (busy || waiting.length === 0) return;
    let first = 0;
    for (let i = 1; i < waiting.length; i += 1) if (waiting[i]!.rank < waiting[first]!.rank) first = i;
    const [next] = waiting.splice(first, 1);
    busy = true;
    next!.start();
  };
  const inTurn = <T>(statement: () => Promise<T>): Promise<T> => {
    const request = arrival.getStore();
    // Work outside requests (start-up, seeding, jobs, and what a request started and left running
    // once it has answered) queues in PGlite as before, without turns: it must not jump the queue.
    if (request?.open && request.signal?.aborted) return Promise.reject(new RequestGone());
    return request?.open ? turn(request.rank, request.signal, statement) : statement();
  };
  const turn = <T>(rank: number, signal: AbortSignal | undefined, statement: () => Promise<T>): Promise<T> => new Promise<T>((resolve, reject) => {
    waiting.push({
      rank,
      signal,
      drop: () => reject(new RequestGone()),
      start: () => {
        statement().then(resolve, reject).finally(() => later(() => {
          busy = false;
          pump();
        }));
      },
    });
    pump();
  });

  return {
    db: {
      kind: root.kind,
      query: (sql, params) => inTurn(() => root.query(sql, params)),
      exec: (sql) => inTurn(() => root.exec(sql)),
      // A transaction's own statements go to its handle, not through the turns; PGlite makes the
      // statements outside it (and so the turn running one) wait until it ends.
      transaction: (fn, o) => root.transaction(fn, o),
      close: () => root.close(),
    },
    run: (work, signal) => {
      const request = { rank: ++counter, open: true, signal };
      return arrival.run(request, () => work().finally(() => { request.open = false; }));
    },
  };
}
