/**
 * Numbers the server assigns: `<prefix><yyyyMMdd><sequence>`, continuing after the day's seeded
 * numbers, unique under concurrent adds (for real on PostgreSQL when TEST_DATABASE_URL is set).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClient, type TestClient } from '../api/testClient';
import { createServer, type ReferenceServer } from '../createServer';
import type { Row } from '../types';
import { tableName } from './migrate';

const NOW = new Date(2026, 10, 21, 10, 30, 0);
const DAY = '20261121';

/** A dinner order's inputs, from a seeded order (user, project, meal). */
async function orderInput(server: ReferenceServer): Promise<Row> {
  const [o] = await server.db.query(`select * from ${tableName(server.idx.resource('ordermeal.orderDinner'))} order by "id" limit 1`);
  return { userId: o!.userId, orgId: o!.orgId, mealId: o!.mealId, date: o!.date, mealTime: o!.mealTime, amount: '15' };
}

async function addOrders(api: TestClient, session: string, input: Row, n: number): Promise<string[]> {
  const answers = await Promise.all(Array.from({ length: n }, () => api.call('POST', '/ordermeal/web/orderDinner/add', { form: input, session })));
  return answers.map((a) => {
    expect(a.body?.code, a.body?.msg).toBe(200);
    return String(a.body!.data.orderNo);
  });
}

describe('serial numbers (PGlite)', () => {
  let server: ReferenceServer;
  let api: TestClient;
  let admin: string;
  beforeAll(async () => {
    server = await createServer({ dataDir: 'memory://', quiet: true, now: () => NOW });
    api = testClient(server);
    admin = await api.login('admin', 'Admin123');
  });
  afterAll(async () => server?.close());

  it('a hand-made order gets the next number of the day, after the seeded ones', async () => {
    const seeded = (await server.db.query<{ orderNo: string }>(`select "orderNo" from ${tableName(server.idx.resource('ordermeal.orderDinner'))}`))
      .map((r) => r.orderNo).filter((n) => n.startsWith(`DC${DAY}`)).sort();
    expect(seeded.length).toBeGreaterThan(0);
    const input = await orderInput(server);
    const [first] = await addOrders(api, admin, input, 1);
    const [second] = await addOrders(api, admin, input, 1);
    const seq = (n: string) => Number(n.slice(`DC${DAY}`.length));
    expect(first).toMatch(new RegExp(`^DC${DAY}\\d{6}$`));
    expect(seq(first!)).toBe(seq(seeded.at(-1)!) + 1);
    expect(seq(second!)).toBe(seq(first!) + 1);
    // The number is the server's: what a client sends for it is not stored.
    const sent = await api.call('POST', '/ordermeal/web/orderDinner/add', { form: { ...input, orderNo: 'MINE1' }, session: admin });
    expect(sent.body?.data.orderNo).toMatch(new RegExp(`^DC${DAY}\\d{6}$`));
  });

  it('concurrent adds get distinct numbers', async () => {
    const numbers = await addOrders(api, admin, await orderInput(server), 25);
    expect(new Set(numbers).size).toBe(25);
  });

  it('release slips, visit appointments and recharge requests are numbered too (also rows seeded without one)', async () => {
    const slip = await api.call('POST', '/outgoing/goodsRelease/list', { form: { pageSize: 1 }, session: admin });
    const s = slip.body!.data.list[0];
    const added = await api.call('POST', '/outgoing/goodsRelease/add', {
      form: { orgId: s.orgId, roomId: s.roomId, applicantName: '李雷', applicantPhone: '13800138000', releaseTime: '2026-11-21 18:00:00' }, session: admin,
    });
    expect(added.body?.data.releaseNo).toMatch(new RegExp(`^FX${DAY}\\d{6}$`));
    const requests = await server.db.query(`select "rechargeNo" from ${tableName(server.idx.resource('wallet.rechargeManage'))}`);
    expect(requests.length).toBeGreaterThan(0);
    expect(new Set(requests.map((r) => r.rechargeNo)).size).toBe(requests.length);
    for (const r of requests) expect(r.rechargeNo).toMatch(new RegExp(`^CZ${DAY}\\d{6}$`));
  });

  it('every serial field is a read-only string (never in a form or a request)', () => {
    const serials = [...server.idx.resources.values()].flatMap((r) => Object.entries(r.fields).filter(([, fd]) => fd.serial).map(([n, fd]) => [r.key, n, fd] as const));
    expect(serials.map(([k, n]) => `${k}.${n}`)).toEqual(expect.arrayContaining([
      'ordermeal.orderDinner.orderNo', 'outgoing.goodsRelease.releaseNo', 'wallet.rechargeManage.rechargeNo', 'carwash.order.orderNo',
    ]));
    for (const [, , fd] of serials) expect(fd.readOnly).toBe(true);
  });
});

// A real PostgreSQL runs the adds in parallel transactions: the counter row must serialise them.
describe.skipIf(!process.env.TEST_DATABASE_URL)('serial numbers with PostgreSQL (TEST_DATABASE_URL)', () => {
  it('parallel adds in separate transactions get distinct, consecutive numbers', async () => {
    const server = await createServer({ databaseUrl: process.env.TEST_DATABASE_URL!, dataDir: 'memory://', quiet: true, now: () => NOW });
    try {
      const api = testClient(server);
      const admin = await api.login('admin', 'Admin123');
      const numbers = (await addOrders(api, admin, await orderInput(server), 40)).sort();
      expect(new Set(numbers).size).toBe(40);
      const seq = numbers.map((n) => Number(n.slice(`DC${DAY}`.length)));
      expect(seq.at(-1)! - seq[0]!).toBe(39);
    } finally {
      await server.close();
    }
  }, 120_000);
});
