/**
 * Contract conformance: every operation of openapi/openapi.json is called as the admin with a
 * minimal valid input built from its requestSchema (ids of seeded rows where needed). Every
 * answer must be an envelope (or a file for file operations); a code-200 answer's data must
 * validate against the operation's response schema in the document; no call may answer
 * code 500; reads of seeded resources must succeed.
 */
import { readFileSync } from 'node:fs';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestSchema, type IndexedOperation, type OperationKind } from '../../src/contract';
import { sampleInput } from './api/sampleInput';
import { testClient, type CallResult, type TestClient } from './api/testClient';
import { createServer, type ReferenceServer } from './createServer';
import { tableName } from './db/migrate';
import type { Row } from './types';

const doc = JSON.parse(readFileSync(new URL('../../openapi/openapi.json', import.meta.url), 'utf8'));
const ajv = new Ajv2020({ strict: false, validateSchema: false, allErrors: false });
ajv.addFormat('email', /@/).addFormat('binary', () => true);
ajv.addSchema(doc, 'openapi.json');

const READS = new Set<OperationKind>(['list', 'all', 'get', 'select', 'checkName', 'tree', 'stats']);
/** Run order: reads, then writes, then deletes, so deletes cannot starve the calls before them. */
const PHASE: Partial<Record<OperationKind, number>> = { delete: 2, deleteIds: 2 };
const phaseOf = (e: IndexedOperation) => (READS.has(e.op.kind) || e.op.kind === 'export' ? 0 : PHASE[e.op.kind] ?? 1);
/** Ends the admin's session: called last, on its own. */
const SESSION_ENDERS = new Set(['session.user.logout']);
const SPECIAL_PARAMS: Record<string, Record<string, string>> = {
  'scm.queue.topicinfo': { x: 'export' },
  'scm.job.job': { x: 'sessionCleanup' },
};

/** The validator of an operation's code-200 response, by $ref into the registered document. */
function responseValidator(path: string, method: string): ValidateFunction {
  const schema = doc.paths[path][method].responses['200'].content['application/json'].schema;
  const pointer = schema.$ref
    ? String(schema.$ref)
    : `#/paths/${encodeURIComponent(path.replace(/~/g, '~0').replace(/\//g, '~1'))}/${method}/responses/200/content/application~1json/schema`;
  const fn = ajv.getSchema(`openapi.json${pointer}`);
  if (!fn) throw new Error(`no response schema for ${method} ${path}`);
  return fn;
}

let server: ReferenceServer;
let api: TestClient;
let admin: string;
let seq = 0;

async function liveRow(key: string): Promise<Row | null> {
  const rows = await server.db.query(`select * from ${tableName(server.idx.resource(key))} where "_deleted" = false order by "id" desc limit 1`);
  return rows[0] ?? null;
}

/** Calls one operation with its minimal valid input. */
async function callOperation(e: IndexedOperation): Promise<CallResult> {
  const rows = server.idx.rowsOf(e);
  const row = await liveRow(rows.key);
  const live = async (key: string) => Number((await liveRow(key))?.id ?? 0) || null;
  const refs: Record<string, number | null> = {};
  const schema = requestSchema(e.op, rows);
  for (const p of Object.values((schema?.properties ?? {}) as Record<string, Row>)) {
    if (typeof p['x-ref'] === 'string') refs[p['x-ref']] = await live(p['x-ref']);
  }
  refs[rows.key] = row ? Number(row.id) : null;
  const input = sampleInput(schema, {
    rows, row, creating: e.op.kind === 'add' || e.op.kind === 'save',
    liveId: (key) => refs[key] ?? null, next: () => (seq += 1),
  });
  let path = e.op.path;
  for (const [, name] of e.op.path.matchAll(/\{(\w+)\}/g)) {
    const v = SPECIAL_PARAMS[e.id]?.[name!]
      ?? String(name === 'roleId' ? (await live('platform.webRole')) ?? 1 : row?.id ?? 1);
    path = path.replace(`{${name}}`, encodeURIComponent(v));
  }
  if (e.op.encoding === 'multipart') {
    const form = new FormData();
    for (const [k, v] of Object.entries(input)) form.append(k, String(v));
    const label = rows.fields[rows.labelField]?.label['zh-CN'] ?? rows.labelField;
    form.append('file', new Blob([`${label}\n样例${seq}\n`], { type: 'text/csv' }), 'conformance.csv');
    return api.call(e.op.method, path, { multipart: form, session: admin });
  }
  if (e.op.encoding === 'json') return api.call(e.op.method, path, { json: input, session: admin });
  return api.call(e.op.method, path, { form: input, session: admin });
}

function judge(e: IndexedOperation, res: CallResult, hasRow: boolean, problems: string[]): boolean {
  const tag = `${e.id} (${e.op.method} ${e.op.path})`;
  if (res.status !== 200) { problems.push(`${tag}: HTTP ${res.status}`); return false; }
  if (e.op.response === 'file' && res.bytes) {
    if (!res.headers.get('content-disposition')?.startsWith('attachment;')) problems.push(`${tag}: file without attachment disposition`);
    if (!res.bytes.byteLength) problems.push(`${tag}: empty file`);
    return true;
  }
  const body = res.body;
  if (!body || typeof body.code !== 'number' || typeof body.msg !== 'string' || !('data' in body)) {
    problems.push(`${tag}: not an envelope`);
    return false;
  }
  if (body.code === 500) { problems.push(`${tag}: code 500`); return false; }
  if (body.code === 401) problems.push(`${tag}: admin session lost (${body.msg})`);
  if (body.code !== 200) {
    if (READS.has(e.op.kind) && !(e.op.kind === 'get' && !hasRow)) problems.push(`${tag}: read answered ${body.code} ${body.msg}`);
    return false;
  }
  if (e.op.response === 'json') {
    const validate = responseValidator(e.op.path, e.op.method.toLowerCase());
    if (!validate(body)) problems.push(`${tag}: data does not match the response schema: ${ajv.errorsText(validate.errors)}`);
  }
  return true;
}

describe('conformance with openapi/openapi.json', () => {
  beforeAll(async () => {
    server = await createServer({ dataDir: 'memory://', quiet: true });
    api = testClient(server);
    admin = await api.login('admin', 'Admin123');
  });
  afterAll(async () => server?.close());

  it('the document describes exactly the operations the server routes', () => {
    const documented = Object.entries(doc.paths as Record<string, Record<string, { operationId: string }>>)
      .flatMap(([, methods]) => Object.values(methods).map((o) => o.operationId)).sort();
    expect(documented).toEqual(server.idx.operations.map((e) => e.id).sort());
  });

  it('answers every operation with an envelope or a file, and code-200 data matches its schema', async () => {
    const ops = [...server.idx.operations].filter((e) => !SESSION_ENDERS.has(e.id)).sort((a, b) => phaseOf(a) - phaseOf(b));
    const problems: string[] = [];
    let ok = 0;
    for (const e of [...ops, ...server.idx.operations.filter((x) => SESSION_ENDERS.has(x.id))]) {
      const hasRow = Boolean(await liveRow(server.idx.rowsOf(e).key));
      const res = await callOperation(e);
      if (judge(e, res, hasRow, problems)) ok += 1;
      else if (process.env.CONFORMANCE_VERBOSE) console.log('REFUSED', e.id, e.op.kind, res.body?.code, res.body?.msg);
    }
    expect(problems).toEqual([]);
    // Most calls succeed with a minimal input; the rest are refusals of a valid request (409 in use, 404 ...).
    expect(ok).toBeGreaterThan(server.idx.operations.length * 0.8);
  }, 180_000);
});
