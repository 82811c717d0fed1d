import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useAdminServer } from '../api/adminServer';
import type { Row } from '../types';

// PGlite by default; TEST_DATABASE_URL (an empty database) runs the same on PostgreSQL.
const s = useAdminServer(process.env.TEST_DATABASE_URL ? { databaseUrl: process.env.TEST_DATABASE_URL } : {});

// A local host for 连通性检测: /slow never answers (the time-out), everything else answers 204.
let host: Server;
let base = '';
const hits: string[] = [];
beforeAll(async () => {
  host = createHttpServer((req, res) => {
    hits.push(`${req.method} ${req.url} ${req.headers.authorization ?? ''}`);
    if (req.url?.startsWith('/slow')) return;
    res.statusCode = 204;
    res.end();
  });
  await new Promise<void>((res) => host.listen(0, '127.0.0.1', res));
  base = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
});
afterAll(async () => {
  host.closeAllConnections();
  await new Promise((res) => host.close(res));
});

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const ID3 = new Uint8Array([0x49, 0x44, 0x33, 0x04, 0, 0, 0, 0, 0, 0]);
async function upload(name: string, bytes: Uint8Array, group: string): Promise<string> {
  const form = new FormData();
  form.append('group', group);
  form.append('file', new Blob([bytes as BlobPart]), name);
  const res = await s.api.call('POST', '/common/file/upload', { multipart: form, session: s.admin });
  expect(res.body!.code).toBe(200);
  return String(res.body!.data.url);
}

describe.each([['小程序辅助功能', 'auxiliaryMiniProgram'], ['辅助功能管理', 'auxiliaryApp']])('%s', (_, name) => {
  it('keeps one row per feature and project (409 on featureKey), and 启用/停用 switches it', async () => {
    const [org, other] = await s.rows('organisation.organization');
    const add = (orgId: unknown, label: string) => s.post(`/basesetting/${name}/add`, { orgId, featureKey: 'meal', label, sort: 1 });
    const first = await add(org!.id, '订餐');
    expect(first.body).toMatchObject({ code: 200, data: { featureKey: 'meal', status: 1 } });
    const before = (await s.rows(`basesetting.${name}`)).length;
    expect((await add(org!.id, '再订餐')).body).toMatchObject({ code: 409, data: { field: 'featureKey' } });
    expect((await s.rows(`basesetting.${name}`)).length).toBe(before);
    const elsewhere = await add(other!.id, '订餐');
    expect(elsewhere.body!.code).toBe(200);
    // Moving the other project's row onto the first project's feature is the same duplicate.
    expect((await s.post(`/basesetting/${name}/update`, { id: elsewhere.body!.data.id, orgId: org!.id })).body!.code).toBe(409);
    expect((await s.post(`/basesetting/${name}/update`, { id: first.body!.data.id, label: '食堂订餐' })).body!.code).toBe(200);
    const off = await s.post(`/basesetting/${name}/setStatus`, { id: first.body!.data.id, status: 0 });
    expect(off.body!.code).toBe(200);
    expect((await s.rows(`basesetting.${name}`, 'and "id" = $1', [first.body!.data.id]))[0]).toMatchObject({ status: 0, label: '食堂订餐' });
  });
});

describe('提示音', () => {
  it('takes an uploaded sound and refuses a picture or a link that is not a sound, on audioUrl', async () => {
    const [org] = await s.rows('organisation.organization');
    const sound = await upload('新订单.mp3', ID3, 'audio');
    const ok = await s.post('/basesetting/promptAudio/add', { name: '新订单提醒', orgId: org!.id, scene: 'newOrder', audioUrl: sound });
    expect(ok.body).toMatchObject({ code: 200, data: { audioUrl: sound, status: 1 } });
    const before = (await s.rows('basesetting.promptAudio')).length;
    const picture = await upload('logo.png', PNG, 'image');
    expect((await s.post('/basesetting/promptAudio/add', { name: '图片', orgId: org!.id, scene: 'alarm', audioUrl: picture })).body)
      .toMatchObject({ code: 400, data: { field: 'audioUrl' } });
    expect((await s.post('/basesetting/promptAudio/add', { name: '网页', orgId: org!.id, scene: 'alarm', audioUrl: 'https://cdn.example.com/page.html' })).body)
      .toMatchObject({ code: 400, data: { field: 'audioUrl' } });
    expect((await s.post('/basesetting/promptAudio/add', { name: '脚本', orgId: org!.id, scene: 'alarm', audioUrl: 'javascript:alert(1)' })).body)
      .toMatchObject({ code: 400, data: { field: 'audioUrl' } });
    expect((await s.rows('basesetting.promptAudio')).length).toBe(before);
    expect((await s.post('/basesetting/promptAudio/update', { id: ok.body!.data.id, audioUrl: picture })).body!.code).toBe(400);
    expect((await s.post('/basesetting/promptAudio/add', { name: '外链', orgId: org!.id, scene: 'alarm', audioUrl: 'https://cdn.example.com/alarm.wav' })).body!.code).toBe(200);
  });
});

