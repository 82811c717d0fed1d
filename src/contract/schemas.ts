/**
 * JSON Schema (OpenAPI 3.1 dialect) for fields and for the request and response of each
 * operation kind. The OpenAPI document, the server's request validation and its
 * conformance tests all read these, so a rule is written once.
 */
import type { FieldDef, FieldMap, OperationDef, ResourceDef } from './types';

/**
 * @example
 * fieldSchema(f.phone(t('手机号', 'Phone', 'Teléfono'))) // { type: 'string', pattern: PHONE_PATTERN, … }
 */
export type JsonSchema = { [k: string]: unknown };

/**
 * @example
 * new RegExp(PHONE_PATTERN).test('13812345678') // true
 */
export const PHONE_PATTERN = '^1[2-9]\\d{9}$';
/**
 * @example
 * new RegExp(LINK_PATTERN).test('javascript:alert(1)') // false
 */
export const LINK_PATTERN = '^(https?://|mailto:|tel:)';
/**
 * What an `image` field may hold: an http(s) URL, a path on our own host (`/super_cloud/api/common/file/…`),
 * or an inline raster image. Never `javascript:`, `vbscript:`, other `data:` types (SVG can carry
 * scripts) or anything else a browser would run; the client's `isImageSource` is the same rule.
 * @example
 * new RegExp(IMAGE_PATTERN).test('/super_cloud/api/common/file/a.png') // true
 */
export const IMAGE_PATTERN = '^(https?://|/(?![/\\\\])|data:image/(png|jpeg|gif|webp|bmp);base64,)';
/**
 * What an `audio` field may hold: an http(s) URL or a path on our own host, never a `data:` or
 * script URL (an <audio src> should not carry its bytes inline); the client's `isAudioSource` is the same rule.
 * @example
 * new RegExp(AUDIO_PATTERN).test('/super_cloud/api/common/file/geturl/3?raw=1') // true
 */
export const AUDIO_PATTERN = '^(https?://|/(?![/\\\\]))';
/**
 * @example
 * new RegExp(DATE_PATTERN).test('2026-11-26') // true
 */
export const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';
/**
 * @example
 * new RegExp(DATETIME_PATTERN).test('2026-11-26 09:30') // true
 */
export const DATETIME_PATTERN = '^\\d{4}-\\d{2}-\\d{2}( \\d{2}:\\d{2}(:\\d{2})?)?$';
/**
 * @example
 * api.call('POST', list.path, { body: { pageNum: 1, pageSize: DEFAULT_PAGE_SIZE } }) // 20 rows
 */
export const DEFAULT_PAGE_SIZE = 20;
/**
 * @example
 * Math.min(size, MAX_PAGE_SIZE) // the server refuses more than 1000 rows a page
 */
export const MAX_PAGE_SIZE = 1000;
/**
 * Most rows a list counts exactly unless asked (`exactTotal`): beyond it `total` is this number
 * and `totalExact` false, the pager shows "10,000+" and still pages. Counting a million matches on
 * every new filter is what made a big list slow.
 * @example
 * page.totalExact ? `共 ${page.total} 条` : `共 ${TOTAL_CAP}+ 条`
 */
export const TOTAL_CAP = 10000;

/**
 * Schema of one field's value (without null).
 * @example
 * fieldSchema(f.phone(t('手机号', 'Phone', 'Teléfono'))) // { type: 'string', pattern: PHONE_PATTERN, … }
 */
export function fieldSchema(fd: FieldDef): JsonSchema {
  const s: JsonSchema = {
    description: fd.secret ? `${fd.label.en} (write-only: never returned; an update that leaves it blank keeps the stored value)` : fd.label.en,
    ...(fd.secret ? { writeOnly: true } : {}),
    ...(fd.createOnly ? { 'x-create-only': true } : {}),
    ...(fd.serial ? { 'x-serial': `${fd.serial}yyyyMMddNNNNNN` } : {}),
  };
  const len = () => {
    if (fd.max !== undefined) s.maxLength = fd.max;
    if (fd.min !== undefined) s.minLength = fd.min;
  };
  const range = () => {
    if (fd.max !== undefined) s.maximum = fd.max;
    if (fd.min !== undefined) s.minimum = fd.min;
  };
  switch (fd.type) {
    case 'id': case 'ref': return { ...s, type: 'integer', minimum: 1, ...(fd.ref ? { 'x-ref': fd.ref } : {}) };
    case 'integer': s.type = 'integer'; range(); return s;
    case 'number': case 'amount': s.type = 'number'; range(); return s;
    case 'percent': return { ...s, type: 'number', minimum: fd.min ?? 0, maximum: fd.max ?? 100 };
    case 'boolean': return { ...s, type: 'boolean' };
    case 'date': return { ...s, type: 'string', pattern: DATE_PATTERN };
    case 'datetime': return { ...s, type: 'string', pattern: DATETIME_PATTERN };
    case 'phone': return { ...s, type: 'string', pattern: PHONE_PATTERN };
    case 'email': s.type = 'string'; s.format = 'email'; len(); return s;
    case 'url': s.type = 'string'; s.pattern = LINK_PATTERN; len(); return s;
    case 'image': s.type = 'string'; s.pattern = IMAGE_PATTERN; len(); return s;
    case 'audio': s.type = 'string'; s.pattern = AUDIO_PATTERN; len(); return s;
    case 'enum': {
      const vals = fd.values?.map((x) => x.value) ?? [];
      return { ...s, type: typeof vals[0] === 'number' ? 'integer' : 'string', enum: vals };
    }
    default: s.type = 'string'; len(); return s;
  }
}

