/**
 * One server process of the `operators` bench (operators.ts): a node:cluster worker that opens the
 * reference server on PostgreSQL (`OPS_DATABASE_URL`) or in-memory PGlite and serves it on the
 * port every worker shares. Worker 1 also seeds the operators' rows and sessions when asked.
 */
import { serve } from '@hono/node-server';
import { createServer } from '../../example-host/server/createServer';
import { createSession } from '../../example-host/server/auth/session';
import { tableName } from '../../example-host/server/db/migrate';

export interface SeedAsk { readonly kind: 'seed'; readonly operators: number; readonly editRows: number; readonly cancelRows: number }
export interface Seeded {
  readonly kind: 'seeded';
  readonly tokens: readonly string[];
  /** Per operator: its phone, its rows to edit and its rows to cancel. */
  readonly rows: readonly { readonly phone: string; readonly edit: readonly number[]; readonly cancel: readonly number[]; readonly lines: readonly number[] }[];
}

const url = process.env.OPS_DATABASE_URL || undefined;
const server = await createServer({ ...(url ? { databaseUrl: url } : { dataDir: 'memory://' }), quiet: true });
const http = serve({ fetch: server.app.fetch, port: Number(process.env.OPS_PORT), hostname: '127.0.0.1' });

/** The operators' own dinner orders: each operator edits and cancels only its own, so every write can be read back. */
async function seed(ask: SeedAsk): Promise<Seeded> {
  const first = async (key: string) => (await server.db.query<{ id: number }>(`select "id" from ${tableName(server.idx.resource(key))} order by "id" limit 1`))[0]!.id;
  const [orgId, mealId] = [await first('organisation.organization'), await first('ordermeal.meal')];
  const t = tableName(server.idx.resource('ordermeal.orderDinner'));
  const per = ask.editRows + ask.cancelRows;
  const inserted = await server.db.query<{ id: number; g: number }>(`
    insert into ${t} ("orderNo", "phone", "orgId", "mealId", "date", "mealTime", "amount", "status", "createTime")
    select 'OPS' || lpad(g::text, 7, '0'), '1390' || lpad((g / ${per})::text, 7, '0'), ${orgId}, ${mealId}, '2026-11-21', 'lunch', 20, 'ordered', now()
    from generate_series(0, ${ask.operators * per - 1}) g
    returning "id", (substr("orderNo", 4))::int as "g"`);
  // Dinner orders are a ledger (never edited): the form each operator saves is one of its own meal lines.
  const lines = tableName(server.idx.resource('ordermeal.lineManage'));
  const made = await server.db.query<{ id: number; g: number }>(`
    insert into ${lines} ("name", "orgId", "merchantId", "mealId", "date", "mealTime", "seats")
    select 'OPS' || g, x."orgId", x."merchantId", x."mealId", x."date", x."mealTime", 100
    from (select * from ${lines} where "_deleted" = false order by "id" limit 1) x, generate_series(0, ${ask.operators * 2 - 1}) g
    returning "id", (substr("name", 4))::int as "g"`);
  const lineOf = new Map(made.map((r) => [Number(r.g), Number(r.id)]));
  await server.db.exec(`analyze ${t}; analyze ${lines}`);
  const byG = new Map(inserted.map((r) => [Number(r.g), Number(r.id)]));
  const [admin] = await server.db.query<{ id: number }>(`select "id" from ${tableName(server.idx.resource('platform.webUser'))} where "loginName" = 'admin'`);
  const tokens: string[] = [];
  const rows: Seeded['rows'][number][] = [];
  for (let i = 0; i < ask.operators; i += 1) {
    tokens.push(await createSession(server.db, admin!.id, new Date()));
    const ids = Array.from({ length: per }, (_, k) => byG.get(i * per + k)!);
    rows.push({ phone: `1390${String(i).padStart(7, '0')}`, edit: ids.slice(0, ask.editRows), cancel: ids.slice(ask.editRows), lines: [lineOf.get(2 * i)!, lineOf.get(2 * i + 1)!] });
  }
  return { kind: 'seeded', tokens, rows };
}

process.on('message', (m: SeedAsk | { kind: 'stop' }) => {
  if (m.kind === 'seed') void seed(m).then((r) => process.send!(r), (e: unknown) => process.send!({ kind: 'failed', error: String(e) }));
  if (m.kind === 'stop') {
    http.close();
    void server.close().finally(() => process.exit(0));
  }
});
process.send!({ kind: 'ready' });
