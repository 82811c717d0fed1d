/**
 * The data scope held by the database itself (issue 42), derived from the contract, on PGlite
 * and on PostgreSQL, once with the application's own scope checks and once without them (a switch
 * only tests reach): with them off, only the database's policies stand between a session and
 * other organisations' rows, so passing here shows the policies alone hold.
 * (a) every call that addresses a row by id × every non-administrator demo role that may make it ×
 *     a row of another organisation, by its canonical id and one loose spelling; and, where only
 *     the database holds the scope, each call once more in all ten spellings (as the first role
 *     that may make it: how an id is read does not depend on who asks, while the scope, which
 *     does, is tried for every role): never a 200, the row unchanged, and the canonical spelling
 *     answered exactly like an id that does not exist;
 * (b) as `operator` (every permission but admin, one organisation): every reference field of every
 *     write's body pointed at another organisation's row: nothing refers to it afterwards, no label
 *     of it in the answer, and the answer the same as for a row that does not exist.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataScopesOf, requestSchema, type IndexedOperation, type JsonSchema } from '../../../src/contract';
import { sampleInput } from '../api/sampleInput';
import { testClient, type CallResult, type TestClient } from '../api/testClient';
import { permitted } from '../auth/permissions';
import { resolveSession } from '../auth/session';
import { createServer, type ReferenceServer } from '../createServer';
import { q, tableName } from '../db/migrate';
import { DEMO_LOGINS } from '../seed/demoUsers';
import type { Row, SessionUser } from '../types';
import { setAppScopeChecksForTests } from './rowScope';
import { scopeOracle, type ScopeOracle } from './scopeOracle';

const BY_ID_KINDS = new Set(['get', 'update', 'save', 'delete', 'deleteIds', 'transition', 'action', 'checkName']);
const WRITE_KINDS = new Set(['add', 'update', 'save', 'transition', 'action']);
/** An id no table reaches: what a missing row answers. */
const MISSING = 2147480001;

/** Ten spellings of an id: canonical, decimal, exponent, hex, signed, padded, trailing dot, leading zero; then the JSON string and number (JSON calls) or two more loose forms. */
function spellings(id: number, json: boolean): unknown[] {
  const loose = [`${id}.0`, `${id / 100}e2`, `0x${id.toString(16)}`, `+${id}`, ` ${id} `, `${id}.`, `0${id}`];
  return json ? [String(id), ...loose, String(id), id] : [String(id), ...loose, `${id}e0`, `${id},`];
}

const backends: [string, string | undefined][] = [['PGlite', undefined]];
if (process.env.TEST_DATABASE_URL) backends.push(['PostgreSQL', process.env.TEST_DATABASE_URL]);

interface Login { readonly name: string; readonly session: string; readonly user: SessionUser; readonly oracle: ScopeOracle }

