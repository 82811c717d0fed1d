/**
 * Turns a handler's result into the HTTP answer: a file download, an envelope that also sets
 * the session cookie, or a plain success envelope.
 */
import type { CookieResult, FileResult, HandlerResult } from '../types';
import { envelopeResponse, fail, ok } from './envelope';
import { isRefusal } from './refusal';

export const isFileResult = (r: unknown): r is FileResult =>
  typeof r === 'object' && r !== null && (r as FileResult).kind === 'file' && (r as FileResult).bytes instanceof Uint8Array;

export const isCookieResult = (r: unknown): r is CookieResult =>
  typeof r === 'object' && r !== null && (r as CookieResult).kind === 'withCookie' && typeof (r as CookieResult).cookie === 'object';

/**
 * `attachment` with an ASCII fallback name and the exact UTF-8 name (RFC 6266 / 5987), so
 * Chinese export names survive in every browser.
 * @example contentDisposition('住户 20260101.xlsx') // attachment; filename="__ 20260101.xlsx"; filename*=UTF-8''%E4%BD%8F...
 */
export function contentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_') || 'download';
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** The Set-Cookie value of the session cookie (HttpOnly, SameSite=Lax, Path=/). */
export function sessionCookie(c: CookieResult['cookie']): string {
  const maxAge = Math.max(0, Math.floor(c.maxAge));
  const expires = maxAge === 0 ? '; Expires=Thu, 01 Jan 1970 00:00:00 GMT' : '';
  return `${c.name}=${encodeURIComponent(c.value)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${expires}`;
}

/** The Response for a handler result. */
export function respond(result: HandlerResult): Response {
  if (isFileResult(result)) {
    return new Response(result.bytes as Uint8Array<ArrayBuffer>, {
      status: 200,
      headers: {
        'Content-Type': result.type || 'application/octet-stream',
        'Content-Disposition': contentDisposition(result.name),
        'Content-Length': String(result.bytes.byteLength),
        'Cache-Control': 'no-store',
      },
    });
  }
  if (isRefusal(result)) return envelopeResponse(fail(result.code, result.msg));
  if (isCookieResult(result)) return envelopeResponse(ok(result.data), { 'Set-Cookie': sessionCookie(result.cookie) });
  return envelopeResponse(ok(result));
}
