/**
 * Minimal valid inputs built from a request schema, for the conformance tests: every required
 * property gets a value its schema accepts; ids and references point at live rows, values of
 * the addressed row are reused where the call looks a row up by them, and strings are unique
 * so unique fields do not collide between calls.
 */
import {
  AUDIO_PATTERN, DATE_PATTERN, DATETIME_PATTERN, IMAGE_PATTERN, LINK_PATTERN, PHONE_PATTERN, type JsonSchema, type ResourceDef,
} from '../../../src/contract';
import type { Row } from '../types';

export interface SampleContext {
  /** The resource the call works on. */
  readonly rows: ResourceDef;
  /** A live row of `rows` (the call's target), when there is one. */
  readonly row: Row | null;
  /** Whether the call creates a row (then row values are not reused). */
  readonly creating: boolean;
  /** A live id of a resource, or null when it has no rows. */
  liveId(resourceKey: string): number | null;
  /** A fresh number for unique strings. */
  next(): number;
}

const typeOf = (s: JsonSchema): string => ([] as unknown[]).concat(s.type ?? 'string').find((t) => t !== 'null') as string;

function sampleString(name: string, s: JsonSchema, ctx: SampleContext): string {
  const pattern = s.pattern as string | undefined;
  if (pattern === PHONE_PATTERN) return `139${String(10000000 + ctx.next()).slice(-8)}`;
  if (pattern === DATE_PATTERN) return '2026-01-15';
  if (pattern === DATETIME_PATTERN) return '2026-01-15 10:30:00';
  if (pattern === LINK_PATTERN) return `https://example.com/${ctx.next()}`;
  if (pattern === IMAGE_PATTERN) return `https://example.com/${ctx.next()}.png`;
  if (pattern === AUDIO_PATTERN) return `https://example.com/${ctx.next()}.mp3`;
  if (pattern === '^\\d+(,\\d+)*$') return String(ctx.liveId(ctx.rows.key) ?? 1);
  if (s.format === 'email') return `c${ctx.next()}@example.com`;
  if (/password/i.test(name)) return 'Conform1234';
  if (/Ids$/.test(name)) return String(ctx.liveId('organisation.organization') ?? 1);
  const max = typeof s.maxLength === 'number' ? s.maxLength : 64;
  const min = typeof s.minLength === 'number' ? s.minLength : 1;
  let v = `C${ctx.next()}`;
  if (v.length > max) v = v.slice(-max);
  while (v.length < min) v += 'x';
  return v;
}

/** One value for a property its schema accepts. */
export function sampleValue(name: string, s: JsonSchema, ctx: SampleContext): unknown {
  if (Array.isArray(s.enum) && s.enum.length) return s.enum.find((x) => x !== null);
  const reuse = !ctx.creating && ctx.row && name in ctx.rows.fields ? ctx.row[name] : undefined;
  if (reuse !== undefined && reuse !== null && name !== 'id') return reuse;
  const t = typeOf(s);
  if (name === 'id') {
    const id = ctx.liveId(ctx.rows.key) ?? 1;
    return t === 'integer' ? id : String(id);
  }
  if (typeof s['x-ref'] === 'string') return ctx.liveId(s['x-ref']) ?? 1;
  if (t === 'integer' || t === 'number') {
    const min = typeof s.minimum === 'number' ? s.minimum : 1;
    const max = typeof s.maximum === 'number' ? s.maximum : min + 100;
    return Math.min(Math.max(min, 1), max);
  }
  if (t === 'boolean') return false;
  return sampleString(name, s, ctx);
}

/**
 * The required properties of a request schema, each with a valid value.
 * @example sampleInput(requestSchema(op, rows), ctx) // { name: 'C12', orgId: 3 }
 */
export function sampleInput(schema: JsonSchema | null, ctx: SampleContext): Row {
  if (!schema) return {};
  const props = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const out: Row = {};
  for (const name of (schema.required as string[] | undefined) ?? []) {
    if (name === 'file') continue; // sent as a multipart part
    out[name] = sampleValue(name, props[name] ?? { type: 'string' }, ctx);
  }
  return out;
}
