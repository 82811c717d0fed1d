import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '../../src/contract';
import { testClient } from './api/testClient';
import { createServer, type ReferenceServer } from './createServer';
import { consoleCsp, frameAncestorSources } from './securityHeaders';
import { ADMIN_BASE } from './staticSite';

const dist = mkdtempSync(join(tmpdir(), 'supercloud-dist-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><script type="module" src="/super_cloud/admin/assets/index.js"></script></head><body></body></html>');
writeFileSync(join(dist, 'assets', 'index.js'), 'console.log(1)');
let server: ReferenceServer;
beforeAll(async () => { server = await createServer({ dataDir: 'memory://', quiet: true, distDir: dist }); });
afterAll(async () => { await server?.close(); rmSync(dist, { recursive: true, force: true }); });

const get = (path: string, init?: RequestInit) => server.app.request(path, init);
const COMMON = { 'x-content-type-options': 'nosniff', 'referrer-policy': 'strict-origin-when-cross-origin', 'x-frame-options': 'SAMEORIGIN' };
const headersOf = (res: Response) => Object.fromEntries([...res.headers].filter(([k]) => k in COMMON || k === 'content-security-policy'));

describe('security headers', () => {
  it('give the console page a policy with scripts from our origin only and framing by ourselves only', async () => {
    const res = await get(`${ADMIN_BASE}/meal/orders`);
    expect(res.status).toBe(200);
    expect(headersOf(res)).toMatchObject(COMMON);
    const csp = res.headers.get('content-security-policy')!;
    const directives = Object.fromEntries(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1).join(' ')]));
    expect(directives).toMatchObject({
      'default-src': "'self'", 'script-src': "'self'", 'style-src': "'self' 'unsafe-inline'", 'object-src': "'none'",
      'base-uri': "'self'", 'frame-ancestors': "'self'",
      // Uploaded and linked sounds play like images show: our origin or any https host.
      'media-src': "'self' blob: https:", 'img-src': "'self' data: blob: https:",
    });
    expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  });

  it('come with every other answer too: assets, envelopes, files, redirects and unknown paths', async () => {
    const api = testClient(server);
    const admin = await api.login('admin', 'Admin123');
    const template = await api.call('POST', '/organisation/household/downloadTemplate', { form: {}, session: admin });
    expect(template.bytes!.length).toBeGreaterThan(0);
    const answers = [
      await get(`${ADMIN_BASE}/assets/index.js`), await get('/'), await get('/nowhere'),
      await get(`${API_BASE}/user/profile`), template,
    ];
    for (const res of answers) {
      expect(headersOf(res as Response)).toEqual({ ...COMMON, 'content-security-policy': "default-src 'none'; frame-ancestors 'self'" });
    }
  });

  it('let a host that embeds the console name its origins (FRAME_ANCESTORS), without X-Frame-Options', async () => {
    const embedded = await createServer({ dataDir: 'memory://', quiet: true, seed: false, distDir: dist, frameAncestors: 'https://portal.example.com, https://*.example.org' });
    try {
      const res = await embedded.app.request(`${ADMIN_BASE}/`);
      expect(res.headers.get('content-security-policy')).toContain('frame-ancestors https://portal.example.com https://*.example.org');
      expect(res.headers.get('x-frame-options')).toBeNull();
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    } finally {
      await embedded.close();
    }
    expect(frameAncestorSources("'none'")).toBe("'none'");
    expect(consoleCsp("'none'")).toContain("frame-ancestors 'none'");
    for (const bad of ["https://a.example.com; script-src *", "'unsafe-inline'", "'none' https://a.example.com", 'https://a.example.com/x"']) {
      expect(() => frameAncestorSources(bad)).toThrow(/FRAME_ANCESTORS/);
    }
    expect(frameAncestorSources('https://a.example.com\r\n https://b.example.com')).toBe('https://a.example.com https://b.example.com');
  });
});

describe('malformed percent-encoding in the path', () => {
  it('answers 400 on a console path, not 500', async () => {
    for (const path of [`${ADMIN_BASE}/%E0%A4%A`, `${ADMIN_BASE}/assets/%ZZ.js`, `${ADMIN_BASE}/a%`]) {
      const res = await get(path);
      expect(res.status).toBe(400);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('answers the envelope\'s 400 on an API path', async () => {
    for (const path of ['/%E0%A4%A', '/organisation/build/%E0%A4%A', '/common/file/geturl/%C0']) {
      const res = await get(`${API_BASE}${path}`);
      expect(await res.json()).toEqual({ code: 400, msg: '请求地址编码不正确', data: null });
    }
    const fine = await get(`${API_BASE}/organisation/build/%E6%A5%BC`); // well-formed: an ordinary answer
    expect((await fine.json()).code).toBe(401);
  });
});
