import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testClient, type TestClient } from '../api/testClient';
import { createServer, type ReferenceServer } from '../createServer';
import { q, tableName } from '../db/migrate';
import { SESSION_TTL_MS, resolveSession, sessionToken, tokenHash } from './session';

let server: ReferenceServer;
let api: TestClient;
let clock = new Date(2026, 10, 21, 9, 0, 0).getTime();
const HOUR = 3600_000;

beforeAll(async () => {
  server = await createServer({ dataDir: 'memory://', quiet: true, now: () => new Date(clock) });
  api = testClient(server);
});
afterAll(() => server?.close());

const profile = (session: string | null, query?: Record<string, string>) =>
  api.call('GET', '/user/profile', { session, ...(query ? { query } : {}) });
const tokenOf = (cookie: string) => cookie.slice('JSESSION_ID='.length);

describe('GET /user/profile', () => {
  it('answers who the user is and what it may do', async () => {
    const s = await api.login('opcenter', 'Opcenter123');
    const res = await profile(s, { token: tokenOf(s) });
    expect(res.body!.code).toBe(200);
    const d = res.body!.data;
    expect(d).toMatchObject({ loginName: 'opcenter', userName: '李娜', realName: '李娜', userType: 6, avatar: null });
    expect(d.perms).toEqual(['enterprise', 'flashdeliver', 'flashstatiscal', 'marketingCenter', 'merchant/wallet', 'organization', 'statisticalData']);
    expect(d.roles).toEqual(d.perms);
    expect(d.companyId).toBe(d.operationsCenterId);
    expect(d.orgList.length).toBe(4);
    expect(d.orgs.map((o: { name: string }) => o.name)).toContain('鹏城·城市花园');
    expect(d.postUrl).toBe('https://mail.example.com/login'); // the console adds the token for trusted hosts only
  });

  it('finds the session by the token query value, or a Bearer header, without the cookie', async () => {
    const s = await api.login('project', 'Project123');
    const byQuery = await profile(null, { token: tokenOf(s) });
    expect(byQuery.body!.data).toMatchObject({ userType: 3, orgId: byQuery.body!.data.orgList[0] });
    const res = await server.app.request('/super_cloud/api/user/profile', { headers: { Authorization: `Bearer ${tokenOf(s)}`, 'X-Requested-With': 'XMLHttpRequest' } });
    expect((await res.json()).data.loginName).toBe('project');
  });

  it('a read leaves the session cache alone: the next ask resolves no session; a changed link shows at once', async () => {
    const POST_OFFICE = tableName({ service: 'session', name: 'postOffice' });
    const s = await api.login('opcenter', 'Opcenter123');
    const first = await profile(s, { token: tokenOf(s) });
    const queries = vi.spyOn(server.db, 'query');
    try {
      const again = await profile(s, { token: tokenOf(s) });
      expect(again.body!.data).toEqual(first.body!.data);
      expect(queries.mock.calls.map(([sql]) => sql).filter((sql) => sql.includes('"_sessions"'))).toEqual([]);
    } finally {
      queries.mockRestore();
    }
    await server.db.query(`update ${POST_OFFICE} set ${q('url')} = $1`, ['https://mail2.example.com/in']);
    const changed = await profile(s, { token: tokenOf(s) });
    expect(changed.body!.data.postUrl).toBe('https://mail2.example.com/in');
    await server.db.query(`update ${POST_OFFICE} set ${q('url')} = $1`, ['https://mail.example.com/login']);
  });

  it('answers 401 without a session or with an unknown token', async () => {
    expect((await profile(null)).body!.code).toBe(401);
    expect((await profile('JSESSION_ID=not-a-session')).body!.code).toBe(401);
  });
});

describe('sessions', () => {
  it('logout ends the session and clears the cookie; the next call is 401', async () => {
    const s = await api.login('merchant', 'Merchant123');
    expect((await profile(s)).body!.code).toBe(200);
    const out = await api.call('POST', '/user/logout', { session: s });
    expect(out.body!.code).toBe(200);
    expect(out.headers.get('set-cookie')).toMatch(/^JSESSION_ID=; .*Max-Age=0/);
    expect((await profile(s)).body!.code).toBe(401);
    expect((await api.call('POST', '/user/logout', { session: s })).body!.code).toBe(401);
  });

  it('expires after 8 hours without a call, and each call slides the expiry', async () => {
    const s = await api.login('project', 'Project123');
    clock += 7 * HOUR;
    expect((await profile(s)).body!.code).toBe(200);
    clock += 7 * HOUR; // 14 h after login, 7 h after the last call
    expect((await profile(s)).body!.code).toBe(200);
    clock += SESSION_TTL_MS + 1000;
    expect((await profile(s)).body!.code).toBe(401);
    const [left] = await server.db.query(`select count(*)::int as n from "_sessions" where "token_hash" = $1`, [await tokenHash(tokenOf(s))]);
    expect(left!.n).toBe(0); // an expired session is removed, not kept around
  });

  it('ends the sessions of a user that is disabled meanwhile, for good: enabling it again brings none back', async () => {
    const s = await api.login('proj_haian', 'Demoproj_haian9');
    await server.db.query(`update r_platform__webuser set "status" = 0 where "loginName" = 'proj_haian'`);
    expect((await profile(s)).body!.code).toBe(401);
    await server.db.query(`update r_platform__webuser set "status" = 1 where "loginName" = 'proj_haian'`);
    expect((await profile(s)).body!.code).toBe(401);
  });

  it('reads the token from the cookie first, then Bearer, then ?token= where the call takes it', () => {
    const req = (headers: Record<string, string>, q = '') => new Request(`http://x/super_cloud/api/user/profile${q}`, { headers });
    expect(sessionToken(req({ cookie: 'a=1; JSESSION_ID=abc; b=2', authorization: 'Bearer zzz' }, '?token=q'), true)).toBe('abc');
    expect(sessionToken(req({ authorization: 'Bearer zzz' }, '?token=q'), true)).toBe('zzz');
    expect(sessionToken(req({}, '?token=q'), true)).toBe('q');
    expect(sessionToken(req({}, '?token=q'))).toBeNull();
    expect(sessionToken(req({ cookie: 'JSESSION_ID=' }))).toBeNull();
  });

  it('resolveSession gives the SessionUser with organisations and permission keys', async () => {
    const s = await api.login('admin', 'Admin123');
    const user = await resolveSession(server.db, new Request('http://x/', { headers: { cookie: s } }), new Date(clock));
    expect(user).toMatchObject({ loginName: 'admin', userName: '管理员', userType: 1, perms: ['admin'], token: tokenOf(s) });
    expect(user!.orgIds.length).toBeGreaterThan(0);
  });
});

