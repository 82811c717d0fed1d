/** The `{ code, msg, data }` envelope and the 401 episode gate. */
import { ApiError } from './errors';
import type { Envelope } from './types';

/**
 * True when `body` is an object carrying a `code`.
 * @example
 * isEnvelope({ code: 200, msg: 'ok', data: [] }) // true
 */
export function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && !Array.isArray(body) && 'code' in body;
}

/**
 * Codes compare as text, so '200' from a loosely typed back end matches 200.
 * @example
 * sameCode('0', 0) // true
 */
export function sameCode(a: unknown, b: unknown): boolean {
  return a !== undefined && a !== null && String(a) === String(b);
}

/**
 * `undefined` when the envelope carries the success code, else the `ApiError` to reject with.
 * @example
 * const error = envelopeError(body, 200); if (error) throw error;
 */
export function envelopeError(body: Envelope, successCode: number | string): ApiError | undefined {
  if (sameCode(body.code, successCode)) return undefined;
  return new ApiError(body.code, body.msg, body.data);
}

/**
 * One 401 episode at a time; see `ApiClientOptions.onUnauthorized`.
 * @example
 * const gate = createUnauthorizedGate(() => confirm('login expired'));
 * gate.take(new ApiError(401, 'expired')); // handler runs once per episode
 */
export interface UnauthorizedGate {
  /** True when the error was taken by `onUnauthorized` (now or by the open episode). */
  take(error: ApiError): boolean;
  /** Closes the episode. */
  reset(): void;
}

/** Whether a value is a promise (or any thenable), to await it only then: an await always yields. */
export const isThenable = (v: unknown): v is PromiseLike<unknown> =>
  typeof v === 'object' && v !== null && typeof (v as PromiseLike<unknown>).then === 'function';

/**
 * Dedupes 401 handling: the first 401 opens an episode and calls `handler`; others while it is
 * open are only rejected. The episode closes when the handler's returned promise settles or
 * when `reset()` is called. A handler that throws closes it at once (the error is swallowed).
 * @example
 * const gate = createUnauthorizedGate(() => confirm('login expired'));
 * gate.take(new ApiError(401, 'expired')); // handler runs once per episode
 */
export function createUnauthorizedGate(handler: ((error: ApiError) => unknown) | undefined): UnauthorizedGate {
  let open = false;
  let episode = 0;
  const reset = () => {
    open = false;
    episode += 1;
  };
  return {
    take(error) {
      if (!handler) return false;
      if (open) return true;
      open = true;
      const mine = ++episode;
      const close = () => {
        if (episode === mine) reset();
      };
      try {
        const result = handler(error);
        if (isThenable(result)) result.then(close, close);
      } catch {
        close();
      }
      return true;
    },
    reset,
  };
}
