/** Public types of the API client and the helpers that derive call types from `paths`. */
import type { Client } from 'openapi-fetch';
import type { ApiError } from './errors';
import type { OperationMeta } from './operations.gen';
import type { paths } from './paths';

/**
 * The response envelope every call answers with. `code` is the success code (200, or 0 in
 * some deployments) on success.
 * @example
 * const answer = (await api.call('POST', '/user/getKey', { body: {} })) as Envelope<{ publicKey: string }>;
 * answer.data.publicKey
 */
export interface Envelope<TData = unknown> {
  code: number | string;
  msg?: string | null;
  data?: TData;
}

/**
 * What a file download (operation response `file`) resolves to.
 * @example
 * const file = await api.call('GET', '/export/exportTask/download/{id}', { params: { path: { id } } }) as FileResult;
 * saveBlob(file.blob, file.fileName);
 */
export interface FileResult {
  blob: Blob;
  /** From Content-Disposition, else '下载文件.xlsx'. */
  fileName: string;
}

/**
 * @example
 * const method: HttpMethodName = op.method; // 'GET' | 'POST'
 */
export type HttpMethodName = 'GET' | 'POST';

/**
 * Options of `createApiClient`.
 * @example
 * const api = createApiClient({
 *   baseUrl: '/super_cloud/api',
 *   getToken: () => localStorage.getItem('token'),
 *   onUnauthorized: () => confirmRelogin(), // a promise: 401s are deduped until it settles
 *   onError: (e) => toast.error(e.message),
 *   servicePrefixes: { '/wallet': '/pay/wallet' },
 * });
 * const { data } = await api.POST('/organisation/household/list', { body: { pageNum: 1, pageSize: 10 } });
 * await api.POST('/organisation/household/delete/{id}', { params: { path: { id: 7 } } });
 * const { blob, fileName } = await api.call<FileResult>('POST', '/flashdeliver/web/order/exportOrder', { body: query });
 */
export interface ApiClientOptions {
  /** API base, e.g. '/super_cloud/api' or 'https://host/super_cloud/api'. */
  baseUrl: string;
  /** Bearer token source; sent as `Authorization: Bearer <token>` when it returns a value. */
  getToken?: () => string | null | undefined | Promise<string | null | undefined>;
  /** Envelope code meaning success (default 200; some deployments use 0). */
  successCode?: number | string;
  /** Time-out of operations the table does not list (default 5000 ms). */
  timeoutMs?: number;
  /**
   * Body code 401. Called once per episode: the first 401 opens it, later 401s only reject.
   * The episode ends when the promise this returns settles, on `resetUnauthorized()`, or on a
   * successful login call. Without this hook a 401 is handled like any other code (`onError`).
   */
  onUnauthorized?: (error: ApiError) => unknown;
  /** Every failure except caller aborts and 401s taken by `onUnauthorized` (for toasts). */
  onError?: (error: Error) => void;
  /** `{ '/wallet': '/pay/wallet' }`: rewrites the start of request paths, longest match first. */
  servicePrefixes?: Readonly<Record<string, string>>;
  /** Operation meta table (default: the generated `OPERATIONS`). */
  operations?: Readonly<Record<string, OperationMeta>>;
  /** fetch implementation (default: globalThis.fetch at call time). */
  fetch?: (request: Request) => Promise<Response>;
  /**
   * Also send the token as `?token=` on `GET /user/profile` (spec 000 section 7), for back ends
   * that read it only there. Off by default: a URL ends up in access logs, proxies and browser
   * history, so the token travels only in the `Authorization` header and the session cookie.
   */
  profileTokenInQuery?: boolean;
}

/**
 * Per-call options shared by `POST`, `GET` and `call`.
 * @example
 * await api.POST('/organisation/household/list', { body: { pageNum: 1, pageSize: 10 }, timeoutMs: 10_000, signal });
 */
export interface CallExtras {
  /** Aborts the call (rejects with the signal's reason; `onError` is not called). */
  signal?: AbortSignal;
  /** Overrides the operation's time-out for this call. */
  timeoutMs?: number;
  /** Prepended to the request path after the meta lookup (e.g. a configurable service base). */
  pathPrefix?: string;
}

/**
 * Untyped init of `call`.
 * @example
 * await api.call('POST', '/organisation/household/list', { body: { pageNum: 1, pageSize: 10 }, signal });
 */
