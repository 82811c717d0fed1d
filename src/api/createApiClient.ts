/**
 * The API client: openapi-fetch underneath, plus what 000 sections 7-9 and 001 section 7 ask
 * of every call (encodings, credentials, token header, time-outs, the envelope, 401 handling,
 * transport errors, file downloads, service prefixes).
 */
import createClient from 'openapi-fetch';
import { createUnauthorizedGate, envelopeError, isEnvelope, isThenable, sameCode } from './envelope';
import { encodeBody, encodeQuery } from './encodeBody';
import { ApiError, TimeoutError, TransportError } from './errors';
import { OPERATIONS, type OperationMeta } from './operations.gen';
import type { paths } from './paths';
import type { ApiClient, ApiClientOptions, CallInit, FileResult, HttpMethodName } from './types';

/**
 * Login calls: success ends a 401 episode.
 * @example
 * LOGIN_PATHS.includes('/user/login') // true: its success ends a 401 episode
 */
export const LOGIN_PATHS: readonly string[] = ['/user/login', '/user/loginV2', '/user/loginV3'];
/** The one call the spec lets carry the token in its query (`profileTokenInQuery`). */
const PROFILE_PATH = '/user/profile';
/**
 * 000 section 9: request time-out.
 * @example
 * createApiClient({ baseUrl: '/super_cloud/api', timeoutMs: DEFAULT_TIMEOUT_MS * 2 });
 */
export const DEFAULT_TIMEOUT_MS = 5000;

type LooseRequest = (
  method: string,
  url: string,
  init: Record<string, unknown>,
) => Promise<{ response: Response; error?: unknown }>;

/**
 * Rewrites the start of `path` by the first (longest) matching prefix, on a segment boundary.
 * @example
 * rewritePath('/wallet/account/list', { '/wallet': '/pay/wallet' }) // '/pay/wallet/account/list'
 */
export function rewritePath(path: string, prefixes: Readonly<Record<string, string>>): string {
  const trim = (s: string) => s.replace(/\/+$/, '');
  const sorted = Object.entries(prefixes).map(([from, to]) => [trim(from), trim(to)] as const)
    .sort((a, b) => b[0].length - a[0].length);
  for (const [from, to] of sorted) {
    if (from && (path === from || path.startsWith(`${from}/`))) return to + path.slice(from.length);
  }
  return path;
}

/** The meta of `METHOD path`; unknown POSTs are form, unknown GETs query, both json. */
function metaOf(table: ApiClientOptions['operations'], method: HttpMethodName, path: string): OperationMeta | undefined {
  return table?.[`${method} ${path}`];
}

