/**
 * Reads the input of a call. The operation's encoding says what the client sends; a body sent
 * in another one never gets here (requestGuard answers 415), so the request's Content-Type is
 * read as given, and without one the body is read as the contract says. Query values are read
 * for every call; body values win over them.
 * Bodies are read with a limit that depends on the call (readBody): files for the calls that take
 * one, 1 MB for every other form or JSON body.
 */
import type { OperationDef } from '../../../src/contract';
import { AUDIO_TOO_LARGE, MAX_UPLOAD_BYTES, groupUploadLimit } from '../files/uploadPolicy';
import { ApiFail, CODE, type Row, type UploadedFile } from '../types';
import { readBody } from './readBody';

export interface ParsedInput {
  readonly input: Row;
  readonly file?: UploadedFile;
}

/** Largest form or JSON body of a call that takes no file. */
export const MAX_FORM_BYTES = 1024 * 1024;
/** Room for the multipart boundaries, headers and other fields around an uploaded file. */
const ENVELOPE_BYTES = 64 * 1024;

interface BodyLimit { readonly bytes: number; readonly msg: string }

/**
 * How much of a body a call may send: a file's 10 MB (multipart, or Base64 text, a third larger)
 * for the calls that take a file, MAX_FORM_BYTES for the rest. An upload whose query string names
 * a group with a smaller cap (`?group=audio`: 5 MB) is held to that cap while it streams in, so a
 * sound too big is refused before its bytes are read, not after 10 MB of them.
 */
export function bodyLimit(op: OperationDef, multipart: boolean, group: string | null = null): BodyLimit {
  const takesFile = op.kind === 'upload' || op.kind === 'import' || op.encoding === 'multipart';
  const fileAsText = !takesFile && op.body !== undefined && 'file' in op.body;
  const fileMsg = `文件大小不能超过${MAX_UPLOAD_BYTES / 1024 / 1024}MB`;
  const groupCap = op.kind === 'upload' ? groupUploadLimit(group) : MAX_UPLOAD_BYTES;
  if (takesFile && multipart && groupCap < MAX_UPLOAD_BYTES) {
    return { bytes: groupCap + ENVELOPE_BYTES, msg: group === 'audio' ? AUDIO_TOO_LARGE : `图片大小不能超过${groupCap / 1024 / 1024}MB` };
  }
  if (takesFile && multipart) return { bytes: MAX_UPLOAD_BYTES + ENVELOPE_BYTES, msg: fileMsg };
  if (takesFile || fileAsText) return { bytes: Math.ceil(MAX_UPLOAD_BYTES / 3) * 4 + ENVELOPE_BYTES, msg: fileMsg };
  return { bytes: MAX_FORM_BYTES, msg: `请求体过大（最大${MAX_FORM_BYTES / 1024 / 1024}MB）` };
}

/** Repeated keys (`ids=1&ids=2`) become one comma-separated value. */
function fromEntries(entries: Iterable<[string, string]>, into: Row): Row {
  for (const [k, v] of entries) {
    if (k === '__proto__') continue;
    const prev = into[k];
    into[k] = typeof prev === 'string' && prev !== '' ? `${prev},${v}` : v;
  }
  return into;
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

async function parseMultipart(request: Request, type: string, limit: BodyLimit, into: Row): Promise<ParsedInput> {
  const bytes = await readBody(request, limit.bytes, limit.msg);
  let form: FormData;
  try {
    form = await new Response(bytes as Uint8Array<ArrayBuffer>, { headers: { 'Content-Type': type } }).formData();
  } catch {
    throw new ApiFail(CODE.badRequest, '无法解析上传的表单');
  }
  let file: UploadedFile | undefined;
  // The form's values win over the query's (an upload names its group in both: not `audio,audio`).
  const fields: Row = {};
  for (const [k, v] of form.entries()) {
    if (typeof v === 'string') fromEntries([[k, v]], fields);
    else if (!file || k === 'file') {
      file = { name: v.name || k, type: v.type || 'application/octet-stream', bytes: new Uint8Array(await v.arrayBuffer()) };
    }
  }
  Object.assign(into, fields);
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
  const multipart = type.startsWith('multipart/form-data');
  const limit = bodyLimit(op, multipart, url.searchParams.get('group'));
  // The original header: the multipart boundary is case-sensitive.
  if (multipart) return parseMultipart(request, request.headers.get('content-type')!, limit, input);
  const text = new TextDecoder().decode(await readBody(request, limit.bytes, limit.msg));
  const json = type.includes('json') || (op.encoding === 'json' && !type.includes('urlencoded') && /^\s*\{/.test(text));
  if (json) return { input: { ...input, ...parseJson(text) } };
  return { input: fromEntries(new URLSearchParams(text).entries(), input) };
}
