/**
 * The first check of every call, before the session is looked at: refuses forged requests.
 * - A call that changes state (`changesState` of the contract: every kind but the reads, so the
 *   spec's GET deletes too) must come from our own origin or an allowed one: `Sec-Fetch-Site`
 *   `cross-site`/`same-site` (a page on another site, or on another port of this host) is refused
 *   unless its `Origin` is in the allow-list; an `Origin` that is neither this host nor allowed is
 *   refused unless the browser vouches that the call is same-origin.
 * - Such a call must carry `X-Requested-With: XMLHttpRequest`, which a link, a form or an image
 *   cannot send and a script on another origin can send only after a CORS preflight we never
 *   grant. Non-browser clients (no Origin, no Sec-Fetch-Site) pass on that header alone.
 * - Every call with a body must send it in the encoding the contract declares: a form call sent
 *   as JSON, a JSON call sent form-encoded (what an HTML form can forge) or either as multipart
 *   is refused with 415.
 */
import { changesState, type OperationDef } from '../../../src/contract';
import { ApiFail, CODE } from '../types';

/** What the guard is configured with (createServer option `allowedOrigins`, env ALLOWED_ORIGINS). */
export interface RequestGuardOptions {
  /** Origins of other hosts whose pages may call (integrators), e.g. 'https://portal.example.com'. */
  readonly allowedOrigins?: readonly string[];
}

/** Answer code of a body in another encoding than the contract's. */
export const UNSUPPORTED_MEDIA_TYPE = 415;

/**
 * The origins of an ALLOWED_ORIGINS value ("https://a.example.com, https://b.example.com:8443"),
 * normalised as browsers send them. Throws on anything that is not an http(s) origin, so a typo
 * (a path, a wildcard) fails the start instead of silently allowing nothing or everything.
 * @example allowedOriginsOf('https://Portal.example.com/, http://localhost:5173') // ['https://portal.example.com', 'http://localhost:5173']
 */
export function allowedOriginsOf(value: string | readonly string[] | undefined): string[] {
  const tokens = typeof value === 'string' ? value.split(/[\s,]+/) : [...(value ?? [])];
  const out: string[] = [];
  for (const token of tokens.map((t) => t.trim()).filter(Boolean)) {
    let url: URL | null;
    try {
      url = new URL(token);
    } catch {
      url = null;
    }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || (url.pathname !== '/' && url.pathname !== '')
      || url.search || url.hash || url.username || token.includes('*')) {
      throw new Error(`ALLOWED_ORIGINS: "${token}" is not an origin (use scheme://host[:port], e.g. https://portal.example.com)`);
    }
    out.push(url.origin);
  }
  return out;
}

const MEDIA: Record<string, RegExp> = {
  form: /^application\/x-www-form-urlencoded$/,
  json: /^application\/(?:[\w.-]+\+)?json$/,
  multipart: /^multipart\/form-data$/,
};
const ENCODING_NAME: Record<string, string> = {
  form: 'application/x-www-form-urlencoded',
  json: 'application/json',
  multipart: 'multipart/form-data',
};

/** The host:port an Origin header names, or null for 'null' and garbage. */
function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return null;
  }
}

function refuseCrossSite(request: Request, allowed: ReadonlySet<string>): void {
  const origin = request.headers.get('origin');
  const site = request.headers.get('sec-fetch-site')?.toLowerCase() ?? null;
  if (origin && allowed.has(origin.toLowerCase())) return;
  if (site === 'cross-site' || site === 'same-site') {
    throw new ApiFail(CODE.forbidden, '拒绝跨站请求：请求来自其他站点（可在 ALLOWED_ORIGINS 中允许该来源）');
  }
  // The browser's word beats the Host header, which a proxy in front of us may have rewritten.
  if (origin && site !== 'same-origin' && hostOf(origin) !== new URL(request.url).host.toLowerCase()) {
    throw new ApiFail(CODE.forbidden, `拒绝跨站请求：来源 ${origin.slice(0, 100)} 不在允许列表中`);
  }
}

function refuseOtherEncoding(request: Request, op: OperationDef): void {
  if (request.method === 'GET' || request.method === 'HEAD') return;
  const expected = MEDIA[op.encoding];
  const type = request.headers.get('content-type');
  // No Content-Type: nothing was claimed (an empty body, a bare client); the parser reads it as the contract says.
  if (!expected || !type) return;
  const media = type.split(';')[0]!.trim().toLowerCase();
  if (!expected.test(media)) {
    throw new ApiFail(UNSUPPORTED_MEDIA_TYPE, `请求编码不正确：该接口只接受 ${ENCODING_NAME[op.encoding]}，收到 ${media.slice(0, 80) || '空'}`);
  }
}

/**
 * Returns the guard; the dispatcher calls it with each matched call and lets its ApiFail
 * (403, or 415 for the encoding) become the envelope.
 * @example
 * const guard = createRequestGuard({ allowedOrigins: ['https://portal.example.com'] });
 * guard(request, entry.op); // throws ApiFail(403) for a cross-site delete
 */
export function createRequestGuard(o: RequestGuardOptions = {}): (request: Request, op: OperationDef) => void {
  const allowed = new Set(allowedOriginsOf(o.allowedOrigins).map((x) => x.toLowerCase()));
  return (request, op) => {
    if (changesState(op)) {
      refuseCrossSite(request, allowed);
      if (request.headers.get('x-requested-with')?.toLowerCase() !== 'xmlhttprequest') {
        throw new ApiFail(CODE.forbidden, '拒绝请求：修改数据的请求须带请求头 X-Requested-With: XMLHttpRequest');
      }
    }
    refuseOtherEncoding(request, op);
  };
}
