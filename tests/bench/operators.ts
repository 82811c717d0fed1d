/**
 * `npx tsx tests/bench/index.ts operators`: many operators at once, each its own session, doing what
 * operators do with think times between calls — open the dinner-order list, change a filter, page,
 * open a row, save the row's form, cancel an order (a transition), export the filtered list — on
 * PostgreSQL with TWO server processes behind one port (node:cluster workers sharing the listen
 * socket; `BENCH_DATABASE_URL` names the server, a scratch database is made beside it and dropped),
 * and on in-memory PGlite with one process. Per call kind: count, errors, p50, p99; lost writes are
 * saves acknowledged but not read back at the end. Then 1,000 connections of list calls (autocannon).
 * Knobs: OPS_OPERATORS (200), OPS_SECONDS (30), OPS_LOAD_SECONDS (10).
 */
import cluster, { type Worker } from 'node:cluster';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { API_BASE } from '../../src/contract';
import { runLoad } from './runLoad';
import type { SeedAsk, Seeded } from './operatorsWorker';

const OPERATORS = Number(process.env.OPS_OPERATORS ?? 200);
const SECONDS = Number(process.env.OPS_SECONDS ?? 30);
const LOAD_SECONDS = Number(process.env.OPS_LOAD_SECONDS ?? 10);
const LOAD_CONNECTIONS = 1000;
const PORT = 18951;
const EDIT_ROWS = 4;
// More than a run can cancel (one per round of seven calls, each after 200-800 ms of thought).
const CANCEL_ROWS = Math.ceil(SECONDS / 2) + 2;
const KINDS = ['list', 'filter', 'page', 'open', 'save', 'transition', 'export'] as const;
type Kind = typeof KINDS[number];
const ORIGIN = `http://127.0.0.1:${PORT}${API_BASE}`;
const ORDERS = '/ordermeal/web/orderDinner';
const LINES = '/ordermeal/web/lineManage';

const round = (n: number, d = 1) => Math.round(n * 10 ** d) / 10 ** d;
const pct = (xs: number[], p: number) => {
  if (!xs.length) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return round(s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!);
};
const sleep = (ms: number) => new Promise((r) => { setTimeout(r, ms); });
const think = () => sleep(200 + Math.random() * 600);

/** Starts `n` cluster workers sharing PORT, waits until each serves, and asks the first to seed. */
async function startWorkers(n: number, databaseUrl: string | null): Promise<{ workers: Worker[]; seeded: Seeded }> {
  cluster.setupPrimary({ exec: fileURLToPath(new URL('./operatorsWorker.ts', import.meta.url)), execArgv: ['--import', 'tsx'], silent: false });
  const env = { OPS_PORT: String(PORT), OPS_DATABASE_URL: databaseUrl ?? '' };
  const workers = Array.from({ length: n }, () => cluster.fork(env));
  await Promise.all(workers.map((w) => new Promise<void>((ready, fail) => {
    w.once('exit', (code) => fail(new Error(`server worker exited (${code}) before serving`)));
    w.on('message', (m: { kind: string }) => { if (m.kind === 'ready') ready(); });
  })));
  const seeded = await new Promise<Seeded>((done, fail) => {
    workers[0]!.on('message', (m: Seeded | { kind: 'failed'; error: string }) => {
      if (m.kind === 'seeded') done(m);
      if (m.kind === 'failed') fail(new Error(m.error));
    });
    const ask: SeedAsk = { kind: 'seed', operators: OPERATORS, editRows: EDIT_ROWS, cancelRows: CANCEL_ROWS };
    workers[0]!.send(ask);
  });
  return { workers, seeded };
}

async function stopWorkers(workers: readonly Worker[]): Promise<void> {
  await Promise.all(workers.map((w) => new Promise<void>((done) => {
    if (w.isDead()) { done(); return; }
    w.removeAllListeners('exit');
    w.once('exit', () => done());
    w.send({ kind: 'stop' });
    setTimeout(() => { if (!w.isDead()) w.process.kill('SIGKILL'); }, 10_000).unref();
  })));
}

/** One call: its time, and whether it really succeeded (HTTP 200 and, for JSON, envelope code 200). */
async function call(cookie: string, method: 'GET' | 'POST', path: string, form?: Record<string, string | number>): Promise<{ ms: number; ok: boolean; data?: any }> {
  const t0 = performance.now();
  try {
    const res = await fetch(`${ORIGIN}${path}`, {
      method,
      headers: { Cookie: cookie, 'X-Requested-With': 'XMLHttpRequest', ...(form ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}) },
      ...(form ? { body: new URLSearchParams(Object.entries(form).map(([k, v]) => [k, String(v)])).toString() } : {}),
    });
    const json = (res.headers.get('content-type') ?? '').includes('json');
    const body = json ? await res.json() as { code: number; data?: unknown } : (await res.arrayBuffer(), null);
    const ok = res.status === 200 && (!body || body.code === 200);
    return { ms: performance.now() - t0, ok, data: body?.data };
  } catch {
    return { ms: performance.now() - t0, ok: false };
  }
}

