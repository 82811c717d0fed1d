/**
 * The `/common/file` calls. Bytes go to the FileStore and a `common.file` row records name,
 * size, type, group and an absolute URL; `GET geturl/{id}` answers the row, or the bytes
 * themselves with `?raw=1` (the URL stored in the row), so an <img src> can show an upload.
 * A file belongs to its uploader and the uploader's organisations (fileAccess.ts): others get
 * 404, unless they hold the signed link that the upload's answer and the row's answer carry.
 * The reference server stores locally: `providers` says so and `uptoken` hands out a
 * short-lived correlation token for the direct-upload flow (`upload_callback`).
 */
import { API_BASE } from '../../../src/contract';
import { findById, formatDateTime, insertRow, rowOut, updateRow } from '../db/store';
import { notFound } from '../handlers/input';
import { fromBase64 } from '../platform/base64';
import { randomToken } from '../platform/random';
import { ApiFail, CODE, type FileResult, type Handler, type OpContext, type Row } from '../types';
import { blobOf, linkBlob } from './blobs';
import { checkFileLink, mayReadFile, signFileLink } from './fileAccess';
import { MAX_UPLOAD_BYTES, ALLOWED_EXTENSIONS, checkNameAndSize, checkUpload } from './uploadPolicy';

const FILE = 'common.file';
export const ACTIVE_PROVIDER = 'local';

/** Absolute URL under the request's origin (behind a proxy, X-Forwarded-* win). */
export function originOf(req: Request): string {
  const url = new URL(req.url);
  const proto = req.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() || url.protocol.replace(':', '');
  const host = req.headers.get('x-forwarded-host')?.split(',')[0]?.trim() || url.host;
  return `${proto}://${host}`;
}

const rawUrl = (ctx: OpContext, id: number) => `${originOf(ctx.request)}${API_BASE}/common/file/geturl/${id}?raw=1`;

async function store(ctx: OpContext, name: string, bytes: Uint8Array, group: unknown): Promise<Row> {
  const contentType = checkUpload(name, bytes, group);
  const { db, files, now } = ctx.server;
  const r = ctx.idx.resource(FILE);
  const key = await files.put(name, bytes);
  try {
    const row = await insertRow(db, r, {
      name: name.slice(0, 255), size: bytes.length, contentType, group: group || 'default', provider: ACTIVE_PROVIDER,
    }, now());
    const id = Number(row.id);
    await linkBlob(db, FILE, id, key, ctx.user?.id ?? 0, now(), ctx.user?.orgIds ?? []);
    return (await updateRow(db, r, id, { url: rawUrl(ctx, id) }))!;
  } catch (e) {
    // No row, no bytes (on PostgreSQL the failed transaction may refuse this: its rollback drops them).
    await files.remove(key).catch(() => undefined);
    throw e;
  }
}

const strip = (ctx: OpContext, row: Row): Row => rowOut(ctx.idx.resource(FILE), row);
/** The row as answered to someone who may read it: with a signed link to pass on (mail, another host). */
const withLink = async (ctx: OpContext, row: Row): Promise<Row> =>
  ({ ...strip(ctx, row), ...(await signFileLink(ctx.server.db, Number(row.id), originOf(ctx.request), ctx.server.now())) });

/** POST /common/file/upload (multipart field `file`). */
export const upload: Handler = async (ctx) => {
  if (!ctx.file) throw new ApiFail(CODE.badRequest, '请选择要上传的文件', 'file');
  return withLink(ctx, await store(ctx, ctx.file.name, ctx.file.bytes, ctx.input.group));
};

