/**
 * Validates a call's input against the contract's requestSchema with ajv (JSON Schema 2020-12,
 * the OpenAPI 3.1 dialect). Form and query values arrive as strings, so types are coerced
 * ('12' -> 12, 'true' -> true); paging defaults are filled in; the first failure becomes a
 * code-400 ApiFail whose msg names the field by its zh-CN label.
 */
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import { requestSchema, writableFields, type IndexedOperation, type JsonSchema, type ResourceDef } from '../../../src/contract';
import { ApiFail, CODE, type Row } from '../types';
import { fieldDefOf, labelOf, messageFor } from './messages';
import { refuseLooseValues } from './strictValues';

/** Integer columns are 32-bit; larger ids or counts cannot be stored or exist. */
export const INT_MAX = 2147483647;
const INT_MIN = -2147483648;
const NUMBER_LIMIT = 1e15; // far beyond any amount, and keeps Infinity out of double columns

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The stored schema tightened to what the columns can hold: integers within 32 bits, numbers
 * finite. Inputs the contract allows but storage cannot keep would otherwise fail in SQL.
 */
function tighten(schema: JsonSchema): JsonSchema {
  const props = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const out: Record<string, JsonSchema> = {};
  for (const [k, p] of Object.entries(props)) {
    const t = ([] as unknown[]).concat(p.type);
    const s = { ...p };
    if (t.includes('integer')) {
      s.maximum = Math.min(Number(p.maximum ?? INT_MAX), INT_MAX);
      s.minimum = Math.max(Number(p.minimum ?? INT_MIN), INT_MIN);
    } else if (t.includes('number')) {
      s.maximum = Math.min(Number(p.maximum ?? NUMBER_LIMIT), NUMBER_LIMIT);
      s.minimum = Math.max(Number(p.minimum ?? -NUMBER_LIMIT), -NUMBER_LIMIT);
    }
    out[k] = s;
  }
  return { ...schema, properties: out };
}

const isBlank = (v: unknown): boolean => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

export interface Validator {
  /** Returns the coerced input; throws ApiFail(400) naming the first bad field. */
  validate(entry: IndexedOperation, rows: ResourceDef, raw: Row): Row;
}

/**
 * One validator per server; schemas are compiled on first use of each operation.
 * @example createValidator().validate(entry, rows, { name: '' }) // throws ApiFail 400 '楼栋名称不能为空'
 */
export function createValidator(): Validator {
  const ajv = new Ajv2020({ coerceTypes: true, useDefaults: true, strict: false, allErrors: false });
  ajv.addFormat('email', EMAIL);
  const cache = new Map<string, { fn: ValidateFunction | null; props: Record<string, JsonSchema>; required: Set<string> }>();

  const compiled = (entry: IndexedOperation, rows: ResourceDef) => {
    let c = cache.get(entry.id);
    if (!c) {
      const schema = requestSchema(entry.op, rows);
      const tight = schema ? tighten(schema) : null;
      c = {
        fn: tight ? ajv.compile(tight) : null,
        props: (tight?.properties ?? {}) as Record<string, JsonSchema>,
        required: new Set((tight?.required as string[] | undefined) ?? []),
      };
      cache.set(entry.id, c);
    }
    return c;
  };

  return {
    validate(entry, rows, raw) {
      refuseLooseValues(entry, rows, raw);
      const c = compiled(entry, rows);
      const input: Row = {};
      const blanks: string[] = [];
      for (const [k, v0] of Object.entries(raw)) {
        const p = c.props[k];
        let v = v0;
        // JSON clients send id lists as arrays; the contract carries them comma-separated.
        if (Array.isArray(v) && p && ([] as unknown[]).concat(p.type).includes('string') && v.every((x) => typeof x !== 'object')) v = v.join(',');
        if (p?.type === 'boolean' && (v === '1' || v === '0' || v === 'on')) v = v !== '0';
        if (typeof v === 'string' && v.includes('\u0000')) throw new ApiFail(CODE.badRequest, `${labelOf(entry, rows, k)}包含非法字符`, k);
        if (isBlank(v)) blanks.push(k);
        else input[k] = v;
      }
      // A required field with a contract default (e.g. a status) takes it when a new row leaves it out.
      const adding = entry.op.kind === 'add' || (entry.op.kind === 'save' && isBlank(raw.id));
      if (adding) {
        for (const [name, fd] of writableFields(rows)) {
          if (fd.required && fd.default !== undefined && !(name in input)) input[name] = fd.default;
        }
      }
      if (JSON.stringify(input).includes('\\u0000')) throw new ApiFail(CODE.badRequest, '请求包含非法字符');
      if (c.fn && !c.fn(input)) {
        const e = c.fn.errors![0]!;
        const name = e.keyword === 'required'
          ? String(e.params.missingProperty)
          : e.instancePath.split('/')[1] ?? '';
        const label = name ? labelOf(entry, rows, name) : '请求';
        throw new ApiFail(CODE.badRequest, messageFor(label, fieldDefOf(entry, rows, name), {
          keyword: e.keyword, params: e.params, schema: c.props[name],
        }), name || undefined);
      }
      // A field sent empty means "no value": optional fields are cleared (null) on add and update.
      for (const k of blanks) if (k !== 'id' && c.props[k] && !c.required.has(k) && !(k in input)) input[k] = null;
      return input;
    },
  };
}