describe('接口管理', () => {
  const add = (values: Row) => s.post('/basesetting/interfaceConfig/add', { name: '测试接口', serviceKind: 'sms', direction: 'outbound', authKind: 'apiKey', ...values });

  it('accepts http(s) base URLs only, never answers key or secret, and says 已设置', async () => {
    for (const baseUrl of ['ftp://files.example.com', 'mailto:ops@example.com', 'tel:10086', 'https://user:pw@api.example.com']) {
      expect((await add({ baseUrl })).body, baseUrl).toMatchObject({ code: 400, data: { field: 'baseUrl' } });
    }
    const ok = await add({ baseUrl: 'https://sms.example.com/v2', appKey: 'AK-123', appSecret: 'SK-secret' });
    expect(ok.body).toMatchObject({ code: 200, data: { appKey: null, appSecret: null, credentialSet: 1, lastCheckResult: 'unchecked' } });
    const id = ok.body!.data.id;
    const read = await s.get(`/basesetting/interfaceConfig/${id}`);
    expect(read.body!.data).toMatchObject({ appKey: null, appSecret: null, credentialSet: 1 });
    const listed = (await s.post('/basesetting/interfaceConfig/list', { name: '测试接口' })).body!.data.list as Row[];
    expect(JSON.stringify(listed)).not.toContain('SK-secret');
    // A blank secret on edit keeps the stored one.
    expect((await s.post('/basesetting/interfaceConfig/update', { id, name: '短信通道', appSecret: '' })).body!.data.credentialSet).toBe(1);
    expect((await s.rows('basesetting.interfaceConfig', 'and "id" = $1', [id]))[0]).toMatchObject({ appSecret: 'SK-secret', name: '短信通道' });
    expect((await add({ name: '无凭据', baseUrl: 'https://maps.example.com', authKind: 'none' })).body!.data.credentialSet).toBe(0);
  });

  it('checks the stored base URL only (ignoring one sent with the call), with no credentials, and stores the result', async () => {
    const ok = (await add({ name: '本地接口', baseUrl: `${base}/health`, appSecret: 'SK-never-sent' })).body!.data;
    hits.length = 0;
    const checked = await s.post('/basesetting/interfaceConfig/check', { id: ok.id, baseUrl: 'http://169.254.169.254/latest/meta-data' });
    expect(checked.body).toMatchObject({ code: 200, data: { lastCheckResult: 'ok', lastCheckMessage: expect.stringContaining('HTTP 204') } });
    expect(checked.body!.data.lastCheckTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(hits).toEqual(['GET /health ']);

    // A closed port: nothing listens there once the probe server is gone.
    const closed = createHttpServer();
    await new Promise<void>((res) => closed.listen(0, '127.0.0.1', res));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((res) => closed.close(res));
    const down = (await add({ name: '已关闭', baseUrl: `http://127.0.0.1:${port}/` })).body!.data;
    expect((await s.post('/basesetting/interfaceConfig/check', { id: down.id })).body!.data).toMatchObject({ lastCheckResult: 'failed' });
    expect((await s.rows('basesetting.interfaceConfig', 'and "id" = $1', [down.id]))[0]!.lastCheckResult).toBe('failed');
    expect((await s.post('/basesetting/interfaceConfig/check', { id: 999999 })).body!.code).toBe(404);
  });

  it('gives up after the time-out and stores 连接超时, holding no transaction while it waits', async () => {
    const slow = (await add({ name: '慢接口', baseUrl: `${base}/slow` })).body!.data;
    let checkDone = false;
    const checking = s.post('/basesetting/interfaceConfig/check', { id: slow.id }).finally(() => { checkDone = true; });
    // Once the slow host has the probe, a write by someone else goes through before the check ends
    // (PGlite has one connection: a transaction held across the wait would queue it for 5 s).
    while (!hits.some((h) => h.startsWith('GET /slow'))) await new Promise((r) => setTimeout(r, 10));
    const other = await add({ name: '检测期间新增', baseUrl: `${base}/other` });
    expect(other.body!.code).toBe(200);
    expect(checkDone).toBe(false);
    expect((await checking).body).toMatchObject({ code: 200, data: { lastCheckResult: 'timeout' } });
  }, 15000);
});

describe('物业缴费项目 links', () => {
  it('links a payment project once (409 on projectId, nothing stored) and names both projects in the list', async () => {
    const [project] = await s.rows('propertypayment.projects');
    const orgs = await s.rows('organisation.organization');
    const before = (await s.rows('propertypayment.ProjectsXOrganistation')).length;
    const again = await s.post('/propertypayment/wojiacloud/ProjectsXOrganistation/add', { projectId: project!.id, orgId: orgs[4]!.id });
    expect(again.body).toMatchObject({ code: 409, data: { field: 'projectId' } });
    expect((await s.rows('propertypayment.ProjectsXOrganistation')).length).toBe(before);
    const list = (await s.post('/propertypayment/wojiacloud/ProjectsXOrganistation/list', { projectId: project!.id })).body!.data.list as Row[];
    expect(list).toEqual([expect.objectContaining({ projectId: project!.id, projectName: project!.name })]);
  });
});
