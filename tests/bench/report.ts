/**
 * A report over 1,000,000 cloud-shop orders spread over a year, grouped by day, through the whole
 * server (session, validation, the report's SQL, the previous period, gap filling), against the
 * bare hand-written SQL that answers the same question (the same measures per day) on the same
 * database. PGlite always; PostgreSQL too when BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set.
 */
import { testClient } from '../../example-host/server/api/testClient';
import { createServer, type ReferenceServer } from '../../example-host/server/createServer';
import { tableName } from '../../example-host/server/db/migrate';
import { bulkSql } from './bulkSql';

const ROWS = 1_000_000;
const RUNS = 5;
const START = '2025-01-01';
const END = '2025-12-31';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function fill(server: ReferenceServer): Promise<string> {
  const t = tableName(server.idx.resource('flashdeliver.order'));
  await server.db.exec(`delete from ${t} where "orderNo" like 'BENCH%'`);
  // One statement: a million orders, every day of 2025, five statuses, 2,000 customers, 3 projects.
  await bulkSql(server, `insert into ${t} ("orderNo", "receiverName", "receiverPhone", "address", "orgId", "amount", "status", "createTime")
    select 'BENCH' || g, '收货人', '138' || lpad((g % 2000)::text, 8, '0'), '一号路', 1 + g % 3, (g % 9000) / 100.0 + 1,
      (array['unpaid','paid','delivering','completed','cancelled'])[1 + g % 5],
      to_char(timestamp '${START}' + ((g % 365) || ' days')::interval + ((g % 86400) || ' seconds')::interval, 'YYYY-MM-DD HH24:MI:SS')
    from generate_series(1, ${ROWS}) g`);
  await server.db.exec(`analyze ${t}`);
  return t;
}

/** The same per-day measures as the report `flashStatistics`, written by hand. */
const bare = (t: string) => `select to_char(date_trunc('day', "createTime"::timestamp), 'YYYY-MM-DD') as d,
  count(*) filter (where status in ('paid','delivering','completed')) as orders,
  coalesce(sum(amount::numeric) filter (where status in ('paid','delivering','completed')), 0) as amount,
  count(distinct "receiverPhone") filter (where status in ('paid','delivering','completed')) as customers,
  count(*) filter (where status = 'cancelled') as cancelled, count(*) as "all"
  from ${t} where "_deleted" = false and "createTime" >= '${START}' and "createTime" < '2026-01-01' group by 1 order by 1`;

async function one(databaseUrl?: string) {
  const server = await createServer({ dataDir: 'memory://', quiet: true, now: () => new Date(2026, 0, 15, 10), ...(databaseUrl ? { databaseUrl } : {}) });
  try {
    const t = await fill(server);
    const api = testClient(server);
    const admin = await api.login('admin', 'Admin123');
    const reportMs: number[] = [];
    const bareMs: number[] = [];
    let days = 0;
    for (let i = 0; i < RUNS; i += 1) {
      let s = performance.now();
      const res = await api.call('POST', '/statistics/report/flashStatistics', { json: { startDate: START, endDate: END, dimension: 'day' }, session: admin });
      reportMs.push(performance.now() - s);
      if (res.body?.code !== 200) throw new Error(`report failed: ${res.body?.msg}`);
      days = res.body.data.rows.length;
      s = performance.now();
      await server.db.query(bare(t));
      bareMs.push(performance.now() - s);
    }
    const r = median(reportMs);
    const b = median(bareMs);
    return { rows: ROWS, days, runs: RUNS, reportMs: Math.round(r), bareSqlMs: Math.round(b), ratio: Math.round((r / b) * 100) / 100 };
  } finally {
    await server.close();
  }
}

export async function benchReport(): Promise<Record<string, unknown>> {
  const pg = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  return { pglite: await one(), ...(pg ? { postgres: await one(pg) } : {}) };
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(JSON.stringify(await benchReport(), null, 2));
