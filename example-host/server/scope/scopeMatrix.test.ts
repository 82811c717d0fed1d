/**
 * The data scope over every operation of the catalogue, per non-administrator demo role (like
 * auth/roles.test.ts does for permissions). For each call the role may make:
 * - reads (list, all, select, tree, stats, export) return no row outside the role's scope, and
 *   lists and exports with no filter return exactly the rows inside it;
 * - calls addressing a row by id (get, update, save, delete, transition, action) on a row of
 *   another organisation answer 404 and leave it as it was;
 * - adds naming another organisation (company, merchant, parent row) answer 400 naming the field
 *   and add nothing.
 * Which rows are in scope is worked out apart from the server's SQL (scopeOracle.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataScopesOf, requestSchema, SCOPE_RESOURCES, type IndexedOperation, type JsonSchema } from '../../../src/contract';
import { sampleInput } from '../api/sampleInput';
import { testClient, type CallResult, type TestClient } from '../api/testClient';
import { permitted } from '../auth/permissions';
import { resolveSession } from '../auth/session';
import { createServer, type ReferenceServer } from '../createServer';
import { tableName } from '../db/migrate';
import { readXlsx } from '../files/xlsx';
import { DEMO_LOGINS } from '../seed/demoUsers';
import type { Row, SessionUser } from '../types';
import { scopeOracle, type ScopeOracle } from './scopeOracle';

const ROLES = DEMO_LOGINS.filter((d) => d.role !== 'admin');
const READ_KINDS = new Set(['list', 'all', 'select', 'tree', 'stats', 'export']);
const BY_ID_KINDS = new Set(['get', 'update', 'save', 'delete', 'deleteIds', 'transition', 'action', 'checkName']);

let server: ReferenceServer;
let api: TestClient;
let seq = 0;

const backends: [string, string | undefined][] = [['PGlite', undefined]];
if (process.env.TEST_DATABASE_URL) backends.push(['PostgreSQL', process.env.TEST_DATABASE_URL]);

/** Ids of the rows a read answered, by resource key. */
function answeredIds(e: IndexedOperation, res: CallResult): Map<string, number[]> {
  const rows = server.idx.rowsOf(e);
  const out = new Map<string, number[]>();
  const add = (key: string, id: unknown) => { if (id !== undefined && id !== null) out.set(key, [...(out.get(key) ?? []), Number(id)]); };
  const data = res.body?.data;
  if (e.op.kind === 'list') for (const r of (data?.list ?? []) as Row[]) add(rows.key, r.id);
  if (e.op.kind === 'all' && Array.isArray(data)) for (const r of data as Row[]) add(rows.key, r.id);
  if (e.op.kind === 'select' && Array.isArray(data)) for (const o of data as Row[]) add(rows.key, o.value);
  if (e.op.kind === 'tree' && Array.isArray(data)) {
    const byName = new Map([...server.idx.resources.values()].filter((r) => r.service === rows.service).map((r) => [r.name, r.key]));
    const walk = (nodes: Row[]) => nodes.forEach((n) => { add(byName.get(String(n.type)) ?? rows.key, n.value); walk((n.children as Row[]) ?? []); });
    walk(data as Row[]);
  }
  return out;
}

/** Required inputs of a call, valid for its schema, with `row` reused where the call looks a row up. */
function inputOf(e: IndexedOperation, row: Row | null, live: (key: string) => number | null): Row {
  const rows = server.idx.rowsOf(e);
  return sampleInput(requestSchema(e.op, rows), {
    rows, row, creating: e.op.kind === 'add' || (e.op.kind === 'save' && !row), liveId: live, next: () => (seq += 1),
  });
}

const takesId = (e: IndexedOperation): boolean => {
  const props = (requestSchema(e.op, server.idx.rowsOf(e))?.properties ?? {}) as Record<string, JsonSchema>;
  return /\{ids?\}/.test(e.op.path) || 'id' in props || 'ids' in props;
};

async function call(e: IndexedOperation, session: string, input: Row, id?: number): Promise<CallResult> {
  const path = e.op.path.replace(/\{ids?\}/g, String(id ?? 1));
  if (e.op.encoding === 'multipart') {
    const form = new FormData();
    for (const [k, v] of Object.entries(input)) form.append(k, String(v));
    form.append('file', new Blob(['名称\n样例\n'], { type: 'text/csv' }), 'scope.csv');
    return api.call(e.op.method, path, { multipart: form, session });
  }
  if (e.op.encoding === 'json') return api.call(e.op.method, path, { json: input, session });
  return api.call(e.op.method, path, { form: input, session });
}

