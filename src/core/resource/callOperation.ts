/**
 * One contract call through the API client, whatever its method: GET values go to the query
 * string, POST values to the body (encoded as the operation says), `{x}` path params filled.
 */
import type { ApiClient } from '../../api/types';
import type { OperationDef } from '../../contract/types';

/**
 * @example
 * const env = await callOperation(api, listOp, { pageNum: 1, pageSize: 20 });
 */
export interface CallOptions {
  readonly signal?: AbortSignal;
  /** Values for `{x}` segments of the path (default: taken from the input, e.g. `id`). */
  readonly path?: Readonly<Record<string, string | number>>;
  /** Values also sent in the query string of a POST (an upload names its group there, so the server can cap the body as it streams). */
  readonly query?: Readonly<Record<string, string>>;
}

/**
 * @example
 * const env = await callOperation(api, listOp, { pageNum: 1, pageSize: 20 });
 */
export function callOperation<T = unknown>(api: ApiClient, op: OperationDef, input: Record<string, unknown> = {}, o: CallOptions = {}): Promise<T> {
  const names = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const path: Record<string, string | number> = { ...(o.path ?? {}) };
  const rest: Record<string, unknown> = { ...input };
  for (const n of names) {
    if (path[n] === undefined && rest[n] !== undefined) path[n] = rest[n] as string | number;
    delete rest[n];
  }
  const query = op.method === 'GET' && Object.keys(rest).length ? rest : o.query && Object.keys(o.query).length ? { ...o.query } : null;
  const params = { ...(names.length ? { path } : {}), ...(query ? { query } : {}) };
  return api.call<T>(op.method, op.path, {
    ...(Object.keys(params).length ? { params } : {}),
    ...(op.method === 'POST' ? { body: rest } : {}),
    ...(o.signal ? { signal: o.signal } : {}),
  });
}
