/**
 * `npm run bench:server`: requests per second and p50/p99 latency on loopback for the reference
 * server — list (page 1 of 20, one filter) on a table of 1,000,000 rows, get by id, add — and
 * json-server on the same list workload over the same rows, in the same run, as a ratio.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { API_BASE } from '../../src/contract';
import { createServer } from '../../example-host/server/createServer';
import { tableName } from '../../example-host/server/db/migrate';
import { testClient } from '../../example-host/server/api/testClient';
import { runLoad } from './runLoad';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const ORGS = 10;
const PORT = 18931;
const JSON_SERVER_PORT = 18932;

async function seedRows(server: Awaited<ReturnType<typeof createServer>>): Promise<{ orgId: number; mealId: number; userId: number }> {
  const t = tableName(server.idx.resource('ordermeal.orderDinner'));
  const [{ id: orgId }] = await server.db.query<{ id: number }>(`select id from ${tableName(server.idx.resource('organisation.organization'))} order by id limit 1`) as [{ id: number }];
  const [{ id: mealId }] = await server.db.query<{ id: number }>(`select id from ${tableName(server.idx.resource('ordermeal.meal'))} order by id limit 1`) as [{ id: number }];
  const [{ id: userId }] = await server.db.query<{ id: number }>(`select id from ${tableName(server.idx.resource('organisation.user'))} order by id limit 1`) as [{ id: number }];
  await server.db.exec(`insert into ${t} ("orderNo", "userId", "phone", "orgId", "mealId", "date", "mealTime", "amount", "status", "createTime")
    select 'B' || lpad(g::text, 9, '0'), null, '138' || lpad((g % 100000000)::text, 8, '0'), ${orgId} + (g % ${ORGS}), ${mealId},
      to_char(date '2026-01-01' + (g % 300), 'YYYY-MM-DD'), (array['breakfast','lunch','dinner'])[1 + g % 3], 10 + (g % 40), 'ordered',
      to_char(timestamp '2026-01-01' + (g || ' seconds')::interval, 'YYYY-MM-DD HH24:MI:SS')
    from generate_series(1, ${ROWS}) g`);
  // PGlite has no autovacuum: refresh the planner's statistics after the bulk load, as a database would.
  await server.db.exec(`vacuum analyze ${t}`);
  return { orgId, mealId, userId };
}

async function login(server: Awaited<ReturnType<typeof createServer>>): Promise<string> {
  const res = await server.app.request(`${API_BASE}/user/login`, {
    method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Requested-With': 'XMLHttpRequest' },
    body: new URLSearchParams({ loginName: 'admin', password: await testClient(server).sealed('Admin123') }).toString(),
  });
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  if (!cookie) throw new Error(`login failed: ${await res.text()}`);
  return cookie;
}

async function writeJsonServerDb(file: string, orgId: number): Promise<void> {
  const out = createWriteStream(file);
  out.write('{"orderDinner":[');
  for (let g = 1; g <= ROWS; g += 1) {
    const row = { id: g, orderNo: `B${String(g).padStart(9, '0')}`, orgId: orgId + (g % ORGS), mealId: 1, date: '2026-01-01', mealTime: 'lunch', amount: 10 + (g % 40), status: 'ordered' };
    if (!out.write(`${g > 1 ? ',' : ''}${JSON.stringify(row)}`)) await new Promise<void>((r) => { out.once('drain', () => r()); });
  }
  out.write(']}');
  await new Promise<void>((r) => { out.end(() => r()); });
}

async function waitFor(url: string, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try { if ((await fetch(url)).ok) return; } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not come up`);
}

export async function benchServer(): Promise<Record<string, unknown>> {
  const server = await createServer({ dataDir: 'memory://', quiet: true });
  const { orgId, mealId, userId } = await seedRows(server);
  const cookie = await login(server);
  const http = serve({ fetch: server.app.fetch, port: PORT, hostname: '127.0.0.1', overrideGlobalObjects: false });
  const base = `http://127.0.0.1:${PORT}${API_BASE}/ordermeal/web/orderDinner`;
  const form = { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Requested-With': 'XMLHttpRequest', Cookie: cookie };
  const opts = { durationS: DURATION_S, connections: 10 };
  const results: Record<string, unknown> = { rows: ROWS, durationS: DURATION_S };
  const listBody = `orgId=${orgId + 3}&pageNum=1&pageSize=20`;
  const addBody = `orderNo=BENCH&userId=${userId}&orgId=${orgId}&mealId=${mealId}&date=2026-11-21&mealTime=lunch&amount=12.5&phone=13800138000`;
  // Each workload must really succeed: the envelope code, not only the HTTP status, is checked once first.
  for (const [path, init] of [['/list', { method: 'POST', headers: form, body: listBody }], ['/1', { headers: { Cookie: cookie } }], ['/add', { method: 'POST', headers: form, body: addBody }]] as const) {
    const body = await (await fetch(`${base}${path}`, init)).json() as { code: number; msg: string; data: any };
    if (body.code !== 200) throw new Error(`${path} answers ${body.code} ${body.msg}`);
    if (path === '/list' && body.data.total < Math.floor(ROWS / ORGS)) throw new Error(`list total ${body.data.total}`);
  }
  try {
    results.list = await runLoad({ ...opts, url: `${base}/list`, method: 'POST', headers: form, body: listBody });
    results.get = await runLoad({ ...opts, url: `${base}/1`, headers: { Cookie: cookie },
      requests: Array.from({ length: 50 }, (_, i) => ({ method: 'GET' as const, path: `${API_BASE}/ordermeal/web/orderDinner/${1 + ((i * 19997) % ROWS)}` })) });
    const countRows = async () => Number((await server.db.query<{ n: number }>(`select count(*)::int as n from ${tableName(server.idx.resource('ordermeal.orderDinner'))}`))[0]!.n);
    const before = await countRows();
    results.add = await runLoad({ ...opts, url: `${base}/add`, method: 'POST', headers: form,
      body: addBody });
    // every answered add must have stored a row
    (results.add as { stored?: number }).stored = (await countRows()) - before;
  } finally {
    http.close();
    await server.close();
  }
  const dir = mkdtempSync(join(tmpdir(), 'json-server-'));
  const dbFile = join(dir, 'db.json');
  await writeJsonServerDb(dbFile, orgId);
  const child = spawn(process.execPath, ['node_modules/json-server/lib/cli/bin.js', dbFile, '--port', String(JSON_SERVER_PORT), '--host', '127.0.0.1', '--quiet'], { stdio: 'ignore' });
  try {
    await waitFor(`http://127.0.0.1:${JSON_SERVER_PORT}/orderDinner/1`, 300000);
    results.jsonServerList = await runLoad({ ...opts, url: `http://127.0.0.1:${JSON_SERVER_PORT}/orderDinner?orgId=${orgId + 3}&_page=1&_limit=20` });
  } finally {
    child.kill();
    rmSync(dir, { recursive: true, force: true });
  }
  const ours = (results.list as { rps: number }).rps;
  const theirs = (results.jsonServerList as { rps: number }).rps;
  results.listRatioVsJsonServer = theirs ? Math.round((ours / theirs) * 10) / 10 : null;
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await benchServer();
  console.log(JSON.stringify(r, null, 2));
}
