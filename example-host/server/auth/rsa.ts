/**
 * The RSA key pair behind POST /user/getKey. The browser encrypts the password with
 * WebCrypto `RSA-OAEP` and hash `SHA-256` (node: publicEncrypt with RSA_PKCS1_OAEP_PADDING and
 * oaepHash 'sha256') using the SPKI public key, and sends the ciphertext base64-encoded as
 * `password`. A fresh 2048-bit pair is generated once per server process (lazily), so a restart
 * invalidates keys fetched before it: the console fetches the key right before each login.
 */
import { constants, generateKeyPairSync, privateDecrypt, type KeyObject } from 'node:crypto';

export interface LoginKey {
  /** DER SubjectPublicKeyInfo, base64 (what WebCrypto `importKey('spki', …)` takes). */
  readonly publicKey: string;
  /** The same key as PEM text. */
  readonly pem: string;
  readonly algorithm: 'RSA-OAEP';
  readonly hash: 'SHA-256';
  readonly modulusLength: 2048;
  readonly privateKey: KeyObject;
}

let current: LoginKey | null = null;

/** The key pair of this server process, generated on first use (~0.1 s). */
export function loginKey(): LoginKey {
  if (current) return current;
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const der = publicKey.export({ type: 'spki', format: 'der' });
  current = {
    publicKey: der.toString('base64'),
    pem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    algorithm: 'RSA-OAEP', hash: 'SHA-256', modulusLength: 2048, privateKey,
  };
  return current;
}

// A 2048-bit ciphertext is exactly 256 bytes = 344 base64 characters; passwords are at most 32.
const CIPHERTEXT = /^[A-Za-z0-9+/]{342}==$/;

/**
 * Returns the plain password: decrypts a base64 RSA-OAEP (SHA-256) ciphertext made with
 * {@link loginKey}, or returns the value as it came when it is not a ciphertext. Returns null
 * when it looks like a ciphertext but does not decrypt (wrong or stale key).
 */
export function decryptPassword(value: string): string | null {
  // Form bodies sent without encoding turn '+' into ' '; undo that before matching.
  const b64 = value.trim().replace(/ /g, '+');
  if (!CIPHERTEXT.test(b64)) return value;
  try {
    const plain = privateDecrypt(
      { key: loginKey().privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(b64, 'base64'),
    );
    return plain.toString('utf8');
  } catch {
    return null;
  }
}
