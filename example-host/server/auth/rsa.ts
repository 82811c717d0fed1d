/**
 * The RSA key pair behind POST /user/getKey. The browser encrypts the password with
 * WebCrypto `RSA-OAEP` and hash `SHA-256` (node: publicEncrypt with RSA_PKCS1_OAEP_PADDING and
 * oaepHash 'sha256') using the SPKI public key, and sends the ciphertext base64-encoded as
 * `password`. On PGlite a fresh 2048-bit pair is generated once per server (lazily, per database
 * handle), so a restart invalidates keys fetched before it: the console fetches the key right
 * before each login, and a login sealed with an older key is told to refresh (login.ts).
 * On PostgreSQL the pair is kept in `_server_secrets` (made once, the first stored one wins), so
 * every process behind a load balancer decrypts what any of them handed the key out for.
 * WebCrypto on both sides of the wire, so the in-browser server of the stories runs it too.
 */
import { fromBase64, toBase64 } from '../platform/base64';
import { sharedValue } from '../db/serverSecret';
import type { Db } from '../types';

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

/** The PGlite servers' pairs, one per database handle: a new server (a restart) has a new one. */
const ownKeys = new WeakMap<object, Promise<LoginKey>>();
const NO_DB = {};
const ALGORITHM = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

async function describe(publicKeyDer: Uint8Array, privateKey: CryptoKey): Promise<LoginKey> {
  const publicKey = toBase64(publicKeyDer);
  const lines = publicKey.match(/.{1,64}/g)!.join('\n');
  return {
    publicKey,
    pem: `-----BEGIN PUBLIC KEY-----\n${lines}\n-----END PUBLIC KEY-----\n`,
    algorithm: 'RSA-OAEP', hash: 'SHA-256', modulusLength: 2048, privateKey,
  };
}

async function generatePair(): Promise<CryptoKeyPair> {
  return globalThis.crypto.subtle.generateKey({ ...ALGORITHM, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) }, true, ['encrypt', 'decrypt']);
}

async function generate(): Promise<LoginKey> {
  const pair = await generatePair();
  return describe(new Uint8Array(await globalThis.crypto.subtle.exportKey('spki', pair.publicKey)), pair.privateKey);
}

/** Stored form of a pair: `<spki base64>.<pkcs8 base64>`. */
async function storedPair(): Promise<string> {
  const pair = await generatePair();
  const { subtle } = globalThis.crypto;
  return `${toBase64(new Uint8Array(await subtle.exportKey('spki', pair.publicKey)))}.${toBase64(new Uint8Array(await subtle.exportKey('pkcs8', pair.privateKey)))}`;
}

// The stored pair never changes once made, so each process imports it once per stored value.
const imported = new Map<string, Promise<LoginKey>>();

async function sharedKey(db: Db): Promise<LoginKey> {
  const stored = await sharedValue(db, 'loginKey', storedPair);
  let key = imported.get(stored);
  if (!key) {
    const [spki, pkcs8] = stored.split('.');
    key = globalThis.crypto.subtle.importKey('pkcs8', fromBase64(pkcs8!) as Uint8Array<ArrayBuffer>, ALGORITHM, false, ['decrypt'])
      .then((priv) => describe(fromBase64(spki!), priv));
    key.catch(() => imported.delete(stored));
    imported.set(stored, key);
  }
  return key;
}

/**
 * The login key pair: on PostgreSQL the one stored for every process (`db` given), else the one of
 * this server (its database handle), generated on first use (~0.1 s).
 * @example const { publicKey } = await loginKey(ctx.server.db);
 */
export function loginKey(db?: Db): Promise<LoginKey> {
  if (db?.kind === 'pg') return sharedKey(db);
  const owner = db ?? NO_DB;
  let key = ownKeys.get(owner);
  if (!key) {
    key = generate();
    key.catch(() => ownKeys.delete(owner)); // a failed generation is retried by the next call
    ownKeys.set(owner, key);
  }
  return key;
}

// A 2048-bit ciphertext is exactly 256 bytes = 344 base64 characters; passwords are at most 32.
const CIPHERTEXT = /^[A-Za-z0-9+/]{342}==$/;

/**
 * Decrypts a base64 RSA-OAEP (SHA-256) ciphertext made with {@link loginKey}. Answers
 * 'notCipher' for a value that is not one (a plain password), null for one that does not
 * decrypt (wrong or stale key).
 */
export async function decryptCipher(value: string, db?: Db): Promise<string | null | 'notCipher'> {
  // Form bodies sent without encoding turn '+' into ' '; undo that before matching.
  const b64 = value.trim().replace(/ /g, '+');
  if (!CIPHERTEXT.test(b64)) return 'notCipher';
  try {
    const { privateKey } = await loginKey(db);
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
export async function decryptPassword(value: string, db?: Db): Promise<string | null> {
  const plain = await decryptCipher(value, db);
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
