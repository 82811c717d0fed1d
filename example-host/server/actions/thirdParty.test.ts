/**
 * 人脸检测 and 第三方下发 (our additions) on PGlite: a face photo is decided only while pending and
 * rejected only with a reason; a retry counts the try and is refused once it succeeded; a batch
 * push creates or retries one record per subject and system; another project's rows answer 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClient, type TestClient } from '../api/testClient';
import { createServer, type ReferenceServer } from '../createServer';
import type { Row } from '../types';

describe('face detection and third-party dispatch', () => {
  let server: ReferenceServer;
  let api: TestClient;
  let admin: string;
  const post = (path: string, form: Row, session = admin) => api.call('POST', `/organisation${path}`, { form, session });
  const list = (path: string, form: Row = {}, session = admin): Promise<Row[]> => api.rows(`/organisation${path}/list`, session, form);

  beforeAll(async () => {
    server = await createServer({ dataDir: 'memory://', quiet: true });
    api = testClient(server);
    admin = await api.login('admin', 'Admin123');
  }, 180_000);
  afterAll(() => server?.close());

  it('decides a pending face photo once, a rejection only with its reason, and checks it again', async () => {
    const [face] = await list('/faceDetection', { status: 'pending' });
    const bare = await post('/faceDetection/audit', { id: face!.id, status: 'failed' });
    expect(bare.body?.code).toBe(400);
    expect(bare.body?.data).toMatchObject({ field: 'failReason' });
    const rejected = await post('/faceDetection/audit', { id: face!.id, status: 'failed', failReason: '照片模糊' });
    expect(rejected.body?.code, rejected.body?.msg).toBe(200);
    const again = await post('/faceDetection/audit', { id: face!.id, status: 'passed' });
    expect(again.body?.code).toBe(409);
    const redo = await post('/faceDetection/redetect', { id: face!.id });
    expect(redo.body?.code, redo.body?.msg).toBe(200);
    const [after] = await list('/faceDetection', { name: face!.name, status: 'pending' });
    expect(after).toMatchObject({ id: face!.id, status: 'pending', failReason: null, detectTime: null });
  });

  it('counts a retry, refuses one after success, and pushes a batch as one record per user and system', async () => {
    const [failed] = await list('/userDispatch', { status: 'failed' });
    const ok = await post(`/userDispatch/retry/${String(failed!.id)}`, {});
    expect(ok.body?.code, ok.body?.msg).toBe(200);
    expect(ok.body?.data.rows[0]).toMatchObject({ status: 'success', attempts: Number(failed!.attempts) + 1, errorMsg: null });
    expect((await post(`/userDispatch/retry/${String(failed!.id)}`, {})).body?.code).toBe(409);

    const users = (await api.call('POST', '/organisation/user/list', { form: { pageNum: 1, pageSize: 3 }, session: admin })).body!.data.list as Row[];
    const ids = users.map((u) => u.id).join(',');
    const before = (await list('/userDispatch', { targetSystem: 'elevator' })).length;
    const first = await post('/userDispatch/dispatch', { userIds: ids, targetSystem: 'elevator' });
    expect(first.body?.code, first.body?.msg).toBe(200);
    const second = await post('/userDispatch/dispatch', { userIds: ids, targetSystem: 'elevator' });
    const mine = (await list('/userDispatch', { targetSystem: 'elevator' })).filter((r) => users.some((u) => u.id === r.userId));
    expect(mine).toHaveLength(users.length);
    expect(mine.every((r) => Number(r.attempts) >= 2)).toBe(true);
    expect(mine.map((r) => r.name).sort()).toEqual(users.map((u) => u.name).sort());
    expect((await list('/userDispatch', { targetSystem: 'elevator' })).length).toBeLessThanOrEqual(before + users.length);
    expect(second.body?.data.updated).toBe(users.length);
    expect((await post('/userDispatch/dispatch', { userIds: ids, targetSystem: 'fax' })).body?.code).toBe(400);
  });

  it('pushes an enterprise with each of its departments', async () => {
    const [virt] = (await api.call('POST', '/organisation/virtualarchitecture/list', { form: { pageNum: 1, pageSize: 50, virtType: 'ordinary' }, session: admin })).body!.data.list as Row[];
    const depts = (await api.call('POST', '/organisation/department/list', { form: { pageNum: 1, pageSize: 200, virtId: virt!.id }, session: admin })).body!.data.list as Row[];
    const res = await post('/enterpriseDispatch/dispatch', { virtId: virt!.id, targetSystem: 'attendance' });
    expect(res.body?.code, res.body?.msg).toBe(200);
    expect(res.body?.data.updated).toBe(depts.length + 1);
  });

  it("answers 404 for another project's face photo or dispatch record", async () => {
    const operator = await api.login('operator', 'Operator123');
    for (const path of ['/faceDetection', '/userDispatch']) {
      const visible = new Set((await list(path, {}, operator)).map((r) => r.id));
      const other = (await list(path)).find((r) => !visible.has(r.id));
      expect(other, path).toBeDefined();
      const res = path === '/faceDetection'
        ? await post('/faceDetection/audit', { id: other!.id, status: 'passed' }, operator)
        : await post(`/userDispatch/retry/${String(other!.id)}`, {}, operator);
      expect(res.body?.code, path).toBe(404);
      expect((await api.call('GET', `/organisation${path}/${String(other!.id)}`, { session: operator })).body?.code).toBe(404);
    }
    // A push names only users the caller can see: another project's user is not found, nothing is written.
    const mine = new Set(((await api.call('POST', '/organisation/user/list', { form: { pageNum: 1, pageSize: 500 }, session: operator })).body!.data.list as Row[]).map((u) => u.id));
    const stranger = ((await api.call('POST', '/organisation/user/list', { form: { pageNum: 1, pageSize: 500 }, session: admin })).body!.data.list as Row[]).find((u) => !mine.has(u.id));
    const records = async () => (await list('/userDispatch', { userId: stranger!.id })).map((r) => `${String(r.id)}:${String(r.attempts)}`);
    const before = await records();
    const refused = await post('/userDispatch/dispatch', { userIds: String(stranger!.id), targetSystem: 'doorAccess' }, operator);
    expect(refused.body?.code).toBe(404);
    expect(await records()).toEqual(before);
    // Their own user goes through, under the caller's row-level policies (the pair's row locked, then written).
    const own = await post('/userDispatch/dispatch', { userIds: String([...mine][0]), targetSystem: 'doorAccess' }, operator);
    expect(own.body?.code, own.body?.msg).toBe(200);
  });
});
