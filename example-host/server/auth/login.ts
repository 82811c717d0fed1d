/**
 * The login answer shared by every login variant: checks the account, starts a session and
 * answers { userToken, userName, companyId, id, orgList, client, userType, token } (spec 000
 * section 3) with the JSESSION_ID cookie.
 */
import { clientIp } from '../api/clientIp';
import { refusal, type Refusal } from '../api/refusal';
import { ApiFail, CODE, type CookieResult, type OpContext, type Row } from '../types';
import { q } from '../db/migrate';
import { hashPassword, needsRehash, verifyPassword } from './password';
import { acceptLoginPassword } from './sealedPassword';
import { COOKIE_MAX_AGE_S, SESSION_COOKIE, createSession } from './session';
import { WEB_USER, findUserByLoginName, isActive, toSessionUser } from './sessionUser';
import { checkLogin, recordFailure, recordSuccess } from './throttle';

/** Never says whether the name or the password was wrong. */
export const BAD_CREDENTIALS = '用户名或密码错误';
export const ACCOUNT_DISABLED = '账号已停用，请联系管理员';
/**
 * A sealed password that no longer decrypts: its key was handed out before the server restarted
 * (PGlite makes a new key per process). Not a wrong password: the console's login page says so.
 */
export const LOGIN_KEY_EXPIRED = '登录已过期，请刷新后重试';

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
  // Nothing about the account was checked, so this is no failed attempt of the name.
  if (password === null) throw new ApiFail(CODE.badRequest, LOGIN_KEY_EXPIRED, 'password');
  const row = await findUserByLoginName(ctx.server.db, loginName);
  // verifyPassword runs scrypt even without a row, so timing does not tell names apart.
  const stored = row ? (row.password as string | null) : null;
  const ok = await verifyPassword(password, stored);
  if (!row || !ok) {
    await recordFailure(ctx.server.db, loginName, ip, now);
    return refusal(CODE.badRequest, BAD_CREDENTIALS);
  }
  await recordSuccess(ctx.server.db, loginName, ip);
  if (needsRehash(stored)) await rehash(ctx, Number(row.id), stored!, password);
  return startSession(ctx, row, client);
}

/**
 * Stores the hash of a just-verified password with today's scrypt cost. Only over the hash that
 * was verified: a password changed meanwhile is never overwritten.
 */
async function rehash(ctx: OpContext, userId: number, verified: string, password: string): Promise<void> {
  await ctx.server.db.query(`update ${WEB_USER} set ${q('password')} = $1 where "id" = $2 and ${q('password')} = $3`,
    [await hashPassword(password), userId, verified]);
}
