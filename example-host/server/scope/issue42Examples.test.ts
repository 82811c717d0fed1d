/**
 * The four ways the data scope failed before it lived in the database (issue 42), each tried with the
 * application's own scope checks switched off, so only the database's policies answer:
 * an id not called `id` (a role granted by `roleId`), a reference written by a transition (a
 * complaint assigned to another organisation's department), and an import that read the grant row
 * before its scope check (a welfare grant of another organisation). Each answers as for a row that
 * does not exist and changes nothing. (Id spellings: api/canonicalIds.test.ts, scopeProperties.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClient, type CallResult, type TestClient } from '../api/testClient';
import { resolveSession } from '../auth/session';
import { createServer, type ReferenceServer } from '../createServer';
import { tableName } from '../db/migrate';
import { writeXlsx } from '../files/xlsx';
import type { Row } from '../types';
import { setAppScopeChecksForTests } from './rowScope';

const MISSING = 2147480003;
const backends: [string, string | undefined][] = [['PGlite', undefined]];
if (process.env.TEST_DATABASE_URL) backends.push(['PostgreSQL', process.env.TEST_DATABASE_URL]);

describe.each(backends)('issue 42 examples on %s, with only the database holding the scope', (_n, databaseUrl) => {
  let server: ReferenceServer;
  let api: TestClient;
  let orgOf: Record<string, number>;
  beforeAll(async () => {
    server = await createServer({ dataDir: 'memory://', quiet: true, ...(databaseUrl ? { databaseUrl } : {}) });
    api = testClient(server);
    const users = await server.db.query(`select "loginName", "orgId" from ${t('platform.webUser')}`);
    orgOf = Object.fromEntries(users.map((u) => [String(u.loginName), Number(u.orgId)]));
    setAppScopeChecksForTests(false);
  }, 120_000);
  afterAll(async () => {
    setAppScopeChecksForTests(true);
    await server?.close();
  });

  const t = (key: string) => tableName(server.idx.resource(key));
  const one = async (sql: string, params: unknown[] = []): Promise<Row> => (await server.db.query(sql, params))[0]!;
  const said = (r: CallResult, id: unknown) => `${r.body?.code} ${String(r.body?.msg ?? '').replace(String(id), '#')} ${r.body?.data?.field ?? ''}`;

  it("grants another organisation's role nothing: answered as a missing role", async () => {
    const operator = await api.login('operator', 'Operator123');
    const [foreign] = await server.db.query(`insert into ${t('platform.webRole')} ("name", "type", "perms", "orgId", "status")
      values ('别家角色', 2, 'space', $1, 1) returning *`, [orgOf.project]);
    const grant = (roleId: number) => api.call('POST', '/platform/roleFunction/grant', { session: operator, form: { roleId, menuIds: '' } });
    const res = await grant(Number(foreign!.id));
    expect(res.body?.code).toBe(404);
    expect(said(res, foreign!.id)).toBe(said(await grant(MISSING), MISSING));
    expect(await one(`select * from ${t('platform.webRole')} where "id" = $1`, [foreign!.id])).toEqual(foreign);
  });

  it("assigns a complaint to another organisation's department: answered as a missing one, the bill unchanged", async () => {
    const project = await api.login('project', 'Project123');
    const bill = await one(`select * from ${t('comment.commentBill')} where "orgId" = $1 and "status" in ('pending', 'processing') and "_deleted" = false order by "id" limit 1`, [orgOf.project]);
    const user = (await resolveSession(server.db, new Request('http://x/', { headers: { cookie: project } })))!;
    const mine = new Set((await server.db.withDataScope(user.scope, () => server.db.query(`select "id" from ${t('organisation.department')}`))).map((d) => Number(d.id)));
    const dept = (await server.db.query(`select * from ${t('organisation.department')} where "_deleted" = false order by "id"`)).find((d) => !mine.has(Number(d.id)))!;
    const assign = (deptId: number) => api.call('POST', '/comment/commentBill/assign', { session: project, form: { id: bill.id, deptId } });
    const res = await assign(Number(dept.id));
    expect(res.body?.code).not.toBe(200);
    expect(said(res, dept.id)).toBe(said(await assign(MISSING), MISSING));
    expect(JSON.stringify(res.body)).not.toContain(String(dept.name));
    expect(await one(`select * from ${t('comment.commentBill')} where "id" = $1`, [bill.id])).toEqual(bill);
  });

  it("imports people into another organisation's welfare grant: answered as a missing grant, nothing read or written", async () => {
    const project = await api.login('project', 'Project123');
    const [user] = await server.db.query(`select "id" from ${t('organisation.user')} where "orgId" = $1 and "_deleted" = false limit 1`, [orgOf.project]);
    const grants = await server.db.query(`insert into ${t('organisation.welfareRecord')} ("title", "orgId", "grantType", "amount", "grantStatus")
      values ('别家已发', $1, 'subsidy', 30, 'granted'), ('别家待发', $1, 'subsidy', 30, 'pending') returning "id"`, [orgOf.merchant]);
    const count = async () => Number((await one(`select count(*)::int as n from ${t('organisation.welfarePersonRecord')}`)).n);
    const before = await count();
    const upload = (welfareRecordId: number) => {
      const form = new FormData();
      form.append('file', new Blob([writeXlsx('福利', [['用户', '金额(元)'], [Number(user!.id), 10]]) as BlobPart]), 'w.xlsx');
      form.append('welfareRecordId', String(welfareRecordId));
      return api.call('POST', '/organisation/welfareRecord/importWelfare', { session: project, multipart: form });
    };
    const missing = said(await upload(MISSING), MISSING);
    for (const g of grants) expect(said(await upload(Number(g.id)), g.id)).toBe(missing);
    expect(await count()).toBe(before);
  });
});
