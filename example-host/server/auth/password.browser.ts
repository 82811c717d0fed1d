/**
 * Password hashing of the in-browser server (browser build of password.ts). Browsers offer no
 * scrypt and no installed package provides one, so this uses WebCrypto PBKDF2-SHA256, stored as
 * `pbkdf2-sha256$iterations$salt$hash`. Only the stories run it: their database lives in memory
 * for one page load and is never persisted, so these hashes never meet the Node server's.
 * The iteration count is kept low on purpose: the seed hashes a few dozen passwords on every
 * page load. Same exports and semantics as password.ts (constant-time, NFC, no plain values).
 */
import { fromBase64, toBase64 } from '../platform/base64';
import { randomBytes } from '../platform/random';

const SCHEME = 'pbkdf2-sha256';
const ITERATIONS = 10_000;
const KEY_LEN = 32;

async function derive(plain: string, salt: Uint8Array, iterations: number, len: number): Promise<Uint8Array> {
  const subtle = globalThis.crypto.subtle;
  const material = await subtle.importKey('raw', new TextEncoder().encode(plain.normalize('NFC')), 'PBKDF2', false, ['deriveBits']);
  const bits = await subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt: salt as Uint8Array<ArrayBuffer>, iterations }, material, len * 8);
  return new Uint8Array(bits);
}

/** Hashes a password for storage: 'pbkdf2-sha256$10000$…$…'. */
export async function hashPassword(plain: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(plain, salt, ITERATIONS, KEY_LEN);
  return `${SCHEME}$${ITERATIONS}$${toBase64(salt)}$${toBase64(key)}`;
}

/** The seed's hash: always fresh here (the Node server's committed demo hashes are scrypt). */
export const seedHash = hashPassword;

interface Parsed { iterations: number; salt: Uint8Array; key: Uint8Array }

function parse(stored: string): Parsed | null {
  const parts = stored.split('$');
  if (parts.length !== 4 || parts[0] !== SCHEME) return null;
  const iterations = Number(parts[1]);
  if (!Number.isInteger(iterations) || iterations < 1000 || iterations > 10_000_000) return null;
  const salt = fromBase64(parts[2]!);
  const key = fromBase64(parts[3]!);
  if (salt.length < 8 || key.length < 16 || key.length > 128) return null;
  return { iterations, salt, key };
}

/** True when `stored` looks like a hash this module wrote. */
export function isPasswordHash(stored: unknown): stored is string {
  return typeof stored === 'string' && parse(stored) !== null;
}

/** True when a valid stored hash was made with another iteration count than today's (login.ts then stores a fresh one). */
export function needsRehash(stored: unknown): boolean {
  const parsed = typeof stored === 'string' ? parse(stored) : null;
  return parsed !== null && (parsed.iterations !== ITERATIONS || parsed.key.length !== KEY_LEN);
}

function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!;
  return diff === 0;
}

let dummyHash: Promise<string> | null = null;

/** Checks a password in constant time; an unknown user still costs one derivation. */
export async function verifyPassword(plain: string, stored: string | null | undefined): Promise<boolean> {
  const parsed = typeof stored === 'string' ? parse(stored) : null;
  if (!parsed) {
    dummyHash ??= hashPassword('not-a-password');
    const d = parse(await dummyHash)!;
    await derive(plain, d.salt, d.iterations, d.key.length);
    return false;
  }
  return equalBytes(await derive(plain, parsed.salt, parsed.iterations, parsed.key.length), parsed.key);
}
