/**
 * Request body and query encoders. One rule set for form bodies and GET queries:
 * `null`/`undefined` are left out, arrays of plain values are joined with commas
 * (`ids=1,2,3`, what `deleteIds` expects), objects and arrays holding objects are
 * JSON-stringified, Dates become ISO strings, everything else goes through `String()`.
 */
import type { OperationMeta } from './operations.gen';

/**
 * @example
 * fetch(url, { method: 'POST', headers: { 'Content-Type': FORM_CONTENT_TYPE }, body: new URLSearchParams({ pageNum: '1' }) });
 */
export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded;charset=UTF-8';
/**
 * @example
 * fetch(url, { method: 'POST', headers: { 'Content-Type': JSON_CONTENT_TYPE }, body: JSON.stringify(body) });
 */
export const JSON_CONTENT_TYPE = 'application/json;charset=UTF-8';

const isPlain = (v: unknown) => v === null || (typeof v !== 'object' && typeof v !== 'function');

/**
 * One form/query value as text, or `undefined` when it is to be omitted.
 * @example
 * formValue(3) // '3'
 * formValue(null) // undefined: the key is left out
 */
export function formValue(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.every(isPlain) ? value.map((v) => v ?? '').join(',') : JSON.stringify(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * Encodes a payload as `application/x-www-form-urlencoded`. A `URLSearchParams` passes through.
 * @example
 * encodeForm({ ids: [1, 2], name: 'a b', skip: null }).toString() // 'ids=1%2C2&name=a+b'
 */
export function encodeForm(body: unknown): URLSearchParams {
  if (body instanceof URLSearchParams) return body;
  const out = new URLSearchParams();
  for (const [key, raw] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    const value = formValue(raw);
    if (value !== undefined) out.append(key, value);
  }
  return out;
}

/**
 * Query string for GET calls (no leading `?`), same rules as `encodeForm`.
 * @example
 * encodeQuery({ token: 'abc', ids: [1, 2] }) // 'token=abc&ids=1%2C2'
 */
export function encodeQuery(query: Record<string, unknown> | undefined): string {
  return encodeForm(query).toString();
}

/**
 * Encodes a payload as `multipart/form-data`. Blob and File values (alone or in arrays) are
 * appended as files; other values follow the form rules. A `FormData` passes through.
 * @example
 * encodeMultipart({ file: new File([bytes], 'rooms.xlsx'), orgId: 7 })
 */
export function encodeMultipart(body: unknown): FormData {
  if (body instanceof FormData) return body;
  const out = new FormData();
  const append = (key: string, value: unknown) => {
    if (value instanceof Blob) return out.append(key, value);
    const text = formValue(value);
    if (text !== undefined) out.append(key, text);
  };
  for (const [key, raw] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    if (Array.isArray(raw) && raw.some((v) => v instanceof Blob)) raw.forEach((v) => append(key, v));
    else append(key, raw);
  }
  return out;
}

/**
 * A serialized body and the Content-Type header to send with it (none for multipart).
 * @example
 * encodeBody('json', { a: 1 }) // { body: '{"a":1}', contentType: 'application/json;charset=UTF-8' }
 */
export interface EncodedBody {
  body: URLSearchParams | FormData | string;
  contentType?: string;
}

/**
 * Serializes a POST body by the operation's encoding; `undefined` when nothing is sent
 * (no body given, or the encoding is `query`/`none`).
 * @example
 * encodeBody('json', { a: 1 }) // { body: '{"a":1}', contentType: 'application/json;charset=UTF-8' }
 */
export function encodeBody(encoding: OperationMeta['encoding'], body: unknown): EncodedBody | undefined {
  if (body === undefined || encoding === 'query' || encoding === 'none') return undefined;
  if (encoding === 'json') return { body: JSON.stringify(body), contentType: JSON_CONTENT_TYPE };
  if (encoding === 'multipart') return { body: encodeMultipart(body) };
  return { body: encodeForm(body), contentType: FORM_CONTENT_TYPE };
}
