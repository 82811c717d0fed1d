/**
 * Export tasks are durable jobs (issue 43 item 5): a task left by a dead process is taken over and
 * finished, or failed at once with a reason; a failed task is never flipped back, and on
 * PostgreSQL a "done" never overwrites a "failed" written while the export ran. The kill -9 run
 * of real server processes is crash.test.ts.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClient, type TestClient } from '../api/testClient';
import { createServer, type ReferenceServer } from '../createServer';
import { tableName } from '../db/migrate';
import { MAX_ATTEMPTS, REASON_INTERRUPTED, REASON_NO_JOB } from './exportJobs';
import { exportWorkerOf, type ExportJob } from './exportTasks';

const backends: [string, string | undefined][] = [['PGlite', undefined]];
if (process.env.TEST_DATABASE_URL) backends.push(['PostgreSQL', process.env.TEST_DATABASE_URL]);

describe.each(backends)('export tasks as durable jobs on %s', (_name, databaseUrl) => {
  let server: ReferenceServer;
  let api: TestClient;
  let admin: string;
  let t: string;
  beforeAll(async () => {
    server = await createServer({ dataDir: 'memory://', quiet: true, ...(databaseUrl ? { databaseUrl } : {}) });
    api = testClient(server);
    admin = await api.login('admin', 'Admin123');
    t = tableName(server.idx.resource('session.exportTask'));
  });
  afterAll(() => server?.close());

  const worker = () => exportWorkerOf(server.services.jobs)!;
  const job = (o: Partial<ExportJob> = {}): ExportJob => ({
    kind: 'rows', op: 'ordermeal.lineManage.exportMealline', input: {}, userId: 1, scope: null, fileName: 'orphan.xlsx', ...o,
  });
  /** A task as a process that died left it. */
  const orphan = async (status: string, o: { job?: ExportJob | null; attempts?: number; owner?: string; leaseMs?: number } = {}) => {
    const [row] = await server.db.query<{ id: number }>(`insert into ${t} ("name", "fileName", "status", "progress", "_job", "_attempts", "_lease_owner", "_lease_until")
      values ('孤儿导出', 'orphan.xlsx', $1, 10, $2, $3, $4, now() + $5 * interval '1 millisecond') returning "id"`,
    [status, o.job === null ? null : JSON.stringify(o.job ?? job()), o.attempts ?? 1, o.owner ?? 'dead-process', o.leaseMs ?? -1000]);
    return Number(row!.id);
  };
  const task = async (id: number) => (await server.db.query<{ status: string; _error: string | null; rowCount: number; _lease_owner: string | null }>(
    `select "status", "_error", "rowCount", "_lease_owner" from ${t} where "id" = $1`, [id]))[0]!;

  it('takes over a task whose process died and finishes it', async () => {
    const id = await orphan('running');
    expect(await worker().sweep()).toContain(id);
    await expect.poll(async () => (await task(id)).status, { timeout: 20_000 }).toBe('done');
    const lines = await server.db.query(`select 1 from ${tableName(server.idx.resource('ordermeal.lineManage'))} where "_deleted" = false`);
    expect(await task(id)).toMatchObject({ rowCount: lines.length, _lease_owner: null });
  });

  it('fails at once, with a reason, a task interrupted too often or from before durable jobs', async () => {
    const tired = await orphan('running', { attempts: MAX_ATTEMPTS });
    const legacy = await orphan('waiting', { job: null });
    const swept = await worker().sweep();
    expect(swept).toEqual(expect.arrayContaining([tired, legacy]));
    expect(await task(tired)).toMatchObject({ status: 'failed', _error: REASON_INTERRUPTED });
    expect(await task(legacy)).toMatchObject({ status: 'failed', _error: REASON_NO_JOB });
  });

  it('runs a waiting task of its own that no kick announced (a kick lost when the claim met the row locked)', async () => {
    const id = await orphan('waiting', { owner: worker().owner, attempts: 0, leaseMs: 60_000 });
    await expect.poll(async () => (await task(id)).status, { timeout: 40_000, interval: 200 }).toBe('done');
  }, 60_000);

  it('leaves alone a task another live process holds, and never flips a failed one back', async () => {
    const held = await orphan('running', { owner: 'live-process', leaseMs: 60_000 });
    const failed = await orphan('failed', { owner: worker().owner });
    expect(await worker().sweep()).not.toEqual(expect.arrayContaining([held]));
    worker().kick();
    // A later export of this process runs to the end: the loop has looked at its queue since.
    const res = await api.call('POST', '/ordermeal/web/lineManage/exportMealline', { form: {}, session: admin });
    expect(res.bytes?.length).toBeGreaterThan(0);
    expect(await task(held)).toMatchObject({ status: 'running', _lease_owner: 'live-process' });
    expect((await task(failed)).status).toBe('failed');
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('a failure written while an export runs (PostgreSQL)', () => {
  it('stands: the worker\'s "done" does not overwrite it, and the caller hears the task was stopped', async () => {
    const url = process.env.TEST_DATABASE_URL!;
    const server = await createServer({ dataDir: 'memory://', quiet: true, databaseUrl: url });
    const locker = new pg.Client({ connectionString: url });
    await locker.connect();
    try {
      const api = testClient(server);
      const admin = await api.login('admin', 'Admin123');
      const t = tableName(server.idx.resource('session.exportTask'));
      const lines = tableName(server.idx.resource('ordermeal.lineManage'));
      const [{ max }] = (await server.db.query<{ max: number | null }>(`select max("id") as "max" from ${t}`)) as [{ max: number | null }];
      await locker.query('begin');
      await locker.query(`lock table ${lines} in access exclusive mode`);
      const call = api.call('POST', '/ordermeal/web/lineManage/exportMealline', { form: {}, session: admin });
      const running = async () => (await server.db.query<{ id: number }>(`select "id" from ${t} where "id" > $1 and "status" = 'running'`, [max ?? 0]))[0]?.id;
      await expect.poll(running, { timeout: 20_000 }).toBeDefined();
      const id = (await running())!;
      // Another process's sweep (this one looked dead) fails it while the export waits on the lock.
      await server.db.query(`update ${t} set "status" = 'failed', "_error" = 'failed elsewhere', "_lease_owner" = null where "id" = $1`, [id]);
      await locker.query('rollback');
      const res = await call;
      expect(res.body?.code).toBe(409);
      const [row] = await server.db.query(`select "status", "_error" from ${t} where "id" = $1`, [id]);
      expect(row).toMatchObject({ status: 'failed', _error: 'failed elsewhere' });
    } finally {
      await locker.query('rollback').catch(() => undefined);
      await locker.end();
      await server.close();
    }
  });
});
