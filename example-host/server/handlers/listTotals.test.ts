/**
 * Lists over big tables: the total is counted up to TOTAL_CAP and flagged as a lower bound past it
 * (exact on demand), and every filter the contract declares has the index its match needs (a
 * trigram index for substring matches on text, joint statistics for pairs of categorical filters),
 * so a new filter never reads the whole table.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOTAL_CAP } from '../../../src/contract';
import { testClient, type TestClient } from '../api/testClient';
import { createServer, type ReferenceServer } from '../createServer';
import { migrate, statisticsSql, tableName } from '../db/migrate';

let server: ReferenceServer;
let api: TestClient;
let admin: string;
const ROWS = TOTAL_CAP + 50;
let table = '';

const list = async (input: Record<string, unknown>) => {
  const res = await api.call('POST', '/ordermeal/web/orderDinner/list', { form: input, session: admin });
  expect(res.body!.code, res.body!.msg).toBe(200);
  return res.body!.data as { list: unknown[]; total: number; totalExact: boolean };
};

beforeAll(async () => {
  server = await createServer({ dataDir: 'memory://', quiet: true });
  api = testClient(server);
  admin = await api.login('admin', 'Admin123');
  table = tableName(server.idx.resource('ordermeal.orderDinner'));
  await server.db.exec(`delete from ${table}`);
  await server.db.exec(`insert into ${table} ("orderNo", "phone", "date", "mealTime", "amount", "status", "createTime")
    select 'T' || lpad(g::text, 9, '0'), '139' || lpad(g::text, 8, '0'), '2026-03-01', 'lunch', 12, case when g <= 50 then 'cancelled' else 'ordered' end, '2026-03-01 10:00:00'
    from generate_series(1, ${ROWS}) g`);
}, 120_000);
afterAll(async () => server?.close());

describe('list totals', () => {
  it('counts up to TOTAL_CAP and says when the total is a lower bound', async () => {
    const page = await list({ pageNum: 1, pageSize: 20 });
    expect(page.list).toHaveLength(20);
    expect(page).toMatchObject({ total: TOTAL_CAP, totalExact: false });
  });

  it('counts every match when asked, and exactly below the cap', async () => {
    expect(await list({ pageNum: 1, pageSize: 20, exactTotal: true })).toMatchObject({ total: ROWS, totalExact: true });
    expect(await list({ pageNum: 1, pageSize: 20, status: 'cancelled' })).toMatchObject({ total: 50, totalExact: true });
  });

  it('still pages past the counted rows', async () => {
    const last = await list({ pageNum: TOTAL_CAP / 20 + 3, pageSize: 20 });
    expect(last.list).toHaveLength(10);
  });

  it('answers a deep page (ids first, then its rows) with the rows a plain offset reads, in either order', async () => {
    const idsOf = (page: { list: unknown[] }) => page.list.map((row) => (row as { id: number }).id);
    const plain = async (order: string) => (await server.db.query<{ id: number }>(`select id from ${table}
      where "_deleted" = false and "status" = 'ordered' order by ${order} limit 20 offset 380`)).map((row) => row.id);
    expect(idsOf(await list({ pageNum: 20, pageSize: 20, status: 'ordered' }))).toEqual(await plain('"id" desc'));
    expect(idsOf(await list({ pageNum: 20, pageSize: 20, status: 'ordered', orderBy: 'phone', order: 'asc' }))).toEqual(await plain('"phone" asc, "id" asc'));
  });

  it('takes the total of a page that is not full from the page, with no count (PGlite)', async () => {
    const statements: string[] = [];
    const query = server.db.query.bind(server.db);
    server.db.query = ((sql: string, params?: readonly unknown[]) => { statements.push(sql); return query(sql, params); }) as typeof server.db.query;
    try {
      expect(await list({ pageNum: 1, pageSize: 20, phone: '13900000012' })).toMatchObject({ total: 1, totalExact: true });
      // T000000001 to T000000099: a third page of 40 holds the last 19.
      expect(await list({ pageNum: 3, pageSize: 40, orderNo: 'T0000000' })).toMatchObject({ total: 99, totalExact: true });
      expect(await list({ pageNum: 1, pageSize: 20, phone: '13999999999' })).toMatchObject({ total: 0, totalExact: true });
      expect(statements.filter((sql) => /count\(/.test(sql))).toEqual([]);
      // Past the last row (T000000100 to T000000199) the page tells nothing: that one is counted.
      expect(await list({ pageNum: 9, pageSize: 40, orderNo: 'T0000001' })).toMatchObject({ total: 100, totalExact: true });
      expect(statements.filter((sql) => /count\(/.test(sql))).toHaveLength(1);
    } finally {
      server.db.query = query;
    }
  });
});

describe('indexes derived from the contract', () => {
  it('gives every text filter a trigram index, which a substring match uses', async () => {
    const defs = (await server.db.query<{ indexdef: string }>(`select indexdef from pg_indexes where schemaname = current_schema()`)).map((r) => r.indexdef);
    const TEXTUAL = new Set(['string', 'text', 'phone', 'email', 'url', 'image']);
    const missing: string[] = [];
    for (const r of server.idx.resources.values()) {
      for (const [n, fd] of Object.entries(r.fields)) {
        if (!fd.filter || !TEXTUAL.has(fd.type)) continue;
        if (!defs.some((d) => new RegExp(`ON (\\w+\\.)?${tableName(r)} USING gin \\("?${n}"? gin_trgm_ops\\)`).test(d))) missing.push(`${r.key}.${n}`);
      }
    }
    expect(missing).toEqual([]);
    // With sequential scans priced out, the planner can only answer a list's substring match (its
    // whole rows: no b-tree covers them) through the index.
    const plan = await server.db.transaction(async (tx) => {
      await tx.exec('set local enable_seqscan = off');
      return (await tx.query<{ 'QUERY PLAN': string }>(`explain select * from ${table} where "phone" ilike '%0001234%'`)).map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toMatch(/__phone__trgm/);
  });

  it('counts a filtered list\'s live rows from the index alone ("_deleted" in every b-tree)', async () => {
    await server.db.exec(`vacuum analyze ${table}`);
    const plan = await server.db.transaction(async (tx) => {
      await tx.exec('set local enable_seqscan = off');
      await tx.exec('set local enable_bitmapscan = off');
      return (await tx.query<{ 'QUERY PLAN': string }>(`explain select count(*) from (select 1 from ${table}
        where "_deleted" = false and "date" >= '2026-03-01' and "date" <= '2026-03-02' limit ${TOTAL_CAP + 1}) capped`)).map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toMatch(/Index Only Scan using \w+__date__live/);
  });

  it('replaces the b-trees older versions made', async () => {
    const old = [`${table}__status`.toLowerCase().slice(0, 60), `${table}__status__live`.toLowerCase()];
    await server.db.exec(`create index if not exists ${old[0]} on ${table} ("status"); create index if not exists ${old[1]} on ${table} ("status", "_deleted")`);
    await migrate(server.db, server.idx);
    const names = (await server.db.query<{ indexname: string }>(`select indexname from pg_indexes where tablename = $1`, [table])).map((r) => r.indexname);
    expect(names).not.toContain(old[0]);
    expect(names).not.toContain(old[1]);
    expect(names).toContain(`${table}__status__live_id`.toLowerCase());
  });

  it('gives each pair of categorical filters joint statistics, so a combination that matches nothing is planned as such', async () => {
    const stats = statisticsSql(server.idx.resource('ordermeal.orderDinner'));
    expect(stats.map((x) => x.sql).filter((sql) => sql.includes('"status"') && sql.includes('"mealTime"'))).toHaveLength(1);
    const have = async () => (await server.db.query<{ stxname: string }>('select stxname from pg_statistic_ext')).map((x) => x.stxname);
    expect(await have()).toEqual(expect.arrayContaining(stats.map((x) => x.name)));
    // The 50 cancelled orders are dinners, every other order is an ordered lunch: no ordered dinner at all.
    await server.db.exec(`update ${table} set "mealTime" = 'dinner' where "status" = 'cancelled'; analyze ${table}`);
    const estimate = async () => {
      const [top] = await server.db.query<{ 'QUERY PLAN': string }>(`explain select id from ${table} where "status" = 'ordered' and "mealTime" = 'dinner'`);
      return Number(/rows=(\d+)/.exec(top!['QUERY PLAN'])![1]);
    };
    expect(await estimate()).toBeLessThan(5);
    // Without them the planner multiplies the two selectivities (about 50 rows expected).
    await server.db.exec(`${stats.map((x) => `drop statistics ${x.name}`).join('; ')}; analyze ${table}`);
    expect(await estimate()).toBeGreaterThan(20);
    // A folder of an earlier version gets them at start-up, filled at once.
    await migrate(server.db, server.idx);
    expect(await have()).toEqual(expect.arrayContaining(stats.map((x) => x.name)));
    expect(await estimate()).toBeLessThan(5);
  });
});
