/**
 * Bounds on every request the Node server takes (issue 43 item 4): the headers must arrive within
 * `headersTimeoutMs`, a body that stops arriving for `bodyIdleMs` is cut, the whole request must
 * have arrived within `requestTimeoutMs`, and one client address holds at most
 * `maxConnectionsPerAddress` sockets at once (a further one is closed as it opens). Proxies named
 * in TRUST_PROXY carry many clients and are not capped. The time a handler takes is bounded apart:
 * by the statement time-out in the database, and a client that goes away cancels its statement
 * (db/requestSignal.ts).
 */
import type { IncomingMessage, Server, ServerOptions, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { serve } from '@hono/node-server';

export interface HttpLimits {
  /** Until the request's headers are complete (HTTP_HEADERS_TIMEOUT_MS). */
  readonly headersTimeoutMs: number;
  /** Longest pause while a request's body is still arriving (HTTP_BODY_IDLE_MS). */
  readonly bodyIdleMs: number;
  /** Until the whole request, body included, has arrived (HTTP_REQUEST_TIMEOUT_MS). */
  readonly requestTimeoutMs: number;
  /** Sockets one client address may hold at once; 0 for no cap (MAX_CONNECTIONS_PER_ADDRESS). */
  readonly maxConnectionsPerAddress: number;
}

export const DEFAULT_HTTP_LIMITS: HttpLimits = {
  headersTimeoutMs: 10_000, bodyIdleMs: 10_000, requestTimeoutMs: 60_000, maxConnectionsPerAddress: 64,
};

const ENV: Record<keyof HttpLimits, string> = {
  headersTimeoutMs: 'HTTP_HEADERS_TIMEOUT_MS', bodyIdleMs: 'HTTP_BODY_IDLE_MS',
  requestTimeoutMs: 'HTTP_REQUEST_TIMEOUT_MS', maxConnectionsPerAddress: 'MAX_CONNECTIONS_PER_ADDRESS',
};

/**
 * The limits named by the environment, the defaults for what it leaves out; a value that is not a
 * whole number stops the start with the variable's name.
 * @example httpLimitsFromEnv({ HTTP_HEADERS_TIMEOUT_MS: '5000' }).headersTimeoutMs // 5000
 */
export function httpLimitsFromEnv(env: Readonly<Record<string, string | undefined>>): HttpLimits {
  const out: Record<string, number> = { ...DEFAULT_HTTP_LIMITS };
  for (const [key, name] of Object.entries(ENV)) {
    const raw = env[name]?.trim();
    if (!raw) continue;
    if (!/^\d+$/.test(raw)) throw new Error(`${name} must be a whole number (${key === 'maxConnectionsPerAddress' ? 'sockets' : 'milliseconds'}), not "${raw}"`);
    out[key] = Number(raw);
  }
  return checked(out as unknown as HttpLimits);
}

function checked(l: HttpLimits): HttpLimits {
  for (const k of ['headersTimeoutMs', 'bodyIdleMs', 'requestTimeoutMs'] as const) {
    if (!(l[k] > 0)) throw new Error(`${ENV[k]} must be more than 0`);
  }
  // Node refuses a headers time-out longer than the whole request's.
  if (l.headersTimeoutMs > l.requestTimeoutMs) throw new Error(`${ENV.headersTimeoutMs} must not exceed ${ENV.requestTimeoutMs}`);
  return l;
}

/** `::ffff:10.0.0.1` -> `10.0.0.1`, so both forms of one client share a count. */
const plain = (a: string | undefined): string => (a ?? '').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '').toLowerCase();

/**
 * The options of Node's http server: its own header and request time-outs, checked often enough
 * that a bound is kept within a quarter of itself (Node checks every 30 s unless told).
 */
export function serverOptionsOf(l: HttpLimits): ServerOptions {
  const shortest = Math.min(l.headersTimeoutMs, l.requestTimeoutMs);
  return {
    headersTimeout: l.headersTimeoutMs,
    requestTimeout: l.requestTimeoutMs,
    connectionsCheckingInterval: Math.max(100, Math.min(5_000, Math.floor(shortest / 4))),
  };
}

/**
 * Adds the body-idle time-out and the per-address cap to a listening or new server. Answers the
 * live count of sockets per address (for tests and the bench).
 * @example applyHttpLimits(server, DEFAULT_HTTP_LIMITS, ['10.0.0.5'])
 */
export function applyHttpLimits(server: Server, l: HttpLimits, uncapped: readonly string[] = []): { perAddress(): ReadonlyMap<string, number> } {
  const counts = new Map<string, number>();
  const exempt = new Set(uncapped.map(plain));
  const latest = new WeakMap<Socket, { req: IncomingMessage; res: ServerResponse }>();
  server.on('connection', (socket: Socket) => {
    const address = plain(socket.remoteAddress);
    if (l.maxConnectionsPerAddress > 0 && !exempt.has(address) && (counts.get(address) ?? 0) >= l.maxConnectionsPerAddress) {
      socket.destroy();
      return;
    }
    counts.set(address, (counts.get(address) ?? 0) + 1);
    socket.once('close', () => {
      const n = (counts.get(address) ?? 1) - 1;
      if (n > 0) counts.set(address, n);
      else counts.delete(address);
    });
  });
  server.on('request', (req: IncomingMessage, res: ServerResponse) => latest.set(req.socket, { req, res }));
  // A socket quiet for bodyIdleMs: Node would close it whatever it was doing. Here it is closed
  // only while a request is still arriving (or none is under way); one whose handler is at work
  // (its request complete, its answer not yet finished) stays open.
  server.setTimeout(l.bodyIdleMs);
  server.on('timeout', (socket: Socket) => {
    const last = latest.get(socket);
    const working = last && last.req.complete && !last.res.writableFinished;
    if (!working) socket.destroy();
  });
  return { perAddress: () => counts };
}

export interface BoundedListener {
  readonly server: Server;
  readonly port: number;
  readonly perAddress: () => ReadonlyMap<string, number>;
  close(): Promise<void>;
}

/**
 * Serves a fetch handler (the Hono app) on host:port with the limits; serve.ts and the tests
 * listen through here, so both have the same bounds.
 * @example const http = await listenBounded(server.app.fetch, { host: '127.0.0.1', port: 0, limits: DEFAULT_HTTP_LIMITS })
 */
export function listenBounded(
  fetch: (request: Request, env?: unknown) => Response | Promise<Response>,
  o: { readonly host: string; readonly port: number; readonly limits: HttpLimits; readonly uncapped?: readonly string[] },
): Promise<BoundedListener> {
  const limits = checked(o.limits);
  return new Promise((resolve, reject) => {
    const server = serve({ fetch, port: o.port, hostname: o.host, overrideGlobalObjects: false, serverOptions: serverOptionsOf(limits) }, (info) => {
      resolve({
        server, port: info.port, perAddress: tracked.perAddress,
        close: () => new Promise<void>((done) => {
          server.close(() => done());
          server.closeAllConnections();
        }),
      });
    }) as Server;
    const tracked = applyHttpLimits(server, limits, o.uncapped ?? []);
    server.once('error', reject);
  });
}
