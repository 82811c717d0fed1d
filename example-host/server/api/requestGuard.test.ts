import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, catalogue, changesState, indexCatalogue } from '../../../src/contract';
import { createServer, type ReferenceServer } from '../createServer';
import { secureCookies } from '../secureCookies';
import { parseTrustProxy, rememberPeer } from './clientIp';
import { allowedOriginsOf } from './requestGuard';
import { useAdminServer } from './adminServer';

const ref = useAdminServer();
/** Configured with ALLOWED_ORIGINS; no demo data (no session needed to pass or fail the guard). */
let portal: ReferenceServer;

beforeAll(async () => {
  portal = await createServer({ dataDir: 'memory://', quiet: true, seed: false, allowedOrigins: 'https://portal.example.com' });
});
afterAll(async () => {
  await portal?.close();
});

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
/** What a browser sends: the admin's session cookie (SameSite=Lax lets top-level GETs carry it), headers as given. */
async function send(s: ReferenceServer, method: string, path: string, headers: Record<string, string>, body?: string) {
  // The portal has no users: it gets no cookie (the session cache is per process, not per server).
  const cookie: Record<string, string> = s === portal ? {} : { Cookie: ref.admin };
  const res = await s.app.request(`${API_BASE}${path}`, { method, headers: { ...cookie, ...headers }, ...(body !== undefined ? { body } : {}) });
  return (await res.json()) as { code: number; msg: string; data: any };
}

const firstId = async (path: string): Promise<number> => {
  const res = await ref.api.call('POST', path, { form: { pageSize: 1 }, session: ref.admin });
  return Number(res.body!.data.list[0].id);
};
const exists = async (getPath: string): Promise<boolean> => (await ref.api.call('GET', getPath, { session: ref.admin })).body!.code === 200;

describe('state-changing calls from another site (CSRF)', () => {
  it('a cross-site link to a spec GET delete deletes nothing, with or without the session cookie', async () => {
    const media = await firstId('/notify/mediaFile/list');
    const company = await firstId('/organisation/company/yy/companyList');
    for (const path of [`/notify/mediaFile/delete/${media}`, `/organisation/company/yy/deleteCompany/${company}`]) {
      const link = await send(ref.server, 'GET', path, { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'navigate' });
      expect(link, path).toMatchObject({ code: 403, msg: expect.stringContaining('拒绝跨站请求') });
      // Even a cross-site script that could add the header (it cannot without our CORS consent) is refused.
      expect((await send(ref.server, 'GET', path, { 'Sec-Fetch-Site': 'cross-site', ...XHR })).code).toBe(403);
      // The same link typed or opened from a bookmark: no X-Requested-With, refused.
      expect(await send(ref.server, 'GET', path, { 'Sec-Fetch-Site': 'none' })).toMatchObject({
        code: 403, msg: '拒绝请求：修改数据的请求须带请求头 X-Requested-With: XMLHttpRequest',
      });
    }
    expect(await exists(`/notify/mediaFile/${media}`)).toBe(true);
    expect(await exists(`/organisation/company/yy/${company}`)).toBe(true);
    // The console's own call (same origin, the header) still deletes.
    expect((await send(ref.server, 'GET', `/notify/mediaFile/delete/${media}`, { 'Sec-Fetch-Site': 'same-origin', ...XHR })).code).toBe(200);
    expect(await exists(`/notify/mediaFile/${media}`)).toBe(false);
  });

  it('a page on another port of this host cannot change the password, form-encoded or otherwise', async () => {
    const self = (await ref.api.call('GET', '/user/profile', { session: ref.admin })).body!.data.id as number;
    const form = new URLSearchParams({ userId: String(self), oldPassword: 'Admin123', password: 'Hacked123x' }).toString();
    const formType = { 'Content-Type': 'application/x-www-form-urlencoded' };
    // The HTML form of http://localhost:9999: same site, other origin, no header.
    expect((await send(ref.server, 'POST', '/user/updatepwd', { ...formType, Origin: 'http://localhost:9999', 'Sec-Fetch-Site': 'same-site' }, form)).code).toBe(403);
    // A browser without Sec-Fetch-* headers: the Origin alone gives it away.
    expect((await send(ref.server, 'POST', '/user/updatepwd', { ...formType, Origin: 'http://localhost:9999', ...XHR }, form)).code).toBe(403);
    // Same origin with the header but form-encoded: the call takes JSON only.
    expect(await send(ref.server, 'POST', '/user/updatepwd', { ...formType, Origin: 'http://localhost', 'Sec-Fetch-Site': 'same-origin', ...XHR }, form))
      .toMatchObject({ code: 415, msg: '请求编码不正确：该接口只接受 application/json，收到 application/x-www-form-urlencoded' });
    expect((await ref.api.login('admin', 'Admin123')).startsWith('JSESSION_ID=')).toBe(true); // unchanged
  });

  it('every state-changing call needs the header; reads do not, and may come from anywhere (CORS guards the answer)', async () => {
    expect((await send(ref.server, 'POST', '/organisation/build/add', { 'Content-Type': 'application/x-www-form-urlencoded' }, 'name=x')).code).toBe(403);
    expect((await send(ref.server, 'POST', '/user/logout', {})).code).toBe(403);
    const list = await send(ref.server, 'POST', '/organisation/build/list', { 'Sec-Fetch-Site': 'cross-site', 'Content-Type': 'application/x-www-form-urlencoded' }, 'pageSize=1');
    expect(list.code).toBe(200);
    // A non-browser client (no Origin, no Sec-Fetch-Site) with the header passes.
    expect((await send(ref.server, 'POST', '/organisation/build/add', { 'Content-Type': 'application/x-www-form-urlencoded', ...XHR }, 'name=x')).code).toBe(400);
  });

  it('a body in another encoding than the contract declares is refused with 415, reads included', async () => {
    const json = { 'Content-Type': 'application/json', ...XHR };
    expect(await send(ref.server, 'POST', '/organisation/build/list', json, '{"pageSize":1}'))
      .toMatchObject({ code: 415, msg: '请求编码不正确：该接口只接受 application/x-www-form-urlencoded，收到 application/json' });
    expect((await send(ref.server, 'POST', '/flashdeliver/web/order/queryOrder', { 'Content-Type': 'application/x-www-form-urlencoded', ...XHR }, 'pageSize=1')).code).toBe(415);
    expect((await send(ref.server, 'POST', '/organisation/build/add', { 'Content-Type': 'text/plain', ...XHR }, 'name=x')).code).toBe(415);
    const multipart = new FormData();
    multipart.set('name', 'x');
    const res = await ref.server.app.request(`${API_BASE}/organisation/build/add`, { method: 'POST', headers: { Cookie: ref.admin, ...XHR }, body: multipart });
    expect((await res.json()).code).toBe(415);
    expect((await send(ref.server, 'POST', '/flashdeliver/web/order/queryOrder', json, '{"pageSize":1}')).code).toBe(200);
  });

  it('an origin in ALLOWED_ORIGINS may call from its own host; others stay refused', async () => {
    const cross = { 'Sec-Fetch-Site': 'cross-site', 'Content-Type': 'application/x-www-form-urlencoded', ...XHR };
    expect((await send(portal, 'POST', '/user/logout', { ...cross, Origin: 'https://evil.example.com' })).code).toBe(403);
    expect((await send(portal, 'POST', '/user/logout', { ...cross, Origin: 'http://portal.example.com' })).code).toBe(403);
    // Past the guard: the session check answers (this server has no users).
    expect((await send(portal, 'POST', '/user/logout', { ...cross, Origin: 'https://portal.example.com' })).code).toBe(401);
    expect((await send(ref.server, 'POST', '/user/logout', { ...cross, Origin: 'https://portal.example.com' })).code).toBe(403);
  });

  it('ALLOWED_ORIGINS takes origins only', () => {
    expect(allowedOriginsOf('https://Portal.example.com/, http://localhost:5173')).toEqual(['https://portal.example.com', 'http://localhost:5173']);
    for (const bad of ['portal.example.com', 'https://*.example.com', 'https://a.example.com/path', 'ftp://a.example.com']) {
      expect(() => allowedOriginsOf(bad), bad).toThrow(/ALLOWED_ORIGINS/);
    }
  });

  it('changesState: every kind but the reads, whatever the method; the OpenAPI document marks them', () => {
    const idx = indexCatalogue(catalogue);
    const byId = new Map(idx.operations.map((e) => [e.id, e.op]));
    expect(changesState(byId.get('notify.mediaFile.delete')!)).toBe(true);
    expect(changesState(byId.get('organisation.companyYy.deleteCompany')!)).toBe(true);
    expect(changesState(byId.get('session.user.updatepwd')!)).toBe(true);
    expect(changesState(byId.get('organisation.build.list')!)).toBe(false);
    for (const e of idx.operations) if (e.op.transition) expect(changesState(e.op), e.id).toBe(true);
  });
});

