/**
 * The examples of issue 24 point 3, as they were reported: `project` (organisation 1) listed,
 * read (with ID-card numbers), renamed and recharged users of the other organisations, and
 * `merchant` cancelled another organisation's dinner order. Each must now be out of reach: not
 * listed, and 404 by id with nothing changed, while the user's own rows still work.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClient, type TestClient } from '../api/testClient';
import { createServer, type ReferenceServer } from '../createServer';
import { writeXlsx } from '../files/xlsx';
import { tableName } from '../db/migrate';
import type { Row } from '../types';

const backends: [string, string | undefined][] = [['PGlite', undefined]];
if (process.env.TEST_DATABASE_URL) backends.push(['PostgreSQL', process.env.TEST_DATABASE_URL]);

describe.each(backends)('data scope on %s: the issue examples', (_name, databaseUrl) => {
  let server: ReferenceServer;
  let api: TestClient;
  let project: string;
  let merchant: string;
  let orgOf: Record<string, number>;
  beforeAll(async () => {
    server = await createServer({ dataDir: 'memory://', quiet: true, ...(databaseUrl ? { databaseUrl } : {}) });
    api = testClient(server);
    project = await api.login('project', 'Project123');
    merchant = await api.login('merchant', 'Merchant123');
    const users = await server.db.query(`select "loginName", "orgId" from ${t('platform.webUser')}`);
    orgOf = Object.fromEntries(users.map((u) => [String(u.loginName), Number(u.orgId)]));
  }, 120_000);
  afterAll(() => server?.close());

  const t = (key: string) => tableName(server.idx.resource(key));
  const one = async (sql: string, params: unknown[] = []): Promise<Row> => (await server.db.query(sql, params))[0]!;
  const byId = (key: string, id: unknown) => one(`select * from ${t(key)} where "id" = $1`, [id]);
  const post = (session: string, path: string, form: Row) => api.call('POST', path, { session, form });

  it('project lists only the users of its own organisation', async () => {
    const others = await one(`select count(*)::int as n from ${t('organisation.user')} where "_deleted" = false and "orgId" <> $1`, [orgOf.project]);
    expect(Number(others.n)).toBeGreaterThan(0); // the other organisations do have users
    const res = await post(project, '/organisation/user/list', { pageSize: 1000 });
    expect(res.body!.code).toBe(200);
    const orgs = new Set((res.body!.data.list as Row[]).map((u) => u.orgId));
    expect([...orgs]).toEqual([orgOf.project]);
    expect(res.body!.data.total).toBe(res.body!.data.list.length);
    const options = await post(project, '/organisation/user/getselectlist', {});
    const mine = await server.db.query(`select "id" from ${t('organisation.user')} where "_deleted" = false and "orgId" = $1`, [orgOf.project]);
    expect((options.body!.data as Row[]).map((o) => o.value).sort()).toEqual(mine.map((m) => Number(m.id)).slice(0, 1000).sort());
  });

  it("project reads, renames and recharges another organisation's user: 404, nothing changes", async () => {
    const other = await one(`select * from ${t('organisation.user')} where "_deleted" = false and "status" = 1 and "orgId" <> $1 order by "id" limit 1`, [orgOf.project]);
    const read = await api.call('GET', `/organisation/user/${other.id}`, { session: project });
    expect(read.body).toMatchObject({ code: 404, data: null });
    expect(JSON.stringify(read.body)).not.toContain(String(other.idCard ?? '¤'));
    const detail = await post(project, '/organisation/user/getDetail', { id: other.id });
    expect(detail.body!.code).toBe(404);
    const renamed = await post(project, '/organisation/user/update', { id: other.id, name: '越权改名' });
    expect(renamed.body!.code).toBe(404);
    const recharged = await post(project, '/organisation/user/recharge', { id: other.id, amount: '100' });
    expect(recharged.body!.code).toBe(404);
    const batch = await post(project, '/organisation/user/batchUserEcharge', { ids: String(other.id), amount: '5' });
    expect(batch.body!.code).toBe(404);
    expect(await byId('organisation.user', other.id)).toEqual(other);
    // The same calls on a user of its own organisation still work.
    const own = await one(`select * from ${t('organisation.user')} where "_deleted" = false and "status" = 1 and "orgId" = $1 order by "id" limit 1`, [orgOf.project]);
    expect((await api.call('GET', `/organisation/user/${own.id}`, { session: project })).body!.code).toBe(200);
    // On its own user a recharge files a request (someone else approves it); nothing moves yet.
    expect((await post(project, '/organisation/user/recharge', { id: own.id, amount: '1' })).body).toMatchObject({ code: 200, data: { pending: true } });
    expect(await byId('organisation.user', own.id)).toEqual(own);
  });

  it('project cannot move a user into another organisation, nor add one there', async () => {
    const own = await one(`select * from ${t('organisation.user')} where "_deleted" = false and "orgId" = $1 order by "id" limit 1`, [orgOf.project]);
    const foreignOrg = await one(`select "id" from ${t('organisation.organization')} where "_deleted" = false and "id" <> $1 order by "id" limit 1`, [orgOf.project]);
    const moved = await post(project, '/organisation/user/update', { id: own.id, orgId: foreignOrg.id });
    expect(moved.body).toMatchObject({ code: 400, msg: expect.stringContaining('不在您的数据范围内') });
    expect(await byId('organisation.user', own.id)).toEqual(own);
    const renamed = await post(project, '/organisation/user/update', { id: own.id, name: '本项目改名' });
    expect(renamed.body!.code).toBe(200);
    expect(await byId('organisation.user', own.id)).toMatchObject({ name: '本项目改名', orgId: own.orgId });
  });

  it("project imports households into another organisation's rooms: those lines are refused, its own are saved", async () => {
    const foreignRoom = await one(`select * from ${t('organisation.roomNo')} where "_deleted" = false and "orgId" <> $1 order by "id" limit 1`, [orgOf.project]);
    const ownRoom = await one(`select * from ${t('organisation.roomNo')} where "_deleted" = false and "orgId" = $1 order by "id" limit 1`, [orgOf.project]);
    const count = async () => Number((await one(`select count(*)::int as n from ${t('organisation.household')}`)).n);
    const before = await count();
    const form = new FormData();
    const sheet = writeXlsx('住户', [
      ['*住户姓名', '*手机号', '*住户身份', '*房间', '*所属项目'],
      ['越权住户', '13911113333', '业主', Number(foreignRoom.id), ''],
      ['越权项目', '13911114444', '业主', Number(ownRoom.id), Number(foreignRoom.orgId)],
      ['本项目住户', '13911115555', '租户', Number(ownRoom.id), ''],
      ['无此房间', '13911116666', '业主', 2147480001, ''],
      ['无此项目', '13911117777', '业主', Number(ownRoom.id), 2147480002],
    ]);
    form.append('file', new Blob([sheet as BlobPart]), 'h.xlsx');
    const res = await api.call('POST', '/organisation/household/importHousehold', { session: project, multipart: form });
    expect(res.body!.code).toBe(200);
    expect(res.body!.data).toMatchObject({ total: 5, imported: 1, failed: 4 });
    const errors = res.body!.data.errors as Row[];
    const of = (row: number, id: unknown) => errors.filter((e) => e.row === row).map((e) => `${String(e.field)} ${String(e.msg).replace(String(id), '#')}`);
    // Another organisation's room or project is refused exactly as one that does not exist: nothing tells its ids apart.
    expect(of(2, foreignRoom.id)).toEqual(of(5, 2147480001));
    expect(of(3, foreignRoom.orgId)).toEqual(of(6, 2147480002));
    expect(of(2, foreignRoom.id).length).toBeGreaterThan(0);
    expect(of(3, foreignRoom.orgId).length).toBeGreaterThan(0);
    expect(await count()).toBe(before + 1);
  });

  it("project cannot point its own household at another organisation's room", async () => {
    const own = await one(`select * from ${t('organisation.household')} where "_deleted" = false and "orgId" = $1 order by "id" limit 1`, [orgOf.project]);
    const foreignRoom = await one(`select * from ${t('organisation.roomNo')} where "_deleted" = false and "orgId" <> $1 order by "id" limit 1`, [orgOf.project]);
    const res = await post(project, '/organisation/household/updateHousehold', { id: own.id, roomId: foreignRoom.id });
    expect(res.body).toMatchObject({ code: 400, data: { field: 'roomId' } });
    expect(await byId('organisation.household', own.id)).toEqual(own);
  });

  it("merchant cancels another organisation's dinner order: 404, the order stays ordered", async () => {
    const other = await one(`select * from ${t('ordermeal.orderDinner')} where "_deleted" = false and "status" = 'ordered' and "orgId" <> $1 order by "id" limit 1`, [orgOf.merchant]);
    const res = await post(merchant, '/ordermeal/web/orderDinner/cancelDinner', { id: other.id });
    expect(res.body!.code).toBe(404);
    expect(await byId('ordermeal.orderDinner', other.id)).toEqual(other);
    const own = await one(`select * from ${t('ordermeal.orderDinner')} where "_deleted" = false and "status" = 'ordered' and "orgId" = $1 order by "id" limit 1`, [orgOf.merchant]);
    expect((await post(merchant, '/ordermeal/web/orderDinner/cancelDinner', { id: own.id })).body!.code).toBe(200);
  });
});
