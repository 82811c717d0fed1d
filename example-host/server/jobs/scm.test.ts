import { describe, expect, it } from 'vitest';
import { expireCouponReceipts } from '../actions/marketing';
import { useAdminServer } from '../api/adminServer';
import { tableName } from '../db/migrate';
import { linkBlob } from '../files/blobs';
import type { Row } from '../types';
import { cleanExpiredSessions, cleanExports, EXPORT_TTL_MS, refreshPlannerStatistics } from './registerJobs';

const s = useAdminServer();
const { get, post } = s;

const until = async (check: () => Promise<boolean>) => {
  for (let i = 0; i < 100 && !(await check()); i++) await new Promise((r) => setTimeout(r, 20));
};

describe('scm schedule', () => {
  it('lists the registered jobs and their groups', async () => {
    const jobs = (await get('/scm/schedule/jobs')).body!.data as Row[];
    expect(jobs.map((j) => j.name)).toEqual(['sessionCleanup', 'exportCleanup', 'uploadCleanup', 'couponStatus', 'plannerStatistics']);
    expect(jobs[0]).toMatchObject({ id: 1, group: 'system', intervalMs: 600000, cron: 'every 10m', status: 'idle', nextRunTime: expect.any(String) });
    expect((await get('/scm/schedule/groups')).body!.data).toEqual(['files', 'marketing', 'system']);
    expect(((await get('/scm/schedule/jobs', { group: 'files' })).body!.data as Row[]).map((j) => j.name)).toEqual(['exportCleanup', 'uploadCleanup']);
  });

  it('fills the planner statistics on PGlite, which has no autovacuum', async () => {
    const filled = async () => (await s.server.db.query<{ n: number }>('select count(*)::int as n from pg_statistic_ext_data'))[0]!.n;
    const before = await filled();
    await refreshPlannerStatistics(s.server.db);
    expect(await filled()).toBeGreaterThan(before);
  });

  it('runs, pauses and resumes a job by name', async () => {
    const run = await post('/scm/schedule/job/couponStatus', { action: 'run' });
    expect(run.body).toMatchObject({ code: 200, data: { name: 'couponStatus', status: 'running' } });
    const status = async () => ((await get('/scm/schedule/jobs', { group: 'marketing' })).body!.data as Row[])[0]!;
    await until(async () => (await status()).status === 'success');
    expect(await status()).toMatchObject({ status: 'success', lastRunTime: expect.any(String), lastError: null });
    expect((await post('/scm/schedule/job/couponStatus', { action: 'pause' })).body!.data).toMatchObject({ status: 'paused', nextRunTime: null });
    expect((await post('/scm/schedule/job/couponStatus', { action: 'resume' })).body!.data).toMatchObject({ status: 'idle', nextRunTime: expect.any(String) });
    expect((await post('/scm/schedule/job/nothing', { action: 'run' })).body!.code).toBe(404);
    expect((await post('/scm/schedule/job/couponStatus', { action: 'explode' })).body!.code).toBe(400);
  });
});

describe('scm queues', () => {
  it('reports the one in-process broker and the export queue after an export', async () => {
    const brokers = (await get('/scm/kafka/brokers')).body!.data as Row[];
    expect(brokers).toHaveLength(1);
    expect(brokers[0]).toMatchObject({ name: 'in-process', kind: expect.stringContaining('no Kafka'), jobs: 5 });
    await post('/ordermeal/web/lineManage/exportMealline', {});
    const groups = (await get('/scm/kafka/groups')).body!.data as Row[];
    expect(groups.find((g) => g.name === 'export')).toMatchObject({ consumers: 1, pending: 0, status: 'idle' });
    expect((await get('/scm/kafka/topicinfo/export')).body!.data).toMatchObject({ name: 'export', processed: expect.any(Number) });
    expect((await get('/scm/kafka/topicinfo/nope')).body!.code).toBe(404);
    expect((await get('/scm/clean_invalid_group')).body!.data).toEqual({ removed: 0, names: [] });
  });
});

describe('clean-up jobs', () => {
  it('removes expired sessions only', async () => {
    const now = new Date();
    await s.server.db.query(`insert into "_sessions" ("token_hash", "user_id", "client", "created_ms", "expires_ms") values ('old', 1, 'web', $1, $2)`,
      [now.getTime() - 10 * 3600000, now.getTime() - 1000]);
    expect(await cleanExpiredSessions(s.server.db, now)).toBe(1);
    expect((await get('/scm/schedule/groups')).body!.code).toBe(200); // the live s.admin session survived
  });

  it('drops export files after 24 hours and fails tasks a restart left running', async () => {
    const tasks = s.server.idx.resource('session.exportTask');
    const [task] = await s.server.db.query(`insert into ${tableName(tasks)} ("name", "fileName", "status", "progress", "_created")
      values ('旧导出', 'old.xlsx', 'done', 100, $1) returning "id"`, [new Date(Date.now() - EXPORT_TTL_MS - 60000)]);
    const key = await s.server.services.files.put('old.xlsx', new Uint8Array([1, 2, 3]));
    await linkBlob(s.server.db, 'session.exportTask', Number(task!.id), key, 1, new Date(Date.now() - EXPORT_TTL_MS - 60000));
    await s.server.db.query(`insert into ${tableName(tasks)} ("name", "fileName", "status", "progress", "_created")
      values ('卡住的导出', 'stuck.xlsx', 'running', 10, $1)`, [new Date(Date.now() - 2 * 3600000)]);
    const result = await cleanExports(s.server.services, new Date());
    expect(result).toMatchObject({ removed: 1, failed: 1 });
    expect(await s.server.services.files.get(key)).toBeNull();
    const [stuck] = await s.server.db.query(`select "status" from ${tableName(tasks)} where "fileName" = 'stuck.xlsx'`);
    expect(stuck!.status).toBe('failed');
  });

  it('marks received coupons past their last valid day expired, and only those', async () => {
    const t = tableName(s.server.idx.resource('marketing.couponReceipt'));
    await s.server.db.query(`insert into ${t} ("couponId", "userId", "status", "expireDate", "orderNo") values
      (1, 1, 'unused', '2020-02-01', 'JOB-A'), (1, 1, 'unused', '2099-01-01', 'JOB-B'), (1, 1, 'used', '2020-02-01', 'JOB-C')`);
    const r = await expireCouponReceipts(s.server.db, t, new Date());
    expect(r.expired).toBeGreaterThanOrEqual(1);
    const byNo = Object.fromEntries((await s.server.db.query(`select "orderNo", "status" from ${t} where "orderNo" like 'JOB-%'`)).map((x) => [x.orderNo, x.status]));
    expect(byNo).toEqual({ 'JOB-A': 'expired', 'JOB-B': 'unused', 'JOB-C': 'used' });
  });
});
