/**
 * Cryptographically strong random values from WebCrypto (`globalThis.crypto`, present in Node 20
 * and in browsers), so the server code that needs them also runs in the browser.
 */
import { toBase64 } from './base64';

/** `n` random bytes. */
export function randomBytes(n: number): Uint8Array {
  const bytes = new Uint8Array(n);
  // getRandomValues fills at most 65,536 bytes per call.
  for (let i = 0; i < n; i += 65536) globalThis.crypto.getRandomValues(bytes.subarray(i, Math.min(n, i + 65536)));
  return bytes;
}

/**
 * `n` random bytes as base64url text (what Node's `randomBytes(n).toString('base64url')` gives).
 * @example randomToken(32) // 43 characters of [A-Za-z0-9_-]
 */
export const randomToken = (n: number): string => toBase64(randomBytes(n), true);

/** `n` random bytes as lower-case hex. */
export const randomHex = (n: number): string => Array.from(randomBytes(n), (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * A uniform integer in [min, max) like Node's `crypto.randomInt` (range below 2^32).
 * @example randomInt(0, 10000) // 0..9999
 */
export function randomInt(min: number, max: number): number {
  const range = max - min;
  if (!Number.isInteger(min) || !Number.isInteger(max) || range <= 0 || range > 0x100000000) throw new RangeError('randomInt: bad range');
  // Rejection sampling: drop the top slice of 2^32 that would favour low values.
  const limit = 0x100000000 - (0x100000000 % range);
  const word = new Uint32Array(1);
  for (;;) {
    globalThis.crypto.getRandomValues(word);
    if (word[0]! < limit) return min + (word[0]! % range);
  }
}
