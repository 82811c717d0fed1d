/**
 * Bad input never breaks the server: for every operation, hostile payloads (wrong types,
 * missing fields, huge and odd strings, junk keys, broken path ids, random files) must get an
 * envelope or a file over HTTP < 500 and never code 500; and a rejected write must leave its
 * table exactly as it was (same rows, same values).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestSchema, type IndexedOperation, type OperationKind } from '../../../src/contract';
import { createServer, type ReferenceServer } from '../createServer';
import { tableName } from '../db/migrate';
import type { Row } from '../types';
import { testClient, type CallResult, type TestClient } from './testClient';

const WRITES = new Set<OperationKind>(['add', 'update', 'save', 'delete', 'deleteIds', 'transition', 'import']);
/** Accounts and roles the fuzzing admin itself depends on: only their `add` is fuzzed. */
const GUARDED = new Set(['platform.webUser', 'platform.webRole', 'platform.userRole']);
const SKIP = new Set(['session.user.logout', 'session.user.updatepwd']);
const HUGE = 'x'.repeat(20000);
const ODD = ['', ' ', 'null', 'NaN', 'Infinity', '-1', '0', '1e309', '99999999999999999999', '1,2', ',', 'true', "' or 1=1 --",
  '%', '_', '\\', 'a\u0000b', '<script>', '{}', '[]', '２０２６-01-01', '2026-13-45 25:61:61', '\ud800', HUGE];

let server: ReferenceServer;
let api: TestClient;
let admin: string;
let ops: IndexedOperation[];

const valueArb = fc.oneof(
  fc.constantFrom(...ODD), fc.string({ maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.integer(), { maxLength: 3 }),
);
const pathArb = fc.oneof(fc.constantFrom('0', '-1', '1', '2147483648', '99999999999999999999', 'abc', '1,,2', '%20', 'ü'), fc.nat().map(String));

async function checksum(key: string): Promise<string> {
  const t = tableName(server.idx.resource(key));
  const rows = await server.db.query<{ h: string }>(`select md5(coalesce(string_agg(t::text, '|' order by t."id"), '')) as h from ${t} t`);
  return rows[0]!.h;
}

/** Sends one payload to one operation, as the console's encoding of it would. */
async function send(e: IndexedOperation, input: Row, param: string, file?: Uint8Array): Promise<CallResult> {
  const path = e.op.path.replace(/\{\w+\}/g, encodeURIComponent(param));
  const session = admin;
  if (e.op.method === 'GET') return api.call('GET', path, { query: input, session });
  if (e.op.encoding === 'json') return api.call('POST', path, { json: input, session });
  if (e.op.encoding === 'multipart') {
    const form = new FormData();
    for (const [k, v] of Object.entries(input)) form.append(k, v === null ? '' : String(v));
    if (file) form.append('file', new Blob([file as Uint8Array<ArrayBuffer>]), 'fuzz.csv');
    return api.call('POST', path, { multipart: form, session });
  }
  return api.call('POST', path, { form: input, session });
}

/** One call with its invariants checked; returns a problem description or null. */
async function probe(e: IndexedOperation, input: Row, param: string, file?: Uint8Array): Promise<string | null> {
  const rows = server.idx.rowsOf(e);
  const guardWrite = WRITES.has(e.op.kind);
  const before = guardWrite ? await checksum(rows.key) : '';
  let res = await send(e, input, param, file);
  if (res.body?.code === 401 && !e.op.public) {
    admin = await api.login('admin', 'Admin123'); // a call may legitimately end a session; keep fuzzing
    res = await send(e, input, param, file);
  }
  const what = `${e.id} ${JSON.stringify(input).slice(0, 300)} param=${param}`;
  if (res.status >= 500) return `${what}: HTTP ${res.status}`;
  if (!res.body && e.op.response !== 'file') return `${what}: not an envelope`;
  if (res.body?.code === 500) return `${what}: code 500`;
  if (guardWrite && res.body && res.body.code !== 200 && (await checksum(rows.key)) !== before) {
    return `${what}: rejected with ${res.body.code} ${res.body.msg} but changed ${rows.key}`;
  }
  return null;
}

beforeAll(async () => {
  server = await createServer({ dataDir: 'memory://', quiet: true });
  api = testClient(server);
  admin = await api.login('admin', 'Admin123');
  ops = server.idx.operations.filter((e) => !SKIP.has(e.id) && !(GUARDED.has(server.idx.rowsOf(e).key) && e.op.kind !== 'add'
    && e.op.kind !== 'list' && e.op.kind !== 'get' && e.op.kind !== 'select'));
});
afterAll(async () => server?.close());

describe('bad input', () => {
  it('every operation survives type-confused, huge and missing values', async () => {
    const problems: string[] = [];
    for (const [i, e] of ops.entries()) {
      const props = Object.keys((requestSchema(e.op, server.idx.rowsOf(e))?.properties ?? {}) as Row);
      const confused: Row = {};
      props.forEach((p, j) => { confused[p] = ODD[(i + j) % ODD.length]; });
      const variants: [Row, string][] = [[confused, i % 2 ? 'abc' : '99999999999999999999'], [{ junk: '1', [`${props[0] ?? 'x'}Extra`]: HUGE }, '0']];
      // Writes get both variants; reads alternate, which keeps the sweep short.
      for (const [input, param] of WRITES.has(e.op.kind) ? variants : [variants[i % 2]!]) {
        const p = await probe(e, input, param, new Uint8Array([0xff, 0xfe, 0x00, 0x41]));
        if (p) problems.push(p);
      }
    }
    expect(problems).toEqual([]);
  }, 240_000);

  it('random payloads never give code 500 and rejected writes store nothing (property)', async () => {
    // The operation travels as its id, so a counterexample prints short.
    const opArb = fc.constantFrom(...ops.map((e) => e.id)).chain((id) => {
      const e = ops.find((x) => x.id === id)!;
      const props = Object.keys((requestSchema(e.op, server.idx.rowsOf(e))?.properties ?? {}) as Row);
      const keys = fc.constantFrom(...props, 'id', 'ids', 'pageNum', 'pageSize', 'orderBy', 'keyword', 'junk');
      return fc.tuple(fc.constant(id), fc.dictionary(keys, valueArb, { maxKeys: 8 }), pathArb, fc.uint8Array({ maxLength: 200 }));
    });
    await fc.assert(
      fc.asyncProperty(opArb, async ([id, input, param, file]) => {
        const problem = await probe(ops.find((x) => x.id === id)!, input as Row, param, file);
        if (problem) throw new Error(problem);
      }),
      { numRuns: 600 },
    );
  }, 240_000);
});
