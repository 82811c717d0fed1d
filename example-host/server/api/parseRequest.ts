/**
 * Reads the input of a call. The operation's encoding says what the client sends, but the
 * server goes by the request's actual Content-Type, so a form call sent as JSON (or the other
 * way round) still works. Query values are read for every call; body values win over them.
 */
import type { OperationDef } from '../../../src/contract';
import { ApiFail, CODE, type Row, type UploadedFile } from '../types';

export interface ParsedInput {
  readonly input: Row;
  readonly file?: UploadedFile;
}

/** Largest body the server reads (uploads are capped at 10 MB by the file handlers). */
export const MAX_BODY_BYTES = 16 * 1024 * 1024;

/** Repeated keys (`ids=1&ids=2`) become one comma-separated value. */
function fromEntries(entries: Iterable<[string, string]>, into: Row): Row {
  for (const [k, v] of entries) {
    if (k === '__proto__') continue;
    const prev = into[k];
    into[k] = typeof prev === 'string' && prev !== '' ? `${prev},${v}` : v;
  }
  return into;
}

async function readText(request: Request): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_BODY_BYTES) throw new ApiFail(CODE.tooLarge, '请求体过大');
  const buf = await request.arrayBuffer();
  if (buf.byteLength > MAX_BODY_BYTES) throw new ApiFail(CODE.tooLarge, '请求体过大');
  return new TextDecoder().decode(buf);
}

function parseJson(text: string): Row {
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ApiFail(CODE.badRequest, '请求体不是合法的JSON');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new ApiFail(CODE.badRequest, '请求体必须是JSON对象');
  }
  return value as Row;
}

async function parseMultipart(request: Request, into: Row): Promise<ParsedInput> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_BODY_BYTES) throw new ApiFail(CODE.tooLarge, '请求体过大');
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new ApiFail(CODE.badRequest, '无法解析上传的表单');
  }
  let file: UploadedFile | undefined;
  for (const [k, v] of form.entries()) {
    if (typeof v === 'string') fromEntries([[k, v]], into);
    else if (!file || k === 'file') {
      file = { name: v.name || k, type: v.type || 'application/octet-stream', bytes: new Uint8Array(await v.arrayBuffer()) };
    }
  }
  return file ? { input: into, file } : { input: into };
}

/**
 * Returns the raw (not yet validated) input and the uploaded file of a request.
 * @example const { input, file } = await parseRequest(request, entry.op)
 */
export async function parseRequest(request: Request, op: OperationDef): Promise<ParsedInput> {
  const url = new URL(request.url);
  const input = fromEntries(url.searchParams.entries(), {});
  if (request.method === 'GET' || request.method === 'HEAD') return { input };
  const type = (request.headers.get('content-type') ?? '').toLowerCase();
  if (type.startsWith('multipart/form-data')) return parseMultipart(request, input);
  const text = await readText(request);
  const json = type.includes('json') || (op.encoding === 'json' && !type.includes('urlencoded') && /^\s*\{/.test(text));
  if (json) return { input: { ...input, ...parseJson(text) } };
  return { input: fromEntries(new URLSearchParams(text).entries(), input) };
}
