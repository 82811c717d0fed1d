/**
 * Builds the OpenAPI 3.1 document from the catalogue. Pure: `npm run gen` writes its
 * result to openapi/openapi.json and a test fails when that file is stale.
 */
import { indexCatalogue, type IndexedOperation } from './catalogue';
import { changesState } from './changesState';
import { ledgerRefusal } from './ledger';
import {
  IMPORT_REPORT, REPORT, SELECT_OPTION, STATS, TREE_NODE, entitySchema, requestSchema, responseDataSchema, type JsonSchema,
} from './schemas';
import type { ResourceDef, ServiceDef } from './types';

/**
 * @example
 * createApiClient({ baseUrl: `https://platform.example.com${API_BASE}` }); // '/super_cloud/api'
 */
export const API_BASE = '/super_cloud/api';
/**
 * @example
 * new Blob([bytes], { type: XLSX_MIME })
 */
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const MEDIA = { form: 'application/x-www-form-urlencoded', json: 'application/json', multipart: 'multipart/form-data' } as const;

const envelope = (data: JsonSchema): JsonSchema => ({
  allOf: [{ $ref: '#/components/schemas/Envelope' }, { type: 'object', properties: { data } }],
});

/** Reuses one component for identical schemas, so the document stays small. */
type Share = (name: string, schema: JsonSchema) => JsonSchema;

function operationObject(e: IndexedOperation, rows: ResourceDef, share: Share): JsonSchema {
  const { op, resource } = e;
  const ref = { $ref: `#/components/schemas/${rows.key}` };
  const input = requestSchema(op, rows);
  const params: JsonSchema[] = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => ({
    name: m[1], in: 'path', required: true,
    schema: m[1] === 'ids' ? { type: 'string', pattern: '^\\d+(,\\d+)*$' } : { type: 'string', minLength: 1, maxLength: 64 },
  }));
  for (const q of op.query ?? []) params.push({ name: q, in: 'query', required: false, schema: { type: 'string', maxLength: 256 } });
  const o: JsonSchema = {
    operationId: e.id,
    tags: [resource.service],
    summary: op.summary,
    ...(params.length ? { parameters: params } : {}),
    'x-kind': op.kind,
    // The operator's name of the call (zh-CN, en, es), so an integrator's screens say what ours say.
    ...(op.label ? { 'x-label': op.label } : {}),
    'x-resource': rows.key,
    'x-timeout-ms': op.timeoutMs,
    'x-permission': op.public ? 'public' : op.permission === undefined ? resource.permission : op.permission,
    // The reference server refuses such calls cross-site and without `X-Requested-With: XMLHttpRequest`.
    ...(changesState(op) ? { 'x-changes-state': true } : {}),
    ...(op.transition ? { 'x-transition': op.transition } : {}),
    // The two-person rule: an integrator's back end refuses this call to the row's requester.
    ...(op.approval ? { 'x-approval': op.approval } : {}),
    ...(op.where ? { 'x-where': op.where } : {}),
    // Reports are data: integrators read what a report groups, measures and filters from here.
    ...(op.report ? { 'x-report': op.report, 'x-addition': true } : {}),
    ...(ledgerRefusal(rows, op.kind) === 'edit' ? {
      'x-ledger': true,
      description: 'The rows are a ledger (append-only): the reference server refuses this call with code 409; corrections are new records (refunds, reversals).',
    } : {}),
    // Kept because the spec lists it; the lines of a money ledger are written only by the actions that move the money.
    ...(ledgerRefusal(rows, op.kind) === 'money' ? {
      'x-ledger': 'money',
      description: 'The rows are a money ledger, written only by the action that moved the money (with operator and time): the reference server refuses this call with code 403.',
    } : {}),
    ...(op.public ? { security: [] } : {}),
  };
  if (input && op.method === 'POST' && op.encoding !== 'none' && op.encoding !== 'query') {
    const media = MEDIA[op.encoding];
    const schema = op.encoding === 'multipart'
      ? { ...input, properties: { ...(input.properties as object), file: { type: 'string', format: 'binary' } } }
      : input;
    o.requestBody = {
      required: Boolean((input.required as string[] | undefined)?.length),
      content: { [media]: { schema: share(`${rows.key}.${op.kind}.input`, schema) } },
    };
  }
  const ok: JsonSchema = op.response === 'file'
    ? { description: 'The file (Content-Disposition names it), or an error envelope', content: {
      [XLSX_MIME]: { schema: { type: 'string', contentMediaType: XLSX_MIME } },
      'application/json': { schema: { $ref: '#/components/schemas/Envelope' } },
    } }
    : { description: 'Envelope; code 200 on success', content: { 'application/json': {
      schema: share(`${rows.key}.${op.kind}.response`, envelope(responseDataSchema(op, ref))),
    } } };
  o.responses = { 200: ok };
  return o;
}

/**
 * The whole OpenAPI document.
 * @example
 * writeFileSync('openapi/openapi.json', JSON.stringify(buildOpenApi(catalogue), null, 2));
 */
export function buildOpenApi(services: readonly ServiceDef[], version = '0.0.0'): JsonSchema {
  const idx = indexCatalogue(services);
  const schemas: Record<string, JsonSchema> = {
    Envelope: {
      type: 'object', required: ['code', 'msg'], additionalProperties: false,
      properties: { code: { type: 'integer' }, msg: { type: 'string' }, data: {} },
    },
    SelectOption: SELECT_OPTION, TreeNode: TREE_NODE, ImportReport: IMPORT_REPORT, Stats: STATS, Report: REPORT,
  };
  for (const r of idx.resources.values()) schemas[r.key] = entitySchema(r);
  const seen = new Map<string, string>();
  const share: Share = (name, schema) => {
    const json = JSON.stringify(schema);
    let n = seen.get(json);
    if (!n) {
      n = name;
      for (let i = 2; schemas[n]; i += 1) n = `${name}${i}`;
      schemas[n] = schema;
      seen.set(json, n);
    }
    return { $ref: `#/components/schemas/${n}` };
  };
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const e of idx.operations) {
    (paths[e.op.path] ??= {})[e.op.method.toLowerCase()] = operationObject(e, idx.rowsOf(e), share);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: '@supercloud/admin back-end contract', version,
      description: 'Generated from src/contract. Responses are envelopes { code, msg, data }; code 200 is success.',
    },
    servers: [{ url: API_BASE }],
    security: [{ session: [] }, { bearer: [] }],
    tags: services.map((s) => ({ name: s.key, description: s.title.en + (s.prefixAssumed ? ` (prefix ${s.prefix} is our assumption)` : '') })),
    paths,
    components: {
      schemas,
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'JSESSION_ID' },
        bearer: { type: 'http', scheme: 'bearer' },
      },
    },
  };
}
