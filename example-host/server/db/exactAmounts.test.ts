/**
 * Amounts are exact in the database: `numeric(18,2)` columns, so thousands of 0.10 and 0.20 add up
 * to 300.00 in SQL, in a stats call and in a report, and every amount still leaves the server as
 * the contract's JSON number. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../api/testClient';
import type { ReferenceServer } from '../createServer';
import type { Row } from '../types';
import { decimalToFen, fenToNumber } from './decimal';
import { tableName } from './migrate';
import { reportTestServer, type ReportTestServer } from '../handlers/reportTestServer';

const backends: [string, string | undefined][] = [['PGlite', undefined]];
if (process.env.TEST_DATABASE_URL) backends.push(['PostgreSQL', process.env.TEST_DATABASE_URL]);

/** 1,000 orders of 0.10 and 1,000 of 0.20: 300.00, which binary floats only approach. */
const EACH = 1000;

describe.each(backends)('exact amounts on %s', (_name, databaseUrl) => {
  let server: ReferenceServer;
  let api: TestClient;
  let admin: string;
  let orgId: number;
  let table: string;
  let ok: ReportTestServer['ok'];

  beforeAll(async () => {
    ({ server, api, admin, orgId, ok } = await reportTestServer(databaseUrl, '金额项目'));
    table = tableName(server.idx.resource('flashdeliver.order'));
    // Bound as the JSON numbers 0.1 and 0.2 the API receives, not as SQL literals.
    await server.db.query(`insert into ${table} ("orderNo", "receiverName", "receiverPhone", "address", "orgId", "status", "amount", "createTime")
      select 'EX' || lpad(g::text, 8, '0'), '收货人', '13800000001', '一号路', $1, 'completed',
        case when g % 2 = 0 then $2::numeric else $3::numeric end, '2026-03-03 12:00:00'
      from generate_series(1, ${2 * EACH}) g`, [orgId, 0.1, 0.2]);
  }, 120_000);
  afterAll(() => server?.close());

  it('stores amounts as numeric(18,2) and adds them exactly in SQL', async () => {
    const [col] = await server.db.query(`select data_type, numeric_precision, numeric_scale from information_schema.columns
      where table_schema = current_schema() and table_name = $1 and column_name = 'amount'`, [table]);
    expect(col).toEqual({ data_type: 'numeric', numeric_precision: 18, numeric_scale: 2 });
    const [sum] = await server.db.query(`select sum("amount")::text as "s" from ${table} where "orgId" = $1`, [orgId]);
    expect(sum!.s).toBe('300.00');
  });

  it('answers the list\'s amounts as JSON numbers, which add up to 300.00 as fen', async () => {
    let fen = 0n;
    let n = 0;
    for (let pageNum = 1; ; pageNum++) {
      const page = await ok('/flashdeliver/web/order/queryOrder', { orgId, pageNum, pageSize: 500 });
      for (const row of page.list as Row[]) {
        expect([0.1, 0.2]).toContain(row.amount);
        fen += decimalToFen(row.amount)!;
        n++;
      }
      if ((page.list as Row[]).length < 500) break;
    }
    expect(n).toBe(2 * EACH);
    expect(fen).toBe(30000n);
    expect(fenToNumber(fen)).toBe(300);
  });

  it('totals exactly in a stats call and in a report', async () => {
    const stats = await ok('/flashdeliver/web/order/queryOrderCount', { orgId });
    expect(stats).toMatchObject({ total: 2 * EACH, sums: { amount: 300 } });
    expect(stats.groups).toEqual([{ key: { status: 'completed' }, count: 2 * EACH, sums: { amount: 300 } }]);
    const report = await ok('/statistics/report/flashStatistics', { startDate: '2026-03-02', endDate: '2026-03-08', dimension: 'day', orgId });
    expect(report.totals.amount).toBe(300);
    expect(report.rows.find((r: Row) => r.key === '2026-03-03').values.amount).toBe(300);
  });

  it('keeps cents exact when approved recharges move a balance many times', async () => {
    const users = tableName(server.idx.resource('organisation.user'));
    const balanceText = async (id: unknown) => String((await server.db.query(`select coalesce("balance", 0)::text as "b" from ${users} where "id" = $1`, [id]))[0]!.b);
    const user = (await server.db.query(`select "id" from ${users} where "_deleted" = false and "status" = 1 order by "id" limit 1`))[0]!;
    const before = decimalToFen(await balanceText(user.id))!;
    // A recharge is a request; another person's approval moves the money (the two-person rule).
    const finance = await api.login('finance', 'Finance123');
    for (const amount of [0.1, 0.2, 0.1, 0.2, 0.1, 0.2, 0.1, 0.2, 0.1, 0.2]) {
      const res = await api.call('POST', '/organisation/user/recharge', { form: { id: user.id, amount }, session: admin });
      expect(res.body?.code, res.body?.msg).toBe(200);
      const audit = await api.call('POST', '/organisation/userRechargeRequest/rechargeAudit', {
        form: { id: res.body!.data.request.id, auditStatus: 'approved' }, session: finance,
      });
      expect(audit.body?.code, audit.body?.msg).toBe(200);
    }
    const after = await balanceText(user.id);
    expect(after).toMatch(/^-?\d+\.\d{2}$/);
    expect(decimalToFen(after)! - before).toBe(150n);
  });
});
