/**
 * `npm run bench:server`: the reference server's list of `ORDERS_ROWS` dinner orders under the
 * workloads of serverWorkloads.ts (a new filter on every request, as operators type), on loopback
 * with 10 connections, beside:
 * - the bare SQL of the same requests (the list's statements run in-process, 10 at a time, no
 *   HTTP, no session, no JSON): how much of a request's time is the database's;
 * - json-server 0.17 over the same rows and filters;
 * - PostgreSQL mode, when BENCH_DATABASE_URL names a scratch database (its tables are replaced).
 * Also get-by-id while 10 connections run phone filters (its p99 is what a user opening a row
 * waits while others search), and add.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { API_BASE } from '../../src/contract';
import { createServer, type ReferenceServer } from '../../example-host/server/createServer';
import { tableName } from '../../example-host/server/db/migrate';
import { listRows } from '../../example-host/server/db/store';
import { refLabelColumns } from '../../example-host/server/handlers/refLabels';
import { testClient } from '../../example-host/server/api/testClient';
import type { LoadResult } from './load';
import { bulkSql } from './bulkSql';
import { runLoad } from './runLoad';
import { ORDERS_ROWS, formBody, jsonServerQuery, orderRow, seedOrdersSql, workloads, type Variant, type Workload } from './serverWorkloads';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const SQL_SECONDS = Math.max(2, DURATION_S / 2);
const PORT = 18931;
const JSON_SERVER_PORT = 18932;
const CONNECTIONS = 10;
const round = (n: number, d = 1) => Math.round(n * 10 ** d) / 10 ** d;

export async function seedOrders(server: ReferenceServer): Promise<{ orgId: number; mealId: number; userId: number }> {
  const first = async (key: string) => (await server.db.query<{ id: number }>(`select id from ${tableName(server.idx.resource(key))} order by id limit 1`))[0]!.id;
  const [orgId, mealId, userId] = [await first('organisation.organization'), await first('ordermeal.meal'), await first('organisation.user')];
  const t = tableName(server.idx.resource('ordermeal.orderDinner'));
  await server.db.exec(`delete from ${t}`);
  await bulkSql(server, seedOrdersSql(t, orgId, mealId));
  // PGlite has no autovacuum: refresh the planner's statistics after the bulk load, as a database would.
  await server.db.exec(`vacuum analyze ${t}`);
  return { orgId, mealId, userId };
}

/** Requests per second of the list's own statements, 10 at a time in-process, over the workload's filters. */
async function sqlRate(server: ReferenceServer, w: Workload, concurrency = CONNECTIONS): Promise<{ rps: number; msPerRequest: number }> {
  const r = server.idx.resource('ordermeal.orderDinner');
  const columns = refLabelColumns(server.idx, r);
  let next = 0;
  let done = 0;
  const end = Date.now() + SQL_SECONDS * 1000;
  const start = Date.now();
  const one = (v: Variant) => listRows(server.db, r, { filters: v.filters, limit: 20, offset: (v.pageNum - 1) * 20, columns });
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (Date.now() < end) {
      await one(w.variants[next++ % w.variants.length]!);
      done += 1;
    }
  }));
  const s = (Date.now() - start) / 1000;
  return { rps: round(done / s), msPerRequest: round((s * 1000) / done, 2) };
}

interface Subject { readonly label: string; readonly server: ReferenceServer }

