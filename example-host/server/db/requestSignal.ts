/**
 * The abort signal of the request whose work is running, so that the database layer can stop
 * what nobody waits for: PostgreSQL cancels the statement of a request whose client has gone
 * (pg_cancel_backend), PGlite skips the statements such a request still has queued. Set by
 * `arrivalOrdered(...).run(work, signal)`; outside requests there is none.
 */
import { AsyncLocalStorage } from '../platform/asyncContext';

const signals = new AsyncLocalStorage<AbortSignal>();

/** Runs `work` with `signal` as the current request's. */
export const withRequestSignal = <T>(signal: AbortSignal | undefined, work: () => Promise<T>): Promise<T> =>
  (signal ? signals.run(signal, work) : work());

/** The current request's signal, if any. */
export const requestSignal = (): AbortSignal | undefined => signals.getStore();

/** A statement not run, or stopped, because its request's client has gone. */
export class RequestGone extends Error {
  readonly code = 'request-gone';
  constructor() {
    super('the client has gone: statement not run');
  }
}

/** PostgreSQL's query_canceled (a cancelled statement or statement_timeout). */
export const isCancelled = (e: unknown): boolean => e instanceof RequestGone
  || (typeof e === 'object' && e !== null && (e as { code?: unknown }).code === '57014');
