/**
 * Headers every answer carries: no MIME sniffing, a referrer that leaves only the origin to other
 * sites, who may frame us (same origin unless FRAME_ANCESTORS says otherwise), and a
 * Content-Security-Policy: for the console's HTML, scripts only from our origin (the built
 * console has no inline script); for everything else (JSON, downloads), nothing at all.
 */
import type { MiddlewareHandler } from 'hono';

/** One CSP source expression: 'self', 'none', *, a scheme (https:), or a host with optional scheme, wildcard and port. */
const SOURCE = /^(?:'self'|'none'|\*|[a-z][a-z0-9+.-]*:|(?:[a-z][a-z0-9+.-]*:\/\/)?(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::(?:\d{1,5}|\*))?)$/i;

/**
 * The `frame-ancestors` sources of a FRAME_ANCESTORS value ("https://portal.example.com https://*.example.com",
 * commas allowed); empty means 'self'. Throws on anything that is not a source expression, so a
 * typo cannot inject other directives.
 * @example frameAncestorSources('https://a.example.com, https://b.example.com') // "https://a.example.com https://b.example.com"
 */
export function frameAncestorSources(value: string | undefined): string {
  const tokens = (value ?? '').split(/[\s,]+/).filter(Boolean);
  if (!tokens.length) return "'self'";
  const bad = tokens.find((t) => !SOURCE.test(t));
  if (bad) throw new Error(`FRAME_ANCESTORS: "${bad}" is not a CSP source (use origins like https://portal.example.com, 'self' or 'none')`);
  if (tokens.includes("'none'") && tokens.length > 1) throw new Error("FRAME_ANCESTORS: 'none' cannot be combined with other sources");
  return tokens.join(' ');
}

/**
 * The console's policy. Styles allow 'unsafe-inline': styled-components and React 19's hoisted
 * <style> sheets insert style elements at run time. Images may come from any https host (uploads
 * kept on a CDN); embedded service pages (000 section 2) are framed from wherever they are configured.
 */
export function consoleCsp(ancestors: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    // Prompt sounds (提示音管理) may link an https host like images do; without this default-src would mute them.
    "media-src 'self' blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self' https: http:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${ancestors}`,
  ].join('; ');
}

/** X-Frame-Options for browsers without frame-ancestors; it cannot name other origins, so then it is left out. */
function frameOptions(ancestors: string): string | null {
  if (ancestors === "'self'") return 'SAMEORIGIN';
  if (ancestors === "'none'") return 'DENY';
  return null;
}

/**
 * Middleware adding the headers to every answer (set after the handler, so nothing overrides them).
 * @example app.use('*', securityHeaders({ frameAncestors: process.env.FRAME_ANCESTORS }))
 */
export function securityHeaders(o: { readonly frameAncestors?: string } = {}): MiddlewareHandler {
  const ancestors = frameAncestorSources(o.frameAncestors);
  const xfo = frameOptions(ancestors);
  const html = consoleCsp(ancestors);
  const other = `default-src 'none'; frame-ancestors ${ancestors}`;
  return async (c, next) => {
    await next();
    // Some answers (Response.redirect, fetched ones) have immutable headers: copy them first.
    try { c.res.headers.set('X-Content-Type-Options', 'nosniff'); } catch { c.res = new Response(c.res.body, c.res); }
    const h = c.res.headers;
    h.set('X-Content-Type-Options', 'nosniff');
    h.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (xfo) h.set('X-Frame-Options', xfo);
    const type = h.get('content-type') ?? '';
    h.set('Content-Security-Policy', type.startsWith('text/html') ? html : other);
  };
}
