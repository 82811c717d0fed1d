/**
 * The password of a login travels sealed: RSA-OAEP over the JSON `{ ts, nonce, password }` with
 * the key of POST /user/getKey (the console's `encryptPassword`). `ts` is the server's clock as
 * getKey reported it (`serverTime`, so a wrong client clock does not matter) and `nonce` is
 * random. The server refuses a plain password, a ciphertext older (or newer) than
 * SEALED_WINDOW_MS, and one whose nonce was seen before: a captured login body cannot be
 * replayed. Used nonces stay in `_login_nonces` until their window is over.
 */
import { ApiFail, CODE, type Db } from '../types';
import { decryptCipher } from './rsa';

/** How far the sealed time may be from the server's clock, either way. */
export const SEALED_WINDOW_MS = 5 * 60_000;

const NONCE = /^[A-Za-z0-9_-]{16,64}$/;

export interface SealedPassword {
  readonly ts: number;
  readonly nonce: string;
  readonly password: string;
}

/** The `{ ts, nonce, password }` of a decrypted text, or null when it is not one. */
export function sealedOf(text: string): SealedPassword | null {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof v !== 'object' || v === null) return null;
  const { ts, nonce, password } = v as Record<string, unknown>;
  if (typeof ts !== 'number' || !Number.isFinite(ts) || typeof nonce !== 'string' || !NONCE.test(nonce) || typeof password !== 'string') return null;
  return { ts, nonce, password };
}

/**
 * The plain password of a login's `password` field, or null when the ciphertext does not
 * decrypt (a wrong or stale key: answered as wrong credentials). Throws ApiFail 400 for a plain
 * password, an unsealed or expired ciphertext and a replayed one. Records the nonce.
 * @example const password = await acceptLoginPassword(ctx.server.db, String(ctx.input.password), ctx.server.now());
 */
export async function acceptLoginPassword(db: Db, value: string, now: Date): Promise<string | null> {
  const text = await decryptCipher(value, db);
  if (text === 'notCipher') throw new ApiFail(CODE.badRequest, '密码须用 /user/getKey 的公钥加密后提交，不接受明文密码', 'password');
  if (text === null) return null;
  const sealed = sealedOf(text);
  if (!sealed) throw new ApiFail(CODE.badRequest, '加密密码须包含时间戳和随机数（ts、nonce、password），请刷新页面后重试', 'password');
  const t = now.getTime();
  if (Math.abs(t - sealed.ts) > SEALED_WINDOW_MS) throw new ApiFail(CODE.badRequest, '加密密码已过期，请重新登录', 'password');
  await db.query(`delete from "_login_nonces" where "expires_ms" <= $1`, [t]);
  // One statement decides between two racing replays: only one of them inserts.
  const fresh = await db.query(`insert into "_login_nonces" ("nonce", "expires_ms") values ($1, $2) on conflict do nothing returning "nonce"`,
    [sealed.nonce, sealed.ts + SEALED_WINDOW_MS]);
  if (!fresh.length) throw new ApiFail(CODE.badRequest, '该加密密码已使用过，请重新登录', 'password');
  return sealed.password;
}
