/**
 * `npm run bench:sockets`: slow sockets against the reference server with its production bounds
 * (example-host/server/httpLimits.ts, defaults or the HTTP_* variables): 300 sockets that never
 * finish their headers and 50 slow bodies (25 that stall, 25 that trickle a byte every 500 ms),
 * from another loopback address (127.0.0.2), while one client on 127.0.0.1 keeps calling a list.
 * Prints how many slow sockets the server closed and after how long, how many were refused by the
 * per-address cap, and the normal calls' answers meanwhile; then the same with the cap lifted, so
 * that every slow socket meets a time-out. Loopback only; it stops by itself.
 */
import { connect } from 'node:net';
import { API_BASE } from '../../src/contract';
import { testClient } from '../../example-host/server/api/testClient';
import { createServer } from '../../example-host/server/createServer';
import { httpLimitsFromEnv, listenBounded, type HttpLimits } from '../../example-host/server/httpLimits';

const HEADERS = Number(process.env.SLOW_HEADERS ?? 300);
const BODIES = Number(process.env.SLOW_BODIES ?? 50);
const GIVE_UP_MS = 90_000;

interface Slow { readonly kind: string; opened: number; closed: number | null }

function slowSocket(port: number, kind: 'headers' | 'stalled body' | 'trickled body', started: number): Slow {
  const s: Slow = { kind, opened: Date.now() - started, closed: null };
  const socket = connect({ host: '127.0.0.1', port, localAddress: '127.0.0.2' });
  const first = kind === 'headers'
    ? `GET ${API_BASE}/user/profile HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: `
    : `POST ${API_BASE}/user/login HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Requested-With: XMLHttpRequest\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 5000\r\n\r\nloginName=`;
  socket.on('connect', () => socket.write(first));
  socket.on('error', () => undefined);
  socket.on('data', () => undefined);
  const timer = kind === 'trickled body' ? setInterval(() => { if (!socket.destroyed) socket.write('a'); }, 500) : null;
  socket.on('close', () => { s.closed = Date.now() - started; if (timer) clearInterval(timer); });
  setTimeout(() => socket.destroy(), GIVE_UP_MS).unref();
  return s;
}

const pct = (xs: number[], p: number) => (xs.length ? [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]! : NaN);

async function round(server: Awaited<ReturnType<typeof createServer>>, limits: HttpLimits, title: string) {
  console.log(`\n${title}`);
  const http = await listenBounded(server.app.fetch, { host: '127.0.0.1', port: 0, limits });
  const api = testClient({ app: { request: (path, init) => fetch(`http://127.0.0.1:${http.port}${path}`, init) } });
  const admin = await api.login('admin', 'Admin123');
  console.log(`bounds: headers ${limits.headersTimeoutMs} ms, body idle ${limits.bodyIdleMs} ms, whole request ${limits.requestTimeoutMs} ms, ${limits.maxConnectionsPerAddress} sockets per address`);
  const started = Date.now();
  const slow: Slow[] = [];
  for (let i = 0; i < HEADERS; i++) slow.push(slowSocket(http.port, 'headers', started));
  for (let i = 0; i < BODIES; i++) slow.push(slowSocket(http.port, i % 2 ? 'trickled body' : 'stalled body', started));
  const answers: { status: number; ms: number }[] = [];
  while (slow.some((s) => s.closed === null) && Date.now() - started < GIVE_UP_MS) {
    const t0 = Date.now();
    const res = await api.call('POST', '/organisation/build/list', { form: { pageSize: 20 }, session: admin }).catch(() => null);
    answers.push({ status: res?.body?.code === 200 ? 200 : res?.status ?? 0, ms: Date.now() - t0 });
  }
  const rows = ['headers', 'stalled body', 'trickled body'].map((kind) => {
    const of = slow.filter((s) => s.kind === kind);
    const closed = of.filter((s) => s.closed !== null).map((s) => s.closed!);
    // Refused by the cap: closed as they opened (well before any time-out could fire).
    const capped = closed.filter((ms) => ms < Math.min(limits.headersTimeoutMs, limits.bodyIdleMs) / 2).length;
    return { kind, opened: of.length, closed: closed.length, 'refused by cap': capped, 'still open': of.length - closed.length,
      'closed after p50 (ms)': pct(closed, 50), 'max (ms)': Math.max(...closed) };
  });
  console.table(rows);
  const ok = answers.filter((a) => a.status === 200);
  console.log(`normal calls meanwhile: ${answers.length}, answered 200: ${ok.length}, p50 ${pct(ok.map((a) => a.ms), 50)} ms, p99 ${pct(ok.map((a) => a.ms), 99)} ms`);
  await http.close();
  if (slow.some((s) => s.closed === null)) process.exitCode = 1;
}

async function main() {
  const limits = httpLimitsFromEnv(process.env);
  const server = await createServer({ dataDir: 'memory://', quiet: true });
  await round(server, limits, 'Production bounds (the cap refuses most slow sockets as they open):');
  await round(server, { ...limits, maxConnectionsPerAddress: 0 }, 'The cap lifted: every slow socket meets a time-out:');
  await server.close();
}

await main();