/**
 * Creates the API client. Successful calls resolve with the whole envelope `{ code, msg, data }`
 * (or `{ blob, fileName }` for file operations); failures reject with `ApiError`,
 * `TransportError` or `TimeoutError`.
 * @example
 * const api = createApiClient({
 *   baseUrl: '/super_cloud/api',
 *   getToken: () => localStorage.getItem('token'),
 *   onUnauthorized: () => confirmRelogin(), // a promise: 401s are deduped until it settles
 *   onError: (e) => toast.error(e.message),
 *   servicePrefixes: { '/wallet': '/pay/wallet' },
 *   // profileTokenInQuery: true, // only for a back end that reads GET /user/profile's token from the URL
 * });
 * const { data } = await api.POST('/organisation/household/list', { body: { pageNum: 1, pageSize: 10 } });
 * await api.POST('/organisation/household/delete/{id}', { params: { path: { id: 7 } } });
 * const { blob, fileName } = await api.call<FileResult>('POST', '/flashdeliver/web/order/exportOrder', { body: query });
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const {
    baseUrl, getToken, successCode = 200, timeoutMs = DEFAULT_TIMEOUT_MS,
    onUnauthorized, onError, servicePrefixes = {}, profileTokenInQuery = false,
  } = options;
  // Bundled, not loaded on demand: a page's first call is made while it renders, and a chunk
  // requested then arrives only after the first paint, holding that call back.
  const operationsTable = options.operations ?? OPERATIONS;
  const fetchImpl = (request: Request) => (options.fetch ?? globalThis.fetch)(request);
  const raw = createClient<paths>({
    baseUrl,
    credentials: 'include',
    fetch: fetchImpl,
    querySerializer: (query) => encodeQuery(query as Record<string, unknown>),
  });
  const request = raw.request as unknown as LooseRequest;
  const gate = createUnauthorizedGate(onUnauthorized);
  const report = (error: Error) => {
    try {
      onError?.(error);
    } catch {
      // a failing toast must not replace the call's own error
    }
  };

  async function call(method: HttpMethodName, path: string, init: CallInit = {}): Promise<unknown> {
    const meta = metaOf(operationsTable, method, path);
    const encoding = meta?.encoding ?? (method === 'GET' ? 'query' : 'form');
    const ms = init.timeoutMs ?? (meta?.timeoutMs || timeoutMs);
    const isLogin = method === 'POST' && LOGIN_PATHS.includes(path);
    const target = (init.pathPrefix ?? '') + rewritePath(path, servicePrefixes);
    const encoded = method === 'POST' ? encodeBody(encoding, init.body) : undefined;

    const headers: Record<string, string> = {};
    if (encoded?.contentType) headers['Content-Type'] = encoded.contentType;
    // On every call: servers refuse state-changing calls without it (a link or a form on another
    // site cannot send it), and the reference server does so for the spec's GET deletes too.
    headers['X-Requested-With'] = 'XMLHttpRequest';
    // Awaited only when it is a promise: an await always yields, and a call made while a page
    // renders would then reach the network only after React's whole render and commit.
    const given = getToken?.();
    const token = isThenable(given) ? await given : given;
    if (token) headers.Authorization = `Bearer ${token}`;
    let params = init.params ?? {};
    if (profileTokenInQuery && token && method === 'GET' && path === PROFILE_PATH) {
      params = { ...params, query: { ...(params as { query?: Record<string, unknown> }).query, token } };
    }

    let url = `${baseUrl.replace(/\/+$/, '')}${target}`;
    let timedOut = false;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, ms);
    const { signal } = init;
    const onCallerAbort = () => controller.abort(signal?.reason);
    if (signal?.aborted) onCallerAbort();
    else signal?.addEventListener('abort', onCallerAbort);

    try {
      const { response, error } = await request(method, target, {
        params,
        body: encoded?.body,
        bodySerializer: (body: unknown) => body,
        headers,
        signal: controller.signal,
        parseAs: 'stream',
        fetch: (req: Request) => {
          url = req.url;
          return fetchImpl(req);
        },
      });
      const { status, statusText } = response;
      if (!response.ok) throw new TransportError({ status, statusText, url, body: error });
      const isJson = /[/+]json\b/i.test(response.headers.get('Content-Type') ?? '');
      if (meta?.response === 'file' && !isJson) {
        const { fileNameFrom } = await import('./contentDisposition');
        const file: FileResult = { blob: await response.blob(), fileName: fileNameFrom(response.headers.get('Content-Disposition')) };
        return file;
      }
      const text = await response.text();
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch (e) {
        throw new TransportError({ status, statusText, url, cause: e, message: (e as Error).message });
      }
      if (!isEnvelope(body)) throw new TransportError({ status, statusText, url, body, message: 'response is not an envelope' });
      const apiError = envelopeError(body, successCode);
      if (apiError) throw apiError;
      if (isLogin) gate.reset();
      return body;
    } catch (e) {
      if (e instanceof ApiError) {
        if (!(sameCode(e.code, 401) && gate.take(e))) report(e);
        throw e;
      }
      if (timedOut) {
        const timeout = new TimeoutError(ms, url);
        report(timeout);
        throw timeout;
      }
      if (signal?.aborted) throw signal.reason ?? e;
      const failure = e instanceof TransportError ? e : new TransportError({ url, cause: e });
      report(failure);
      throw failure;
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onCallerAbort);
    }
  }

  return {
    POST: (path, init) => call('POST', path, init as CallInit) as Promise<any>,
    GET: (path, init) => call('GET', path, init as CallInit) as Promise<any>,
    call: <T>(method: HttpMethodName, path: string, init?: CallInit) => call(method, path, init) as Promise<T>,
    resetUnauthorized: gate.reset,
    raw,
  };
}
