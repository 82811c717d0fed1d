/**
 * A path whose percent-encoding does not decode (`/super_cloud/admin/%E0%A4%A`) is the client's
 * mistake: it is answered 400 before any route sees it (an envelope under the API, plain text
 * elsewhere), instead of failing inside a handler as a 500.
 */
import type { MiddlewareHandler } from 'hono';
import { envelopeResponse, fail } from './api/envelope';
import { CODE } from './types';

/** True when every segment of the raw path decodes as UTF-8 percent-encoding. */
export function decodablePath(rawPath: string): boolean {
  try {
    for (const segment of rawPath.split('/')) decodeURIComponent(segment);
    return true;
  } catch {
    return false;
  }
}

/**
 * @example app.use('*', refuseMalformedPath(API_BASE))
 */
export function refuseMalformedPath(apiBase: string): MiddlewareHandler {
  return async (c, next) => {
    const raw = new URL(c.req.url).pathname;
    if (decodablePath(raw)) return next();
    if (raw === apiBase || raw.startsWith(`${apiBase}/`)) return envelopeResponse(fail(CODE.badRequest, '请求地址编码不正确'));
    return c.text('Bad request: the path is not valid percent-encoded UTF-8.', 400);
  };
}