interface Run { times: Record<Kind, number[]>; errors: Record<Kind, number>; lostWrites: number; acknowledgedWrites: number }

/** Every operator loops over the seven calls with think times until the time is up; then saves are read back. */
async function operate(seeded: Seeded): Promise<Run> {
  const times = Object.fromEntries(KINDS.map((k) => [k, [] as number[]])) as Record<Kind, number[]>;
  const errors = Object.fromEntries(KINDS.map((k) => [k, 0])) as Record<Kind, number>;
  const saved = new Map<number, number>(); // meal line id → seats last acknowledged
  const end = Date.now() + SECONDS * 1000;
  const note = (k: Kind, r: { ms: number; ok: boolean }) => { times[k].push(r.ms); if (!r.ok) errors[k] += 1; return r; };
  await Promise.all(seeded.rows.map(async (mine, i) => {
    const cookie = `JSESSION_ID=${seeded.tokens[i]}`;
    await sleep(Math.random() * 1000); // operators do not all start in the same millisecond
    let round = 0;
    while (Date.now() < end) {
      note('list', await call(cookie, 'POST', `${ORDERS}/list`, { pageNum: 1, pageSize: 20 }));
      await think();
      note('filter', await call(cookie, 'POST', `${ORDERS}/list`, { pageNum: 1, pageSize: 10, phone: mine.phone }));
      await think();
      note('page', await call(cookie, 'POST', `${ORDERS}/list`, { pageNum: 2, pageSize: 10, phone: mine.phone }));
      await think();
      const id = mine.edit[round % mine.edit.length]!;
      note('open', await call(cookie, 'GET', `${ORDERS}/${id}`));
      await think();
      const line = mine.lines[round % mine.lines.length]!;
      const seats = 100 + ((i * 7 + round) % 500);
      if (note('save', await call(cookie, 'POST', `${LINES}/update`, { id: line, seats })).ok) saved.set(line, seats);
      await think();
      const cancel = mine.cancel[round];
      if (cancel !== undefined) note('transition', await call(cookie, 'POST', `${ORDERS}/cancelDinner`, { id: cancel }));
      await think();
      note('export', await call(cookie, 'POST', `${ORDERS}/exportDinnerList`, { phone: mine.phone }));
      await think();
      round += 1;
    }
  }));
  // Read back through the servers, a few at a time: a save acknowledged but not stored is lost.
  const cookie = `JSESSION_ID=${seeded.tokens[0]}`;
  const ids = [...saved.keys()];
  let lost = 0;
  await Promise.all(Array.from({ length: 10 }, async (_, w) => {
    for (let k = w; k < ids.length; k += 10) {
      const r = await call(cookie, 'GET', `${LINES}/${ids[k]}`);
      if (!r.ok || Number((r.data as { seats?: unknown })?.seats) !== saved.get(ids[k]!)) lost += 1;
    }
  }));
  return { times, errors, lostWrites: lost, acknowledgedWrites: ids.length };
}

/** The operators' run and the 1,000-connection list load on `processes` servers over one database. */
async function runOn(processes: number, databaseUrl: string | null): Promise<Record<string, unknown>> {
  const { workers, seeded } = await startWorkers(processes, databaseUrl);
  try {
    const run = await operate(seeded);
    const kinds = Object.fromEntries(KINDS.map((k) => [k, { count: run.times[k].length, errors: run.errors[k], p50: pct(run.times[k], 50), p99: pct(run.times[k], 99) }]));
    const cookie = `JSESSION_ID=${seeded.tokens[1] ?? seeded.tokens[0]}`;
    const list = await runLoad({
      url: `${ORIGIN}${ORDERS}/list`, method: 'POST', connections: LOAD_CONNECTIONS, durationS: LOAD_SECONDS,
      headers: { Cookie: cookie, 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/x-www-form-urlencoded' },
      requests: Array.from({ length: 50 }, (_, p) => ({ method: 'POST' as const, path: `${API_BASE}${ORDERS}/list`, body: `pageNum=${1 + p}&pageSize=20` })),
    });
    return { processes, operators: OPERATORS, seconds: SECONDS, kinds, lostWrites: run.lostWrites, acknowledgedWrites: run.acknowledgedWrites, list1000: list };
  } finally {
    await stopWorkers(workers);
  }
}

/** A scratch database beside BENCH_DATABASE_URL's, made for this run and dropped after it. */
async function scratchDb<T>(url: string, fn: (url: string) => Promise<T>): Promise<T> {
  const name = `sc_ops_${process.pid}`;
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try { await c.query(sql); } finally { await c.end(); }
  };
  await admin(`drop database if exists "${name}" with (force)`);
  await admin(`create database "${name}"`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  try { return await fn(u.toString()); } finally { await admin(`drop database if exists "${name}" with (force)`); }
}

export async function benchOperators(): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  const url = process.env.BENCH_DATABASE_URL;
  if (url) out.postgres = await scratchDb(url, (u) => runOn(2, u));
  else console.log('operators: PostgreSQL skipped (set BENCH_DATABASE_URL to a PostgreSQL server to run two server processes on it)');
  out.pglite = await runOn(1, null);
  return out;
}
