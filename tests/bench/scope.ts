/**
 * `npm run bench:scope`: what the data scope in the database costs (issue 42). Over `ORDERS_ROWS`
 * dinner orders in 10 organisations, a user of one organisation lists (a new filter each time),
 * gets by id and runs a transition's conditional update, in-process (no HTTP: the statements alone):
 * - before: the owner connection, the scope only as the application's condition in the WHERE
 *   (what the server did before the policies);
 * - after: what a non-administrator's call does now: one transaction as the scoped role with the
 *   session's ids in transaction-local settings, the policies, and the same WHERE.
 * Rounds interleave before and after, so the machine's noise falls on both alike; the figure is
 * after / before throughput. On PGlite, and on PostgreSQL when BENCH_DATABASE_URL names a scratch
 * database (its tables are replaced).
 */
import { createServer, type ReferenceServer } from '../../example-host/server/createServer';
import { tableName } from '../../example-host/server/db/migrate';
import { listRows } from '../../example-host/server/db/store';
import { refLabelColumns } from '../../example-host/server/handlers/refLabels';
import { scopeCondition } from '../../example-host/server/scope/rowScope';
import type { DataScope } from '../../example-host/server/scope/sessionScope';
import { seedOrders } from './server';
import { ORDERS_ROWS, workloads } from './serverWorkloads';

const ROUND_S = Number(process.env.BENCH_SCOPE_SECONDS ?? 3);
const ROUNDS = 3;
const round = (n: number, d = 2) => Math.round(n * 10 ** d) / 10 ** d;

type Op = () => Promise<unknown>;

async function rate(op: Op, concurrency: number): Promise<number> {
  let done = 0;
  const start = Date.now();
  const end = start + ROUND_S * 1000;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (Date.now() < end) { await op(); done += 1; }
  }));
  return done / ((Date.now() - start) / 1000);
}

async function runOn(server: ReferenceServer): Promise<Record<string, unknown>> {
  const { orgId } = await seedOrders(server);
  const { db, idx } = server;
  const r = idx.resource('ordermeal.orderDinner');
  const t = tableName(r);
  const scope: DataScope = { orgIds: [orgId], companyIds: [], merchantIds: [] };
  const where = (params: unknown[]) => scopeCondition(idx, scope, r, params, 't.');
  const ids = (await db.query<{ id: number }>(`select "id" from ${t} where "orgId" = $1 order by random() limit 2000`, [orgId])).map((x) => Number(x.id));
  const variants = workloads(orgId).flatMap((w) => w.variants.slice(0, 2000));
  const columns = refLabelColumns(idx, r);
  let n = 0;
  const ops: Record<string, (tx: typeof db) => Promise<unknown>> = {
    list: (q) => { const v = variants[n++ % variants.length]!; return listRows(q, r, { filters: v.filters, limit: 20, offset: (v.pageNum - 1) * 20, columns, scope: (rr, p) => scopeCondition(idx, scope, rr, p) }); },
    get: (q) => { const p: unknown[] = [ids[n++ % ids.length]]; return q.query(`select t.* from ${t} t where t."id" = $1 and t."_deleted" = false and (${where(p)})`, p); },
    // A transition's shape: lock the row in scope, then one conditional update of its state.
    transition: (q) => q.transaction(async (tx) => {
      const p: unknown[] = [ids[n++ % ids.length]];
      const [row] = await tx.query(`select t.* from ${t} t where t."id" = $1 and t."_deleted" = false and (${where(p)}) for update of t`, p);
      if (row) await tx.query(`update ${t} set "status" = "status" where "id" = $1 and "status" = $2`, [row.id, row.status]);
    }),
  };
  const concurrency = db.kind === 'pg' ? 10 : 1;
  const out: Record<string, unknown> = {};
  for (const [name, op] of Object.entries(ops)) {
    const before = [];
    const after = [];
    for (let i = 0; i < ROUNDS; i += 1) {
      before.push(await rate(() => op(db), concurrency));
      after.push(await rate(() => db.withDataScope(scope, () => db.transaction(() => op(db))), concurrency));
    }
    const b = before.reduce((a, x) => a + x, 0) / ROUNDS;
    const a = after.reduce((s, x) => s + x, 0) / ROUNDS;
    out[name] = { beforeRps: round(b, 1), afterRps: round(a, 1), afterOverBefore: round(a / b) };
  }
  return out;
}

export async function benchScope(): Promise<Record<string, unknown>> {
  const results: Record<string, unknown> = { rows: ORDERS_ROWS, roundS: ROUND_S, rounds: ROUNDS };
  const pglite = await createServer({ dataDir: 'memory://', quiet: true, seed: true });
  try { results.pglite = await runOn(pglite); } finally { await pglite.close(); }
  const pgUrl = process.env.BENCH_DATABASE_URL;
  if (pgUrl) {
    const pg = await createServer({ databaseUrl: pgUrl, dataDir: 'memory://', quiet: true });
    try { results.postgres = await runOn(pg); } finally { await pg.close(); }
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(JSON.stringify(await benchScope(), null, 2));
