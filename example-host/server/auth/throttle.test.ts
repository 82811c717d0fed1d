import { describe, expect, it } from 'vitest';
import { ApiFail } from '../types';
import { LoginThrottle } from './throttle';

const failCode = (fn: () => void): number | null => {
  try {
    fn();
    return null;
  } catch (e) {
    return e instanceof ApiFail ? e.code : -1;
  }
};

describe('LoginThrottle', () => {
  it('locks a name for 60 s on the fifth failure and says how long', () => {
    const t = new LoginThrottle();
    const now = 1_000_000;
    for (let i = 0; i < 4; i++) expect(failCode(() => t.fail('alice', now + i))).toBeNull();
    expect(failCode(() => t.fail('alice', now + 5))).toBe(429);
    try {
      t.check('alice', now + 10_000);
      expect.unreachable();
    } catch (e) {
      expect((e as ApiFail).code).toBe(429);
      expect((e as ApiFail).message).toBe('登录失败次数过多，请51秒后再试');
    }
    expect(failCode(() => t.check('alice', now + 60_005))).toBeNull();
  });

  it('counts per login name, ignoring case and surrounding spaces', () => {
    const t = new LoginThrottle(3);
    t.fail('Bob', 0);
    t.fail(' bob ', 1);
    expect(failCode(() => t.fail('BOB', 2))).toBe(429);
    expect(failCode(() => t.check('carol', 3))).toBeNull();
  });

  it('forgets failures after a success and after the window', () => {
    const t = new LoginThrottle(3, 60_000, 10_000);
    t.fail('dan', 0);
    t.fail('dan', 1);
    t.succeed('dan');
    t.fail('dan', 2);
    t.fail('dan', 3);
    expect(failCode(() => t.check('dan', 4))).toBeNull();
    t.fail('erin', 0);
    t.fail('erin', 1);
    expect(failCode(() => t.fail('erin', 20_000))).toBeNull(); // the window restarted
  });

  it('starts counting afresh once a lock has run out', () => {
    const t = new LoginThrottle(2, 1000);
    t.fail('fay', 0);
    expect(failCode(() => t.fail('fay', 1))).toBe(429);
    expect(failCode(() => t.fail('fay', 2000))).toBeNull();
  });
});
