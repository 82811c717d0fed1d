/**
 * Before/after figures of the data scope, for the README and the issue: per non-administrator demo
 * role, how many rows of other organisations its permitted calls listed (distinct rows over every
 * list, all and select call), and how many calls by id on such a row answered 200 and how many
 * changed it. Works out the roles' organisations from the tables alone, so the same script runs on
 * a server without the data scope.
 * Run: npx tsx example-host/server/scope/scopeFigures.ts
 */
import { requestSchema, type IndexedOperation, type JsonSchema } from '../../../src/contract';
import { sampleInput } from '../api/sampleInput';
import { testClient } from '../api/testClient';
import { permitted } from '../auth/permissions';
import { resolveSession } from '../auth/session';
import { createServer } from '../createServer';
import { tableName } from '../db/migrate';
import { DEMO_LOGINS } from '../seed/demoUsers';
import type { Row } from '../types';
import { scopeOracle } from './scopeOracle';

const BY_ID = new Set(['get', 'update', 'save', 'delete', 'deleteIds', 'transition', 'action']);

async function main(): Promise<void> {
  const server = await createServer({ dataDir: 'memory://', quiet: true });
  const api = testClient(server);
  const t = (key: string) => tableName(server.idx.resource(key));
  let seq = 0;
  for (const demo of DEMO_LOGINS.filter((d) => d.role !== 'admin')) {
    const session = await api.login(demo.loginName, demo.password);
    const user = (await resolveSession(server.db, new Request('http://x/', { headers: { cookie: session } })))!;
    const [u] = await server.db.query(`select * from ${t('platform.webUser')} where "id" = $1`, [user.id]);
    const links = await server.db.query(`select "orgId" from ${t('platform.userOrgnization')} where "userId" = $1 and "_deleted" = false`, [user.id]);
    const orgIds = [...new Set([Number(u!.orgId), ...links.map((l) => Number(l.orgId))])];
    const comp = await server.db.query(`select "companyId" as c from ${t('platform.userCompany')} where "userId" = $1 and "_deleted" = false
      union select "companyId" from ${t('organisation.organization')} where "id" = any($2)`, [user.id, orgIds]);
    const merchants = await server.db.query(`select "id" from ${t('merchant.merchant')} where "orgId" = any($1) and "_deleted" = false`, [orgIds]);
    const oracle = scopeOracle(server.db, server.idx, {
      orgIds, companyIds: [...new Set([Number(u!.companyId), ...comp.map((c) => Number(c.c))])], merchantIds: merchants.map((m) => Number(m.id)),
    });
    const ops = server.idx.operations.filter((e) => !e.op.public && e.resource.service !== 'session' && permitted(server.idx, user, e) && !/\{(?!ids?\})\w+\}/.test(e.op.path));
    const input = (e: IndexedOperation, row: Row | null) => sampleInput(requestSchema(e.op, server.idx.rowsOf(e)), {
      rows: server.idx.rowsOf(e), row, creating: false, liveId: () => null, next: () => (seq += 1),
    });
    const listed = new Set<string>();
    for (const e of ops.filter((x) => ['list', 'all', 'select'].includes(x.op.kind))) {
      const form = input(e, null);
      if (Object.keys(form).length) continue;
      const res = await api.call(e.op.method, e.op.path, { session, form: e.op.kind === 'list' ? { pageSize: 1000 } : {} });
      const key = server.idx.rowsOf(e).key;
      const data = res.body?.data;
      const ids: unknown[] = e.op.kind === 'list' ? (data?.list ?? []).map((r: Row) => r.id)
        : Array.isArray(data) ? data.map((r: Row) => (e.op.kind === 'select' ? r.value : r.id)) : [];
      const ok = await oracle.allowed(key);
      for (const id of ids) if (!ok.has(Number(id))) listed.add(`${key}#${id}`);
    }
    let answered = 0;
    let changed = 0;
    let calls = 0;
    for (const e of ops.filter((x) => BY_ID.has(x.op.kind))) {
      const rows = server.idx.rowsOf(e);
      const props = (requestSchema(e.op, rows)?.properties ?? {}) as Record<string, JsonSchema>;
      if (!/\{ids?\}/.test(e.op.path) && !('id' in props) && !('ids' in props)) continue;
      const [target] = (await oracle.foreign(rows.key)).slice(-1);
      if (!target) continue;
      const id = Number(target.id);
      const form = input(e, target);
      if ('id' in props) form.id = id;
      if ('ids' in props) form.ids = String(id);
      const before = JSON.stringify((await server.db.query(`select * from ${tableName(rows)} where "id" = $1`, [id]))[0]);
      const path = e.op.path.replace(/\{ids?\}/g, String(id));
      const res = e.op.encoding === 'json' ? await api.call(e.op.method, path, { session, json: form })
        : e.op.encoding === 'multipart' ? null : await api.call(e.op.method, path, { session, form });
      if (!res) continue;
      calls += 1;
      if ((res.body?.code ?? (res.bytes ? 200 : 0)) === 200) answered += 1;
      if (JSON.stringify((await server.db.query(`select * from ${tableName(rows)} where "id" = $1`, [id]))[0]) !== before) changed += 1;
    }
    console.log(`${demo.loginName}: other-organisation rows listed ${listed.size}; by-id calls on another organisation's row: ${calls}, answered 200: ${answered}, changed the row: ${changed}`);
  }
  await server.close();
}

void main();
