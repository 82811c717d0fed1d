/**
 * Password encryption for POST /user/login: RSA-OAEP with SHA-256 through WebCrypto, using the
 * SPKI public key from POST /user/getKey (base64 DER or PEM), over the JSON
 * `{ ts, nonce, password }` so that the server can refuse a replayed or old ciphertext. The
 * ciphertext goes base64-encoded.
 */

/**
 * Pulls the key text out of a getKey answer: a string, or { publicKey | pem | key | data }.
 * @example
 * const cipher = await encryptPassword(password, publicKeyOf(data), serverTimeOf(data) ?? Date.now());
 */
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
 * The server clock of a getKey answer (`serverTime`, ms), or null when it sends none.
 * @example
 * serverTimeOf({ publicKey: 'MII…', serverTime: 1764120000000 }) // 1764120000000
 */
export function serverTimeOf(data: unknown): number | null {
  const t = typeof data === 'object' && data !== null ? (data as Record<string, unknown>).serverTime : undefined;
  return typeof t === 'number' && Number.isFinite(t) ? t : null;
}

/**
 * The text that is encrypted: the password with a time and a random nonce, so that a captured
 * ciphertext works once and only for a few minutes.
 * @example sealPassword('Secret123', 1767225600000) // '{"ts":1767225600000,"nonce":"…22 chars…","password":"Secret123"}'
 */
export function sealPassword(password: string, ts: number): string {
  const nonce = bytesToBase64(globalThis.crypto.getRandomValues(new Uint8Array(16))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return JSON.stringify({ ts, nonce, password });
}

/**
 * Encrypts `password` for the login call, sealed with `ts` (the server's `serverTime` from
 * getKey when it gave one, else this machine's clock) and a fresh nonce.
 * @example
 * const { data } = await api.POST('/user/getKey', {});
 * const password = await encryptPassword('Secret123', publicKeyOf(data), serverTimeOf(data) ?? Date.now());
 */
export async function encryptPassword(password: string, publicKey: string, ts: number = Date.now()): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) throw new Error('WebCrypto is not available (the console must be served over https or localhost)');
  const key = await subtle.importKey('spki', spkiBytes(publicKey), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
  const cipher = await subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(sealPassword(password, ts)));
  return bytesToBase64(new Uint8Array(cipher));
}