describe.each(backends)('data scope on %s', (_b, databaseUrl) => {
  beforeAll(async () => {
    server = await createServer({ dataDir: 'memory://', quiet: true, ...(databaseUrl ? { databaseUrl } : {}) });
    api = testClient(server);
  }, 120_000);
  afterAll(() => server?.close());

  describe.each(ROLES.map((d) => [d.loginName, d] as const))('data scope of %s over every operation', (_n, demo) => {
    let session: string;
    let user: SessionUser;
    let oracle: ScopeOracle;
    const ops = () => server.idx.operations.filter((e) => !e.op.public && e.resource.service !== 'session' && permitted(server.idx, user, e)
      && !/\{(?!ids?\})\w+\}/.test(e.op.path));
    /** An in-scope live id of a resource (for the other inputs of a call), else any live id. */
    const liveIn = async (key: string): Promise<number | null> => {
      const ok = await oracle.allowed(key);
      const live = (await oracle.rows(key)).filter((r) => !r._deleted);
      return Number((live.find((r) => ok.has(Number(r.id))) ?? live[0])?.id ?? 0) || null;
    };
    const liveMap = async (e: IndexedOperation): Promise<Record<string, number | null>> => {
      const refs: Record<string, number | null> = {};
      const props = (requestSchema(e.op, server.idx.rowsOf(e))?.properties ?? {}) as Record<string, JsonSchema>;
      for (const p of Object.values(props)) if (typeof p['x-ref'] === 'string') refs[p['x-ref']] = await liveIn(p['x-ref']);
      refs[server.idx.rowsOf(e).key] = await liveIn(server.idx.rowsOf(e).key);
      return refs;
    };

    beforeAll(async () => {
      session = await api.login(demo.loginName, demo.password);
      user = (await resolveSession(server.db, new Request('http://x/', { headers: { cookie: session } })))!;
      expect(user.scope).not.toBeNull();
      oracle = scopeOracle(server.db, server.idx, user.scope!);
    });

    it('reads return no row outside the scope, and unfiltered lists and exports return every row inside it', async () => {
      const leaks: string[] = [];
      let seen = 0;
      let foreignExisting = 0;
      for (const e of ops().filter((x) => READ_KINDS.has(x.op.kind) && !x.op.template)) {
        const rows = server.idx.rowsOf(e);
        const refs = await liveMap(e);
        const input = inputOf(e, null, (k) => refs[k] ?? null);
        const unfiltered = !Object.keys(input).length;
        const res = await call(e, session, e.op.kind === 'list' ? { ...input, pageSize: 1000 } : input);
        foreignExisting += (await oracle.foreign(rows.key)).length;
        if (e.op.kind === 'export') {
          if (!res.bytes) { leaks.push(`${e.id}: ${res.body?.code} ${res.body?.msg}`); continue; }
          const lines = readXlsx(res.bytes).length - 1;
          if (unfiltered && !e.op.name.toLowerCase().includes('statistic')) {
            const live = (await oracle.rows(rows.key)).filter((r) => !r._deleted && Object.entries(e.op.where ?? {}).every(([k, v]) => String(r[k]) === String(v)));
            const ok = await oracle.allowed(rows.key);
            const want = live.filter((r) => ok.has(Number(r.id))).length;
            if (lines !== want) leaks.push(`${e.id}: exported ${lines} rows, ${want} in scope`);
          }
          continue;
        }
        if (res.body?.code !== 200) continue; // refused for another reason (a required lookup of another organisation is 404)
        for (const [key, ids] of answeredIds(e, res)) {
          // Shared by every user (the scheduler's jobs are not even rows of a table): nothing to hide.
          if (dataScopesOf(server.idx.services).get(key)?.kind === 'global') continue;
          const ok = await oracle.allowed(key);
          seen += ids.length;
          const out = ids.filter((id) => !ok.has(id));
          if (out.length) leaks.push(`${e.id}: ${out.length} rows of ${key} outside the scope (${out.slice(0, 5).join(',')})`);
        }
        if (e.op.kind === 'list' && unfiltered && !e.op.where) {
          const ok = await oracle.allowed(rows.key);
          // A list of one's own rows (`mine`) counts only those among the rows in scope.
          const own = (r: Record<string, unknown>) => !e.op.mine || String(r[e.op.mine]) === String(user.id);
          const want = (await oracle.rows(rows.key)).filter((r) => !r._deleted && ok.has(Number(r.id)) && own(r)).length;
          if (res.body.data.total !== want) leaks.push(`${e.id}: total ${res.body.data.total}, ${want} rows in scope`);
        }
        if (e.op.kind === 'stats' && unfiltered) {
          const ok = await oracle.allowed(rows.key);
          const want = (await oracle.rows(rows.key)).filter((r) => !r._deleted && ok.has(Number(r.id))
            && Object.entries(e.op.where ?? {}).every(([k, v]) => String(r[k]) === String(v))).length;
          const d = res.body.data as { total: number; excluded?: Record<string, { count: number }> };
          const got = d.total + Object.values(d.excluded ?? {}).reduce((n, p) => n + p.count, 0);
          if (got !== want) leaks.push(`${e.id}: stats count ${got}, ${want} rows in scope`);
        }
      }
      expect(leaks).toEqual([]);
      expect(seen).toBeGreaterThan(0); // the role does see its own rows
      expect(foreignExisting).toBeGreaterThan(0); // and there were rows of other organisations to hide
    }, 300_000);

    it("calls by id on another organisation's row answer 404 and change nothing", async () => {
      const wrong: string[] = [];
      let probed = 0;
      for (const e of ops().filter((x) => BY_ID_KINDS.has(x.op.kind) && takesId(x))) {
        const rows = server.idx.rowsOf(e);
        const [target] = (await oracle.foreign(rows.key)).slice(-1);
        if (!target) continue; // a global resource, or no row of another organisation
        const id = Number(target.id);
        const refs = await liveMap(e);
        const input = inputOf(e, target, (k) => refs[k] ?? null);
        if ('id' in input || !/\{ids?\}/.test(e.op.path)) input.id = id;
        if ('ids' in input) input.ids = String(id);
        const before = (await server.db.query(`select * from ${tableName(rows)} where "id" = $1`, [id]))[0];
        const res = await call(e, session, input, id);
        const after = (await server.db.query(`select * from ${tableName(rows)} where "id" = $1`, [id]))[0];
        probed += 1;
        const code = res.body?.code ?? res.status;
        if (code !== 404) wrong.push(`${e.id} on ${rows.key} ${id}: ${code} ${res.body?.msg}`);
        if (JSON.stringify(after) !== JSON.stringify(before)) wrong.push(`${e.id} changed ${rows.key} ${id}`);
      }
      expect(wrong).toEqual([]);
      expect(probed).toBeGreaterThan(10);
    }, 300_000);

    it('adds naming another organisation, company, merchant or parent row answer 400 naming the field and add nothing', async () => {
      const scopes = dataScopesOf(server.idx.services);
      const wrong: string[] = [];
      let probed = 0;
      for (const e of ops().filter((x) => x.op.kind === 'add' || x.op.kind === 'save')) {
        const rows = server.idx.rowsOf(e);
        const s = scopes.get(rows.key);
        // Ledgers are written only by the money actions: a hand-written line is refused before its scope matters.
        if (!s || s.kind === 'global' || s.kind === 'unresolved' || rows.ledger) continue;
        const refs = await liveMap(e);
        const input = inputOf(e, null, (k) => refs[k] ?? null);
        delete input.id;
        const count = async () => Number((await server.db.query(`select count(*)::int as n from ${tableName(rows)}`))[0]!.n);
        const before = await count();
        let want: number;
        if (s.kind === 'direct' && s.field === 'id') {
          want = 403;
        } else {
          const target = s.kind === 'direct' ? SCOPE_RESOURCES[s.dimension] : s.target;
          const [other] = (await oracle.foreign(target)).slice(-1);
          if (!other) continue;
          input[s.field] = Number(other.id);
          want = 400;
        }
        const res = await call(e, session, input);
        probed += 1;
        const code = res.body?.code ?? res.status;
        if (code !== want) wrong.push(`${e.id}: ${code} ${res.body?.msg} wanted ${want}`);
        else if (want === 400 && !String(res.body?.msg).includes('不在您的数据范围内')) wrong.push(`${e.id}: ${res.body?.msg}`);
        if ((await count()) !== before) wrong.push(`${e.id} added a row`);
      }
      expect(wrong).toEqual([]);
      expect(probed).toBeGreaterThan(3);
    }, 300_000);
  });
});