export interface CallInit extends CallExtras {
  /** `path` fills `{x}` in the template; `query` goes to the query string (form rules). */
  params?: { path?: Record<string, string | number>; query?: Record<string, unknown> };
  /** POST payload, encoded by the operation's encoding; not sent for GET or `query`/`none`. */
  body?: unknown;
}

// ---- deriving types from `paths` (all `any` while paths is the placeholder) ----
type IsAny<T> = 0 extends 1 & T ? true : false;
type Lower<M extends HttpMethodName> = Lowercase<M>;
type OpOf<P, M extends HttpMethodName> = IsAny<P> extends true ? any : P extends { [K in Lower<M>]: infer O } ? O : never;

/**
 * Paths of `paths` that have the method.
 * @example
 * const path: PathsWith<'POST'> = '/organisation/household/list'; // a path with a POST operation
 */
export type PathsWith<M extends HttpMethodName> = {
  [P in keyof paths]: IsAny<paths[P]> extends true ? P : [OpOf<paths[P], M>] extends [never | undefined] ? never : P;
}[keyof paths] & string;

/** Blob/File accepted wherever the schema says a (binary) string. */
type WithFiles<T> = T extends object ? { [K in keyof T]: T[K] | Blob | Blob[] } : T;

type ParamsOf<O> = O extends { parameters: infer Pa }
  ? {
      path?: Pa extends { path?: infer X } ? X : never;
      query?: Pa extends { query?: infer Q } ? Q : never;
    }
  : never;
type BodyOf<O> = O extends { requestBody?: infer RB }
  ? RB extends { content: infer C } ? WithFiles<C[keyof C]> : never
  : never;
type ResultOf<O> = O extends { responses: { 200: { content: infer C } } }
  ? [Exclude<keyof C, 'application/json'>] extends [never]
    ? C extends { 'application/json': infer J } ? J : unknown
    : FileResult
  : unknown;

type OperationAt<P extends string, M extends HttpMethodName> = OpOf<paths[P & keyof paths], M>;

/**
 * Init of `POST(path, init)` / `GET(path, init)`, typed from the schema.
 * @example
 * const init: TypedInit<'/organisation/household/list', 'POST'> = { body: { pageNum: 1, pageSize: 10 } };
 */
export type TypedInit<P extends string, M extends HttpMethodName> =
  IsAny<OperationAt<P, M>> extends true
    ? CallInit
    : CallExtras & { params?: ParamsOf<OperationAt<P, M>>; body?: BodyOf<OperationAt<P, M>> };

/**
 * What `POST(path)` / `GET(path)` resolves to: the whole envelope, or a `FileResult`.
 * @example
 * const result: TypedResult<'/organisation/household/list', 'POST'> = await api.POST('/organisation/household/list', init);
 */
export type TypedResult<P extends string, M extends HttpMethodName> =
  IsAny<OperationAt<P, M>> extends true ? any : ResultOf<OperationAt<P, M>>;

/**
 * The client `createApiClient` returns.
 * @example
 * const api = createApiClient({
 *   baseUrl: '/super_cloud/api',
 *   getToken: () => localStorage.getItem('token'),
 *   onUnauthorized: () => confirmRelogin(), // a promise: 401s are deduped until it settles
 *   onError: (e) => toast.error(e.message),
 *   servicePrefixes: { '/wallet': '/pay/wallet' },
 * });
 * const { data } = await api.POST('/organisation/household/list', { body: { pageNum: 1, pageSize: 10 } });
 * await api.POST('/organisation/household/delete/{id}', { params: { path: { id: 7 } } });
 * const { blob, fileName } = await api.call<FileResult>('POST', '/flashdeliver/web/order/exportOrder', { body: query });
 */
export interface ApiClient {
  /** POST a path of the schema; resolves with the whole envelope (or a FileResult). */
  POST<P extends PathsWith<'POST'>>(path: P, init?: TypedInit<P, 'POST'>): Promise<TypedResult<P, 'POST'>>;
  /** GET a path of the schema; query values go in `params.query`. */
  GET<P extends PathsWith<'GET'>>(path: P, init?: TypedInit<P, 'GET'>): Promise<TypedResult<P, 'GET'>>;
  /** Untyped call of any method and path template. */
  call<T = unknown>(method: HttpMethodName, path: string, init?: CallInit): Promise<T>;
  /** Ends the current 401 episode so the next 401 calls `onUnauthorized` again. */
  resetUnauthorized(): void;
  /** The underlying openapi-fetch client (credentials: 'include'; no envelope handling). */
  readonly raw: Client<paths>;
}