const nullable = (s: JsonSchema): JsonSchema => ({
  ...s, type: [s.type as string, 'null'], ...(Array.isArray(s.enum) ? { enum: [...s.enum, null] } : {}),
});

/**
 * Where a row carries the label of one of its ref fields: `orgId` → `orgName`, `owner` → `ownerName`.
 * List and detail answers name what their ref ids point at, as back ends of this kind join them,
 * so a list shows its ref cells without loading each target's select list first.
 * @example
 * refLabelKey('mealId') // 'mealName'
 */
export function refLabelKey(field: string): string {
  return field.endsWith('Id') ? `${field.slice(0, -2)}Name` : `${field}Name`;
}

/**
 * The ref fields whose labels a row carries (a field already named like a label is left alone).
 * @example
 * labelledRefs(orderDinner) // the ref fields whose rows do not name their target
 */
export function labelledRefs(r: ResourceDef): [string, FieldDef][] {
  return Object.entries(r.fields).filter(([name, fd]) => fd.type === 'ref' && fd.ref !== undefined && !(refLabelKey(name) in r.fields));
}

/**
 * The stored row of a resource as the server returns it, with the labels of its refs.
 * @example
 * components.schemas[resource.key] = entitySchema(orderDinner);
 */
export function entitySchema(r: ResourceDef): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const [name, fd] of Object.entries(r.fields)) {
    if (fd.type === 'password') continue; // never returned
    if (fd.secret) {
      properties[name] = { type: 'null', description: `${fd.label.en}: write-only, always null in answers` };
      continue;
    }
    properties[name] = name === 'id' ? fieldSchema(fd) : nullable(fieldSchema(fd));
  }
  for (const [name, fd] of labelledRefs(r)) {
    properties[refLabelKey(name)] = {
      type: ['string', 'null'], readOnly: true,
      description: `Label of ${name} (the label field of ${fd.ref}); in list and get answers, null when ${name} is empty`,
    };
  }
  return { type: 'object', title: r.title.en, properties, required: ['id'], additionalProperties: true };
}

/**
 * Write-only fields: passwords (stored hashed) and secrets (AppSecret, SMS and mail keys, stored as
 * given). No answer carries their value, no list filters or sorts by them, and an update that
 * leaves them blank keeps what is stored.
 * @example
 * isWriteOnly({ type: 'password', label: t('密码', 'Password', 'Contraseña') }) // true: never in an answer
 */
export const isWriteOnly = (fd: FieldDef): boolean => fd.type === 'password' || fd.secret === true;

/**
 * Fields a client may write (not read-only, not the id, passwords included).
 * @example
 * writableFields(orderDinner).map(([name]) => name) // no id, nothing read-only
 */
export function writableFields(r: ResourceDef): [string, FieldDef][] {
  return Object.entries(r.fields).filter(([n, fd]) => n !== 'id' && !fd.readOnly);
}

/**
 * @example
 * filterFields(orderDinner).map(([name]) => name) // the list call's filter parameters
 */
export function filterFields(r: ResourceDef): [string, FieldDef][] {
  return Object.entries(r.fields).filter(([, fd]) => fd.filter);
}

const ID = { type: 'integer', minimum: 1 } as const;
const IDS = { type: 'string', pattern: '^\\d+(,\\d+)*$', description: 'Comma-separated ids' } as const;

/** Filter properties: equality for enums and refs, substring for text, From/To ranges for dates and numbers. */
function filterProperties(r: ResourceDef): Record<string, JsonSchema> {
  const p: Record<string, JsonSchema> = {};
  for (const [name, fd] of filterFields(r)) {
    if (fd.type === 'date' || fd.type === 'datetime') {
      p[`${name}From`] = { type: 'string', pattern: DATETIME_PATTERN };
      p[`${name}To`] = { type: 'string', pattern: DATETIME_PATTERN };
    } else if (fd.type === 'string' || fd.type === 'text' || fd.type === 'phone' || fd.type === 'email') {
      p[name] = { type: 'string', maxLength: fd.max ?? 256 };
    } else {
      p[name] = fieldSchema(fd);
    }
  }
  return p;
}

