/**
 * Base64 and base64url without Node's Buffer, so the modules that use them also run in the
 * browser (the in-browser reference server of the stories).
 */

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const URL_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const VALUE = new Int8Array(128).fill(-1);
for (let i = 0; i < 64; i++) VALUE[ALPHABET.charCodeAt(i)] = i;
VALUE['-'.charCodeAt(0)] = 62;
VALUE['_'.charCodeAt(0)] = 63;

/**
 * Encodes bytes as base64 (`url`: the base64url alphabet without padding, as Node's 'base64url').
 * @example toBase64(new TextEncoder().encode('hi')) // 'aGk='
 */
export function toBase64(bytes: Uint8Array, url = false): string {
  const a = url ? URL_ALPHABET : ALPHABET;
  let out = '';
  let i = 0;
  for (; i + 2 < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8) | bytes[i + 2]!;
    out += a[n >> 18]! + a[(n >> 12) & 63]! + a[(n >> 6) & 63]! + a[n & 63]!;
  }
  const rest = bytes.length - i;
  if (rest === 1) {
    const n = bytes[i]! << 16;
    out += a[n >> 18]! + a[(n >> 12) & 63]! + (url ? '' : '==');
  } else if (rest === 2) {
    const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8);
    out += a[n >> 18]! + a[(n >> 12) & 63]! + a[(n >> 6) & 63]! + (url ? '' : '=');
  }
  return out;
}

/**
 * Decodes base64 or base64url as leniently as Node's `Buffer.from(text, 'base64')`: both
 * alphabets, padding optional, characters outside the alphabet skipped, decoding stops at '='.
 * @example new TextDecoder().decode(fromBase64('aGk')) // 'hi'
 */
export function fromBase64(text: string): Uint8Array {
  const out = new Uint8Array(Math.floor((text.length * 3) / 4));
  let acc = 0;
  let bits = 0;
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 61) break; // '='
    const v = c < 128 ? VALUE[c]! : -1;
    if (v < 0) continue;
    acc = ((acc << 6) | v) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[n++] = (acc >> bits) & 0xff;
    }
  }
  return out.slice(0, n);
}
