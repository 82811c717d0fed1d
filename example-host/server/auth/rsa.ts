/**
 * The RSA key pair behind POST /user/getKey. The browser encrypts the password with
 * WebCrypto `RSA-OAEP` and hash `SHA-256` (node: publicEncrypt with RSA_PKCS1_OAEP_PADDING and
 * oaepHash 'sha256') using the SPKI public key, and sends the ciphertext base64-encoded as
 * `password`. A fresh 2048-bit pair is generated once per server process (lazily), so a restart
 * invalidates keys fetched before it: the console fetches the key right before each login.
 * WebCrypto on both sides of the wire, so the in-browser server of the stories runs it too.
 */
import { fromBase64, toBase64 } from '../platform/base64';

export interface LoginKey {
  /** DER SubjectPublicKeyInfo, base64 (what WebCrypto `importKey('spki', …)` takes). */
  readonly publicKey: string;
  /** The same key as PEM text. */
  readonly pem: string;
  readonly algorithm: 'RSA-OAEP';
  readonly hash: 'SHA-256';
  readonly modulusLength: 2048;
  readonly privateKey: CryptoKey;
}

let current: Promise<LoginKey> | null = null;

async function generate(): Promise<LoginKey> {
  const subtle = globalThis.crypto.subtle;
  const pair = await subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true, ['encrypt', 'decrypt'],
  );
  const publicKey = toBase64(new Uint8Array(await subtle.exportKey('spki', pair.publicKey)));
  const lines = publicKey.match(/.{1,64}/g)!.join('\n');
  return {
    publicKey,
    pem: `-----BEGIN PUBLIC KEY-----\n${lines}\n-----END PUBLIC KEY-----\n`,
    algorithm: 'RSA-OAEP', hash: 'SHA-256', modulusLength: 2048, privateKey: pair.privateKey,
  };
}

/** The key pair of this server process, generated on first use (~0.1 s). */
export function loginKey(): Promise<LoginKey> {
  if (!current) {
    current = generate();
    current.catch(() => { current = null; }); // a failed generation is retried by the next call
  }
  return current;
}

// A 2048-bit ciphertext is exactly 256 bytes = 344 base64 characters; passwords are at most 32.
const CIPHERTEXT = /^[A-Za-z0-9+/]{342}==$/;

/**
 * Decrypts a base64 RSA-OAEP (SHA-256) ciphertext made with {@link loginKey}. Answers
 * 'notCipher' for a value that is not one (a plain password), null for one that does not
 * decrypt (wrong or stale key).
 */
export async function decryptCipher(value: string): Promise<string | null | 'notCipher'> {
  // Form bodies sent without encoding turn '+' into ' '; undo that before matching.
  const b64 = value.trim().replace(/ /g, '+');
  if (!CIPHERTEXT.test(b64)) return 'notCipher';
  try {
    const { privateKey } = await loginKey();
    const plain = await globalThis.crypto.subtle.decrypt({ name: 'RSA-OAEP' }, privateKey, fromBase64(b64) as Uint8Array<ArrayBuffer>);
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}

/**
 * Returns the plain password of a password change field: a sealed ciphertext (sealedPassword.ts)
 * gives its password, a bare ciphertext its text, anything else is taken as typed. Null when a
 * ciphertext does not decrypt. Logins use `acceptLoginPassword`, which refuses plain text.
 */
export async function decryptPassword(value: string): Promise<string | null> {
  const plain = await decryptCipher(value);
  if (plain === 'notCipher') return value;
  if (plain === null) return null;
  try {
    const sealed = JSON.parse(plain) as unknown;
    if (typeof sealed === 'object' && sealed !== null && typeof (sealed as { password?: unknown }).password === 'string') {
      return (sealed as { password: string }).password;
    }
  } catch {
    // a bare ciphertext of the password itself
  }
  return plain;
}
