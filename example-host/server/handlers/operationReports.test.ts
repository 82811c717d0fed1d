/**
 * The 统计数据 reports that replaced dead embeds (issue 38): each answers rows on the demo data for
 * a user whose data scope is not everything (运营中心, `opcenter`), no more than the admin sees, and
 * its drill-down opens a page the console has.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATION_REPORTS } from '../../../src/contract/reports/index';
import { findRouteByPath } from '../../../src/core/routes/filterRoutes';
import { consoleRoutes } from '../../../src/console/menu';
import { testClient, type TestClient } from '../api/testClient';
import { createServer, type ReferenceServer } from '../createServer';

const RANGE = { startDate: '2025-03-11', endDate: '2026-03-10' };
type Answer = { rows: { key: unknown; values: Record<string, number> }[]; totals: Record<string, number> };

describe('statistics reports over operations data', () => {
  let server: ReferenceServer;
  let api: TestClient;
  let admin: string;
  let opcenter: string;
  const run = async (name: string, session: string): Promise<Answer> => {
    const res = await api.call('POST', `/statistics/report/${name}`, { json: RANGE, session });
    expect(res.body?.code, `${name}: ${res.body?.msg}`).toBe(200);
    return res.body!.data as Answer;
  };

  beforeAll(async () => {
    server = await createServer({ dataDir: 'memory://', quiet: true, now: () => new Date(2026, 2, 10, 10, 0, 0) });
    api = testClient(server);
    admin = await api.login('admin', 'Admin123');
    opcenter = await api.login('opcenter', 'Opcenter123');
  }, 180_000);
  afterAll(() => server?.close());

  it('covers the seven reports of this change', () => {
    expect(OPERATION_REPORTS.map((r) => r.name)).toEqual(['mealLine', 'merchantSettlement', 'subsidy', 'card', 'repair', 'propertyFee', 'userActivity']);
  });

  for (const report of OPERATION_REPORTS) {
    it(`${report.name}: rows under the operations centre's data scope, within the admin's`, async () => {
      const mine = await run(report.name, opcenter);
      const all = await run(report.name, admin);
      const first = Object.keys(report.measures)[0]!;
      expect(mine.rows.length).toBeGreaterThan(0);
      expect(mine.rows.some((r) => (r.values[first] ?? 0) !== 0), `${report.name}: a non-zero ${first}`).toBe(true);
      // A count never grows when the scope narrows.
      const counted = Object.entries(report.measures).find(([, m]) => m.agg === 'count')![0];
      expect(mine.totals[counted]!).toBeLessThanOrEqual(all.totals[counted]!);
    });

    it(`${report.name}: drills down to a page of the console`, () => {
      expect(report.drill).toBeTruthy();
      const target = findRouteByPath(consoleRoutes, report.drill!);
      expect(target?.entry.view?.kind, report.drill).toMatch(/^(page|resource)$/);
    });
  }
});
