/**
 * `Secure` on the cookies we set (JSESSION_ID, MEETING_SESSION) when the request came over https,
 * so a browser never sends the session back over plain http. Behind a TLS-terminating proxy the
 * server sees http; it believes the proxy's `X-Forwarded-Proto` only when the peer is a proxy named
 * in TRUST_PROXY (api/clientIp.ts, the same list that decides whose X-Forwarded-For counts), since
 * any client can send that header.
 */
import type { MiddlewareHandler } from 'hono';
import { fromTrustedProxy } from './api/clientIp';

/**
 * True when the request reached the client's side over https: its own URL says so, or a trusted
 * proxy's X-Forwarded-Proto (the first value, the one the client used) does.
 * @example cameOverHttps(c.req.raw)
 */
export function cameOverHttps(request: Request): boolean {
  if (new URL(request.url).protocol === 'https:') return true;
  if (!fromTrustedProxy(request)) return false;
  return request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() === 'https';
}

/**
 * Adds `; Secure` to every Set-Cookie of an answer to an https request. Needs `rememberPeer`
 * (api/clientIp.ts) in the same app to know a trusted proxy.
 * @example app.use('*', rememberPeer(trustProxy)); app.use('*', secureCookies());
 */
export function secureCookies(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const cookies = c.res.headers.getSetCookie();
    if (!cookies.length || !cameOverHttps(c.req.raw)) return;
    const res = new Response(c.res.body, c.res);
    res.headers.delete('set-cookie');
    for (const cookie of cookies) res.headers.append('set-cookie', /;\s*secure\s*(;|$)/i.test(cookie) ? cookie : `${cookie}; Secure`);
    // Cleared first: Hono's setter would otherwise copy the old answer's headers (its cookies) over.
    c.res = undefined;
    c.res = res;
  };
}