describe('Secure on the session cookie over https', () => {
  const login = async (url: string, headers: Record<string, string> = {}) => {
    const password = await ref.api.sealed('Project123');
    const res = await ref.server.app.request(url, {
      method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...XHR, ...headers },
      body: new URLSearchParams({ loginName: 'project', password }).toString(),
    });
    return res.headers.get('set-cookie') ?? '';
  };

  it('is set on an https request, not on http, nor on http claiming https without a configured proxy', async () => {
    expect(await login(`https://admin.example.com${API_BASE}/user/login`)).toMatch(/^JSESSION_ID=.*; Secure$/);
    expect(await login(`http://admin.example.com${API_BASE}/user/login`)).not.toMatch(/Secure/);
    expect(await login(`http://admin.example.com${API_BASE}/user/login`, { 'X-Forwarded-Proto': 'https' })).not.toMatch(/Secure/);
  });

  it('X-Forwarded-Proto counts only from a configured proxy address (TRUST_PROXY)', async () => {
    const app = new Hono();
    app.use('*', rememberPeer(parseTrustProxy('10.0.0.2, ::1')));
    app.use('*', secureCookies());
    app.get('/', (c) => {
      c.header('Set-Cookie', 'JSESSION_ID=t; Path=/; HttpOnly');
      c.header('Set-Cookie', 'MEETING_SESSION=t; Path=/', { append: true });
      return c.text('ok');
    });
    const from = async (address: string, proto: string) => {
      const res = await app.request('http://admin.example.com/', { headers: { 'X-Forwarded-Proto': proto } }, { incoming: { socket: { remoteAddress: address } } });
      return res.headers.getSetCookie();
    };
    expect(await from('::ffff:10.0.0.2', 'https')).toEqual(['JSESSION_ID=t; Path=/; HttpOnly; Secure', 'MEETING_SESSION=t; Path=/; Secure']);
    expect(await from('::1', 'https, http')).toEqual(['JSESSION_ID=t; Path=/; HttpOnly; Secure', 'MEETING_SESSION=t; Path=/; Secure']);
    expect(await from('10.0.0.9', 'https')).toEqual(['JSESSION_ID=t; Path=/; HttpOnly', 'MEETING_SESSION=t; Path=/']);
    expect(await from('10.0.0.2', 'http')).toEqual(['JSESSION_ID=t; Path=/; HttpOnly', 'MEETING_SESSION=t; Path=/']);
  });
});
