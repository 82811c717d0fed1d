/**
 * Tokens of a trusted third party for POST /user/loginByThirdToken (the /externalLogin route).
 * Design: the third party and this server share a secret (env THIRD_PARTY_TOKEN_SECRET; a fixed
 * demo secret otherwise) and the token is `base64url(JSON {sub, typ, iat, exp}).base64url(HMAC-SHA256)`,
 * like a compact JWT: `sub` is the login name of a platform user, `typ` must equal the `type`
 * sent with the token, `exp` (seconds) bounds its life. No token rows: nothing to clean up and
 * any party holding the secret can issue them offline. Issuing (Node, synchronous, for tests
 * and the demo) lives here; checking lives in verifyThirdToken.ts, which also runs in a browser.
 */
import { createHmac } from 'node:crypto';
import { thirdTokenSecret } from './verifyThirdToken';

export { THIRD_TOKEN_SECRET_ENV, thirdTokenSecret, verifyThirdToken } from './verifyThirdToken';
/** Default life of an issued token. */
export const THIRD_TOKEN_TTL_S = 300;

const sign = (payload: string, secret: string): string => createHmac('sha256', secret).update(payload).digest('base64url');

/**
 * Issues a token for a login name (what the third party does; used by tests and the demo).
 * @example issueThirdToken({ loginName: 'project', type: 'wojia' })
 */
export function issueThirdToken(
  o: { loginName: string; type: string; now?: Date; ttlS?: number },
  secret = thirdTokenSecret(),
): string {
  const iat = Math.floor((o.now ?? new Date()).getTime() / 1000);
  const body = { sub: o.loginName, typ: o.type, iat, exp: iat + (o.ttlS ?? THIRD_TOKEN_TTL_S) };
  const payload = Buffer.from(JSON.stringify(body)).toString('base64url');
  return `${payload}.${sign(payload, secret)}`;
}
