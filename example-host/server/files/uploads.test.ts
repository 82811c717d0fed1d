import { describe, expect, it } from 'vitest';
import { API_BASE } from '../../../src/contract';
import { useAdminServer } from '../api/adminServer';
import { tableName } from '../db/migrate';
import { cleanDeletedUploads } from '../jobs/registerJobs';
import type { Row } from '../types';
import { blobOf } from './blobs';
import { MAX_UPLOAD_BYTES } from './uploadPolicy';

const s = useAdminServer();

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

function upload(name: string, bytes: Uint8Array, type: string, fields: Row = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, String(v));
  form.append('file', new Blob([bytes as BlobPart], { type }), name);
  return s.api.call('POST', '/common/file/upload', { multipart: form, session: s.admin });
}
const get = (path: string, query?: Row) => s.api.call('GET', path, { session: s.admin, ...(query ? { query } : {}) });
const fetchUrl = async (url: string) => {
  const res = await s.server.app.request(url, { headers: { Cookie: s.admin } });
  return { type: res.headers.get('content-type'), bytes: new Uint8Array(await res.arrayBuffer()) };
};

describe('upload', () => {
  it('stores the bytes and a file row whose URL serves them back', async () => {
    const res = await upload('门头照.png', PNG, 'image/png', { group: 'image' });
    expect(res.body).toMatchObject({ code: 200, data: { name: '门头照.png', size: PNG.length, contentType: 'image/png', group: 'image', provider: 'local' } });
    const { id, url } = res.body!.data;
    expect(url).toBe(`http://localhost${API_BASE}/common/file/geturl/${id}?raw=1`);
    expect((await get(`/common/file/geturl/${id}`)).body!.data).toMatchObject({ id, name: '门头照.png', url });
    const served = await fetchUrl(url);
    expect(served.type).toBe('image/png');
    expect(served.bytes).toEqual(PNG);
    const listed = await s.api.call('POST', '/common/file/list', { form: { name: '门头照' }, session: s.admin });
    expect(listed.body!.data.list.map((f: Row) => f.id)).toContain(id);
  });

  it('refuses files over 10 MB (413), other types and spoofed content (400), storing nothing', async () => {
    const count = async () => Number((await s.server.db.query(`select count(*)::int as n from ${tableName(s.server.idx.resource('common.file'))}`))[0]!.n);
    const before = await count();
    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    big.set(PNG);
    expect((await upload('big.png', big, 'image/png')).body).toMatchObject({ code: 413, msg: '文件大小不能超过10MB' });
    expect((await upload('run.exe', new Uint8Array([0x4d, 0x5a, 0, 0]), 'application/octet-stream')).body!.code).toBe(400);
    expect((await upload('fake.pdf', PNG, 'application/pdf')).body).toMatchObject({ code: 400, msg: '文件内容与扩展名不符' });
    expect((await upload('ok.txt', new TextEncoder().encode('备注'), 'text/plain')).body!.code).toBe(200);
    expect(await count()).toBe(before + 1);
  });

  it('accepts Base64 text and data URLs (uploadBase)', async () => {
    const b64 = Buffer.from(PNG).toString('base64');
    const res = await s.api.call('POST', '/common/file/uploadBase', { form: { file: `data:image/png;base64,${b64}`, group: 'avatar' }, session: s.admin });
    expect(res.body).toMatchObject({ code: 200, data: { name: 'upload.png', contentType: 'image/png', size: PNG.length, group: 'avatar' } });
    expect((await fetchUrl(res.body!.data.url)).bytes).toEqual(PNG);
    const named = await s.api.call('POST', '/common/file/uploadBase', { form: { file: Buffer.from('hello').toString('base64'), name: 'a.txt' }, session: s.admin });
    expect(named.body!.data).toMatchObject({ name: 'a.txt', contentType: 'text/plain', size: 5 });
    expect((await s.api.call('POST', '/common/file/uploadBase', { form: { file: '%%%' }, session: s.admin })).body!.code).toBe(400);
  });

  it('answers groups, providers, an upload token and full URLs', async () => {
    expect((await get('/common/file/groups')).body!.data.map((g: Row) => g.value)).toEqual(['default', 'avatar', 'image', 'product', 'notice', 'document', 'audio']);
    const providers = (await get('/common/file/providers')).body!.data as Row[];
    expect(providers.filter((p) => p.active).map((p) => p.value)).toEqual(['local']);
    const token = (await get('/common/file/uptoken')).body!.data;
    expect(token).toMatchObject({ provider: 'local', uploadUrl: `http://localhost${API_BASE}/common/file/upload`, maxSize: MAX_UPLOAD_BYTES });
    expect(token.token).toMatch(/^[\w-]{20,}$/);
    expect((await get('/common/file/geturl', { url: '/super_cloud/api/common/file/geturl/999999?raw=1' })).body!.code).toBe(404);
    const up = await upload('u.png', PNG, 'image/png');
    expect((await get('/common/file/geturl', { url: `${API_BASE}/common/file/geturl/${up.body!.data.id}?raw=1` })).body!.data).toBe(up.body!.data.url);
  });

  it('records a provider callback with the same rules', async () => {
    const ok = await get('/common/file/upload_callback', { name: 'logo.jpg', size: 2048, url: 'https://cdn.example/logo.jpg', group: 'image' });
    expect(ok.body).toMatchObject({ code: 200, data: { name: 'logo.jpg', size: 2048, contentType: 'image/jpeg', url: 'https://cdn.example/logo.jpg' } });
    expect((await get('/common/file/upload_callback', { name: 'a.exe', size: 1, url: 'https://x/a.exe' })).body!.code).toBe(400);
    expect((await get('/common/file/upload_callback', { name: 'a.png', size: MAX_UPLOAD_BYTES + 1, url: 'https://x/a.png' })).body!.code).toBe(413);
  });

  it('drops the bytes of deleted uploads in the clean-up job', async () => {
    const up = await upload('gone.png', PNG, 'image/png');
    const id = up.body!.data.id;
    const key = (await blobOf(s.server.db, 'common.file', id))!.file_key;
    expect(await s.server.services.files.get(key)).not.toBeNull();
    expect((await s.api.call('POST', `/common/file/delete/${id}`, { form: {}, session: s.admin })).body!.code).toBe(200);
    expect(await cleanDeletedUploads(s.server.services)).toBeGreaterThanOrEqual(1);
    expect(await s.server.services.files.get(key)).toBeNull();
    expect(await blobOf(s.server.db, 'common.file', id)).toBeNull();
  });
});
