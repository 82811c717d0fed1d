/**
 * Server-side sessions in the server-owned table `_sessions` (not a contract resource): a random
 * token that travels as the JSESSION_ID cookie, an `Authorization: Bearer` header or a `token`
 * query value (GET /user/profile?token=… and external links append it). Sessions expire after
 * 8 hours without a call (sliding): each resolved call pushes the expiry forward.
 */
import { randomToken } from '../platform/random';
import type { Db, SessionUser } from '../types';
import { findUserById, isActive, toSessionUser } from './sessionUser';

export const SESSION_COOKIE = 'JSESSION_ID';
/** Idle time after which a session ends. */
export const SESSION_TTL_MS = 8 * 3600_000;
/** Browser lifetime of the cookie; the server's sliding expiry is what really ends a session. */
export const COOKIE_MAX_AGE_S = 24 * 3600;
// Writing the new expiry on every call would turn each read into a write; a minute of slack is invisible.
const SLIDE_STEP_MS = 60_000;

const ready = new WeakSet<Db>();

/**
 * Resolved sessions, briefly remembered: resolving costs four queries, which dominated the
 * latency of cheap calls. An entry lives at most CACHE_MS of server time and is dropped at once
 * by logout, by password changes and by any write to users, roles or their links
 * (`invalidateSessionCache`, called by the dispatcher), so a disabled user is shut out at once.
 */
const CACHE_MS = 5_000;
const cache = new Map<string, { user: SessionUser; until: number; expiresMs: number }>();

/** Forgets every cached session (after writes that can change who a user is or may do). */
export function invalidateSessionCache(): void {
  cache.clear();
}

/**
 * Creates the auth tables when missing. Idempotent; called by the seed, and lazily by every
 * function here, so a server whose data directory predates them still works.
 */
export async function ensureAuthTables(db: Db): Promise<void> {
  if (ready.has(db)) return;
  await db.exec(`create table if not exists "_sessions" (
    "token" text primary key,
    "user_id" integer not null,
    "client" text,
    "created_ms" double precision not null,
    "expires_ms" double precision not null
  );
  create index if not exists "_sessions__user_id" on "_sessions" ("user_id")`);
  ready.add(db);
}

/** Starts a session for a user and returns its token. Also drops sessions that have expired. */
export async function createSession(db: Db, userId: number, now: Date, client = 'web'): Promise<string> {
  await ensureAuthTables(db);
  const token = randomToken(32);
  const t = now.getTime();
  await db.query(`delete from "_sessions" where "expires_ms" <= $1`, [t]);
  await db.query(`insert into "_sessions" ("token", "user_id", "client", "created_ms", "expires_ms") values ($1, $2, $3, $4, $5)`,
    [token, userId, client, t, t + SESSION_TTL_MS]);
  return token;
}

/** Ends one session. */
export async function destroySession(db: Db, token: string): Promise<void> {
  cache.delete(token);
  await ensureAuthTables(db);
  await db.query(`delete from "_sessions" where "token" = $1`, [token]);
}

/** Ends every session of a user except `keep` (after a password change). */
export async function destroyUserSessions(db: Db, userId: number, keep?: string): Promise<number> {
  invalidateSessionCache();
  await ensureAuthTables(db);
  return (await db.query(`delete from "_sessions" where "user_id" = $1 and "token" <> $2 returning "token"`, [userId, keep ?? ''])).length;
}

/** The session token a request carries: cookie JSESSION_ID, then a Bearer header, then `?token=`. */
export function sessionToken(request: Request): string | null {
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
 * deleted or disabled). Pass the server clock as `now` so tests can move time.
 * @example const user = await resolveSession(db, c.req.raw, services.now());
 */
export async function resolveSession(db: Db, request: Request, now: Date = new Date()): Promise<SessionUser | null> {
  const token = sessionToken(request);
  if (!token || token.length > 256) return null;
  const t = now.getTime();
  const hit = cache.get(token);
  if (hit && t < hit.until && t < hit.expiresMs) return hit.user;
  await ensureAuthTables(db);
  const rows = await db.query<{ user_id: number; expires_ms: number }>(
    `select "user_id", "expires_ms" from "_sessions" where "token" = $1`, [token]);
  const s = rows[0];
  if (!s) return null;
  if (Number(s.expires_ms) <= t) {
    await db.query(`delete from "_sessions" where "token" = $1`, [token]);
    return null;
  }
  const user = await findUserById(db, Number(s.user_id));
  if (!user || !isActive(user)) return null;
  let expiresMs = Number(s.expires_ms);
  if (t + SESSION_TTL_MS - expiresMs > SLIDE_STEP_MS) {
    expiresMs = t + SESSION_TTL_MS;
    await db.query(`update "_sessions" set "expires_ms" = $2 where "token" = $1`, [token, expiresMs]);
  }
  const sessionUser = await toSessionUser(db, user, token);
  if (cache.size > 10_000) cache.clear();
  cache.set(token, { user: sessionUser, until: t + Math.min(CACHE_MS, SLIDE_STEP_MS), expiresMs });
  return sessionUser;
}