function pagingProperties(r: ResourceDef): Record<string, JsonSchema> {
  return {
    pageNum: { type: 'integer', minimum: 1, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE },
    orderBy: { type: 'string', enum: Object.keys(r.fields).filter((n) => !isWriteOnly(r.fields[n]!)) },
    order: { type: 'string', enum: ['asc', 'desc'] },
    exactTotal: { type: 'boolean', description: `Count every match, even beyond ${TOTAL_CAP} (slower on big tables).` },
  };
}

const obj = (properties: Record<string, JsonSchema>, required: string[] = []): JsonSchema =>
  ({ type: 'object', properties, ...(required.length ? { required } : {}), additionalProperties: true });

function fieldsObject(fields: [string, FieldDef][], requireAsDeclared: boolean): JsonSchema {
  const props: Record<string, JsonSchema> = {};
  const req: string[] = [];
  for (const [n, fd] of fields) {
    props[n] = fieldSchema(fd);
    if (requireAsDeclared && fd.required) req.push(n);
  }
  return obj(props, req);
}

function merge(a: JsonSchema, b: FieldMap | undefined): JsonSchema {
  if (!b) return a;
  const extra = fieldsObject(Object.entries(b), true);
  return {
    ...a,
    properties: { ...(a.properties as object), ...(extra.properties as object) },
    required: [...new Set([...((a.required as string[]) ?? []), ...((extra.required as string[]) ?? [])])],
  };
}

/**
 * The request body (or query object) of an operation; `rows` is the resource it works on.
 * Returns null when the call takes no input.
 * @example
 * requestSchema(operationOf(orderDinner, 'add')!, orderDinner) // the form body's schema, or null
 */
export function requestSchema(op: OperationDef, rows: ResourceDef): JsonSchema | null {
  const hasPathId = /\{ids?\}/.test(op.path);
  let base: JsonSchema | null;
  switch (op.kind) {
    case 'list': base = obj({ ...filterProperties(rows), ...pagingProperties(rows) }); break;
    case 'all': case 'stats': case 'export': case 'tree': base = obj(filterProperties(rows)); break;
    case 'select': base = obj({ keyword: { type: 'string', maxLength: 64 }, ...filterProperties(rows) }); break;
    // A body `get` finds its row by id, or by the lookup fields its `body` declares (orgId, virtId…).
    case 'get': base = hasPathId ? null : obj({ id: ID }, op.body ? [] : ['id']); break;
    case 'add': base = fieldsObject(writableFields(rows), true); break;
    case 'update': case 'save': {
      const w = fieldsObject(writableFields(rows), false);
      base = { ...w, properties: { id: ID, ...(w.properties as object) }, ...(op.kind === 'update' ? { required: ['id'] } : {}) };
      break;
    }
    case 'delete': base = hasPathId ? obj({ physical: { type: 'boolean' } }) : obj({ id: ID, physical: { type: 'boolean' } }, ['id']); break;
    case 'deleteIds': base = hasPathId ? null : obj({ ids: IDS }, ['ids']); break;
    case 'checkName': base = obj({ [rows.labelField]: { type: 'string', minLength: 1, maxLength: 256 }, id: ID }, [rows.labelField]); break;
    case 'import': case 'upload': base = obj({ file: { type: 'string', contentMediaType: 'application/octet-stream' } }, ['file']); break;
    case 'transition': {
      const tr = op.transition!;
      const props: Record<string, JsonSchema> = hasPathId ? {} : { id: ID };
      const req = hasPathId ? [] : ['id'];
      if (tr.to.length > 1) {
        props[tr.field] = { type: typeof tr.to[0] === 'number' ? 'integer' : 'string', enum: [...tr.to] };
        req.push(tr.field);
      }
      base = hasPathId && tr.to.length === 1 ? null : obj(props, req);
      break;
    }
    default: base = obj({});
  }
  if (op.body) {
    // An upload's `file` is the uploaded file (the kind's schema), whatever type its body entry gives it for the form.
    const { file: _file, ...rest } = op.body;
    base = merge(base ?? obj({}), op.kind === 'upload' || op.kind === 'import' ? rest : op.body);
  }
  return base;
}

const page = (item: JsonSchema): JsonSchema => obj({
  list: { type: 'array', items: item },
  total: { type: 'integer', minimum: 0, description: `Rows matching the filter, counted exactly up to ${TOTAL_CAP}; see totalExact.` },
  totalExact: { type: 'boolean', description: `false: more than ${TOTAL_CAP} rows match and total is ${TOTAL_CAP} (ask exactTotal=true for the count).` },
  pageNum: { type: 'integer', minimum: 1 }, pageSize: { type: 'integer', minimum: 1 },
}, ['list', 'total', 'pageNum', 'pageSize']);

