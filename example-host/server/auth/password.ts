/**
 * Password hashing with scrypt, stored as `scrypt$N$r$p$salt$hash` (salt and hash in base64).
 * The cost parameters travel with each hash, so they can be raised without breaking existing
 * users: a login that verifies a hash made with other parameters stores a new one
 * (needsRehash, login.ts). Verification compares in constant time and never accepts a plain value.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { DEMO_HASHES } from './demoHashes';

export interface ScryptCost { readonly n: number; readonly r: number; readonly p: number }

/** N = 2^17, r = 8, p = 1: 128 MiB and a few hundred ms per hash, beyond what GPUs guess cheaply. */
export const SCRYPT_COST: ScryptCost = { n: 1 << 17, r: 8, p: 1 };
/**
 * The test suite's cost (N = 2^10, ~3 ms): the suite signs in thousands of times, and at 2^17 those
 * logins alone took a quarter of its time on two cores. Same algorithm, same code path; only N differs.
 */
export const TEST_SCRYPT_COST: ScryptCost = { n: 1 << 10, r: 8, p: 1 };
/** The variable that selects TEST_SCRYPT_COST (vitest and Playwright set it for their servers). */
export const TEST_COST_ENV = 'SC_TEST_PASSWORD_COST';

/**
 * The cost new hashes get: SCRYPT_COST, unless `SC_TEST_PASSWORD_COST=low` asks for the test cost.
 * Refused under NODE_ENV=production, so a deployment cannot weaken its hashes by a stray variable.
 * @example passwordCost({ SC_TEST_PASSWORD_COST: 'low' }) // TEST_SCRYPT_COST
 */
export function passwordCost(env: Record<string, string | undefined>): ScryptCost {
  const asked = env[TEST_COST_ENV];
  if (!asked) return SCRYPT_COST;
  if (asked !== 'low') throw new Error(`${TEST_COST_ENV} takes only "low" (the test suite's scrypt cost), not "${asked}"`);
  if (env.NODE_ENV === 'production') throw new Error(`${TEST_COST_ENV} is for tests and refused under NODE_ENV=production`);
  return TEST_SCRYPT_COST;
}

const CURRENT_COST: ScryptCost = passwordCost(typeof process === 'undefined' ? {} : process.env);
const KEY_LEN = 32;
/** scrypt needs 128·N·r bytes; Node's default cap (32 MiB) refuses N = 2^17, and a stored hash may ask for no more than this. */
const MAX_MEM = 256 * 1024 * 1024;

function derive(plain: string, salt: Buffer, n: number, r: number, p: number, len: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(plain.normalize('NFC'), salt, len, { N: n, r, p, maxmem: MAX_MEM }, (err, key) =>
      (err ? reject(err) : resolve(key)));
  });
}

/**
 * Hashes a password for storage, with the current cost (passwordCost) unless another is given.
 * @example await hashPassword('Admin123') // 'scrypt$131072$8$1$…$…'
 */
export async function hashPassword(plain: string, cost: ScryptCost = CURRENT_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(plain, salt, cost.n, cost.r, cost.p, KEY_LEN);
  return `scrypt$${cost.n}$${cost.r}$${cost.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/**
 * The hash the seed stores for a password: the committed one of a published demo password
 * (demoHashes.ts, made once by writeDemoHashes.ts), else a fresh one. Every test server seeds the
 * demo users, and a dozen fresh hashes at N=2^17 would cost each of them seconds. Sharing a salt
 * between servers hides nothing: these passwords are printed in the README.
 * @example await seedHash('Admin123')
 */
export function seedHash(plain: string): Promise<string> {
  const known = DEMO_HASHES[plain];
  return known && !needsRehash(known) ? Promise.resolve(known) : hashPassword(plain);
}

/** True when `stored` looks like a hash this module wrote (used to refuse plain-text rows). */
export function isPasswordHash(stored: unknown): stored is string {
  return typeof stored === 'string' && parse(stored) !== null;
}

/**
 * True when a valid stored hash was made with other parameters than today's: the login that
 * has just verified it stores a fresh one.
 * @example if (ok && needsRehash(row.password)) await storeNewHash(row, await hashPassword(plain));
 */
export function needsRehash(stored: unknown): boolean {
  const parsed = typeof stored === 'string' ? parse(stored) : null;
  return parsed !== null && (parsed.n !== CURRENT_COST.n || parsed.r !== CURRENT_COST.r || parsed.p !== CURRENT_COST.p || parsed.key.length !== KEY_LEN);
}

interface Parsed { n: number; r: number; p: number; salt: Buffer; key: Buffer }

function parse(stored: string): Parsed | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [n, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  // Bounds keep a corrupted or hostile row from asking for gigabytes of memory.
  const powerOfTwo = Number.isInteger(n) && n >= 2 && n <= 1 << 20 && (n & (n - 1)) === 0;
  if (!powerOfTwo || !Number.isInteger(r) || r < 1 || r > 32 || !Number.isInteger(p) || p < 1 || p > 16) return null;
  if (128 * n * r > MAX_MEM) return null;
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
