/**
 * Failed-login throttling kept in the database (table `_login_throttle`), so it survives a
 * restart and is shared by every process on one PostgreSQL:
 * - per login name and client address, a delay that grows with each failure (none for the first
 *   FREE_FAILURES, then 1 s, 2 s, 4 s … up to MAX_DELAY_MS); a success clears it. A stranger's
 *   failures from another address never delay the real user.
 * - per client address, a token bucket: every failure takes a token, one comes back every
 *   REFILL_MS up to BUCKET_SIZE; with none left every login from that address waits, whatever the
 *   name, which slows spraying many names.
 * Failures are written by the login call itself, which then answers a refusal (not a thrown
 * error) so its transaction commits the bookkeeping.
 */
import type { Db } from '../types';
import { ApiFail, CODE } from '../types';

export const FREE_FAILURES = 3;
export const BASE_DELAY_MS = 1000;
export const MAX_DELAY_MS = 15 * 60_000;
export const BUCKET_SIZE = 20;
export const REFILL_MS = 30_000;
/** Failures older than this are forgotten (and their rows removed). */
export const FORGET_MS = 24 * 3600_000;

const TABLE = '"_login_throttle"';
const accountKey = (loginName: string, ip: string) => `a|${ip}|${loginName.trim().toLowerCase()}`;
const ipKey = (ip: string) => `i|${ip}`;

/** The delay after the n-th consecutive failure of one name from one address. */
export function delayAfter(failures: number): number {
  if (failures <= FREE_FAILURES) return 0;
  return Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** (failures - FREE_FAILURES - 1));
}

const refilled = (tokens: number, updated: number, now: number) => Math.min(BUCKET_SIZE, tokens + Math.max(0, now - updated) / REFILL_MS);

const retryMsg = (ms: number) => `登录尝试过于频繁，请${Math.max(1, Math.ceil(ms / 1000))}秒后再试`;

/** Throws the envelope's 429 (the msg says in how many seconds) while this name or address must wait. */
export async function checkLogin(db: Db, loginName: string, ip: string, now: number): Promise<void> {
  const rows = await db.query<{ key: string; blockedUntil: number; tokens: number | null; updated: number }>(
    `select "key", "blockedUntil", "tokens", "updated" from ${TABLE} where "key" = any($1)`, [[accountKey(loginName, ip), ipKey(ip)]]);
  let wait = 0;
  for (const r of rows) {
    if (r.key.startsWith('a|')) wait = Math.max(wait, Number(r.blockedUntil) - now);
    else {
      const tokens = refilled(Number(r.tokens ?? BUCKET_SIZE), Number(r.updated), now);
      if (tokens < 1) wait = Math.max(wait, (1 - tokens) * REFILL_MS);
    }
  }
  if (wait > 0) throw new ApiFail(CODE.throttled, retryMsg(wait));
}

/** Records one failure of a name from an address (atomic per row, so parallel failures all count). */
export async function recordFailure(db: Db, loginName: string, ip: string, now: number): Promise<void> {
  const [acc] = await db.query<{ failures: number }>(
    `insert into ${TABLE} ("key", "failures", "updated") values ($1, 1, $2)
     on conflict ("key") do update set "updated" = $2,
       "failures" = case when ${TABLE}."updated" < $3 then 1 else ${TABLE}."failures" + 1 end
     returning "failures"`, [accountKey(loginName, ip), now, now - FORGET_MS]);
  await db.query(`update ${TABLE} set "blockedUntil" = $2 where "key" = $1`, [accountKey(loginName, ip), now + delayAfter(Number(acc!.failures))]);
  await db.query(
    `insert into ${TABLE} ("key", "tokens", "updated") values ($1, $2, $3)
     on conflict ("key") do update set "updated" = $3,
       "tokens" = least(${BUCKET_SIZE}, coalesce(${TABLE}."tokens", ${BUCKET_SIZE}) + greatest(0, $3 - ${TABLE}."updated") / ${REFILL_MS}) - 1`,
    [ipKey(ip), BUCKET_SIZE - 1, now]);
  await db.query(`delete from ${TABLE} where "updated" < $1`, [now - FORGET_MS]);
}

/** A successful login clears the delay of its name from its address (the address's bucket stays). */
export async function recordSuccess(db: Db, loginName: string, ip: string): Promise<void> {
  await db.query(`delete from ${TABLE} where "key" = $1`, [accountKey(loginName, ip)]);
}
