/**
 * Failed-login throttling per login name: after MAX_FAILURES failures within the window the
 * name is locked for LOCK_MS, whatever password comes next. Kept in memory on purpose: a failed
 * login is a rejected call, and rejected calls roll their transaction back, so a table row
 * would be rolled back with it.
 */
import { ApiFail, CODE } from '../types';

export const MAX_FAILURES = 5;
export const LOCK_MS = 60_000;
export const WINDOW_MS = 15 * 60_000;
const MAX_TRACKED = 10_000; // bounds memory when someone sprays random names

interface Entry { failures: number; first: number; lockedUntil: number }

export class LoginThrottle {
  private readonly entries = new Map<string, Entry>();

  constructor(readonly maxFailures = MAX_FAILURES, readonly lockMs = LOCK_MS, readonly windowMs = WINDOW_MS) {}

  private key(loginName: string): string {
    return loginName.trim().toLowerCase();
  }

  /** Throws code 429 while the name is locked; the msg says how many seconds remain. */
  check(loginName: string, now: number): void {
    const e = this.entries.get(this.key(loginName));
    if (e && e.lockedUntil > now) {
      const s = Math.ceil((e.lockedUntil - now) / 1000);
      throw new ApiFail(CODE.throttled, `登录失败次数过多，请${s}秒后再试`);
    }
  }

  /** Records a failure; throws code 429 when this failure locks the name, else returns. */
  fail(loginName: string, now: number): void {
    const k = this.key(loginName);
    let e = this.entries.get(k);
    if (!e || now - e.first > this.windowMs || (e.lockedUntil && e.lockedUntil <= now)) {
      e = { failures: 0, first: now, lockedUntil: 0 };
    }
    e.failures += 1;
    this.entries.delete(k); // re-insert so the map stays ordered by last activity
    this.entries.set(k, e);
    if (this.entries.size > MAX_TRACKED) this.entries.delete(this.entries.keys().next().value!);
    if (e.failures >= this.maxFailures) {
      e.lockedUntil = now + this.lockMs;
      throw new ApiFail(CODE.throttled, `密码错误次数过多，账号已锁定，请${Math.ceil(this.lockMs / 1000)}秒后再试`);
    }
  }

  /** A successful login forgets earlier failures. */
  succeed(loginName: string): void {
    this.entries.delete(this.key(loginName));
  }

  clear(): void {
    this.entries.clear();
  }
}

/** The throttle of this server process. */
export const loginThrottle = new LoginThrottle();
