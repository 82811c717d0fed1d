/**
 * Password encryption for POST /user/login: RSA-OAEP with SHA-256 through WebCrypto, using the
 * SPKI public key from POST /user/getKey (base64 DER or PEM). The ciphertext goes base64-encoded.
 */

/** Pulls the key text out of a getKey answer: a string, or { publicKey | pem | key | data }. */
export function publicKeyOf(data: unknown): string {
  if (typeof data === 'string' && data.trim()) return data;
  if (typeof data === 'object' && data !== null) {
    const d = data as Record<string, unknown>;
    for (const name of ['publicKey', 'pem', 'key', 'publickey', 'data']) {
      const v = d[name];
      if (typeof v === 'string' && v.trim()) return v;
    }
  }
  throw new Error('getKey: the answer carries no public key');
}

function base64ToBytes(b64: string): Uint8Array<ArrayBuffer> {
  const bin = atob(b64);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i += 1) out[i] = bin.charCodeAt(i);
  return out;
}

function bytesToBase64(bytes: Uint8Array): string {
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin);
}

/**
 * DER bytes of an SPKI key given as PEM ('-----BEGIN PUBLIC KEY-----...') or bare base64
 * (standard or URL-safe, whitespace ignored).
 */
export function spkiBytes(key: string): Uint8Array<ArrayBuffer> {
  const body = key.replace(/-----(BEGIN|END)[^-]*-----/g, '').replace(/\s+/g, '')
    .replace(/-/g, '+').replace(/_/g, '/');
  if (!body || !/^[A-Za-z0-9+/]+={0,2}$/.test(body)) throw new Error('getKey: the public key is not base64 or PEM');
  const padded = body.padEnd(body.length + ((4 - (body.length % 4)) % 4), '=');
  return base64ToBytes(padded);
}

/**
 * Encrypts `password` for the login call.
 * @example
 * const { data } = await api.POST('/user/getKey', {});
 * const password = await encryptPassword('Secret123', publicKeyOf(data));
 */
export async function encryptPassword(password: string, publicKey: string): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) throw new Error('WebCrypto is not available (the console must be served over https or localhost)');
  const key = await subtle.importKey('spki', spkiBytes(publicKey), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
  const cipher = await subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(password));
  return bytesToBase64(new Uint8Array(cipher));
}
