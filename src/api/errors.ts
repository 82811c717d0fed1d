/**
 * The three ways a call can fail. `onError` receives every one of them except the 401
 * envelope (which goes to `onUnauthorized` when that hook is set) and caller aborts.
 */

/**
 * The server answered with an envelope whose `code` is not the success code
 * (000 section 8: "any other body code ... the call rejects").
 * @example
 * try { await api.POST('/user/updatepwd', { body }); }
 * catch (e) { if (isApiError(e)) toast.warning(e.message); }
 */
export class ApiError<TData = unknown> extends Error {
  override readonly name = 'ApiError';
  /** Body code from the envelope, as the server sent it (usually a number). */
  readonly code: number | string;
  /** Body msg from the envelope ('' when absent). */
  readonly msg: string;
  /** Body data from the envelope (often `null` on errors). */
  readonly data: TData;

  constructor(code: number | string, msg?: string | null, data?: TData) {
    super(msg || String(code));
    this.code = code;
    this.msg = msg ?? '';
    this.data = data as TData;
  }
}

/**
 * What the transport layer knew when the call failed.
 * @example
 * onError: (e) => toast.error(e.message) // '502 Bad Gateway', 'fetch failed', 'unknown error'
 */
export interface TransportErrorInit {
  /** HTTP status, when a response arrived. */
  status?: number;
  statusText?: string;
  /** Full request URL. */
  url?: string;
  /** Overrides the derived message. */
  message?: string;
  /** The underlying error (network failure, JSON syntax error...). */
  cause?: unknown;
  /** The body of a non-2xx response (parsed as JSON when possible). */
  body?: unknown;
}

/** 'fetch failed', a SyntaxError text...; empty when the thing has no usable message. */
function messageOf(cause: unknown): string {
  if (cause instanceof Error) return cause.message;
  if (typeof cause === 'string') return cause;
  return '';
}

/**
 * The call did not produce a usable envelope: a non-2xx HTTP status, a network error or
 * an unparsable body (000 section 8 "Transport failure"). The message is
 * `${status} ${statusText}` for HTTP failures, else the underlying error's message, else
 * 'unknown error'.
 * @example
 * onError: (e) => toast.error(e.message) // '502 Bad Gateway', 'fetch failed', 'unknown error'
 */
export class TransportError extends Error {
  override readonly name: string = 'TransportError';
  readonly status: number | undefined;
  readonly statusText: string;
  readonly url: string | undefined;
  readonly body: unknown;

  constructor(init: TransportErrorInit = {}) {
    const { status, statusText = '', url, cause, body } = init;
    const httpText = status !== undefined ? `${status} ${statusText}`.trim() : '';
    super(init.message || httpText || messageOf(cause) || 'unknown error', { cause });
    this.status = status;
    this.statusText = statusText;
    this.url = url;
    this.body = body;
  }
}

/**
 * The call took longer than its time-out (operation meta `timeoutMs`, default 5000 ms) and
 * was aborted. A `TransportError` too, so one `instanceof TransportError` check covers it.
 * @example
 * if (e instanceof TimeoutError) console.warn(`${e.url} gave up after ${e.timeoutMs} ms`);
 */
export class TimeoutError extends TransportError {
  override readonly name = 'TimeoutError';
  readonly timeoutMs: number;

  constructor(timeoutMs: number, url: string) {
    super({ url, message: `timeout of ${timeoutMs}ms exceeded` });
    this.timeoutMs = timeoutMs;
  }
}

/**
 * True for an `ApiError` (envelope code other than success).
 * @example
 * catch (e) { if (isApiError(e) && e.code === 401) return; throw e; }
 */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * True for a `TransportError` (including `TimeoutError`).
 * @example
 * if (isTransportError(e)) retry();
 */
export function isTransportError(error: unknown): error is TransportError {
  return error instanceof TransportError;
}
