/**
 * Report calls on real rows, on PGlite and (with TEST_DATABASE_URL) on PostgreSQL: grouping by
 * day and by field, measures with conditions, rates, totals that leave out what the report says,
 * the previous period, gap-free days, the bounded date range, the permission and the export.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../api/testClient';
import type { ReferenceServer } from '../createServer';
import { insertRow } from '../db/store';
import { readXlsx } from '../files/xlsx';
import type { Row } from '../types';
import { reportTestServer, type ReportTestServer } from './reportTestServer';

const backends: [string, string | undefined][] = [['PGlite', undefined]];
if (process.env.TEST_DATABASE_URL) backends.push(['PostgreSQL', process.env.TEST_DATABASE_URL]);

/** One group of a report's answer. */
type Group = { key: unknown; values: Record<string, number> };

const PATH = '/statistics/report/flashStatistics';

describe.each(backends)('reports on %s', (_name, databaseUrl) => {
  let server: ReferenceServer;
  let api: TestClient;
  let admin: string;
  let orgId: number;
  let ok: ReportTestServer['ok'];

  beforeAll(async () => {
    ({ server, api, admin, orgId, ok } = await reportTestServer(databaseUrl, '报表项目'));
    const order = server.idx.resource('flashdeliver.order');
    const base = { receiverName: '收货人', address: '一号路', orgId };
    const rows: [string, string, number, string][] = [
      // day, status, amount, phone
      ['2026-03-02 09:00:00', 'paid', 10.1, '13800000001'],
      ['2026-03-02 18:30:00', 'completed', 20.2, '13800000001'],
      ['2026-03-02 19:00:00', 'cancelled', 5, '13800000002'],
      ['2026-03-04 08:00:00', 'completed', 0.7, '13800000003'],
      ['2026-03-04 09:00:00', 'unpaid', 99, '13800000004'],
      // the previous period (7 days before 2026-03-02..2026-03-08)
      ['2026-02-25 12:00:00', 'completed', 30, '13800000005'],
      // outside both periods
      ['2026-01-01 12:00:00', 'completed', 1000, '13800000006'],
    ];
    for (const [createTime, status, amount, receiverPhone] of rows) {
      await insertRow(server.db, order, { ...base, createTime, status, amount, receiverPhone });
    }
  }, 120_000);
  afterAll(() => server?.close());

  it('groups by day with every day of the range, totals what it counts and compares with the previous period', async () => {
    const data = await ok(PATH, { startDate: '2026-03-02', endDate: '2026-03-08', dimension: 'day', orgId });
    expect(data.range).toEqual({ startDate: '2026-03-02', endDate: '2026-03-08' });
    expect(data.rows.map((r: Row) => r.key)).toEqual(['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08']);
    expect(data.rows[0].values).toEqual({ orders: 2, amount: 30.3, customers: 1, cancelled: 1, all: 3, cancelRate: 33.33 });
    expect(data.rows[1].values.orders).toBe(0);
    // unpaid and cancelled orders are not sales; distinct customers are counted over the range, not summed per day
    expect(data.totals).toEqual({ orders: 3, amount: 31, customers: 2, cancelled: 1, all: 5, cancelRate: 20 });
    expect(data.previous).toEqual({
      range: { startDate: '2026-02-23', endDate: '2026-03-01' },
      totals: { orders: 1, amount: 30, customers: 1, cancelled: 0, all: 1, cancelRate: 0 },
    });
  });

  it('counts only the rows of the caller\'s organisations (the data scope lists use)', async () => {
    const opcenter = await api.login('opcenter', 'Opcenter123');
    const week = { startDate: '2026-03-02', endDate: '2026-03-08', dimension: 'day' };
    // The test's orders sit in a project that is none of opcenter's organisations.
    expect((await ok(PATH, { ...week, orgId })).totals.all).toBe(5);
    const foreign = await ok(PATH, { ...week, orgId }, opcenter);
    expect(foreign.totals.all).toBe(0);
    expect(foreign.previous.totals.all).toBe(0);
    const everything = (await ok(PATH, week)).totals.all;
    expect((await ok(PATH, week, opcenter)).totals.all).toBeLessThanOrEqual(everything - 5);
  });

  it('groups by a field and filters by a list of values', async () => {
    const data = await ok(PATH, { startDate: '2026-03-01', endDate: '2026-03-10', dimension: 'status', orgId, status: 'completed,cancelled' });
    expect(data.rows.map((r: Group) => [r.key, r.values.all])).toEqual([['cancelled', 1], ['completed', 2]]);
    expect(data.totals.all).toBe(3);
    const byOrg = await ok(PATH, { startDate: '2026-03-01', endDate: '2026-03-10', dimension: 'orgId', orgId });
    expect(byOrg.rows).toHaveLength(1);
    expect(byOrg.rows[0]).toMatchObject({ key: orgId, label: expect.stringContaining('报表项目') });
  });

  it('buckets weeks from Monday and months', async () => {
    const weeks = await ok(PATH, { startDate: '2026-02-25', endDate: '2026-03-08', dimension: 'week', orgId });
    expect(weeks.rows.map((r: Group) => [r.key, r.values.orders])).toEqual([['2026-02-23', 1], ['2026-03-02', 3]]);
    const months = await ok(PATH, { startDate: '2026-01-01', endDate: '2026-03-10', dimension: 'month', orgId });
    expect(months.rows.map((r: Group) => [r.key, r.values.amount])).toEqual([['2026-01', 1000], ['2026-02', 30], ['2026-03', 31]]);
  });

  it('requires a bounded date range that does not reach into the future', async () => {
    const code = async (json: Row) => (await api.call('POST', PATH, { json, session: admin })).body!;
    expect(await code({ dimension: 'day' })).toMatchObject({ code: 400 });
    expect((await code({ startDate: '2026-03-05', endDate: '2026-03-01' })).msg).toBe('开始日期不能晚于结束日期');
    expect((await code({ startDate: '2026-03-01', endDate: '2026-03-11' })).msg).toBe('结束日期不能晚于今天');
    expect((await code({ startDate: '2025-01-01', endDate: '2026-03-01' })).msg).toBe('日期范围不能超过 366 天');
    expect(await code({ startDate: '2026-03-01', endDate: '2026-03-02', dimension: 'nope' })).toMatchObject({ code: 400 });
  });

  it('answers only callers holding the report\'s permission', async () => {
    const project = await api.login('project', 'Project123');
    const res = await api.call('POST', PATH, { json: { startDate: '2026-03-01', endDate: '2026-03-02' }, session: project });
    expect(res.body!.code).toBe(403);
    const opcenter = await api.login('opcenter', 'Opcenter123');
    await ok(PATH, { startDate: '2026-03-01', endDate: '2026-03-02', orgId }, opcenter);
  });

  it('exports the same rows and totals as xlsx named after the title and the day', async () => {
    const res = await api.call('POST', `${PATH}/export`, { json: { startDate: '2026-03-02', endDate: '2026-03-04', dimension: 'day', orgId }, session: admin });
    expect(res.bytes).not.toBeNull();
    expect(decodeURIComponent(res.headers.get('content-disposition') ?? '')).toContain('云小店统计20260310.xlsx');
    const sheet = readXlsx(res.bytes!);
    expect(sheet[0]).toEqual(['日期', '订单数', '销售额(元)', '下单人数', '已取消', '全部订单', '取消率(%)']);
    expect(sheet.slice(1).map((r) => r[0])).toEqual(['2026-03-02', '2026-03-03', '2026-03-04', '合计']);
    expect(sheet.at(-1)!.slice(1, 3)).toEqual(['3', '31']);
  });
});
