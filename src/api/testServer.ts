/**
 * Test-only: a real `node:http` server the API client tests talk to. It records every request
 * and answers by path (below an optional /super_cloud/api base); unknown paths echo the request.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  /** Full pathname, base included. */
  pathname: string;
  /** Pathname below /super_cloud/api. */
  path: string;
  search: string;
  headers: IncomingMessage['headers'];
  contentType: string;
  body: string;
}

export type MultipartItem = string | { fileName: string; type: string; text: string };
export type MultipartEcho = Record<string, MultipartItem | MultipartItem[]>;

export interface TestServer {
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export const API_BASE = '/super_cloud/api';
export const XLSX_BYTES = 'PK\u0003\u0004 not really a workbook';

const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'Content-Type': 'application/json;charset=UTF-8', ...headers });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
};

async function parseMultipart(req: RecordedRequest, raw: Buffer): Promise<MultipartEcho> {
  const form = await new Response(new Uint8Array(raw), { headers: { 'Content-Type': req.contentType } }).formData();
  const out: MultipartEcho = {};
  for (const [key, value] of form.entries()) {
    const item = typeof value === 'string' ? value : { fileName: value.name, type: value.type, text: await value.text() };
    const prev = out[key];
    out[key] = prev === undefined ? item : [...(Array.isArray(prev) ? prev : [prev]), item];
  }
  return out;
}

async function echo(req: RecordedRequest, raw: Buffer) {
  const multipart = req.contentType.startsWith('multipart/form-data') ? await parseMultipart(req, raw) : undefined;
  return { method: req.method, path: req.path, search: req.search, contentType: req.contentType, body: req.body, multipart, headers: req.headers };
}

type Route = (req: RecordedRequest, res: ServerResponse, raw: Buffer, later: (ms: number, fn: () => void) => void) => void | Promise<void>;

const ROUTES: Record<string, Route> = {
  '/code0': (_q, res) => send(res, 200, { code: 0, msg: 'ok', data: { zero: true } }),
  '/unauthorized': (_q, res) => send(res, 200, { code: 401, msg: 'login expired', data: null }),
  '/fail': (_q, res) => send(res, 200, { code: 500, msg: 'boom', data: { field: 'name' } }),
  '/fail-nomsg': (_q, res) => send(res, 200, { code: 4001, msg: '', data: null }),
  '/code-string': (_q, res) => send(res, 200, { code: '200', msg: 'ok', data: 1 }),
  '/bad-gateway': (_q, res) => {
    res.writeHead(502, 'Bad Gateway', { 'Content-Type': 'text/html' });
    res.end('<html>bad gateway</html>');
  },
  '/not-json': (_q, res) => send(res, 200, '<html>login page</html>', { 'Content-Type': 'text/html' }),
  '/no-envelope': (_q, res) => send(res, 200, [1, 2, 3]),
  '/slow': (q, res, _r, later) => {
    const ms = Number(new URLSearchParams(q.search).get('ms') ?? 300);
    later(ms, () => send(res, 200, { code: 200, msg: 'late', data: null }));
  },
  '/slow-meta': (q, res, raw, later) => ROUTES['/slow']!(q, res, raw, later),
  '/slow-body': (_q, res, _r, later) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.write('{"code":200,');
    later(300, () => res.end('"msg":"late"}'));
  },
  '/file': (_q, res) => {
    res.writeHead(200, {
      'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'Content-Disposition': "attachment; filename=\"fallback.xlsx\"; filename*=UTF-8''%E7%94%A8%E6%88%B7%E5%88%97%E8%A1%A8.xlsx",
    });
    res.end(XLSX_BYTES);
  },
  '/file-plain': (_q, res) => {
    res.writeHead(200, { 'Content-Type': 'application/octet-stream', 'Content-Disposition': 'attachment; filename="report 2024.xlsx"' });
    res.end(XLSX_BYTES);
  },
  '/file-none': (_q, res) => {
    res.writeHead(200, { 'Content-Type': 'application/octet-stream' });
    res.end(XLSX_BYTES);
  },
  '/file-error': (_q, res) => send(res, 200, { code: 500, msg: 'nothing to export', data: null }),
  '/login-cookie': (_q, res) => send(res, 200, { code: 200, msg: 'ok', data: null }, { 'Set-Cookie': 'JSESSION_ID=abc123; Path=/; HttpOnly' }),
};

/**
 * Starts the server on 127.0.0.1 and a free port.
 * @example
 * const server = await startTestServer(); // server.url === 'http://127.0.0.1:54321'
 */
export async function startTestServer(): Promise<TestServer> {
  const requests: RecordedRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const later = (ms: number, fn: () => void) => {
    const t = setTimeout(() => {
      timers.delete(t);
      fn();
    }, ms);
    timers.add(t);
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const raw = Buffer.concat(chunks);
      const u = new URL(req.url ?? '/', 'http://x');
      const path = u.pathname.startsWith(API_BASE) ? u.pathname.slice(API_BASE.length) : u.pathname;
      const rec: RecordedRequest = {
        method: req.method ?? '', pathname: u.pathname, path, search: u.search, headers: req.headers,
        contentType: req.headers['content-type'] ?? '', body: raw.toString('utf8'),
      };
      requests.push(rec);
      const route = ROUTES[path];
      try {
        if (route) await route(rec, res, raw, later);
        else send(res, 200, { code: 200, msg: 'ok', data: await echo(rec, raw) });
      } catch (e) {
        send(res, 500, { code: 500, msg: String(e) });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => {
      timers.forEach(clearTimeout);
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const meta = (encoding: OperationMetaLike['encoding'], response: OperationMetaLike['response'] = 'json', timeoutMs = 5000) =>
  ({ encoding, response, timeoutMs });
interface OperationMetaLike { encoding: 'form' | 'json' | 'multipart' | 'query' | 'none'; response: 'json' | 'file' }

/** Operation meta of the test routes (added to the generated table in tests). */
export const TEST_OPERATIONS = {
  'POST /echo/json': meta('json'),
  'POST /echo/multipart': meta('multipart'),
  'POST /echo/none': meta('none'),
  'POST /echo/form/{id}': meta('form'),
  'POST /wallet/echo': meta('json'),
  'POST /slow-meta': meta('form', 'json', 80),
  'POST /file': meta('json', 'file'),
  'POST /file-plain': meta('form', 'file'),
  'POST /file-none': meta('form', 'file'),
  'POST /file-error': meta('json', 'file'),
};
