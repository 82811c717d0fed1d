import { describe, expect, it } from 'vitest';
import { hashPassword, isPasswordHash, needsRehash, passwordCost, SCRYPT_COST, TEST_SCRYPT_COST, verifyPassword } from './password';

describe('scrypt password hashing', () => {
  it('stores scrypt$N$r$p$salt$hash at the production cost and verifies only the right password', async () => {
    const h = await hashPassword('Admin123', SCRYPT_COST);
    expect(h).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/]+=*\$[A-Za-z0-9+/]+=*$/);
    expect(h).not.toContain('Admin123');
    expect(isPasswordHash(h)).toBe(true);
    expect(await verifyPassword('Admin123', h)).toBe(true);
    expect(await verifyPassword('admin123', h)).toBe(false);
    expect(await verifyPassword('Admin1234', h)).toBe(false);
    expect(await verifyPassword('', h)).toBe(false);
  });

  it('salts every hash, so equal passwords give different hashes', async () => {
    const [a, b] = await Promise.all([hashPassword('Same1234'), hashPassword('Same1234')]);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Same1234', a)).toBe(true);
    expect(await verifyPassword('Same1234', b)).toBe(true);
  });

  it('never accepts a plain or malformed stored value', async () => {
    for (const stored of ['Admin123', '', null, undefined, 'scrypt$16384$8$1$abc', 'bcrypt$x$y$z$a$b']) {
      expect(await verifyPassword('Admin123', stored)).toBe(false);
    }
    expect(isPasswordHash('Admin123')).toBe(false);
  });

  it('refuses cost parameters that would exhaust memory', async () => {
    const h = await hashPassword('Admin123');
    const parts = h.split('$');
    const hostile = ['scrypt', String(1 << 24), '8', '1', parts[4], parts[5]].join('$');
    expect(isPasswordHash(hostile)).toBe(false);
    expect(await verifyPassword('Admin123', hostile)).toBe(false);
    expect(isPasswordHash(['scrypt', '1000', '8', '1', parts[4], parts[5]].join('$'))).toBe(false); // not a power of two
  });

  it('hashes at N=2^17, r=8, p=1 unless the test variable asks for the low cost, which production refuses', () => {
    expect(SCRYPT_COST).toEqual({ n: 131072, r: 8, p: 1 });
    expect(passwordCost({})).toBe(SCRYPT_COST);
    expect(passwordCost({ NODE_ENV: 'production' })).toBe(SCRYPT_COST);
    expect(passwordCost({ SC_TEST_PASSWORD_COST: 'low' })).toBe(TEST_SCRYPT_COST);
    expect(() => passwordCost({ SC_TEST_PASSWORD_COST: 'low', NODE_ENV: 'production' })).toThrow(/refused under NODE_ENV=production/);
    expect(() => passwordCost({ SC_TEST_PASSWORD_COST: '4' })).toThrow(/takes only "low"/);
  });

  it('asks for a rehash only of valid hashes made with other parameters', async () => {
    const older = await hashPassword('Admin123', { n: 1 << 11, r: 4, p: 1 });
    expect(await verifyPassword('Admin123', older)).toBe(true);
    expect(needsRehash(older)).toBe(true);
    expect(needsRehash(await hashPassword('Admin123'))).toBe(false);
    for (const v of ['Admin123', null, undefined, 'scrypt$131072$8$1$abc']) expect(needsRehash(v)).toBe(false);
  });

  it('treats canonically equal Unicode spellings alike', async () => {
    const h = await hashPassword('Caf\u00e9Pass1');
    expect(await verifyPassword('Cafe\u0301Pass1', h)).toBe(true);
  });
});
