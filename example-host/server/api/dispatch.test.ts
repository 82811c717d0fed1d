import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { XLSX_MIME } from '../../../src/contract';
import { createServer, type ReferenceServer } from '../createServer';
import { tableName } from '../db/migrate';
import { insertRow } from '../db/store';
import { genericHandlers } from '../handlers/index';
import { ApiFail } from '../types';
import { handlerFor } from './dispatch';
import { testClient, type TestClient } from './testClient';

let server: ReferenceServer;
let api: TestClient;
let admin: string;
let merchant: string;

const count = async (key: string) =>
  Number((await server.db.query<{ n: number }>(`select count(*)::int as n from ${tableName(server.idx.resource(key))}`))[0]!.n);

beforeAll(async () => {
  server = await createServer({ dataDir: 'memory://', quiet: true });
  api = testClient(server);
  admin = await api.login('admin', 'Admin123');
  merchant = await api.login('merchant', 'Merchant123');
});
afterAll(async () => server?.close());
afterEach(() => vi.restoreAllMocks());

describe('dispatch', () => {
  it('answers an unknown call with an envelope 404 over HTTP 200', async () => {
    for (const [method, path] of [['POST', '/nope/list'], ['GET', '/organisation/build/list/x'], ['DELETE', '/organisation/build/1'], ['GET', '']]) {
      const res = await api.call(method!, path!, { session: admin });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ code: 404, msg: 'no such call', data: null });
    }
  });

  it('serves public calls without a session and refuses the others with 401', async () => {
    const key = await api.call('POST', '/user/getKey');
    expect(key.body?.code).toBe(200);
    const anon = await api.call('POST', '/organisation/build/list', { form: {} });
    expect(anon.body?.code).toBe(401);
    const forged = await api.call('POST', '/organisation/build/list', { form: {}, session: 'JSESSION_ID=forged' });
    expect(forged.body?.code).toBe(401);
  });

  it('accepts the session as a cookie or as a bearer token', async () => {
    expect((await api.call('POST', '/organisation/build/list', { form: {}, session: admin })).body?.code).toBe(200);
    const token = admin.split('=')[1]!;
    const res = await server.app.request('/super_cloud/api/organisation/build/list', {
      method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/x-www-form-urlencoded' }, body: '',
    });
    expect((await res.json()).code).toBe(200);
  });

  it('refuses a call outside the user\'s permissions with 403 naming the permission', async () => {
    const res = await api.call('POST', '/organisation/build/list', { form: {}, session: merchant });
    expect(res.body?.code).toBe(403);
    expect(res.body?.msg).toContain('space');
    expect((await api.call('POST', '/merchant/merchant/list', { form: {}, session: merchant })).body?.code).toBe(200);
    // null permission: any logged-in user
    expect((await api.call('GET', '/user/profile', { session: merchant })).body?.code).toBe(200);
  });

  it('rejects invalid input with 400 and a Chinese message naming the field', async () => {
    const before = await count('organisation.build');
    const res = await api.call('POST', '/organisation/build/add', { form: { orgId: 1, code: 'X1' }, session: admin });
    expect(res.body).toEqual({ code: 400, msg: '楼栋名称不能为空', data: { field: 'name' } });
    const phone = await api.call('POST', '/organisation/user/add', { form: { name: '张三', phone: '2345', orgId: 1 }, session: admin });
    expect(phone.body?.code).toBe(400);
    expect(phone.body?.msg).toMatch(/^手机号格式不正确/);
    expect(await count('organisation.build')).toBe(before);
  });

  it('reads each call in the encoding its contract declares (JSON, form), plus query values', async () => {
    const json = await api.call('POST', '/flashdeliver/web/order/queryOrder', { json: { pageSize: 2 }, session: admin });
    expect(json.body?.data.pageSize).toBe(2);
    const broken = await api.call('POST', '/flashdeliver/web/order/queryOrder', { raw: { body: '{"pageSize":', type: 'application/json' }, session: admin });
    expect(broken.body).toMatchObject({ code: 400, msg: '请求体不是合法的JSON' });
    const array = await api.call('POST', '/flashdeliver/web/order/queryOrder', { raw: { body: '[1]', type: 'application/json' }, session: admin });
    expect(array.body?.code).toBe(400);
    const query = await api.call('POST', '/organisation/build/list', { query: { pageSize: 3 }, form: {}, session: admin });
    expect(query.body?.data.pageSize).toBe(3);
  });

  it('refuses bodies over the limit with 413', async () => {
    const res = await api.call('POST', '/organisation/build/list', { raw: { body: 'x'.repeat(17 * 1024 * 1024), type: 'application/x-www-form-urlencoded' }, session: admin });
    expect(res.body?.code).toBe(413);
  });

  it('answers file results as attachments with an encoded file name', async () => {
    const res = await api.call('POST', '/ordermeal/web/lineManage/exportMealline', { form: {}, session: admin });
    expect(res.headers.get('content-type')).toBe(XLSX_MIME);
    const disposition = res.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+\.xlsx"; filename\*=UTF-8''[^\s"]+\.xlsx$/);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1]!)).toMatch(/\.xlsx$/);
    expect([...res.bytes!.slice(0, 2)]).toEqual([0x50, 0x4b]); // a zip (xlsx) container
  });

  it('turns unexpected errors into code 500 over HTTP 200, without details', async () => {
    vi.spyOn(genericHandlers, 'list').mockRejectedValue(new Error('secret stack detail'));
    const res = await api.call('POST', '/organisation/build/list', { form: {}, session: admin });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 500, msg: 'server error', data: null });
  });

  it('rolls back everything a rejected write did', async () => {
    const before = await count('organisation.build');
    vi.spyOn(genericHandlers, 'add').mockImplementation(async (ctx) => {
      await insertRow(ctx.server.db, ctx.rows, { name: '回滚楼', orgId: 1, buildType: 'office' });
      throw new ApiFail(409, '故意拒绝');
    });
    const res = await api.call('POST', '/organisation/build/add', { form: { name: '回滚楼', orgId: 1 }, session: admin });
    expect(res.body).toMatchObject({ code: 409, msg: '故意拒绝' });
    expect(await count('organisation.build')).toBe(before);
  });

  it('lets a write await code that queries the server\'s own Db without deadlocking', async () => {
    vi.spyOn(genericHandlers, 'add').mockImplementation(async (ctx) => {
      const row = await insertRow(ctx.server.db, ctx.rows, { name: '同事务楼', orgId: 1, buildType: 'office' });
      // A job or helper that captured the server's Db sees the transaction's own writes.
      const seen = await server.db.query('select "id" from r_organisation__build where "id" = $1', [row.id]);
      return { seen: seen.length };
    });
    const res = await api.call('POST', '/organisation/build/add', { form: { name: '同事务楼', orgId: 1 }, session: admin });
    expect(res.body).toMatchObject({ code: 200, data: { seen: 1 } });
  });

  it('has a handler for every operation of the catalogue', () => {
    const missing = server.idx.operations.filter((e) => !handlerFor(e)).map((e) => e.id);
    expect(missing).toEqual([]);
  });
});
