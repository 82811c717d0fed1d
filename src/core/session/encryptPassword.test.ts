import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { encryptPassword, publicKeyOf, serverTimeOf, spkiBytes } from './encryptPassword';

const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const base64 = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
const decrypt = (b64: string) => privateDecrypt(
  { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(b64, 'base64'),
).toString('utf8');

describe('encryptPassword (WebCrypto RSA-OAEP SHA-256)', () => {
  test.each([['base64 SPKI', base64], ['PEM', pem], ['URL-safe base64 without padding', base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')]])(
    'round trip with a %s key', async (_label, key) => {
      const cipher = await encryptPassword('Admin123!密码', key, 1_767_225_600_000);
      expect(cipher).toMatch(/^[A-Za-z0-9+/]{342}==$/);
      const sealed = JSON.parse(decrypt(cipher)) as Record<string, unknown>;
      expect(sealed).toEqual({ ts: 1_767_225_600_000, nonce: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/), password: 'Admin123!密码' });
    },
  );

  test('a 32-character password of 3-byte characters with quotes still fits one RSA block', async () => {
    const password = '密'.repeat(30) + '"\\';
    expect(JSON.parse(decrypt(await encryptPassword(password, base64))).password).toBe(password);
  });

  test('every encryption differs (OAEP is randomised)', async () => {
    expect(await encryptPassword('x', base64)).not.toBe(await encryptPassword('x', base64));
  });

  test('refuses a key that is not base64 or PEM', async () => {
    expect(() => spkiBytes('not a key!')).toThrow(/base64 or PEM/);
    await expect(encryptPassword('x', 'AAAA')).rejects.toThrow();
  });

  test('finds the key in the getKey answer shapes', () => {
    expect(publicKeyOf(base64)).toBe(base64);
    expect(publicKeyOf({ publicKey: base64, pem })).toBe(base64);
    expect(publicKeyOf({ pem })).toBe(pem);
    expect(() => publicKeyOf({})).toThrow(/no public key/);
    expect(() => publicKeyOf(null)).toThrow(/no public key/);
  });

  test('serverTimeOf reads the getKey clock, or null', () => {
    expect(serverTimeOf({ publicKey: 'k', serverTime: 5 })).toBe(5);
    expect(serverTimeOf({ publicKey: 'k' })).toBeNull();
    expect(serverTimeOf('k')).toBeNull();
  });
});
