/**
 * Checking a trusted third party's token (format and secret: see thirdToken.ts). Uses WebCrypto
 * HMAC, so the in-browser server of the stories checks tokens the same way as the Node one.
 */
import { fromBase64, toBase64 } from '../platform/base64';

export const THIRD_TOKEN_SECRET_ENV = 'THIRD_PARTY_TOKEN_SECRET';
export const DEMO_THIRD_TOKEN_SECRET = 'supercloud-demo-third-party-secret';

/** The shared secret in use (a page has no environment: the demo secret there). */
export function thirdTokenSecret(): string {
  const env = typeof process === 'undefined' ? undefined : process.env?.[THIRD_TOKEN_SECRET_ENV];
  return env || DEMO_THIRD_TOKEN_SECRET;
}

async function sign(payload: string, secret: string): Promise<string> {
  const subtle = globalThis.crypto.subtle;
  const key = await subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return toBase64(new Uint8Array(await subtle.sign('HMAC', key, new TextEncoder().encode(payload))), true);
}

/** Compares without stopping at the first difference, so timing does not reveal the MAC. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/**
 * The login name a valid, unexpired token of this type names; null otherwise.
 * @example await verifyThirdToken(token, 'wojia', new Date()) // 'project'
 */
export async function verifyThirdToken(token: string, type: string, now: Date, secret = thirdTokenSecret()): Promise<string | null> {
  const [payload, mac, extra] = token.trim().split('.');
  if (!payload || !mac || extra !== undefined) return null;
  if (!sameText(await sign(payload, secret), mac)) return null;
  try {
    const body = JSON.parse(new TextDecoder().decode(fromBase64(payload))) as { sub?: unknown; typ?: unknown; exp?: unknown };
    if (typeof body.sub !== 'string' || body.typ !== type || typeof body.exp !== 'number') return null;
    return body.exp * 1000 > now.getTime() ? body.sub : null;
  } catch {
    return null;
  }
}
