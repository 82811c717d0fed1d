/**
 * Server-side sessions in the server-owned table `_sessions` (not a contract resource): a random
 * token that travels as the JSESSION_ID cookie or an `Authorization: Bearer` header, and as a
 * `token` query value only on the call whose contract takes one (GET /user/profile?token=…, 000
 * section 7). The table keeps only the SHA-256 of each token, so a copy of the database (a backup,
 * a read-only SQL account) cannot be replayed as sessions. Sessions expire after 8 hours without a
 * call (sliding): each resolved call pushes the expiry forward. A user who is disabled or deleted
 * loses every session at once (a trigger on the users table, whichever call or job changed it).
 */
import { randomToken } from '../platform/random';
import { authVersion } from './authVersion';
import type { Db, SessionUser } from '../types';
import { findUserById, isActive, toSessionUser } from './sessionUser';

export const SESSION_COOKIE = 'JSESSION_ID';
/** Idle time after which a session ends. */
export const SESSION_TTL_MS = 8 * 3600_000;
/** Browser lifetime of the cookie; the server's sliding expiry is what really ends a session. */
export const COOKIE_MAX_AGE_S = 24 * 3600;
// Writing the new expiry on every call would turn each read into a write; a minute of slack is invisible.
const SLIDE_STEP_MS = 60_000;


/**
 * Resolved sessions, briefly remembered: resolving costs four queries, which dominated the
 * latency of cheap calls. An entry lives at most CACHE_MS of server time and is dropped at once
 * by logout, by password changes and by any write to users, roles or their links
 * (`invalidateSessionCache`, called by the dispatcher), so a disabled user is shut out at once.
 * On PostgreSQL other processes may make those changes: an entry also holds the shared
 * authVersion it was made at and counts only while that still reads the same.
 */
const CACHE_MS = 5_000;
const cache = new Map<string, { user: SessionUser; until: number; expiresMs: number; version: number }>();

/** Forgets every cached session (after writes that can change who a user is or may do). */
export function invalidateSessionCache(): void {
  cache.clear();
}

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

/**
 * What the table keeps of a token: its SHA-256 as hex (WebCrypto, so the in-browser server runs it).
 * @example await tokenHash('abc') // 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'
 */
export async function tokenHash(token: string): Promise<string> {
  const digest = new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(token)));
  let out = '';
  for (const b of digest) out += HEX[b]!;
  return out;
}

/** Starts a session for a user and returns its token. Also drops sessions that have expired. */
export async function createSession(db: Db, userId: number, now: Date, client = 'web'): Promise<string> {
  const token = randomToken(32);
  const t = now.getTime();
  await db.query(`delete from "_sessions" where "expires_ms" <= $1`, [t]);
  await db.query(`insert into "_sessions" ("token_hash", "user_id", "client", "created_ms", "expires_ms") values ($1, $2, $3, $4, $5)`,
    [await tokenHash(token), userId, client, t, t + SESSION_TTL_MS]);
  return token;
}

/** Ends one session. */
export async function destroySession(db: Db, token: string): Promise<void> {
  cache.delete(token);
  await db.query(`delete from "_sessions" where "token_hash" = $1`, [await tokenHash(token)]);
}

/** Ends every session of a user except `keep` (after a password change). */
export async function destroyUserSessions(db: Db, userId: number, keep?: string): Promise<number> {
  invalidateSessionCache();
  const kept = keep ? await tokenHash(keep) : '';
  return (await db.query(`delete from "_sessions" where "user_id" = $1 and "token_hash" <> $2 returning "user_id"`, [userId, kept])).length;
}

/**
 * The session token a request carries: cookie JSESSION_ID, then a Bearer header, then `?token=`
 * when `queryToken` (only the calls whose contract takes a `token` query value: a token in a URL
 * ends up in logs, histories and Referer headers).
 */
export function sessionToken(request: Request, queryToken = false): string | null {
  const cookie = request.headers.get('cookie');
  if (cookie) {
    for (const part of cookie.split(';')) {
      const eq = part.indexOf('=');
      if (eq > 0 && part.slice(0, eq).trim() === SESSION_COOKIE) {
        const v = decodeURIComponent(part.slice(eq + 1).trim());
        if (v) return v;
      }
    }
  }
  const auth = request.headers.get('authorization');
  const bearer = auth && /^Bearer\s+(\S+)$/i.exec(auth);
  if (bearer) return bearer[1]!;
  if (!queryToken) return null;
  try {
    const t = new URL(request.url).searchParams.get('token');
    if (t) return t;
  } catch {
    // a relative or odd URL carries no query token
  }
  return null;
}

/**
 * The logged-in user of a request, or null (no token, unknown or expired session, user
 * deleted or disabled). Pass the server clock as `now` so tests can move time, and
 * `queryToken: true` for the calls that take the token as a query value.
 * @example const user = await resolveSession(db, c.req.raw, services.now());
 */
export async function resolveSession(
  db: Db, request: Request, now: Date = new Date(), o: { readonly queryToken?: boolean } = {},
): Promise<SessionUser | null> {
  const token = sessionToken(request, o.queryToken === true);
  if (!token || token.length > 256) return null;
  const t = now.getTime();
  // Read before the session is: a change committed after this read moves it past what is cached.
  const version = await authVersion(db);
  const hit = cache.get(token);
  if (hit && t < hit.until && t < hit.expiresMs && hit.version === version) return hit.user;
  const hash = await tokenHash(token);
  const rows = await db.query<{ user_id: number; expires_ms: number }>(
    `select "user_id", "expires_ms" from "_sessions" where "token_hash" = $1`, [hash]);
  const s = rows[0];
  if (!s) return null;
  if (Number(s.expires_ms) <= t) {
    await db.query(`delete from "_sessions" where "token_hash" = $1`, [hash]);
    return null;
  }
  const user = await findUserById(db, Number(s.user_id));
  if (!user || !isActive(user)) return null;
  let expiresMs = Number(s.expires_ms);
  if (t + SESSION_TTL_MS - expiresMs > SLIDE_STEP_MS) {
    expiresMs = t + SESSION_TTL_MS;
    await db.query(`update "_sessions" set "expires_ms" = $2 where "token_hash" = $1`, [hash, expiresMs]);
  }
  const sessionUser = await toSessionUser(db, user, token);
  if (cache.size > 10_000) cache.clear();
  cache.set(token, { user: sessionUser, until: t + Math.min(CACHE_MS, SLIDE_STEP_MS), expiresMs, version });
  return sessionUser;
}
