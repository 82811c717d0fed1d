/**
 * The login answer shared by every login variant: checks the account, starts a session and
 * answers { userToken, userName, companyId, id, orgList, client, userType, token } (spec 000
 * section 3) with the JSESSION_ID cookie.
 */
import { clientIp } from '../api/clientIp';
import { refusal, type Refusal } from '../api/refusal';
import { ApiFail, CODE, type CookieResult, type OpContext, type Row } from '../types';
import { verifyPassword } from './password';
import { acceptLoginPassword } from './sealedPassword';
import { COOKIE_MAX_AGE_S, SESSION_COOKIE, createSession } from './session';
import { findUserByLoginName, isActive, toSessionUser } from './sessionUser';
import { checkLogin, recordFailure, recordSuccess } from './throttle';

/** Never says whether the name or the password was wrong. */
export const BAD_CREDENTIALS = '用户名或密码错误';
export const ACCOUNT_DISABLED = '账号已停用，请联系管理员';

/** Starts a session for a stored user row and builds the login answer. */
export async function startSession(ctx: OpContext, row: Row, client: string): Promise<CookieResult> {
  if (!isActive(row)) throw new ApiFail(CODE.forbidden, ACCOUNT_DISABLED);
  const db = ctx.server.db;
  const token = await createSession(db, Number(row.id), ctx.server.now(), client);
  const u = await toSessionUser(db, row, token);
  const data = {
    id: u.id,
    userId: u.id,
    loginName: u.loginName,
    userName: u.userName,
    realName: u.userName,
    userType: u.userType,
    companyId: u.companyId,
    orgList: u.orgIds,
    orgId: u.orgIds.length === 1 ? u.orgIds[0] : null,
    client,
    userToken: token,
    token,
    perms: u.perms,
  };
  return { kind: 'withCookie', data, cookie: { name: SESSION_COOKIE, value: token, maxAge: COOKIE_MAX_AGE_S } };
}

/**
 * Login with login name and sealed password (RSA-OAEP SHA-256 over { ts, nonce, password } with
 * the key from getKey; plain passwords and replays are refused, see sealedPassword.ts).
 * The name is trimmed; failures are throttled per name and client address (see throttle.ts).
 */
export async function loginWithPassword(ctx: OpContext, client: string): Promise<CookieResult | Refusal> {
  const loginName = String(ctx.input.loginName ?? '').trim();
  const now = ctx.server.now().getTime();
  if (!loginName) throw new ApiFail(CODE.badRequest, '登录名不能为空', 'loginName');
  const ip = clientIp(ctx.request);
  await checkLogin(ctx.server.db, loginName, ip, now);
  const password = await acceptLoginPassword(ctx.server.db, String(ctx.input.password ?? ''), ctx.server.now());
  const row = await findUserByLoginName(ctx.server.db, loginName);
  // verifyPassword runs scrypt even without a row, so timing does not tell names apart.
  const ok = password !== null && (await verifyPassword(password, row ? (row.password as string | null) : null));
  if (!row || !ok) {
    await recordFailure(ctx.server.db, loginName, ip, now);
    return refusal(CODE.badRequest, BAD_CREDENTIALS);
  }
  await recordSuccess(ctx.server.db, loginName, ip);
  return startSession(ctx, row, client);
}
