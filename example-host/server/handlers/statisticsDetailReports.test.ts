/**
 * The 统计数据 reports that replaced embeds, on rows inserted here (PGlite; PostgreSQL with
 * TEST_DATABASE_URL): daily meals per meal time, the top N people, recharge and consumption details
 * (net = payments − refunds, drill-down path), and wallet balances at the range's end read from the ledger.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drillHref } from '../../../src/core/report/reportModel';
import { consumptionDetailReport } from '../../../src/contract/reports/index';
import { testClient, type TestClient } from '../api/testClient';
import { createServer, type ReferenceServer } from '../createServer';
import { tableName } from '../db/migrate';
import { insertRow } from '../db/store';
import type { Row } from '../types';

const backends: [string, string | undefined][] = [['PGlite', undefined]];
if (process.env.TEST_DATABASE_URL) backends.push(['PostgreSQL', process.env.TEST_DATABASE_URL]);

const R = '/statistics/report';
const WEEK = { startDate: '2026-03-02', endDate: '2026-03-08' };
type Group = { key: unknown; label?: string; values: Record<string, number> };

describe.each(backends)('statistics detail reports on %s', (_name, databaseUrl) => {
  let server: ReferenceServer;
  let api: TestClient;
  let admin: string;
  let companyId: number;
  let users: number[];
  let accounts: number[];
  let meals: number[];
  const ok = async (path: string, json: Row) => {
    const res = await api.call('POST', `${R}/${path}`, { json, session: admin });
    expect(res.body?.code, `${path}: ${res.body?.msg}`).toBe(200);
    return res.body!.data;
  };

  beforeAll(async () => {
    server = await createServer({ dataDir: 'memory://', quiet: true, now: () => new Date(2026, 2, 10, 10, 0, 0), ...(databaseUrl ? { databaseUrl } : {}) });
    api = testClient(server);
    admin = await api.login('admin', 'Admin123');
    const ins = (key: string, row: Row) => insertRow(server.db, server.idx.resource(key), row);
    companyId = Number((await ins('organisation.company', { name: `统计测试公司${Date.now() % 1e8}`, companyType: 1 })).id);
    const orgId = Number((await server.db.query(`select id from ${tableName(server.idx.resource('organisation.organization'))} where "_deleted" = false order by id limit 1`))[0]!.id);
    users = (await server.db.query(`select id from ${tableName(server.idx.resource('organisation.user'))} where "_deleted" = false order by id limit 3`)).map((r) => Number(r.id));
    meals = (await server.db.query(`select id from ${tableName(server.idx.resource('ordermeal.meal'))} where "_deleted" = false order by id limit 2`)).map((r) => Number(r.id));
    // user, date, meal time, amount, status (user 0 eats the first dish, the others the second)
    const orders: [number, string, string, number, string][] = [
      [0, '2026-03-02', 'breakfast', 5, 'taken'], [0, '2026-03-02', 'lunch', 15.5, 'ordered'], [1, '2026-03-02', 'lunch', 12, 'taken'],
      [1, '2026-03-03', 'dinner', 20, 'cancelled'], [2, '2026-03-04', 'dinner', 18.25, 'taken'], [2, '2026-03-04', 'lunch', 30, 'refunded'],
      [1, '2026-03-05', 'lunch', 12, 'taken'],
    ];
    let n = 0;
    for (const [u, date, mealTime, amount, status] of orders) {
      await ins('ordermeal.orderDinner', { orderNo: `ST${++n}`, userId: users[u], phone: '13800000000', orgId, companyId, mealId: meals[u === 0 ? 0 : 1], date, mealTime, amount, status });
    }
    const acc = (type: string, createTime: string) => ins('wallet.virtAccountExtend', { name: `账户${type}`, accountNo: `AC${type}${createTime}`, companyId, orgId, type, balance: 0, status: 1, createTime });
    accounts = [Number((await acc('meal', '2026-02-01 09:00:00')).id), Number((await acc('cash', '2026-02-01 09:00:00')).id), Number((await acc('cash', '2026-03-09 09:00:00')).id)];
    // account, time, type, channel, amount, balance after
    const flows: [number, string, string, string, number, number][] = [
      [0, '2026-02-20 09:00:00', 'recharge', 'admin', 100, 100],
      [0, '2026-03-02 12:00:00', 'consume', 'card', 15.5, 84.5],
      [0, '2026-03-03 12:00:00', 'refund', 'card', 5.25, 89.75],
      [1, '2026-03-04 09:00:00', 'recharge', 'admin', 50.1, 50.1],
      [1, '2026-03-04 18:00:00', 'consume', 'face', 50.1, 0],
      [0, '2026-03-09 09:00:00', 'recharge', 'admin', 10, 99.75],
      [2, '2026-03-09 10:00:00', 'recharge', 'admin', 5, 5],
    ];
    for (const [a, createTime, type, channel, amount, balance] of flows) {
      await ins('wallet.virtAccountWater', { serialNo: `W${++n}`, accountId: accounts[a], companyId, type, channel, amount, balance, createTime });
    }
  }, 120_000);
  afterAll(() => server?.close());

  it('每日订餐 counts effective orders per day and meal time', async () => {
    const data = await ok('dailyMeal', { ...WEEK, dimension: 'day', companyId });
    expect(data.rows[0]).toEqual({ key: '2026-03-02', values: { orders: 3, breakfast: 1, lunch: 2, dinner: 0, amount: 32.5 } });
    expect(data.rows[1].values.orders).toBe(0);
    expect(data.totals).toEqual({ orders: 5, breakfast: 1, lunch: 3, dinner: 1, amount: 62.75 });
  });

  it('个人消费 lists the top people by amount; totals cover everyone', async () => {
    const data = await ok('personConsumption', { ...WEEK, dimension: 'userId', companyId });
    expect(data.rows.map((r: Group) => [r.key, r.values.amount, r.values.orders])).toEqual([[users[1], 24, 2], [users[0], 20.5, 2], [users[2], 18.25, 1]]);
    expect(data.totals).toEqual({ amount: 62.75, orders: 5, people: 3 });
  });

  it('菜品销量 counts effective orders per dish, the top dishes by orders', async () => {
    const data = await ok('dishSales', { ...WEEK, dimension: 'mealId', companyId });
    expect(data.rows.map((r: Group) => [r.key, r.values])).toEqual([[meals[1], { orders: 3, amount: 42.25, people: 2 }], [meals[0], { orders: 2, amount: 20.5, people: 1 }]]);
    expect(data.totals).toEqual({ orders: 5, amount: 62.75, people: 3 });
  });

  it('充值明细 and 消费明细 over the ledger, net = payments − refunds, drilling down to 账户流水', async () => {
    const recharge = await ok('rechargeDetail', { ...WEEK, dimension: 'channel', companyId });
    expect(recharge.totals).toEqual({ count: 1, amount: 50.1, accounts: 1 });
    const consumption = await ok('consumptionDetail', { ...WEEK, dimension: 'type', companyId });
    expect(consumption.rows.map((r: Group) => [r.key, r.values.count])).toEqual([['consume', 2], ['refund', 1]]);
    expect(consumption.totals).toEqual({ count: 3, consumed: 65.6, refunded: 5.25, net: 60.35 });
    const href = drillHref(consumptionDetailReport, { ...WEEK, dimension: 'type', filters: { companyId: String(companyId) } }, consumption.rows[0]);
    expect(href).toBe(`/enterpiseManger/accountFlow?f.createTime=2026-03-02~2026-03-08&f.type=consume&f.companyId=${companyId}`);
  });

  it('钱包余额 reads each account\'s balance at the end of the range from the ledger', async () => {
    const data = await ok('walletBalance', { ...WEEK, dimension: 'type', companyId });
    // At 03-08: meal 89.75, cash 0 (paid out); the third account opens on 03-09 and the 03-09 lines come later.
    expect(data.rows.map((r: Group) => [r.key, r.values])).toEqual([
      ['cash', { balance: 0, accounts: 1, funded: 0 }], ['meal', { balance: 89.75, accounts: 1, funded: 1 }],
    ]);
    expect(data.totals).toEqual({ balance: 89.75, accounts: 2, funded: 1 });
    // The previous period ends on 03-01: only the 100 recharged on 02-20.
    expect(data.previous.totals).toEqual({ balance: 100, accounts: 2, funded: 1 });
    const later = await ok('walletBalance', { startDate: '2026-03-09', endDate: '2026-03-10', dimension: 'companyId', companyId });
    expect(later.rows).toEqual([{ key: companyId, label: expect.stringContaining('统计测试公司'), values: { balance: 104.75, accounts: 3, funded: 2 } }]);
    const bad = await api.call('POST', `${R}/walletBalance`, { json: { ...WEEK, dimension: 'nope' }, session: admin });
    expect(bad.body).toMatchObject({ code: 400 });
  });
});
