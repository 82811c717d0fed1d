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
import { q, tableName } from '../db/migrate';
import { readStamp, rememberCheck, type SessionCheck } from './authVersion';
import type { Db, SessionUser } from '../types';
import { findUserById, isActive, toSessionUser } from './sessionUser';

export const SESSION_COOKIE = 'JSESSION_ID';
/** Idle time after which a session ends. */
export const SESSION_TTL_MS = 8 * 3600_000;
/** Browser lifetime of the cookie; the server's sliding expiry is what really ends a session. */
export const COOKIE_MAX_AGE_S = 24 * 3600;
// Writing the new expiry on every call would turn each read into a write; a minute of slack is invisible.
const SLIDE_STEP_MS = 60_000;
const USER_ROLE = tableName({ service: 'platform', name: 'userRole' });


/**
 * Resolved sessions, briefly remembered: resolving costs four queries, which dominated the
 * latency of cheap calls. An entry lives at most CACHE_MS of server time and is dropped at once
 * by logout, by password changes and by any write to users, roles or their links
 * (`invalidateSessionCache`, called by the dispatcher), so a disabled user is shut out at once.
 * On PostgreSQL other processes may make those changes: every call checks its remembered session
 * against the database inside a round trip it makes anyway (authVersion.ts).
 */
const CACHE_MS = 5_000;
const cache = new Map<string, { user: SessionUser; until: number; expiresMs: number }>();

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

/** The session row and user as one snapshot saw them, with the stamp of what the user depends on. */
async function readSession(db: Db, hash: string, token: string, t: number): Promise<
  { readonly state: 'none' } | { readonly state: 'expired' }
  | { readonly state: 'live'; readonly user: SessionUser; readonly expiresMs: number; readonly check: SessionCheck | null }> {
  const rows = await db.query<{ user_id: number; expires_ms: number }>(
    `select "user_id", "expires_ms" from "_sessions" where "token_hash" = $1`, [hash]);
  const s = rows[0];
  if (!s) return { state: 'none' };
  if (Number(s.expires_ms) <= t) return { state: 'expired' };
  const row = await findUserById(db, Number(s.user_id));
  if (!row || !isActive(row)) return { state: 'none' };
  const user = await toSessionUser(db, row, token);
  let check: SessionCheck | null = null;
  if (db.kind === 'pg') {
    const roles = await db.query<{ r: number }>(
      `select ${q('roleId')} as "r" from ${USER_ROLE} where ${q('userId')} = $1 and "_deleted" = false`, [user.id]);
    const stamp = await readStamp(db, user.id, user.orgIds, roles.map((r) => Number(r.r)));
    check = { hash, ...stamp };
  }
  return { state: 'live', user, expiresMs: Number(s.expires_ms), check };
}

/**
 * The logged-in user of a request, or null (no token, unknown or expired session, user
 * deleted or disabled). Pass the server clock as `now` so tests can move time, and
 * `queryToken: true` for the calls that take the token as a query value; `fresh: true` skips
 * what this process remembers (after a failed session check, authVersion.ts).
 * @example const user = await resolveSession(db, c.req.raw, services.now());
 */
export async function resolveSession(
  db: Db, request: Request, now: Date = new Date(), o: { readonly queryToken?: boolean; readonly fresh?: boolean } = {},
): Promise<SessionUser | null> {
  const token = sessionToken(request, o.queryToken === true);
  if (!token || token.length > 256) return null;
  const t = now.getTime();
  const hit = o.fresh ? undefined : cache.get(token);
  if (hit && t < hit.until && t < hit.expiresMs) return hit.user;
  const hash = await tokenHash(token);
  // On PostgreSQL the stamp is read in the same snapshot as what it vouches for: a change committed
  // after that snapshot moves a stamp past the remembered sum, and the next call's check sees it.
  const got = db.kind === 'pg'
    ? await db.transaction((tx) => readSession(tx, hash, token, t), { prelude: 'set transaction isolation level repeatable read' })
    : await readSession(db, hash, token, t);
  if (got.state === 'expired') await db.query(`delete from "_sessions" where "token_hash" = $1`, [hash]);
  if (got.state !== 'live') {
    cache.delete(token);
    return null;
  }
  let expiresMs = got.expiresMs;
  if (t + SESSION_TTL_MS - expiresMs > SLIDE_STEP_MS) {
    expiresMs = t + SESSION_TTL_MS;
    await db.query(`update "_sessions" set "expires_ms" = $2 where "token_hash" = $1`, [hash, expiresMs]);
  }
  if (got.check) rememberCheck(got.user, got.check);
  if (cache.size > 10_000) cache.clear();
  // A session checked on every call (PostgreSQL) may be remembered until its expiry next needs sliding.
  const life = got.check ? SLIDE_STEP_MS : Math.min(CACHE_MS, SLIDE_STEP_MS);
  cache.set(token, { user: got.user, until: t + life, expiresMs });
  return got.user;
}
