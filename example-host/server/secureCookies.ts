/**
 * `Secure` on the cookies we set (JSESSION_ID, MEETING_SESSION) when the request came over https,
 * so a browser never sends the session back over plain http. Behind a TLS-terminating proxy the
 * server sees http; it believes the proxy's `X-Forwarded-Proto` only when the peer is a configured
 * proxy (TRUST_PROXY), since any client can send that header.
 */
import type { MiddlewareHandler } from 'hono';

/** Proxy addresses whose X-Forwarded-Proto counts; '*' trusts every peer (the port is reachable only through the proxy). */
export type TrustProxy = readonly string[];

/**
 * The addresses of a TRUST_PROXY value ("127.0.0.1, ::1", or "*").
 * @example trustProxyOf('127.0.0.1, ::1') // ['127.0.0.1', '::1']
 */
export function trustProxyOf(value: string | readonly string[] | undefined): TrustProxy {
  const tokens = typeof value === 'string' ? value.split(/[\s,]+/) : [...(value ?? [])];
  return tokens.map((t) => normaliseAddress(t.trim())).filter(Boolean);
}

/** '::ffff:127.0.0.1' (an IPv4 peer on a dual-stack socket) -> '127.0.0.1'. */
function normaliseAddress(a: string): string {
  return a.toLowerCase().replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');
}

/**
 * True when the request reached the client's side over https: its own URL says so, or a trusted
 * proxy's X-Forwarded-Proto (the first value, the one the client used) does.
 * @example cameOverHttps(request, '10.0.0.2', ['10.0.0.2'])
 */
export function cameOverHttps(request: Request, peer: string | undefined, trust: TrustProxy): boolean {
  if (new URL(request.url).protocol === 'https:') return true;
  const trusted = trust.includes('*') || (peer !== undefined && trust.includes(normaliseAddress(peer)));
  if (!trusted) return false;
  const proto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return proto === 'https';
}

/** The peer address @hono/node-server gives (c.env.incoming), undefined elsewhere (tests, the browser). */
function peerOf(env: unknown): string | undefined {
  const incoming = (env as { incoming?: { socket?: { remoteAddress?: unknown } } } | undefined)?.incoming;
  const a = incoming?.socket?.remoteAddress;
  return typeof a === 'string' ? a : undefined;
}

/**
 * Adds `; Secure` to every Set-Cookie of an answer to an https request.
 * @example app.use('*', secureCookies(trustProxyOf(process.env.TRUST_PROXY)))
 */
export function secureCookies(trust: TrustProxy = []): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const cookies = c.res.headers.getSetCookie();
    if (!cookies.length || !cameOverHttps(c.req.raw, peerOf(c.env), trust)) return;
    const res = new Response(c.res.body, c.res);
    res.headers.delete('set-cookie');
    for (const cookie of cookies) res.headers.append('set-cookie', /;\s*secure\s*(;|$)/i.test(cookie) ? cookie : `${cookie}; Secure`);
    c.res = undefined;
    c.res = res;
  };
}