describe.each(backends)('the database holds the data scope on %s', (_b, databaseUrl) => {
  let server: ReferenceServer;
  let api: TestClient;
  let logins: Login[] = [];
  let seq = 0;
  const sizes = { a: 0, b: 0 };

  beforeAll(async () => {
    server = await createServer({ dataDir: 'memory://', quiet: true, ...(databaseUrl ? { databaseUrl } : {}) });
    api = testClient(server);
    logins = [];
    for (const d of DEMO_LOGINS.filter((x) => x.role !== 'admin')) {
      const session = await api.login(d.loginName, d.password);
      const user = (await resolveSession(server.db, new Request('http://x/', { headers: { cookie: session } })))!;
      logins.push({ name: d.loginName, session, user, oracle: scopeOracle(server.db, server.idx, user.scope!) });
    }
  }, 120_000);
  afterAll(async () => {
    setAppScopeChecksForTests(true);
    console.log(`[scope properties] ${_b}: (a) ${sizes.a} calls, (b) ${sizes.b} calls`);
    await server?.close();
  });

  const props = (e: IndexedOperation) => (requestSchema(e.op, server.idx.rowsOf(e))?.properties ?? {}) as Record<string, JsonSchema>;
  const takesId = (e: IndexedOperation) => /\{ids?\}/.test(e.op.path) || 'id' in props(e) || 'ids' in props(e);
  const opsOf = (l: Login) => server.idx.operations.filter((e) => !e.op.public && e.resource.service !== 'session'
    && permitted(server.idx, l.user, e) && !/\{(?!ids?\})\w+\}/.test(e.op.path) && e.op.encoding !== 'multipart');
  const rowOf = async (key: string, id: number) => JSON.stringify((await server.db.query(`select * from ${tableName(server.idx.resource(key))} where "id" = $1`, [id]))[0] ?? null);
  const inScope = async (l: Login, key: string): Promise<Row | null> => {
    const ok = await l.oracle.allowed(key);
    return (await l.oracle.rows(key)).find((r) => !r._deleted && ok.has(Number(r.id))) ?? null;
  };
  const inputOf = async (l: Login, e: IndexedOperation, row: Row | null): Promise<Row> => {
    const live: Record<string, number | null> = {};
    for (const p of Object.values(props(e))) if (typeof p['x-ref'] === 'string') live[p['x-ref']] = Number((await inScope(l, p['x-ref']))?.id ?? 0) || null;
    const rows = server.idx.rowsOf(e);
    return sampleInput(requestSchema(e.op, rows), {
      rows, row, creating: e.op.kind === 'add' || (e.op.kind === 'save' && !row), liveId: (k) => live[k] ?? null, next: () => (seq += 1),
    });
  };
  const call = (e: IndexedOperation, session: string, input: Row, pathId: unknown): Promise<CallResult> => {
    const path = e.op.path.replace(/\{ids?\}/g, encodeURIComponent(String(pathId)));
    return e.op.encoding === 'json' ? api.call(e.op.method, path, { json: input, session }) : api.call(e.op.method, path, { form: input, session });
  };
  /** What an answer says, with the ids it names blotted out (a missing and a foreign id differ only there). */
  const said = (res: CallResult, ...ids: number[]) => {
    let text = `${res.body?.msg ?? ''} ${res.body?.data?.field ?? ''}`;
    for (const id of ids) text = text.replace(new RegExp(`(?<!\\d)${id}(?!\\d)`, 'g'), '#');
    return `${res.body?.code ?? (res.bytes ? 200 : res.status)} ${text}`;
  };
  const codeOf = (res: CallResult) => res.body?.code ?? (res.bytes ? 200 : res.status);

  describe.each([['with', true], ['without', false]] as const)('%s the application\'s own scope checks', (_w, appChecks) => {
    beforeAll(() => setAppScopeChecksForTests(appChecks));
    afterAll(() => setAppScopeChecksForTests(true));

    // Every role tries the canonical id and one loose form. Where only the database holds the scope,
    // the first role that may make a call also tries all ten spellings of it: reading an id is the
    // same code for every role (18,360 calls per database when every role tried all ten).
    const allTenTried = new Set<string>();
    const spellingsHere = (id: number, json: boolean, opId: string) => {
      if (appChecks || allTenTried.has(opId)) return spellings(id, json).slice(0, 2);
      allTenTried.add(opId);
      return spellings(id, json);
    };

    it(`(a) a row of another organisation, by id in ${appChecks ? 'two spellings' : 'two spellings per role and all ten per call'}: never 200, unchanged, canonical answered as missing`, async () => {
      const wrong: string[] = [];
      for (const l of logins) {
        for (const e of opsOf(l).filter((x) => BY_ID_KINDS.has(x.op.kind) && takesId(x))) {
          const rows = server.idx.rowsOf(e);
          const [target] = (await l.oracle.foreign(rows.key)).slice(-1);
          if (!target) continue; // a global resource, or no row of another organisation
          const id = Number(target.id);
          const base = await inputOf(l, e, target);
          const json = e.op.encoding === 'json';
          const before = await rowOf(rows.key, id);
          const answers: string[] = [];
          for (const spelled of spellingsHere(id, json, e.id)) {
            const input = { ...base };
            if ('id' in props(e)) input.id = spelled;
            if ('ids' in props(e)) input.ids = spelled;
            const res = await call(e, l.session, input, spelled);
            sizes.a += 1;
            if (codeOf(res) === 200 || codeOf(res) === 500) wrong.push(`${l.name} ${e.id} ${JSON.stringify(spelled)}: ${codeOf(res)}`);
            answers.push(said(res, id));
          }
          if ((await rowOf(rows.key, id)) !== before) wrong.push(`${l.name} ${e.id} changed ${rows.key} ${id}`);
          const missing = { ...base, ...('id' in props(e) ? { id: MISSING } : {}), ...('ids' in props(e) ? { ids: String(MISSING) } : {}) };
          const absent = said(await call(e, l.session, missing, MISSING), MISSING);
          if (answers[0] !== absent) wrong.push(`${l.name} ${e.id}: foreign "${answers[0]}" but missing "${absent}"`);
        }
      }
      expect(wrong).toEqual([]);
    }, 600_000);

    it('(b) every reference a write names, pointed at another organisation: not written, not named, answered as missing', async () => {
      const l = logins.find((x) => x.name === 'operator')!;
      const scopes = dataScopesOf(server.idx.services);
      const wrong: string[] = [];
      let probed = 0;
      for (const e of opsOf(l).filter((x) => WRITE_KINDS.has(x.op.kind))) {
        const rows = server.idx.rowsOf(e);
        const refs = Object.entries(props(e)).filter(([, p]) => typeof p['x-ref'] === 'string'
          && scopes.get(p['x-ref'] as string)?.kind !== 'global' && server.idx.resources.has(p['x-ref'] as string));
        if (!refs.length) continue;
        const own = e.op.kind === 'add' ? null : await inScope(l, rows.key);
        if (e.op.kind !== 'add' && !own && takesId(e)) continue;
        for (const [field, p] of refs) {
          const targetKey = p['x-ref'] as string;
          const target = server.idx.resource(targetKey);
          const [foreign] = (await l.oracle.foreign(targetKey)).slice(-1);
          if (!foreign) continue;
          const fid = Number(foreign.id);
          const base = await inputOf(l, e, own);
          if (own && ('id' in props(e) || /\{ids?\}/.test(e.op.path))) base.id = Number(own.id);
          const col = field in rows.fields ? q(field) : null;
          const referring = async () => (col ? Number((await server.db.query(`select count(*)::int as n from ${tableName(rows)} where ${col} = $1`, [fid]))[0]!.n) : 0);
          const before = await referring();
          const res = await call(e, l.session, { ...base, [field]: fid }, own?.id ?? 1);
          const after = await referring();
          const absent = await call(e, l.session, { ...base, [field]: MISSING }, own?.id ?? 1);
          probed += 2;
          if (after > before) wrong.push(`${e.id}.${field}: wrote another organisation's ${targetKey} ${fid}`);
          if (codeOf(res) === 500) wrong.push(`${e.id}.${field}: 500 ${res.body?.msg}`);
          const label = foreign[target.labelField];
          if (typeof label === 'string' && label.length >= 2 && JSON.stringify(res.body ?? '').includes(label)) wrong.push(`${e.id}.${field}: answer names "${label}"`);
          if (said(res, fid) !== said(absent, MISSING)) wrong.push(`${e.id}.${field}: foreign "${said(res, fid)}" but missing "${said(absent, MISSING)}"`);
        }
      }
      sizes.b += probed;
      expect(wrong).toEqual([]);
      expect(probed).toBeGreaterThan(20);
    }, 600_000);
  });
});
