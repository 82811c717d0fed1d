/**
 * A small in-process client for the server's tests: builds requests the way the console
 * sends them (`form` values in the encoding the contract declares for the call: form-encoded,
 * or JSON for the JSON calls; JSON, multipart or raw bodies when asked), with the console's
 * `X-Requested-With` header, keeps the session cookie of a login, and decodes envelopes. No
 * network: it calls Hono's `app.request`.
 */
import { API_BASE } from '../../../src/contract';
import { OPERATIONS } from '../../../src/api/operations.gen';
import { encryptPassword, publicKeyOf, serverTimeOf } from '../../../src/core/session/encryptPassword';
import type { Row } from '../types';

export interface CallOptions {
  /** The call's values: form-encoded (stringified; undefined skipped), or JSON for a call the contract declares JSON. */
  readonly form?: Row;
  readonly json?: unknown;
  readonly multipart?: FormData;
  /** Raw body with its own Content-Type header. */
  readonly raw?: { body: string; type: string };
  readonly query?: Row;
  /** A `Cookie` header value from `login`, or null for an anonymous call. */
  readonly session?: string | null;
}

export interface CallResult {
  readonly status: number;
  readonly headers: Headers;
  /** The envelope, or null for a file answer. */
  readonly body: { code: number; msg: string; data: any } | null;
  /** The bytes of a file answer. */
  readonly bytes: Uint8Array | null;
}

export interface TestClient {
  call(method: string, path: string, o?: CallOptions): Promise<CallResult>;
  /** Logs in (getKey, sealed password, as the console does) and returns the Cookie header value of the new session. */
  login(loginName: string, password: string): Promise<string>;
  /** The `password` value of a login body: `password` sealed with the server's key and clock. */
  sealed(password: string): Promise<string>;
  /** The rows of a POST list call (first page, up to 500, `filters` added); throws with the server's message on any other answer. */
  rows(path: string, session: string, filters?: Row): Promise<Row[]>;
}

/** `METHOD /path` patterns of the calls whose contract declares a JSON body. */
const JSON_CALLS = Object.entries(OPERATIONS).filter(([, m]) => m.encoding === 'json')
  .map(([key]) => new RegExp(`^${key.split(/\{\w+\}/).map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')).join('[^/]+')}$`));
const declaresJson = (method: string, path: string) => JSON_CALLS.some((r) => r.test(`${method} ${path}`));

const toParams = (o: Row): URLSearchParams => {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(o)) if (v !== undefined) p.append(k, v === null ? '' : String(v));
  return p;
};

/** What the client sends requests to: a server's Hono app, or anything answering the same way (a real HTTP port). */
export interface RequestTarget {
  readonly app: { request(path: string, init?: RequestInit): Response | Promise<Response> };
}

/**
 * @example
 * const api = testClient(server); const admin = await api.login('admin', 'Admin123');
 * const res = await api.call('POST', '/organisation/build/list', { form: { pageSize: 5 }, session: admin });
 */
export function testClient(server: RequestTarget): TestClient {
  const call = async (method: string, path: string, o: CallOptions = {}): Promise<CallResult> => {
    const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest' };
    if (o.session) headers.Cookie = o.session;
    let body: BodyInit | undefined;
    if (o.json !== undefined) { headers['Content-Type'] = 'application/json'; body = JSON.stringify(o.json); }
    else if (o.multipart) body = o.multipart;
    else if (o.raw) { headers['Content-Type'] = o.raw.type; body = o.raw.body; }
    else if (o.form && method !== 'GET' && declaresJson(method, path)) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(o.form);
    } else if (o.form && method !== 'GET') { headers['Content-Type'] = 'application/x-www-form-urlencoded'; body = toParams(o.form).toString(); }
    const query = o.query ?? (method === 'GET' ? o.form : undefined);
    const qs = query ? `?${toParams(query).toString()}` : '';
    const res = await server.app.request(`${API_BASE}${path}${qs}`, { method, headers, ...(body !== undefined ? { body } : {}) });
    const type = res.headers.get('content-type') ?? '';
    if (type.startsWith('application/json')) {
      return { status: res.status, headers: res.headers, body: await res.json(), bytes: null };
    }
    return { status: res.status, headers: res.headers, body: null, bytes: new Uint8Array(await res.arrayBuffer()) };
  };
  const sealed = async (password: string): Promise<string> => {
    const key = (await call('POST', '/user/getKey')).body?.data;
    return encryptPassword(password, publicKeyOf(key), serverTimeOf(key) ?? Date.now());
  };
  return {
    call,
    sealed,
    async rows(path, session, filters = {}) {
      const res = await call('POST', path, { form: { pageNum: 1, pageSize: 500, ...filters }, session });
      if (res.body?.code !== 200) throw new Error(`${path}: ${res.body?.code} ${res.body?.msg}`);
      return res.body.data.list as Row[];
    },
    async login(loginName, password) {
      const res = await call('POST', '/user/login', { form: { loginName, password: await sealed(password) } });
      if (res.body?.code !== 200) throw new Error(`login ${loginName} failed: ${JSON.stringify(res.body)}`);
      const cookie = res.headers.get('set-cookie') ?? '';
      const m = /JSESSION_ID=([^;]*)/.exec(cookie);
      if (!m) throw new Error(`login ${loginName} set no session cookie`);
      return `JSESSION_ID=${m[1]}`;
    },
  };
}