describe('POST /user/updatepwd', () => {
  const change = (session: string, json: Record<string, unknown>) => api.call('POST', '/user/updatepwd', { session, json });

  it('checks the old password and the rules, and says why it refuses', async () => {
    const s = await api.login('proj_binjiang', 'Demoproj_binjiang9');
    const id = (await profile(s)).body!.data.id;
    const cases: [Record<string, unknown>, string][] = [
      [{ oldPassword: 'WrongOld1', password: 'NewPass123' }, '原密码错误'],
      [{ oldPassword: 'Demoproj_binjiang9', password: 'newpass123' }, '新密码需为8-32位，且同时包含大写字母、小写字母和数字'],
      [{ oldPassword: 'Demoproj_binjiang9', password: 'NEWPASS123' }, '新密码需为8-32位，且同时包含大写字母、小写字母和数字'],
      [{ oldPassword: 'Demoproj_binjiang9', password: 'NewPassword' }, '新密码需为8-32位，且同时包含大写字母、小写字母和数字'],
      [{ oldPassword: 'Demoproj_binjiang9', password: 'Np12345' }, '新密码需为8-32位，且同时包含大写字母、小写字母和数字'],
      [{ oldPassword: 'Demoproj_binjiang9', password: 'NewPass123', checkPassword: 'NewPass124' }, '两次输入的密码不一致'],
      [{ oldPassword: 'Demoproj_binjiang9', password: 'Demoproj_binjiang9' }, '新密码不能与原密码相同'],
    ];
    for (const [body, msg] of cases) expect((await change(s, { userId: String(id), ...body })).body, msg).toMatchObject({ code: 400, msg });
    expect((await change(s, { userId: String(id + 1), oldPassword: 'Demoproj_binjiang9', password: 'NewPass123' })).body)
      .toMatchObject({ code: 403, msg: '只能修改自己的密码' });
    expect((await api.login('proj_binjiang', 'Demoproj_binjiang9')).startsWith('JSESSION_ID=')).toBe(true); // unchanged
  });

  it('stores the new password hashed and ends the other sessions', async () => {
    const s = await api.login('proj_tianyue', 'Demoproj_tianyue9');
    const other = await api.login('proj_tianyue', 'Demoproj_tianyue9');
    const id = (await profile(s)).body!.data.id;
    const res = await change(s, { userId: String(id), oldPassword: 'Demoproj_tianyue9', password: 'Tianyue2026', checkPassword: 'Tianyue2026' });
    expect(res.body).toMatchObject({ code: 200 });
    expect((await profile(other)).body!.code).toBe(401);
    expect((await profile(s)).body!.code).toBe(200);
    expect((await api.call('POST', '/user/login', { form: { loginName: 'proj_tianyue', password: await api.sealed('Demoproj_tianyue9') } })).body!.code).toBe(400);
    expect((await api.login('proj_tianyue', 'Tianyue2026')).length).toBeGreaterThan(20);
    const [row] = await server.db.query(`select "password" from r_platform__webuser where "loginName" = 'proj_tianyue'`);
    expect(String(row!.password)).toMatch(/^scrypt\$/);
  });
});

describe('POST /super_service/admin/getPostOfficeUrl', () => {
  it('answers the office-mail link, without the session token (the console adds it for trusted hosts)', async () => {
    const s = await api.login('merchant', 'Merchant123');
    const res = await api.call('POST', '/super_service/admin/getPostOfficeUrl', { session: s });
    expect(res.body!.data).toMatchObject({ name: '企业邮箱', url: 'https://mail.example.com/login' });
    expect((await api.call('POST', '/super_service/admin/getPostOfficeUrl')).body!.code).toBe(401);
  });
});

describe('POST /conferencesystem/web/base/setMeetingCookie', () => {
  it('records the meeting-room session once per user and sets its cookie', async () => {
    const s = await api.login('project', 'Project123');
    const first = await api.call('POST', '/conferencesystem/web/base/setMeetingCookie', { session: s });
    expect(first.body!.code).toBe(200);
    expect(first.headers.get('set-cookie')).toContain(`MEETING_SESSION=${tokenOf(s)}`);
    clock += HOUR;
    const again = await api.call('POST', '/conferencesystem/web/base/setMeetingCookie', { session: s });
    expect(again.body!.data.id).toBe(first.body!.data.id);
    expect(again.body!.data.expireTime > first.body!.data.expireTime).toBe(true);
    const rows = await server.db.query(`select * from r_session__meetingcookie where "userId" = $1`, [first.body!.data.userId]);
    expect(rows).toHaveLength(1);
  });

  it('needs the meetingRoom permission', async () => {
    const s = await api.login('merchant', 'Merchant123');
    expect((await api.call('POST', '/conferencesystem/web/base/setMeetingCookie', { session: s })).body!.code).toBe(403);
  });
});
