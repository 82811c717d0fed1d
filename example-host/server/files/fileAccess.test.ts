import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '../../../src/contract';
import { testClient, type TestClient } from '../api/testClient';
import { createServer, type ReferenceServer } from '../createServer';
import { FILE_LINK_TTL_MS } from './fileAccess';

// Demo users: project in org 1, merchant in org 4, opcenter in orgs 1-4, admin everywhere.
let clock = new Date(2026, 10, 21, 10, 0, 0).getTime();
let server: ReferenceServer;
let api: TestClient;
const session: Record<'admin' | 'project' | 'merchant' | 'opcenter', string> = { admin: '', project: '', merchant: '', opcenter: '' };

beforeAll(async () => {
  server = await createServer({ dataDir: 'memory://', quiet: true, now: () => new Date(clock) });
  api = testClient(server);
  for (const who of Object.keys(session) as (keyof typeof session)[]) session[who] = await api.login(who, `${who[0]!.toUpperCase()}${who.slice(1)}123`);
});
afterAll(() => server?.close());

const TEXT = new TextEncoder().encode('身份证复印件');
async function upload(who: keyof typeof session) {
  const form = new FormData();
  form.append('file', new Blob([TEXT], { type: 'text/plain' }), 'id-card.txt');
  const res = await api.call('POST', '/common/file/upload', { multipart: form, session: session[who] });
  expect(res.body!.code).toBe(200);
  return res.body!.data as { id: number; url: string; signedUrl: string; signedUrlExpireTime: string };
}
/** Fetches a full URL of the API (as an <img src> or a mail link would) with or without a session. */
async function open(url: string, cookie?: string) {
  const res = await server.app.request(url.replace(/^https?:\/\/[^/]+/, ''), { headers: cookie ? { Cookie: cookie } : {} });
  const json = (res.headers.get('content-type') ?? '').startsWith('application/json');
  return json ? { envelope: await res.json() as { code: number; msg: string }, bytes: null } : { envelope: null, bytes: new Uint8Array(await res.arrayBuffer()) };
}
const metaOf = (id: number, who: keyof typeof session) => api.call('GET', `/common/file/geturl/${id}`, { session: session[who] });

describe('uploaded files belong to someone', () => {
  it('are read by the uploader, an administrator and users of the uploader\'s organisations; others get 404', async () => {
    const file = await upload('project');
    for (const who of ['project', 'admin', 'opcenter'] as const) {
      expect((await open(file.url, session[who])).bytes).toEqual(TEXT);
      expect((await metaOf(file.id, who)).body).toMatchObject({ code: 200, data: { id: file.id, name: 'id-card.txt' } });
    }
    expect((await open(file.url, session.merchant)).envelope).toEqual({ code: 404, msg: `文件不存在（编号 ${file.id}）`, data: null });
    expect((await metaOf(file.id, 'merchant')).body).toMatchObject({ code: 404, msg: `文件不存在（编号 ${file.id}）` });
    // The same answer for an id that is no file: only the id differs, so ids tell nothing.
    expect((await metaOf(999999, 'merchant')).body).toMatchObject({ code: 404, msg: '文件不存在（编号 999999）' });
    const resolve = await api.call('GET', '/common/file/geturl', { query: { url: file.url }, session: session.merchant });
    expect(resolve.body!.code).toBe(404);
    expect((await open(file.url)).envelope).toMatchObject({ code: 401 });
  });

  it('open through the signed link of the upload or of the row, without a session, for 10 minutes', async () => {
    const file = await upload('merchant');
    expect(file.signedUrl).toMatch(new RegExp(`^http://localhost${API_BASE}/common/file/geturl/${file.id}\\?raw=1&expires=\\d+&sig=[\\w-]{43}$`));
    expect((await open(file.url, session.project)).envelope).toMatchObject({ code: 404 });
    expect((await open(file.signedUrl)).bytes).toEqual(TEXT);
    expect((await open(file.signedUrl, session.project)).bytes).toEqual(TEXT);
    const fresh = (await metaOf(file.id, 'opcenter')).body!.data;
    expect((await open(fresh.signedUrl)).bytes).toEqual(TEXT);

    clock += FILE_LINK_TTL_MS + 1000;
    expect((await open(file.signedUrl)).envelope).toMatchObject({ code: 404, msg: '文件链接已过期，请重新获取' });
    expect((await open(file.signedUrl, session.merchant)).bytes).toEqual(TEXT); // the uploader needs no link
  });

  it('refuse forged, altered and borrowed links', async () => {
    const mine = await upload('merchant');
    const other = await upload('merchant');
    const url = new URL(mine.signedUrl);
    const withParam = (k: string, v: string) => { const u = new URL(url); u.searchParams.set(k, v); return u.toString(); };
    const sig = url.searchParams.get('sig')!;
    const forged = [
      withParam('sig', `${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`),
      withParam('expires', String(Number(url.searchParams.get('expires')) + 3600)),
      mine.signedUrl.replace(`/geturl/${mine.id}?`, `/geturl/${other.id}?`),
      withParam('sig', 'x'),
      withParam('expires', 'soon'),
    ];
    for (const link of forged) {
      expect((await open(link)).envelope).toEqual({ code: 404, msg: `文件不存在（编号 ${/\/geturl\/(\d+)/.exec(link)![1]}）`, data: null });
      expect((await open(link, session.project)).envelope).toMatchObject({ code: 404 });
    }
  });

  it('keep their maker across a provider callback too', async () => {
    const res = await api.call('GET', '/common/file/upload_callback', { query: { name: 'p.png', size: 10, url: 'https://cdn.example/p.png' }, session: session.merchant });
    const id = res.body!.data.id;
    expect((await metaOf(id, 'opcenter')).body!.code).toBe(200);
    expect((await metaOf(id, 'project')).body!.code).toBe(404);
  });
});
