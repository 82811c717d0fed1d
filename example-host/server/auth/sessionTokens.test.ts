import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { API_BASE } from '../../../src/contract';
import { useAdminServer } from '../api/adminServer';

const ref = useAdminServer();

const tokenOf = (cookie: string) => cookie.slice('JSESSION_ID='.length);
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
const sessionsOf = async (loginName: string) => Number((await ref.server.db.query<{ n: number }>(
  `select count(*)::int as n from "_sessions" s join r_platform__webuser u on u."id" = s."user_id" where u."loginName" = $1`, [loginName]))[0]!.n);

describe('where a token is accepted', () => {
  it('?token= works on GET /user/profile only (000 section 7), not on any other call', async () => {
    const token = tokenOf(await ref.api.login('project', 'Project123'));
    const profile = await ref.server.app.request(`${API_BASE}/user/profile?token=${token}`, { headers: XHR });
    expect((await profile.json()).data.loginName).toBe('project');
    const list = await ref.server.app.request(`${API_BASE}/organisation/build/list?token=${token}`, {
      method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'pageSize=1',
    });
    expect((await list.json()).code).toBe(401);
    const del = await ref.server.app.request(`${API_BASE}/notify/mediaFile/delete/1?token=${token}`, { headers: XHR });
    expect((await del.json()).code).toBe(401);
    const bearer = await ref.server.app.request(`${API_BASE}/organisation/build/list`, {
      method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'pageSize=1',
    });
    expect((await bearer.json()).code).toBe(200);
  });
});

describe('what the database keeps of a session', () => {
  it('only the SHA-256 of the token: a copied row is no session', async () => {
    const token = tokenOf(await ref.api.login('merchant', 'Merchant123'));
    const rows = await ref.server.db.query<Record<string, unknown>>(`select * from "_sessions"`);
    const texts = rows.flatMap((r) => Object.values(r).map(String));
    expect(texts).not.toContain(token);
    const hash = createHash('sha256').update(token).digest('hex');
    expect(rows.map((r) => r.token_hash)).toContain(hash);
    const replay = await ref.server.app.request(`${API_BASE}/user/profile`, { headers: { Cookie: `JSESSION_ID=${hash}`, ...XHR } });
    expect((await replay.json()).code).toBe(401);
  });
});

describe('a disabled or deleted user', () => {
  const userRow = async (loginName: string) => (await ref.api.call('POST', '/web/user/list', { form: { loginName }, session: ref.admin })).body!.data.list[0];

  it('loses its sessions when disabled through the users page, and enabling it again brings none back', async () => {
    const s = await ref.api.login('proj_haian', 'Demoproj_haian9');
    expect(await sessionsOf('proj_haian')).toBe(1);
    const u = await userRow('proj_haian');
    const off = await ref.api.call('POST', '/web/user/update', { form: { id: u.id, status: 0 }, session: ref.admin });
    expect(off.body!.code).toBe(200);
    expect(await sessionsOf('proj_haian')).toBe(0);
    await ref.api.call('POST', '/web/user/update', { form: { id: u.id, status: 1 }, session: ref.admin });
    expect((await ref.api.call('GET', '/user/profile', { session: s })).body!.code).toBe(401);
  });

  it('loses its sessions when deleted, one by one or in bulk', async () => {
    for (const loginName of ['gone_one', 'gone_bulk']) {
      const added = await ref.api.call('POST', '/web/user/add', { form: { loginName, name: loginName, password: 'Gone12345', userType: 3, status: 1 }, session: ref.admin });
      expect(added.body!.code, JSON.stringify(added.body)).toBe(200);
      await ref.api.login(loginName, 'Gone12345');
      expect(await sessionsOf(loginName)).toBe(1);
    }
    const a = await userRow('gone_one');
    const b = await userRow('gone_bulk');
    expect((await ref.api.call('POST', `/web/user/delete/${a.id}`, { session: ref.admin })).body!.code).toBe(200);
    expect(await sessionsOf('gone_one')).toBe(0);
    expect((await ref.api.call('POST', '/web/user/delete_ids', { form: { ids: String(b.id) }, session: ref.admin })).body!.code).toBe(200);
    expect(await sessionsOf('gone_bulk')).toBe(0);
  });
});
