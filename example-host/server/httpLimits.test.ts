/**
 * Every request is bounded (issue 43 item 4), on a real socket: sockets that never finish their
 * headers and bodies that stall or trickle are closed by the server while normal calls keep
 * answering; each bound closes its kind on its own; one address holds at most its cap of sockets.
 */
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '../../src/contract';
import { testClient } from './api/testClient';
import { createServer, type ReferenceServer } from './createServer';
import { DEFAULT_HTTP_LIMITS, httpLimitsFromEnv, listenBounded, type BoundedListener, type HttpLimits } from './httpLimits';

let server: ReferenceServer;
const listeners: BoundedListener[] = [];
const sockets: Socket[] = [];

beforeAll(async () => { server = await createServer({ dataDir: 'memory://', quiet: true }); });
afterAll(async () => {
  for (const s of sockets) s.destroy();
  await Promise.all(listeners.map((l) => l.close()));
  await server?.close();
});

const listen = async (limits: Partial<HttpLimits>) => {
  const l = await listenBounded(server.app.fetch, { host: '127.0.0.1', port: 0, limits: { ...DEFAULT_HTTP_LIMITS, ...limits } });
  listeners.push(l);
  return l;
};

/** A socket that sends `first`, then (with `trickle`) one more byte every 200 ms, and records when it was closed. */
function slowSocket(port: number, first: string, o: { trickle?: boolean; from?: string } = {}) {
  const state = { closed: false };
  const s = connect({ host: '127.0.0.1', port, ...(o.from ? { localAddress: o.from } : {}) });
  sockets.push(s);
  s.on('error', () => undefined);
  s.on('data', () => undefined);
  s.on('connect', () => s.write(first));
  const timer = o.trickle ? setInterval(() => { if (!s.destroyed) s.write('a'); }, 200) : null;
  s.on('close', () => { state.closed = true; if (timer) clearInterval(timer); });
  return state;
}

const PARTIAL_HEADERS = `GET ${API_BASE}/user/profile HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: `;
const SLOW_BODY = `POST ${API_BASE}/user/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nX-Requested-With: XMLHttpRequest\r\nContent-Length: 5000\r\n\r\nloginName=`;

const apiOn = (port: number) => testClient({ app: { request: (path, init) => fetch(`http://127.0.0.1:${port}${path}`, init) } });

describe('bounded requests on a real socket', () => {
  it('closes 50 sockets stuck in their headers and 20 slow bodies within 10 s while normal calls answer 200', async () => {
    const http = await listen({ headersTimeoutMs: 2000, bodyIdleMs: 2000, requestTimeoutMs: 4000, maxConnectionsPerAddress: 200 });
    const api = apiOn(http.port);
    const admin = await api.login('admin', 'Admin123');
    const slow = [
      ...Array.from({ length: 50 }, () => slowSocket(http.port, PARTIAL_HEADERS)),
      ...Array.from({ length: 10 }, () => slowSocket(http.port, SLOW_BODY)),
      ...Array.from({ length: 10 }, () => slowSocket(http.port, SLOW_BODY, { trickle: true })),
    ];
    const answers: number[] = [];
    const open = () => slow.filter((s) => !s.closed).length;
    const calls = (async () => {
      while (open() > 0) {
        const res = await api.call('POST', '/organisation/build/list', { form: { pageSize: 5 }, session: admin });
        answers.push(res.status === 200 && res.body?.code === 200 ? 200 : res.status);
      }
    })();
    await expect.poll(open, { timeout: 10_000, interval: 100 }).toBe(0);
    await calls;
    expect(answers.length).toBeGreaterThan(0);
    expect(answers.every((s) => s === 200)).toBe(true);
  });

  it('each bound closes its own kind: headers, an idle body, a body that trickles past the whole-request bound', async () => {
    const headers = await listen({ headersTimeoutMs: 1000, bodyIdleMs: 60_000, requestTimeoutMs: 60_000 });
    const idle = await listen({ headersTimeoutMs: 60_000, bodyIdleMs: 1000, requestTimeoutMs: 60_000 });
    const whole = await listen({ headersTimeoutMs: 2000, bodyIdleMs: 60_000, requestTimeoutMs: 2000 });
    const kinds = {
      headers: Array.from({ length: 5 }, () => slowSocket(headers.port, PARTIAL_HEADERS)),
      idle: Array.from({ length: 5 }, () => slowSocket(idle.port, SLOW_BODY)),
      whole: Array.from({ length: 5 }, () => slowSocket(whole.port, SLOW_BODY, { trickle: true })),
    };
    for (const list of Object.values(kinds)) await expect.poll(() => list.every((s) => s.closed), { timeout: 10_000, interval: 100 }).toBe(true);
  });

  it('keeps a socket whose handler is still at work past the body-idle bound', async () => {
    const http = await listen({ bodyIdleMs: 50 });
    const api = apiOn(http.port);
    const admin = await api.login('admin', 'Admin123');
    // An export builds a whole spreadsheet (rooms joined): far longer than 50 ms of quiet on its socket.
    const res = await api.call('POST', '/organisation/household/exportHouseholdRoom', { form: {}, session: admin });
    expect(res.status).toBe(200);
    expect(res.bytes?.length).toBeGreaterThan(0);
  });

  it('closes the sockets of one address over its cap at once; another address is still served', async () => {
    const http = await listen({ maxConnectionsPerAddress: 5 });
    const crowd = Array.from({ length: 8 }, () => slowSocket(http.port, PARTIAL_HEADERS, { from: '127.0.0.2' }));
    await expect.poll(() => crowd.filter((s) => s.closed).length, { timeout: 5000, interval: 50 }).toBe(3);
    expect(http.perAddress().get('127.0.0.2')).toBe(5);
    const res = await fetch(`http://127.0.0.1:${http.port}${API_BASE}/user/getKey`);
    expect(res.status).toBe(200);
    expect(crowd.filter((s) => s.closed)).toHaveLength(3);
  });

  it('reads the bounds from the environment, defaults for what it leaves out, and refuses nonsense', () => {
    expect(httpLimitsFromEnv({})).toEqual({ headersTimeoutMs: 10_000, bodyIdleMs: 10_000, requestTimeoutMs: 60_000, maxConnectionsPerAddress: 64 });
    expect(httpLimitsFromEnv({ HTTP_BODY_IDLE_MS: '2500', MAX_CONNECTIONS_PER_ADDRESS: '0' })).toMatchObject({ bodyIdleMs: 2500, maxConnectionsPerAddress: 0 });
    expect(() => httpLimitsFromEnv({ HTTP_REQUEST_TIMEOUT_MS: '10s' })).toThrow(/HTTP_REQUEST_TIMEOUT_MS/);
    expect(() => httpLimitsFromEnv({ HTTP_HEADERS_TIMEOUT_MS: '90000' })).toThrow(/must not exceed/);
  });
});