/** POST /common/file/uploadBase: Base64 text or a data URL. */
export const uploadBase: Handler = async (ctx) => {
  const text = String(ctx.input.file ?? '');
  const m = /^data:([\w.+-]+\/[\w.+-]+)?(;[^,]*)?,(.*)$/s.exec(text);
  const b64 = (m ? m[3]! : text).replace(/\s+/g, '');
  if (!b64 || !/^[A-Za-z0-9+/_-]*={0,2}$/.test(b64)) throw new ApiFail(CODE.badRequest, '文件内容不是有效的Base64', 'file');
  if (Math.floor((b64.length * 3) / 4) > MAX_UPLOAD_BYTES + 3) throw new ApiFail(CODE.tooLarge, '文件大小不能超过10MB');
  const bytes = fromBase64(b64);
  const type = String(ctx.input.contentType ?? m?.[1] ?? '');
  const ext = ({ 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif', 'image/webp': 'webp', 'application/pdf': 'pdf', 'text/plain': 'txt' } as Record<string, string>)[type];
  const name = String(ctx.input.name || `upload.${ext ?? 'bin'}`);
  return withLink(ctx, await store(ctx, name, bytes, ctx.input.group));
};

/** The file row of `id` when the caller may read it (session or signed link), else the ApiFail to answer. */
async function readableFile(ctx: OpContext, id: number, query: URLSearchParams): Promise<Row> {
  const { db, now } = ctx.server;
  const row = Number.isInteger(id) && id > 0 ? await findById(db, ctx.idx.resource(FILE), id) : null;
  const link = row ? await checkFileLink(db, id, query, now()) : 'none';
  if (row && (link === 'ok' || mayReadFile(ctx.user, await blobOf(db, FILE, id)))) return row;
  if (link === 'expired') throw new ApiFail(CODE.notFound, '文件链接已过期，请重新获取');
  if (!ctx.user && link === 'none') throw new ApiFail(CODE.unauthorized, '未登录或登录已过期，请重新登录');
  // Worded as the dispatcher words an id that is no row (handlers/input.ts notFound): a file of
  // someone else must answer exactly like a file that does not exist.
  throw notFound(ctx.idx.resource(FILE), id);
}

/**
 * GET /common/file/geturl/{id}: the row (with its URL and a signed link), or the bytes with
 * `?raw=1`; public in the contract so that a signed link opens without a session.
 */
export const geturlById: Handler = async (ctx) => {
  const id = Number(ctx.pathParams.id);
  const query = new URL(ctx.request.url).searchParams;
  const row = await readableFile(ctx, id, query);
  const raw = query.get('raw');
  if (raw !== '1' && raw !== 'true') return withLink(ctx, row);
  const blob = await blobOf(ctx.server.db, FILE, id);
  const bytes = blob?.file_key ? await ctx.server.files.get(blob.file_key) : null;
  if (!bytes) throw new ApiFail(CODE.notFound, '文件内容不存在（可能存储在外部服务）');
  return { kind: 'file', name: String(row.name), type: String(row.contentType ?? 'application/octet-stream'), bytes } satisfies FileResult;
};

/** GET /common/file/geturl?url=: the full URL of a stored path (checked against the file table when it names one). */
export const geturl: Handler = async (ctx) => {
  const url = String(ctx.input.url ?? '').trim();
  if (!url) throw new ApiFail(CODE.badRequest, '文件地址不能为空', 'url');
  const id = /geturl\/(\d+)/.exec(url)?.[1];
  if (id) await readableFile(ctx, Number(id), new URLSearchParams(url.split('?')[1] ?? ''));
  if (/^https?:\/\//i.test(url)) return url;
  const path = url.startsWith('/') ? url : `${API_BASE}/common/file/${url.replace(/^\.?\//, '')}`;
  return `${originOf(ctx.request)}${path}`;
};

const enumList = (ctx: OpContext, field: string) =>
  ctx.idx.resource(FILE).fields[field]!.values!.map((v) => ({ value: v.value, label: v.label['zh-CN'], labels: v.label }));

/** GET /common/file/groups. */
export const groups: Handler = async (ctx) => enumList(ctx, 'group');

/** GET /common/file/providers: every provider, the local one active. */
export const providers: Handler = async (ctx) => enumList(ctx, 'provider').map((p) => ({ ...p, active: p.value === ACTIVE_PROVIDER }));

/** GET /common/file/uptoken: where and how to upload directly, valid for one hour. */
export const uptoken: Handler = async (ctx) => {
  const expires = new Date(ctx.server.now().getTime() + 3600000);
  return {
    provider: ACTIVE_PROVIDER,
    token: randomToken(18),
    uploadUrl: `${originOf(ctx.request)}${API_BASE}/common/file/upload`,
    callbackUrl: `${originOf(ctx.request)}${API_BASE}/common/file/upload_callback`,
    expireTime: formatDateTime(expires),
    maxSize: MAX_UPLOAD_BYTES,
    extensions: ALLOWED_EXTENSIONS,
  };
};

/** GET /common/file/upload_callback: records a file a provider already holds (same type and size rules). */
export const uploadCallback: Handler = async (ctx) => {
  const name = String(ctx.input.name ?? '').trim();
  const url = String(ctx.input.url ?? '').trim();
  const size = Number(ctx.input.size ?? 0);
  if (!name) throw new ApiFail(CODE.badRequest, '文件名不能为空', 'name');
  if (!/^https?:\/\//i.test(url)) throw new ApiFail(CODE.badRequest, '访问地址格式不正确', 'url');
  if (!Number.isInteger(size) || size < 0) throw new ApiFail(CODE.badRequest, '大小(字节)必须是非负整数', 'size');
  const contentType = checkNameAndSize(name, size);
  const groupValues = ctx.idx.resource(FILE).fields.group!.values!.map((v) => v.value);
  const group = ctx.input.group ? String(ctx.input.group) : 'default';
  if (!groupValues.includes(group)) throw new ApiFail(CODE.badRequest, '分组的值无效', 'group');
  const row = await insertRow(ctx.server.db, ctx.idx.resource(FILE), {
    name: name.slice(0, 255), size, contentType, url: url.slice(0, 512), group, provider: ACTIVE_PROVIDER,
  }, ctx.server.now());
  // No bytes here, but a maker: the row is theirs like an upload.
  await linkBlob(ctx.server.db, FILE, Number(row.id), '', ctx.user?.id ?? 0, ctx.server.now(), ctx.user?.orgIds ?? []);
  return strip(ctx, row);
};
