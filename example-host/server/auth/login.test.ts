import { constants, createPublicKey, publicEncrypt, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClient, type TestClient } from '../api/testClient';
import { createServer, type ReferenceServer } from '../createServer';
import { q } from '../db/migrate';
import { hashPassword, needsRehash, passwordCost } from './password';
import { WEB_USER } from './sessionUser';
import { issueThirdToken } from './thirdToken';

let server: ReferenceServer;
let api: TestClient;
let clock = new Date(2026, 10, 21, 9, 0, 0).getTime();

beforeAll(async () => {
  server = await createServer({ dataDir: 'memory://', quiet: true, now: () => new Date(clock) });
  api = testClient(server);
});
afterAll(() => server?.close());

const send = (loginName: string, password: string, path = '/user/login') => api.call('POST', path, { form: { loginName, password } });
/** What the console does: getKey, then the password sealed with the server's time and a nonce. */
const login = async (loginName: string, password: string, path = '/user/login') => send(loginName, await api.sealed(password), path);

/** Node's RSA-OAEP SHA-256 over the SPKI key from getKey, of any text (to forge what the console would not send). */
async function encryptText(text: string): Promise<string> {
  const key = (await api.call('POST', '/user/getKey')).body!.data;
  const spki = createPublicKey({ key: Buffer.from(key.publicKey, 'base64'), format: 'der', type: 'spki' });
  return publicEncrypt({ key: spki, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(text)).toString('base64');
}
const encrypt = (password: string, ts = clock, nonce = randomBytes(16).toString('base64url')) =>
  encryptText(JSON.stringify({ ts, nonce, password }));

describe('POST /user/getKey', () => {
  it('answers a 2048-bit RSA-OAEP SHA-256 public key as base64 SPKI and PEM, without a session', async () => {
    const res = await api.call('POST', '/user/getKey');
    expect(res.body!.code).toBe(200);
    const k = res.body!.data;
    expect(k).toMatchObject({ algorithm: 'RSA-OAEP', hash: 'SHA-256', modulusLength: 2048 });
    expect(k.pem).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    const pub = createPublicKey(k.pem);
    expect(pub.asymmetricKeyDetails?.modulusLength).toBe(2048);
    expect(Buffer.from(k.publicKey, 'base64')).toEqual(pub.export({ type: 'spki', format: 'der' }));
  });
});

describe('POST /user/login', () => {
  it('accepts an RSA-encrypted password and answers the login data with an HttpOnly session cookie', async () => {
    const res = await send('project', await encrypt('Project123'));
    expect(res.body!.code).toBe(200);
    const d = res.body!.data;
    expect(Object.keys(d)).toEqual(expect.arrayContaining(['userToken', 'userName', 'companyId', 'id', 'orgList', 'client', 'userType', 'token']));
    expect(d).toMatchObject({ userName: '张伟', userType: 3, client: 'web' });
    expect(d.token).toBe(d.userToken);
    expect(d.orgList).toHaveLength(1);
    expect(typeof d.companyId).toBe('number');
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toContain(`JSESSION_ID=${d.token}`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
  });

  it('trims the login name', async () => {
    const res = await login('  admin  ', 'Admin123');
    expect(res.body!.code).toBe(200);
    expect(res.body!.data).toMatchObject({ userName: '管理员', userType: 1 });
    expect(res.body!.data.perms).toEqual(['admin']);
  });

  it('refuses a plain password, and a ciphertext of the bare password (no time, no nonce), on every password login', async () => {
    for (const path of ['/user/login', '/user/loginV2', '/user/loginV3', '/super_service/security/login']) {
      const plain = await send('admin', 'Admin123', path);
      expect(plain.body, path).toMatchObject({ code: 400, msg: '密码须用 /user/getKey 的公钥加密后提交，不接受明文密码', data: { field: 'password' } });
      expect(plain.headers.get('set-cookie')).toBeNull();
    }
    const bare = await send('admin', await encryptText('Admin123'));
    expect(bare.body).toMatchObject({ code: 400, msg: '加密密码须包含时间戳和随机数（ts、nonce、password），请刷新页面后重试' });
  });

  it('an encrypted password works once: a replayed login body is refused, also on another login path', async () => {
    const cipher = await encrypt('Project123');
    expect((await send('project', cipher)).body!.code).toBe(200);
    const again = await send('project', cipher);
    expect(again.body).toMatchObject({ code: 400, msg: '该加密密码已使用过，请重新登录' });
    expect(again.headers.get('set-cookie')).toBeNull();
    expect((await send('project', cipher, '/user/loginV2')).body!.code).toBe(400);
    const [kept] = await server.db.query<{ n: number }>(`select count(*)::int as n from "_login_nonces"`);
    expect(kept!.n).toBeGreaterThan(0);
  });

  it('refuses a ciphertext sealed more than five minutes before (or after) the server clock', async () => {
    const old = await encrypt('Project123', clock - 5 * 60_000 - 1000);
    expect((await send('project', old)).body).toMatchObject({ code: 400, msg: '加密密码已过期，请重新登录' });
    const ahead = await encrypt('Project123', clock + 5 * 60_000 + 1000);
    expect((await send('project', ahead)).body).toMatchObject({ code: 400, msg: '加密密码已过期，请重新登录' });
    expect((await send('project', await encrypt('Project123', clock - 4 * 60_000))).body!.code).toBe(200);
  });

  it('getKey gives the server clock, which the console seals the password with', async () => {
    expect((await api.call('POST', '/user/getKey')).body!.data.serverTime).toBe(clock);
  });

  it('also tolerates an encrypted password whose + signs arrived as spaces', async () => {
    let enc = await encrypt('Merchant123');
    while (!enc.includes('+')) enc = await encrypt('Merchant123');
    const res = await api.call('POST', '/user/login', { raw: { type: 'application/x-www-form-urlencoded', body: `loginName=merchant&password=${enc}` } });
    expect(res.body!.code).toBe(200);
  });

  it('answers the same message for a wrong password and an unknown user, and no cookie', async () => {
    const wrong = await login('opcenter', 'Opcenter124');
    const unknown = await login('nobody', 'Opcenter123');
    for (const res of [wrong, unknown]) {
      expect(res.body).toMatchObject({ code: 400, msg: '用户名或密码错误' });
      expect(res.headers.get('set-cookie')).toBeNull();
    }
  });

  it('refuses a ciphertext made with another key', async () => {
    const { generateKeyPairSync } = await import('node:crypto');
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey;
    const sealed = JSON.stringify({ ts: clock, nonce: randomBytes(16).toString('base64url'), password: 'Opcenter123' });
    const enc = publicEncrypt({ key: other, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(sealed)).toString('base64');
    expect((await send('opcenter', enc)).body).toMatchObject({ code: 400, msg: '登录已过期，请刷新后重试', data: { field: 'password' } });
  });

  it('tells a login sealed with a key from before a restart to refresh, not that the password is wrong', async () => {
    const sealedBefore = await api.sealed('Opcenter123');
    const restarted = await createServer({ dataDir: 'memory://', quiet: true, now: () => new Date(clock) });
    try {
      const after = testClient(restarted);
      const res = await after.call('POST', '/user/login', { form: { loginName: 'opcenter', password: sealedBefore } });
      expect(res.body).toMatchObject({ code: 400, msg: '登录已过期，请刷新后重试', data: { field: 'password' } });
      expect(res.headers.get('set-cookie')).toBeNull();
      // Refreshing (a new key) logs in, and the stale attempt counted as no failure of the name.
      await expect(after.login('opcenter', 'Opcenter123')).resolves.toContain('JSESSION_ID=');
    } finally {
      await restarted.close();
    }
  });

  it('stores a password hashed with other scrypt parameters anew, with the current ones, at its next successful login', async () => {
    const storedOf = async () => String((await server.db.query(`select ${q('password')} as p from ${WEB_USER} where ${q('loginName')} = 'ops01'`))[0]!.p);
    // The suite runs at TEST_SCRYPT_COST (passwordCost); any other N counts as old.
    const old = await hashPassword('Demoops019', { n: 1 << 11, r: 8, p: 1 });
    await server.db.query(`update ${WEB_USER} set ${q('password')} = $1 where ${q('loginName')} = 'ops01'`, [old]);
    expect(needsRehash(old)).toBe(true);
    expect((await login('ops01', 'Demoops0199')).body!.code).toBe(400);
    expect(await storedOf()).toBe(old); // a failed login changes nothing
    expect((await login('ops01', 'Demoops019')).body!.code).toBe(200);
    const renewed = await storedOf();
    const { n, r, p } = passwordCost(process.env);
    expect(renewed).toMatch(new RegExp(`^scrypt\\$${n}\\$${r}\\$${p}\\$[A-Za-z0-9+/]+=*\\$[A-Za-z0-9+/]+=*$`));
    expect(needsRehash(renewed)).toBe(false);
    expect((await login('ops01', 'Demoops019')).body!.code).toBe(200);
    expect(await storedOf()).toBe(renewed);
  });

  it('delays a name after repeated failures with the envelope\'s 429, for this address only (see throttle.test.ts)', async () => {
    for (let i = 1; i <= 4; i++) expect((await login('merchant', `Wrong${i}pass`)).body!.code).toBe(400);
    expect((await login('merchant', 'Merchant123')).body).toMatchObject({ code: 429, msg: '登录尝试过于频繁，请1秒后再试' });
    expect((await login('project', 'Project123')).body!.code).toBe(200); // other names are unaffected
    clock += 1000;
    expect((await login('merchant', 'Merchant123')).body!.code).toBe(200);
  });

  it('refuses a disabled account after checking its password', async () => {
    const res = await login('opc_east', 'Demoopc_east9');
    expect(res.body).toMatchObject({ code: 403, msg: '账号已停用，请联系管理员' });
    expect((await login('opc_east', 'nope')).body!.msg).toBe('用户名或密码错误');
  });

  it('offers the same login under loginV2, loginV3 and the security check', async () => {
    for (const [path, client] of [['/user/loginV2', 'web-v2'], ['/user/loginV3', 'web-v3'], ['/super_service/security/login', 'security']]) {
      const res = await login('opcenter', 'Opcenter123', path);
      expect(res.body!.code, path).toBe(200);
      expect(res.body!.data).toMatchObject({ userType: 6, client });
      expect(res.body!.data.orgList.length).toBeGreaterThan(1);
    }
  });

  it('validates the body like every call: a missing password is named', async () => {
    const res = await api.call('POST', '/user/login', { form: { loginName: 'admin' } });
    expect(res.body!.code).toBe(400);
    expect(res.body!.msg).toContain('密码');
  });
});

describe('POST /user/loginByThirdToken', () => {
  it('logs in with a token signed by the third party, for its type only', async () => {
    const token = issueThirdToken({ loginName: 'project', type: 'wojia', now: new Date(clock) });
    const res = await api.call('POST', '/user/loginByThirdToken', { form: { token, type: 'wojia' } });
    expect(res.body!.code).toBe(200);
    expect(res.body!.data).toMatchObject({ userType: 3, client: 'wojia' });
    expect(res.headers.get('set-cookie')).toContain('JSESSION_ID=');
    expect((await api.call('POST', '/user/loginByThirdToken', { form: { token, type: 'other' } })).body!.code).toBe(400);
  });

  it('refuses tampered, foreign and expired tokens', async () => {
    const good = issueThirdToken({ loginName: 'project', type: 'wojia', now: new Date(clock) });
    const [payload, mac] = good.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: 'admin', typ: 'wojia', iat: 0, exp: 9e9 })).toString('base64url');
    const foreign = issueThirdToken({ loginName: 'admin', type: 'wojia', now: new Date(clock) }, 'another-secret');
    const expired = issueThirdToken({ loginName: 'project', type: 'wojia', now: new Date(clock - 600_000), ttlS: 300 });
    for (const token of [`${forged}.${mac}`, `${payload}.${mac}x`, foreign, expired, 'garbage']) {
      const res = await api.call('POST', '/user/loginByThirdToken', { form: { token, type: 'wojia' } });
      expect(res.body, token).toMatchObject({ code: 400, msg: '第三方令牌无效或已过期' });
    }
  });
});