/**
 * @example
 * { type: 'array', items: SELECT_OPTION } // [{ value: 1, label: '一号楼' }]
 */
export const SELECT_OPTION: JsonSchema = obj({ value: { type: ['integer', 'string'] }, label: { type: 'string' } }, ['value', 'label']);
/**
 * @example
 * { type: 'array', items: TREE_NODE } // [{ value, label, children: […] }]
 */
export const TREE_NODE: JsonSchema = {
  type: 'object', required: ['value', 'label'], additionalProperties: true,
  properties: { value: { type: ['integer', 'string'] }, label: { type: 'string' }, type: { type: 'string' }, children: { type: 'array', items: { $ref: '#/components/schemas/TreeNode' } } },
};
/**
 * @example
 * responses: { 200: envelope(IMPORT_REPORT) } // { total, imported, failed, … }
 */
export const IMPORT_REPORT: JsonSchema = obj({
  total: { type: 'integer' }, imported: { type: 'integer' }, failed: { type: 'integer' },
  errors: { type: 'array', items: obj({ row: { type: 'integer' }, field: { type: 'string' }, msg: { type: 'string' } }, ['row', 'msg']) },
}, ['total', 'imported', 'failed', 'errors']);
const STATS_PART: JsonSchema = obj({ count: { type: 'integer' }, sums: { type: 'object', additionalProperties: { type: 'number' } } }, ['count', 'sums']);
/** Rows a `stats` call leaves out of its counts (its `exclude`), by value of the excluded field. */
const EXCLUDED: JsonSchema = {
  type: 'object', additionalProperties: STATS_PART,
  description: 'Rows left out of the counts, sums and total (e.g. cancelled and refunded orders), by value',
};
/**
 * @example
 * envelope(STATS) // { total, sums, groups: [{ key, count, sums }], excluded }
 */
export const STATS: JsonSchema = obj({
  total: { type: 'integer' },
  sums: { type: 'object', additionalProperties: { type: 'number' } },
  groups: { type: 'array', items: obj({ key: { type: 'object' }, count: { type: 'integer' }, sums: { type: 'object' }, excluded: EXCLUDED }, ['key', 'count']) },
  excluded: EXCLUDED,
}, ['total', 'groups']);

const MEASURES: JsonSchema = { type: 'object', additionalProperties: { type: 'number' }, description: 'Measure name -> value' };
const RANGE: JsonSchema = obj({ startDate: { type: 'string', format: 'date' }, endDate: { type: 'string', format: 'date' } }, ['startDate', 'endDate']);
/**
 * The answer of a `report` call: one row per group (time buckets gap-free), totals, the previous period's totals.
 * @example
 * responses: { 200: envelopeOf(REPORT) } // the answer schema of every report call
 */
export const REPORT: JsonSchema = obj({
  dimension: { type: 'string' },
  range: RANGE,
  rows: { type: 'array', items: obj({ key: { type: ['string', 'integer', 'null'] }, label: { type: 'string' }, values: MEASURES }, ['key', 'values']) },
  totals: MEASURES,
  previous: obj({ range: RANGE, totals: MEASURES }, ['range', 'totals']),
}, ['dimension', 'range', 'rows', 'totals', 'previous']);

/**
 * The `data` of a successful response; `ref` names the entity schema of `rows`.
 * @example
 * responseDataSchema(op, { $ref: '#/components/schemas/ordermeal.orderDinner' }) // a page of rows for a list call
 */
export function responseDataSchema(op: OperationDef, ref: JsonSchema): JsonSchema {
  switch (op.kind) {
    case 'list': return page(ref);
    case 'all': return { type: 'array', items: ref };
    case 'get': case 'add': case 'update': case 'save': case 'upload': return ref;
    case 'select': return { type: 'array', items: { $ref: '#/components/schemas/SelectOption' } };
    case 'tree': return { type: 'array', items: { $ref: '#/components/schemas/TreeNode' } };
    case 'checkName': return obj({ exists: { type: 'boolean' } }, ['exists']);
    case 'stats': return { $ref: '#/components/schemas/Stats' };
    case 'report': return { $ref: '#/components/schemas/Report' };
    case 'import': return { $ref: '#/components/schemas/ImportReport' };
    case 'delete': case 'deleteIds': return obj({ deleted: { type: 'integer', minimum: 0 } }, ['deleted']);
    case 'transition': return obj({ updated: { type: 'integer', minimum: 0 }, rows: { type: 'array', items: ref } }, ['updated']);
    default: return {};
  }
}
