/**
 * 订餐统计 on the seeded orders: the total counts effective orders only; cancelled and refunded
 * orders are answered apart, per group and overall, and never added in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClient, type TestClient } from '../api/testClient';
import { createServer, type ReferenceServer } from '../createServer';
import { tableName } from '../db/migrate';
import type { Row } from '../types';

let server: ReferenceServer;
let api: TestClient;
let admin: string;
let orders: Row[];

beforeAll(async () => {
  server = await createServer({ dataDir: 'memory://', quiet: true });
  api = testClient(server);
  admin = await api.login('admin', 'Admin123');
  orders = await server.db.query(`select * from ${tableName(server.idx.resource('ordermeal.orderDinner'))} where "_deleted" = false`);
});
afterAll(async () => server?.close());

const post = async (path: string, form: Row = {}) => {
  const body = (await api.call('POST', path, { form, session: admin })).body!;
  expect(body.code, body.msg).toBe(200);
  return body.data;
};
const cents = (list: Row[]) => Math.round(list.reduce((s, o) => s + Math.round(Number(o.amount) * 100), 0)) / 100;
const EFFECTIVE = new Set(['ordered', 'taken']);

describe('dinner statistics (seeded orders)', () => {
  it('the seed has effective, cancelled and refunded orders', () => {
    for (const s of ['ordered', 'taken', 'cancelled', 'refunded']) expect(orders.some((o) => o.status === s), s).toBe(true);
  });

  it('per day and meal time: the total and its amount count effective orders only', async () => {
    const data = await post('/ordermeal/web/orderDinner/dinnerStatistics');
    const effective = orders.filter((o) => EFFECTIVE.has(String(o.status)));
    expect(data.total).toBe(effective.length);
    expect(data.sums.amount).toBeCloseTo(cents(effective), 2);
    expect(data.groups.reduce((n: number, g: { count: number }) => n + g.count, 0)).toBe(effective.length);
    for (const s of ['cancelled', 'refunded']) {
      const these = orders.filter((o) => o.status === s);
      expect(data.excluded[s], s).toEqual({ count: these.length, sums: { amount: cents(these) } });
    }
    // Each group names its day and meal time (not the status) and carries its own excluded counts.
    const g = data.groups.find((x: { excluded: Row }) => Object.keys(x.excluded).length)!;
    expect(Object.keys(g.key).sort()).toEqual(['date', 'mealTime']);
    const same = orders.filter((o) => o.date === g.key.date && o.mealTime === g.key.mealTime);
    expect(g.count).toBe(same.filter((o) => EFFECTIVE.has(String(o.status))).length);
    for (const [s, part] of Object.entries(g.excluded as Record<string, { count: number }>)) {
      expect(part.count).toBe(same.filter((o) => o.status === s).length);
    }
  });

  it('per company, filtered by a project, likewise', async () => {
    const orgId = orders[0]!.orgId;
    const data = await post('/ordermeal/web/orderDinner/compDinnerStatistics', { orgId });
    const mine = orders.filter((o) => o.orgId === orgId);
    expect(data.total).toBe(mine.filter((o) => EFFECTIVE.has(String(o.status))).length);
    const notCounted = Object.values(data.excluded as Record<string, { count: number }>).reduce((n, p) => n + p.count, 0);
    expect(data.total + notCounted).toBe(mine.length);
  });
});
