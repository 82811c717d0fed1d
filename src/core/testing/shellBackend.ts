/**
 * Test-only: a real `node:http` server answering the shell-level calls of 000 section 7 under
 * /super_cloud/api, with a real RSA key pair (the password is decrypted as the real server
 * does). Tests change `state` to shape the answers and read `requests` to see what was sent.
 */
import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const API_BASE = '/super_cloud/api';
export const GOOD_LOGIN = { loginName: 'admin', password: 'Admin123' } as const;
export const TOKEN = 'tok-admin-1';

export interface SeenRequest {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly headers: IncomingMessage['headers'];
  readonly body: string;
}

export interface BackendState {
  keyFormat: 'base64' | 'pem';
  /** What the login answer carries beyond the basics. */
  loginData: Record<string, unknown>;
  perms: unknown;
  exportRunning: boolean;
  downloadItems: { url: string }[];
  /** Paths (below the base) that answer body code 401. */
  unauthorized: Set<string>;
  /** Passwords the server saw after decryption. */
  decrypted: string[];
  /** The time and nonce sealed with each decrypted password. */
  sealed: { ts: unknown; nonce: unknown }[];
  /** The `serverTime` getKey answers (null: none, as a back end of another kind). */
  serverTime: number | null;
  /** Script URLs of the served /index.html (the page-update check compares them). */
  indexScripts: string[];
}

export interface ShellBackend {
  readonly url: string;
  readonly apiBase: string;
  readonly state: BackendState;
  readonly requests: SeenRequest[];
  count(path: string): number;
  close(): Promise<void>;
}

const send = (res: ServerResponse, body: unknown, status = 200) => {
  res.writeHead(status, { 'Content-Type': 'application/json;charset=UTF-8' });
  res.end(JSON.stringify(body));
};

export async function startShellBackend(): Promise<ShellBackend> {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const spki = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
  const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const state: BackendState = {
    keyFormat: 'base64',
    loginData: { userType: 3, companyId: 5, orgList: [12], client: 'web' },
    perms: ['space', 'meetingRoom'],
    exportRunning: false,
    downloadItems: [{ url: 'https://dl.example.com/app.apk' }, { url: 'https://apps.example.com/ios' }],
    unauthorized: new Set(),
    decrypted: [],
    sealed: [],
    serverTime: null,
    indexScripts: ['/assets/index-aaa.js'],
  };
  const requests: SeenRequest[] = [];
  const ok = (res: ServerResponse, data: unknown) => send(res, { code: 200, msg: 'ok', data });

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const u = new URL(req.url ?? '/', 'http://x');
      const path = u.pathname.startsWith(API_BASE) ? u.pathname.slice(API_BASE.length) : u.pathname;
      const body = Buffer.concat(chunks).toString('utf8');
      requests.push({ method: req.method ?? 'GET', path, query: u.searchParams, headers: req.headers, body });
      if (state.unauthorized.has(path)) return send(res, { code: 401, msg: 'login expired', data: null });
      const form = new URLSearchParams(body);
      const user = (token: string) => ({ id: 1, userName: 'admin', userToken: token, token, ...state.loginData });
      switch (`${req.method} ${path}`) {
        case 'POST /user/getKey':
          return ok(res, { ...(state.keyFormat === 'pem' ? { pem } : { publicKey: spki }), ...(state.serverTime === null ? {} : { serverTime: state.serverTime }) });
        case 'POST /user/login': {
          let password: string;
          try {
            const sealed = privateDecrypt({ key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
              Buffer.from(form.get('password') ?? '', 'base64')).toString('utf8');
            // The console seals { ts, nonce, password }; anything else counts as not sealed.
            const parsed = JSON.parse(sealed) as { ts?: unknown; nonce?: unknown; password?: unknown };
            state.sealed.push({ ts: parsed.ts, nonce: parsed.nonce });
            password = typeof parsed.password === 'string' ? parsed.password : '<unsealed>';
          } catch {
            password = '<undecryptable>';
          }
          state.decrypted.push(password);
          if (form.get('loginName') !== GOOD_LOGIN.loginName || password !== GOOD_LOGIN.password) {
            return send(res, { code: 500, msg: '用户名或密码错误', data: null });
          }
          return ok(res, user(TOKEN));
        }
        case 'POST /user/loginByThirdToken':
          return form.get('token') === 'ext-ok' ? ok(res, user('tok-ext')) : send(res, { code: 400, msg: '第三方令牌无效或已过期', data: null });
        case 'GET /user/profile':
          // The token as the console sends it (header), or as spec 000 section 7 allows (query).
          if (!/^Bearer \S/.test(req.headers.authorization ?? '') && !u.searchParams.get('token')) {
            return send(res, { code: 401, msg: 'login expired', data: null });
          }
          return ok(res, { userType: 3, companyId: 5, perms: state.perms, name: 'Admin', avatar: 'https://img.example.com/a.png' });
        case 'POST /user/logout':
        case 'POST /conferencesystem/web/base/setMeetingCookie':
          return ok(res, null);
        case 'GET /export/exportTask/status':
          return ok(res, state.exportRunning);
        case 'POST /basesetting/dictionaryItem/getDictionaryItemByGroupCode':
          return ok(res, form.get('groupCode') === 'DOWNLOAD_MANAGER_APP' ? state.downloadItems : []);
        case 'POST /basesetting/dictionaryItem/updateDictionaryGroupAppDownload': {
          const json = JSON.parse(body || '{}') as { androidUrl?: string; iosUrl?: string };
          state.downloadItems = [{ url: json.androidUrl ?? '' }, { url: json.iosUrl ?? '' }];
          return ok(res, null);
        }
        case 'POST /web/role/oneKeySettingAppRoleType3OrganisationAdministrators':
          return ok(res, { created: 2, updated: 1 });
        case 'GET /index.html':
          res.writeHead(200, { 'Content-Type': 'text/html' });
          return res.end(`<!doctype html><html><head>${state.indexScripts.map((src) => `<script type="module" crossorigin src="${src}"></script>`).join('')}</head><body></body></html>`);
        case 'POST /boom':
          return send(res, { code: 500, msg: '服务器开小差了', data: null });
        case 'POST /bad-gateway':
          res.writeHead(502, 'Bad Gateway', { 'Content-Type': 'text/plain' });
          return res.end('upstream down');
        default:
          return send(res, { code: 404, msg: `no route ${path}`, data: null });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    apiBase: `${url}${API_BASE}`,
    state,
    requests,
    count: (path) => requests.filter((r) => r.path === path).length,
    close: () => new Promise<void>((resolve) => { server.closeAllConnections?.(); server.close(() => resolve()); }),
  };
}
