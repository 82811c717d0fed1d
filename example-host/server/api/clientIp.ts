/**
 * The client's address as the server trusts it: the socket's peer address, or, when the peer is a
 * proxy named in TRUST_PROXY, the address that proxy appended to `X-Forwarded-For`. A header from
 * anyone else is ignored, so a client cannot pick the address it is throttled or logged under.
 */
import type { MiddlewareHandler } from 'hono';

interface Peer { readonly address: string; readonly trusted: boolean }

const peers = new WeakMap<Request, Peer>();

/** `::ffff:10.0.0.1` (IPv4 on a dual-stack socket) -> `10.0.0.1`. */
const plain = (a: string): string => a.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '').toLowerCase();

/** TRUST_PROXY: comma-separated proxy addresses (`127.0.0.1,10.0.0.5`); empty trusts none. */
export function parseTrustProxy(value: string | undefined): readonly string[] {
  return (value ?? '').split(',').map(plain).filter(Boolean);
}

/**
 * Remembers the socket address of each request (Node: `c.env.incoming.socket`), for clientIp.
 * @example app.use('*', rememberPeer(parseTrustProxy(process.env.TRUST_PROXY)))
 */
export function rememberPeer(trustProxy: readonly string[]): MiddlewareHandler {
  const trusted = new Set(trustProxy.map(plain));
  return async (c, next) => {
    const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
    const address = plain(env?.incoming?.socket?.remoteAddress ?? '');
    peers.set(c.req.raw, { address, trusted: address !== '' && trusted.has(address) });
    await next();
  };
}

/** True when the request came through a proxy named in TRUST_PROXY (its X-Forwarded-* headers count). */
export function fromTrustedProxy(request: Request): boolean {
  return peers.get(request)?.trusted ?? false;
}

/**
 * The client address of a request; `unknown` when there is no socket (in-browser server, tests
 * that do not give one).
 * @example clientIp(ctx.request) // '203.0.113.7'
 */
export function clientIp(request: Request): string {
  const peer = peers.get(request);
  if (peer?.trusted) {
    // The trusted proxy appends the address it saw last; earlier entries are the client's word.
    const hops = (request.headers.get('x-forwarded-for') ?? '').split(',').map(plain).filter(Boolean);
    const last = hops.at(-1);
    if (last) return last.slice(0, 64);
  }
  return peer?.address ? peer.address.slice(0, 64) : 'unknown';
}
