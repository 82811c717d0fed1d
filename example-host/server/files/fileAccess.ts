/**
 * Who may read an uploaded file: its uploader, an administrator, a user of one of the
 * organisations the uploader belonged to when uploading, or anyone holding a signed link. A link
 * is the file's raw URL with `expires` (Unix seconds) and `sig`, an HMAC-SHA-256 of the id and
 * the expiry under a server secret; it opens for 10 minutes, without a session. Everyone else is
 * told the file does not exist (404), so ids reveal nothing.
 */
import { API_BASE } from '../../../src/contract';
import { can } from '../auth/permissions';
import { formatDateTime } from '../db/store';
import { serverSecret } from '../db/serverSecret';
import { fromBase64, toBase64 } from '../platform/base64';
import type { Db, SessionUser } from '../types';
import type { BlobRow } from './blobs';

/** How long a signed link opens its file. */
export const FILE_LINK_TTL_MS = 10 * 60_000;
const SECRET = 'fileLinks';

/**
 * Whether a logged-in user may read a file that `blob` records the maker of.
 * @example mayReadFile(ctx.user, await blobOf(db, 'common.file', id))
 */
export function mayReadFile(user: SessionUser | null, blob: Pick<BlobRow, 'user_id' | 'org_ids'> | null): boolean {
  if (!user) return false;
  if (can(user, 'admin')) return true;
  if (!blob) return false; // maker unknown: administrators only
  if (Number(blob.user_id) === user.id) return true;
  const orgs = new Set(user.orgIds.map(Number));
  return (blob.org_ids ?? []).some((o) => orgs.has(Number(o)));
}

const hmacKey = async (db: Db, usage: 'sign' | 'verify') =>
  globalThis.crypto.subtle.importKey('raw', (await serverSecret(db, SECRET)) as Uint8Array<ArrayBuffer>, { name: 'HMAC', hash: 'SHA-256' }, false, [usage]);
const message = (id: number, expires: number) => new TextEncoder().encode(`common.file:${id}:${expires}`);

export interface SignedLink {
  /** Absolute URL of the bytes, opening without a session until `expireTime`. */
  readonly signedUrl: string;
  readonly signedUrlExpireTime: string;
}

/**
 * A signed link to the bytes of file `id`, under `origin` (scheme and host of the request).
 * @example const { signedUrl } = await signFileLink(db, 12, 'https://admin.example.com', new Date())
 */
export async function signFileLink(db: Db, id: number, origin: string, now: Date): Promise<SignedLink> {
  const expires = Math.floor((now.getTime() + FILE_LINK_TTL_MS) / 1000);
  const sig = new Uint8Array(await globalThis.crypto.subtle.sign('HMAC', await hmacKey(db, 'sign'), message(id, expires)));
  return {
    signedUrl: `${origin}${API_BASE}/common/file/geturl/${id}?raw=1&expires=${expires}&sig=${toBase64(sig, true)}`,
    signedUrlExpireTime: formatDateTime(new Date(expires * 1000)),
  };
}

/**
 * What the `expires` and `sig` of a request say about file `id`: no link, a valid one, one that
 * was valid but has expired, or a forged or mangled one.
 */
export async function checkFileLink(db: Db, id: number, query: URLSearchParams, now: Date): Promise<'none' | 'ok' | 'expired' | 'bad'> {
  const sig = query.get('sig');
  const expiresText = query.get('expires');
  if (sig === null && expiresText === null) return 'none';
  if (!sig || !expiresText || !/^\d{1,12}$/.test(expiresText) || !/^[\w-]{43}$/.test(sig)) return 'bad';
  const expires = Number(expiresText);
  const valid = await globalThis.crypto.subtle.verify('HMAC', await hmacKey(db, 'verify'), fromBase64(sig) as Uint8Array<ArrayBuffer>, message(id, expires));
  if (!valid) return 'bad';
  return expires * 1000 > now.getTime() ? 'ok' : 'expired';
}