/** Every workload over HTTP and as bare SQL, get-by-id under phone filters, and add. */
async function runOn({ server }: Subject): Promise<Record<string, unknown>> {
  const { orgId, mealId, userId } = await seedOrders(server);
  const cookie = await testClient(server).login('admin', 'Admin123');
  const http = serve({ fetch: server.app.fetch, port: PORT, hostname: '127.0.0.1', overrideGlobalObjects: false });
  const path = `${API_BASE}/ordermeal/web/orderDinner`;
  const base = `http://127.0.0.1:${PORT}${path}`;
  const form = { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Requested-With': 'XMLHttpRequest', Cookie: cookie };
  const out: Record<string, unknown> = {};
  try {
    for (const w of workloads(orgId)) {
      const requests = w.variants.map((v) => ({ method: 'POST' as const, path: `${path}/list`, body: formBody(v) }));
      // Each workload must really succeed: the envelope code, not only the HTTP status, is checked first.
      const probe = await (await fetch(`${base}/list`, { method: 'POST', headers: form, body: formBody(w.variants[0]!) })).json() as { code: number; msg: string };
      if (probe.code !== 200) throw new Error(`${w.name} answers ${probe.code} ${probe.msg}`);
      const httpRun = await runLoad({ url: `${base}/list`, method: 'POST', headers: form, durationS: DURATION_S, connections: CONNECTIONS, requests });
      const sql = await sqlRate(server, w);
      // One request at a time: the time one operator waits, HTTP against the same statements alone.
      // The load generator then barely competes for the two cores, so this isolates the per-request cost.
      const httpAlone = await runLoad({ url: `${base}/list`, method: 'POST', headers: form, durationS: SQL_SECONDS, connections: 1, requests });
      const sqlAlone = await sqlRate(server, w, 1);
      const httpAloneMs = round(1000 / Math.max(httpAlone.rps, 0.001), 2);
      out[w.name] = {
        what: w.what, ...httpRun, distinctFilters: w.variants.length, sqlRps: sql.rps, sqlMsPerRequest: sql.msPerRequest, httpOverSql: round(sql.rps / Math.max(httpRun.rps, 0.001), 2),
        alone: { httpMs: httpAloneMs, sqlMs: sqlAlone.msPerRequest, httpOverSql: round(httpAloneMs / Math.max(sqlAlone.msPerRequest, 0.001), 2) },
      };
    }
    // A user opening one row while ten others search by phone.
    const phone = workloads(orgId).find((w) => w.name === 'phone')!;
    const [, getUnderLoad] = await Promise.all([
      runLoad({ url: `${base}/list`, method: 'POST', headers: form, durationS: DURATION_S, connections: CONNECTIONS,
        requests: phone.variants.map((v) => ({ method: 'POST' as const, path: `${path}/list`, body: formBody(v) })) }),
      runLoad({ url: `${base}/1`, headers: { Cookie: cookie }, durationS: DURATION_S, connections: 1,
        requests: Array.from({ length: 500 }, (_, i) => ({ method: 'GET' as const, path: `${path}/${1 + ((i * 19997) % ORDERS_ROWS)}` })) }),
    ]);
    out.getUnderPhoneLoad = getUnderLoad;
    out.get = await runLoad({ url: `${base}/1`, headers: { Cookie: cookie }, durationS: DURATION_S, connections: CONNECTIONS,
      requests: Array.from({ length: 500 }, (_, i) => ({ method: 'GET' as const, path: `${path}/${1 + ((i * 19997) % ORDERS_ROWS)}` })) });
    const addBody = `orderNo=BENCH&userId=${userId}&orgId=${orgId}&mealId=${mealId}&date=2026-11-21&mealTime=lunch&amount=12.5&phone=13800138000`;
    out.add = await runLoad({ url: `${base}/add`, method: 'POST', headers: form, body: addBody, durationS: DURATION_S, connections: CONNECTIONS });
  } finally {
    (http as { closeAllConnections?: () => void }).closeAllConnections?.();
    http.close();
  }
  return { ...out, orgId };
}

async function writeJsonServerDb(file: string, orgId: number): Promise<void> {
  const out = createWriteStream(file);
  out.write('{"orderDinner":[');
  for (let g = 1; g <= ORDERS_ROWS; g += 1) {
    if (!out.write(`${g > 1 ? ',' : ''}${JSON.stringify(orderRow(g, orgId, 1))}`)) await new Promise<void>((r) => { out.once('drain', () => r()); });
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

/** json-server 0.17 over the same rows, each workload's filters in its query language. */
async function jsonServer(orgId: number): Promise<Record<string, LoadResult>> {
  const dir = mkdtempSync(join(tmpdir(), 'json-server-'));
  const dbFile = join(dir, 'db.json');
  await writeJsonServerDb(dbFile, orgId);
  const child = spawn(process.execPath, ['node_modules/json-server/lib/cli/bin.js', dbFile, '--port', String(JSON_SERVER_PORT), '--host', '127.0.0.1', '--quiet'], { stdio: 'ignore' });
  const out: Record<string, LoadResult> = {};
  try {
    await waitFor(`http://127.0.0.1:${JSON_SERVER_PORT}/orderDinner/1`, 300_000);
    for (const w of workloads(orgId)) {
      out[w.name] = await runLoad({ url: `http://127.0.0.1:${JSON_SERVER_PORT}/orderDinner`, durationS: DURATION_S, connections: CONNECTIONS,
        requests: w.variants.map((v) => ({ method: 'GET' as const, path: `/orderDinner?${jsonServerQuery(v)}` })) });
    }
  } finally {
    child.kill();
    rmSync(dir, { recursive: true, force: true });
  }
  return out;
}

export async function benchServer(): Promise<Record<string, unknown>> {
  const results: Record<string, unknown> = { rows: ORDERS_ROWS, durationS: DURATION_S, connections: CONNECTIONS };
  const pglite = await createServer({ dataDir: 'memory://', quiet: true });
  let orgId: number;
  try {
    const r = await runOn({ label: 'PGlite', server: pglite });
    orgId = r.orgId as number;
    results.pglite = r;
  } finally {
    await pglite.close();
  }
  const pgUrl = process.env.BENCH_DATABASE_URL;
  if (pgUrl) {
    const pg = await createServer({ databaseUrl: pgUrl, dataDir: 'memory://', quiet: true });
    try { results.postgres = await runOn({ label: 'PostgreSQL', server: pg }); } finally { await pg.close(); }
  }
  const theirs = await jsonServer(orgId);
  results.jsonServer = theirs;
  const ratios: Record<string, unknown> = {};
  for (const name of Object.keys(theirs)) {
    const ours = (results.pglite as Record<string, LoadResult>)[name]!.rps;
    const pg = results.postgres ? (results.postgres as Record<string, LoadResult>)[name]!.rps : null;
    // json-server answering nothing in the run means under one request per run: the ratio is then a floor.
    const none = theirs[name]!.requests === 0;
    const rate = none ? 1 / DURATION_S : theirs[name]!.rps;
    ratios[name] = {
      ...(none ? { atLeast: true } : {}),
      pgliteVsJsonServer: round(ours / rate), ...(pg !== null ? { postgresVsJsonServer: round(pg / rate) } : {}),
    };
  }
  results.ratios = ratios;
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(JSON.stringify(await benchServer(), null, 2));
