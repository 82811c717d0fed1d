/**
 * Password hashing with scrypt, stored as `scrypt$N$r$p$salt$hash` (salt and hash in base64).
 * The cost parameters travel with each hash, so they can be raised later without breaking
 * existing users; verification compares in constant time and never accepts a plain value.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const N = 16384; // ~50 ms per hash on the CI machines: slow for guessing, quick for one login
const R = 8;
const P = 1;
const KEY_LEN = 32;

function derive(plain: string, salt: Buffer, n: number, r: number, p: number, len: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(plain.normalize('NFC'), salt, len, { N: n, r, p, maxmem: 256 * n * r + 1024 * 1024 }, (err, key) =>
      (err ? reject(err) : resolve(key)));
  });
}

/**
 * Hashes a password for storage.
 * @example await hashPassword('Admin123') // 'scrypt$16384$8$1$…$…'
 */
export async function hashPassword(plain: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(plain, salt, N, R, P, KEY_LEN);
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/** True when `stored` looks like a hash this module wrote (used to refuse plain-text rows). */
export function isPasswordHash(stored: unknown): stored is string {
  return typeof stored === 'string' && parse(stored) !== null;
}

interface Parsed { n: number; r: number; p: number; salt: Buffer; key: Buffer }

function parse(stored: string): Parsed | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [n, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  // Bounds keep a corrupted or hostile row from asking for gigabytes of memory.
  const powerOfTwo = Number.isInteger(n) && n >= 2 && n <= 1 << 20 && (n & (n - 1)) === 0;
  if (!powerOfTwo || !Number.isInteger(r) || r < 1 || r > 32 || !Number.isInteger(p) || p < 1 || p > 16) return null;
  const salt = Buffer.from(parts[4]!, 'base64');
  const key = Buffer.from(parts[5]!, 'base64');
  if (salt.length < 8 || key.length < 16 || key.length > 128) return null;
  return { n, r, p, salt, key };
}

// Verified against when the login name is unknown, so both paths cost the same time.
let dummyHash: Promise<string> | null = null;

/**
 * Checks a password against a stored hash in constant time. A missing user (stored null)
 * still costs one scrypt run, so response times do not reveal which login names exist.
 */
export async function verifyPassword(plain: string, stored: string | null | undefined): Promise<boolean> {
  const parsed = typeof stored === 'string' ? parse(stored) : null;
  if (!parsed) {
    dummyHash ??= hashPassword('not-a-password');
    const d = parse(await dummyHash)!;
    await derive(plain, d.salt, d.n, d.r, d.p, d.key.length);
    return false;
  }
  const key = await derive(plain, parsed.salt, parsed.n, parsed.r, parsed.p, parsed.key.length);
  return timingSafeEqual(key, parsed.key);
}
