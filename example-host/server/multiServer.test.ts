/**
 * Several server processes on one PostgreSQL (README "Several servers on one PostgreSQL"): two
 * real HTTP servers, started together on a fresh database, behind which a load balancer could
 * send any call anywhere. Skipped without TEST_DATABASE_URL (`.ci/run` provides one); each run
 * makes its own database and drops it afterwards, so reruns start clean.
 */
import { serve, type ServerType } from '@hono/node-server';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptPassword, publicKeyOf, serverTimeOf } from '../../src/core/session/encryptPassword';
import { testClient, type TestClient } from './api/testClient';
import { createServer, type ReferenceServer } from './createServer';
import { tableName } from './db/migrate';
import { insertRow } from './db/store';
import type { InProcessJobRunner } from './jobs/createJobRunner';

const baseUrl = process.env.TEST_DATABASE_URL;
const PORT_A = Number(process.env.E2E_PORT ?? 18203);
const PORT_B = PORT_A + 10;
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
// Both processes read one pinned clock, so throttling delays and job intervals do not depend on how fast this machine is.
let clock = new Date('2026-11-21T10:30:00');

/** Runs SQL on the server's maintenance connection (create and drop the test's database). */
async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try { await client.query(sql); } finally { await client.end(); }
}

describe.skipIf(!baseUrl)('two servers on one PostgreSQL', () => {
  const dbName = `sc_multi_${process.pid}_${Date.now() % 1e8}`;
  let a: ReferenceServer;
  let b: ReferenceServer;
  const listeners: ServerType[] = [];
  let apiA: TestClient;
  let apiB: TestClient;
  let adminA: string;

  const listen = (server: ReferenceServer, port: number): TestClient => {
    listeners.push(serve({ fetch: server.app.fetch, port, hostname: '127.0.0.1' }));
    return testClient({ app: { request: (path, init) => fetch(`http://127.0.0.1:${port}${path}`, init) } });
  };

  beforeAll(async () => {
    await admin(`create database "${dbName}"`);
    const url = new URL(baseUrl!);
    url.pathname = `/${dbName}`;
    // Started at the same time: one migrates and seeds, the other waits for it (start-up lock).
    const start = () => createServer({ databaseUrl: url.toString(), quiet: true, now: () => clock });
    [a, b] = await Promise.all([start(), start()]);
    apiA = listen(a, PORT_A);
    apiB = listen(b, PORT_B);
    adminA = await apiA.login('admin', 'Admin123');
  }, 180_000);

  afterAll(async () => {
    await Promise.all(listeners.map((l) => new Promise((done) => l.close(done))));
    await Promise.all([a?.close(), b?.close()]);
    await admin(`drop database if exists "${dbName}" with (force)`);
  }, 60_000);

  it('seed the demo data once, whichever starts first', async () => {
    expect([a.seeded, b.seeded].sort()).toEqual([false, true]);
    const users = await a.db.query(`select count(*)::int as "n" from ${tableName(a.idx.resource('platform.webUser'))} where "loginName" = 'admin'`);
    expect(users[0]!.n).toBe(1);
  });

  it('accept on B a password sealed with the key fetched from A', async () => {
    const keyA = (await apiA.call('POST', '/user/getKey')).body!.data;
    const keyB = (await apiB.call('POST', '/user/getKey')).body!.data;
    expect(keyB.publicKey).toBe(keyA.publicKey);
    // Both servers run in this test's process: the stored pair is what a server in another process reads.
    const [stored] = await b.db.query<{ value: string }>(`select "value" from "_server_secrets" where "name" = 'loginKey'`);
    expect(stored?.value.split('.')[0]).toBe(keyA.publicKey);
    const password = await encryptPassword('Project123', publicKeyOf(keyA), serverTimeOf(keyA) ?? clock.getTime());
    const res = await apiB.call('POST', '/user/login', { form: { loginName: 'project', password } });
    expect(res.body).toMatchObject({ code: 200, data: { loginName: 'project' } });
  });

  it('count failed logins on both servers together', async () => {
    const fail = async (api: TestClient) => (await api.call('POST', '/user/login', { form: { loginName: 'admin', password: await api.sealed('wrong-password') } })).body!.code;
    // Three failures are free; the fourth, whichever server takes it, starts the delay.
    expect([await fail(apiA), await fail(apiB), await fail(apiA), await fail(apiB)]).toEqual([400, 400, 400, 400]);
    expect(await fail(apiA)).toBe(429);
    expect(await fail(apiB)).toBe(429);
    clock = new Date(clock.getTime() + 60_000); // the delay (1 s) has passed on both
    expect(await fail(apiB)).toBe(400);
    await a.db.query(`delete from "_login_throttle"`);
  });

  it('serve on B a file uploaded on A', async () => {
    const form = new FormData();
    form.append('file', new Blob([PNG as BlobPart], { type: 'image/png' }), '门头照.png');
    const up = await apiA.call('POST', '/common/file/upload', { multipart: form, session: adminA });
    expect(up.body).toMatchObject({ code: 200, data: { name: '门头照.png', size: PNG.length } });
    const got = await apiB.call('GET', `/common/file/geturl/${up.body!.data.id}`, { query: { raw: 1 }, session: adminA });
    expect(got.bytes).toEqual(PNG);
  });

  it('list and download on B an export made on A', async () => {
    const made = await apiA.call('POST', '/ordermeal/web/lineManage/exportMealline', { form: {}, session: adminA });
    expect(made.body).toBeNull();
    expect((await apiB.call('GET', '/export/exportTask/status', { session: adminA })).body!.data).toBe(true);
    const list = await apiB.call('POST', '/export/exportTask/list', { form: { pageSize: 50 }, session: adminA });
    const task = list.body!.data.list.find((t: { fileName: string }) => t.fileName.startsWith('餐线管理'));
    expect(task).toMatchObject({ status: 'done', progress: 100 });
    const again = await apiB.call('GET', `/export/exportTask/download/${task.id}`, { session: adminA });
    expect(again.bytes).toEqual(made.bytes);
  });

  it('run a due job on one server only, and show a run started on B on A', async () => {
    const runs = async (name: string) => Number((await a.db.query(`select "runs" from "_jobs" where "name" = $1`, [name]))[0]?.runs ?? 0);
    const jobsA = a.services.jobs as InProcessJobRunner;
    const jobsB = b.services.jobs as InProcessJobRunner;
    // Both timers fire at once: one process takes the job's lock, the other finds it taken or just run.
    const ran = await Promise.all([jobsA.runDue('uploadCleanup'), jobsB.runDue('uploadCleanup')]);
    expect(ran.filter(Boolean)).toHaveLength(1);
    expect(await runs('uploadCleanup')).toBe(1);
    expect(await Promise.all([jobsA.runDue('uploadCleanup'), jobsB.runDue('uploadCleanup')])).toEqual([false, false]); // not due again yet

    const couponOnA = async () => (await apiA.call('GET', '/scm/schedule/jobs', { session: adminA })).body!.data
      .find((j: { name: string }) => j.name === 'couponStatus');
    expect(await couponOnA()).toMatchObject({ lastRunTime: null });
    expect((await apiB.call('POST', '/scm/schedule/job/couponStatus', { form: { action: 'run' }, session: adminA })).body!.code).toBe(200);
    await expect.poll(couponOnA).toMatchObject({ status: 'success', lastRunTime: '2026-11-21 10:31:00' });
    expect(await runs('couponStatus')).toBe(1);

    // Paused on A, skipped by B's timer; resumed on B, shown resumed on A.
    expect((await apiA.call('POST', '/scm/schedule/job/sessionCleanup', { form: { action: 'pause' }, session: adminA })).body!.data.status).toBe('paused');
    clock = new Date(clock.getTime() + 3600_000);
    expect(await jobsB.runDue('sessionCleanup')).toBe(false);
    expect((await apiB.call('POST', '/scm/schedule/job/sessionCleanup', { form: { action: 'resume' }, session: adminA })).body!.code).toBe(200);
    const sessionJobOnA = (await apiA.call('GET', '/scm/schedule/jobs', { session: adminA })).body!.data.find((j: { name: string }) => j.name === 'sessionCleanup');
    expect(sessionJobOnA.status).not.toBe('paused');
    expect(await jobsB.runDue('sessionCleanup')).toBe(true);
  });

  it('count on B the rows added on A, whether B\'s page of the filter was empty or not', async () => {
    const adminB = await apiB.login('admin', 'Admin123');
    const phone = `139${String(process.pid % 1e8).padStart(8, '0')}`;
    const totalOnB = async () => {
      const r = await apiB.call('POST', '/ordermeal/web/orderDinner/list', { session: adminB, form: { pageNum: 1, pageSize: 20, phone } });
      expect(r.body!.code).toBe(200);
      return r.body!.data.total as number;
    };
    const addOnA = () => insertRow(a.db, a.idx.resource('ordermeal.orderDinner'), { orderNo: `M${Date.now()}${Math.random()}`, phone, date: '2026-11-21' });
    expect(await totalOnB()).toBe(0);
    expect(await totalOnB()).toBe(0); // B's remembered total, checked against the database's snapshot
    await addOnA();
    expect(await totalOnB()).toBe(1);
    expect(await totalOnB()).toBe(1);
    await addOnA();
    expect(await totalOnB()).toBe(2);
  });

  it('end on B a session logged out on A, and one of a user disabled through the database of A', async () => {
    const merchant = await apiA.login('merchant', 'Merchant123');
    const profileOnB = async (session: string) => (await apiB.call('GET', '/user/profile', { session })).body!.code;
    expect(await profileOnB(merchant)).toBe(200); // now remembered by B
    expect((await apiA.call('POST', '/user/logout', { session: merchant })).body!.code).toBe(200);
    expect(await profileOnB(merchant)).toBe(401);

    const opcenter = await apiA.login('opcenter', 'Opcenter123');
    expect(await profileOnB(opcenter)).toBe(200);
    // Whatever disables the user on A (here plain SQL, no call of A's): B refuses the session at once.
    await a.db.query(`update ${tableName(a.idx.resource('platform.webUser'))} set "status" = 0 where "loginName" = 'opcenter'`);
    expect(await profileOnB(opcenter)).toBe(401);
  });

  it('refuse on B a user disabled by a call on A, and a permission its role lost on A', async () => {
    const users = tableName(a.idx.resource('platform.webUser'));
    const roles = tableName(a.idx.resource('platform.webRole'));
    const listOnB = async (session: string) => (await apiB.call('POST', '/flashdeliver/web/orderLine/list', { session, form: { pageNum: 1, pageSize: 5 } })).body!.code;
    // A role's permission: B remembers the session, A's database drops the key, B refuses the next call.
    const merchant = await apiA.login('merchant', 'Merchant123');
    expect(await listOnB(merchant)).toBe(200);
    expect(await listOnB(merchant)).toBe(200); // answered from B's remembered session
    const [role] = await a.db.query<{ id: number; perms: string }>(`select "id", "perms" from ${roles} where "perms" like '%flashdeliver%' and "name" = '商户管理员'`);
    await a.db.query(`update ${roles} set "perms" = $2 where "id" = $1`, [role!.id, role!.perms.split(',').filter((k) => k.trim() !== 'flashdeliver').join(',')]);
    expect(await listOnB(merchant)).toBe(403);
    // Given back, through a call of A this time (the role form): B lets the same session in at once.
    await a.db.query(`update ${roles} set "perms" = $2 where "id" = $1`, [role!.id, role!.perms]);
    expect(await listOnB(merchant)).toBe(200);
    expect((await apiA.call('POST', '/web/role/update', { session: adminA, form: { id: role!.id, status: 0 } })).body!.code).toBe(200);
    expect(await listOnB(merchant)).toBe(403);
    expect((await apiA.call('POST', '/web/role/update', { session: adminA, form: { id: role!.id, status: 1 } })).body!.code).toBe(200);
    expect(await listOnB(merchant)).toBe(200);

    // The user form on A disables the account: B refuses the remembered session at once.
    const [user] = await a.db.query<{ id: number }>(`select "id" from ${users} where "loginName" = 'merchant'`);
    expect((await apiA.call('POST', '/web/user/update', { session: adminA, form: { id: user!.id, status: 0 } })).body!.code).toBe(200);
    expect(await listOnB(merchant)).toBe(401);
  });
});
