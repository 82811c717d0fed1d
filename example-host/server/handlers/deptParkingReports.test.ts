/**
 * 部门消费统计 and 停车统计 (issue 38) over our additions: each answers rows on the demo data for a user
 * whose data scope is not everything (运营中心, `opcenter`), no more than the admin sees; the lines
 * they count are listed read-only (no add or update call), scoped the same way; each drills down
 * to a page of the console. 会议室 (our addition) keeps its rows to the caller's projects (项目管理员).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEPT_PARKING_REPORTS } from '../../../src/contract/reports/index';
import { findRouteByPath } from '../../../src/core/routes/filterRoutes';
import { consoleRoutes } from '../../../src/console/menu';
import { testClient, type TestClient } from '../api/testClient';
import { createServer, type ReferenceServer } from '../createServer';

const RANGE = { startDate: '2025-03-11', endDate: '2026-03-10' };
type Answer = { rows: { key: unknown; values: Record<string, number | string> }[]; totals: Record<string, number | string> };
type Page = { total: number; records?: Record<string, unknown>[]; list?: Record<string, unknown>[] };

describe('部门消费统计 and 停车统计 over our additions', () => {
  let server: ReferenceServer;
  let api: TestClient;
  let admin: string;
  let opcenter: string;
  let project: string;
  const run = async (name: string, session: string, extra: Record<string, unknown> = {}): Promise<Answer> => {
    const res = await api.call('POST', `/statistics/report/${name}`, { json: { ...RANGE, ...extra }, session });
    expect(res.body?.code, `${name}: ${res.body?.msg}`).toBe(200);
    return res.body!.data as Answer;
  };
  const list = async (path: string, session: string): Promise<Page> => {
    const res = await api.call('POST', path, { form: { pageNum: 1, pageSize: 500 }, session });
    expect(res.body?.code, `${path}: ${res.body?.msg}`).toBe(200);
    return res.body!.data as Page;
  };

  beforeAll(async () => {
    server = await createServer({ dataDir: 'memory://', quiet: true, now: () => new Date(2026, 2, 10, 10, 0, 0) });
    api = testClient(server);
    admin = await api.login('admin', 'Admin123');
    opcenter = await api.login('opcenter', 'Opcenter123');
    project = await api.login('project', 'Project123');
  }, 180_000);
  afterAll(() => server?.close());

  for (const report of DEPT_PARKING_REPORTS) {
    it(`${report.name}: rows under the operations centre's data scope, fewer than the admin's`, async () => {
      const mine = await run(report.name, opcenter);
      const all = await run(report.name, admin);
      const first = Object.keys(report.measures)[0]!;
      expect(mine.rows.length).toBeGreaterThan(0);
      expect(mine.rows.some((r) => Number(r.values[first] ?? 0) !== 0), `${report.name}: a non-zero ${first}`).toBe(true);
      const counted = Object.entries(report.measures).find(([, m]) => m.agg === 'count')![0];
      expect(Number(mine.totals[counted])).toBeLessThan(Number(all.totals[counted]));
    });

    it(`${report.name}: drills down to a page of the console`, () => {
      const target = findRouteByPath(consoleRoutes, report.drill!);
      expect(target?.entry.view?.kind, report.drill).toMatch(/^(page|resource)$/);
    });
  }

  it('部门消费统计 groups by department: each department\'s amount adds up to the total', async () => {
    const all = await run('deptConsumption', admin, { dimension: 'deptId' });
    expect(all.rows.length).toBeGreaterThan(3);
    const sum = all.rows.reduce((s, r) => s + Math.round(Number(r.values.amount) * 100), 0);
    expect(sum).toBe(Math.round(Number(all.totals.amount) * 100));
  });

  it('the lines are listed read-only and within the caller\'s scope', async () => {
    // 部门消费明细 is statistics' (运营中心 holds it), 停车记录 the car parks' (项目管理员 holds space).
    for (const [path, who] of [['/wallet/deptConsumption/list', opcenter], ['/carpark/parkingRecord/list', project]] as const) {
      const mine = await list(path, who);
      const all = await list(path, admin);
      expect(mine.total, path).toBeGreaterThan(0);
      expect(mine.total, path).toBeLessThan(all.total);
    }
    const add = await api.call('POST', '/carpark/parkingRecord/add', { form: { plateNo: '粤B12345' }, session: admin });
    expect(add.status === 404 || add.body?.code === 404).toBe(true);
  });

  it('会议室: a project administrator sees only its projects\' rooms, and a bad capacity is a field message', async () => {
    const mine = await list('/conferencesystem/web/meetingRoom/list', project);
    const all = await list('/conferencesystem/web/meetingRoom/list', admin);
    expect(all.total).toBeGreaterThan(0);
    expect(mine.total).toBeLessThanOrEqual(all.total);
    const org = ((all.records ?? all.list)![0]!).orgId;
    const bad = await api.call('POST', '/conferencesystem/web/meetingRoom/add', {
      form: { name: '临时会议室', orgId: String(org), location: 'A座1楼', capacity: 0, openFrom: '08:00', openTo: '18:00', status: 'available' }, session: admin,
    });
    expect(bad.body?.code, JSON.stringify(bad.body)).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('capacity');
  });
});
