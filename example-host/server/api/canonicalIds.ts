/**
 * Ids as digits only. The validator coerces loosely ('150.0', '1.5e2', '0x96', '+150', '150.' all
 * become 150), which once let a spelling slip past the data-scope guard; an id is therefore
 * accepted only as a positive integer written as plain digits (no sign, padding, leading zero,
 * point or exponent), or a JSON integer, before any guard or handler sees the call. The same
 * holds for every other integer a call takes (a ref, a count, a code): plain digits, a minus sign
 * where negatives make sense.
 */
import { requestSchema, type IndexedOperation, type JsonSchema, type ResourceDef } from '../../../src/contract';
import { ApiFail, CODE, type Row } from '../types';
import { fieldDefOf, labelOf } from './messages';

const ID = /^[1-9]\d*$/; // any length: an id past the column's range is simply not found (404)
const REF = /^(0|[1-9]\d{0,9})$/; // 0 names "none" (a tree's root) where a ref allows it
const INTEGER = /^-?(0|[1-9]\d{0,9})$/;
const INT_MAX = 2147483647;
/** The request schema's pattern of a comma-separated id list (src/contract/schemas.ts). */
const IDS_PATTERN = '^\\d+(,\\d+)*$';

type Rule = 'id' | 'ids' | 'ref' | 'integer';

const typesOf = (p: JsonSchema | undefined): unknown[] => ([] as unknown[]).concat(p?.type ?? []);

/** The rule of each input name of an operation, derived from its request schema and fields. */
function rulesOf(entry: IndexedOperation, rows: ResourceDef): Map<string, Rule> {
  const out = new Map<string, Rule>();
  const props = (requestSchema(entry.op, rows)?.properties ?? {}) as Record<string, JsonSchema>;
  for (const [name, p] of Object.entries(props)) {
    const fd = fieldDefOf(entry, rows, name);
    const types = typesOf(p);
    // A list where the schema says so, even under the name `id` (a batch approval takes "3,8").
    // Transitions take a batch in `id` too (handlers/input.ts idsOf).
    const batch = name === 'id' && (entry.op.kind === 'transition' || entry.op.kind === 'deleteIds');
    if (name === 'ids' || batch || (types.includes('string') && String(p.pattern ?? '') === IDS_PATTERN)) out.set(name, 'ids');
    else if (name === 'id' || fd?.type === 'id') out.set(name, 'id');
    else if (fd?.type === 'ref' && types.includes('integer')) out.set(name, 'ref');
    else if (types.includes('integer')) out.set(name, 'integer');
  }
  const lists = entry.op.kind === 'transition' || entry.op.kind === 'deleteIds';
  // Path parameters that name rows; others (a job's name, a service kind) are not ids.
  for (const m of entry.op.path.matchAll(/\{(\w+)\}/g)) {
    const name = m[1]!;
    if (name === 'ids') out.set(name, 'ids');
    else if (name === 'id' || /Id$/.test(name)) out.set(name, lists ? 'ids' : 'id');
  }
  return out;
}

function fits(rule: Rule, v: unknown): boolean {
  if (v === undefined || v === null || v === '') return true; // blank: the validator decides whether it may be
  if (Array.isArray(v)) return (rule === 'ids' || rule === 'id' || rule === 'ref') && v.every((x) => fits(rule === 'ids' ? 'id' : rule, x));
  if (typeof v === 'number') {
    if (!Number.isSafeInteger(v)) return false;
    if (rule === 'id' || rule === 'ids') return v >= 1;
    return Math.abs(v) <= INT_MAX && (rule === 'integer' || v >= 0);
  }
  if (typeof v !== 'string') return false;
  if (rule === 'ids') return v.split(',').every((part) => ID.test(part));
  if (rule === 'id') return ID.test(v);
  const re = rule === 'ref' ? REF : INTEGER;
  return re.test(v) && Math.abs(Number(v)) <= INT_MAX;
}

const MESSAGE: Readonly<Record<Rule, string>> = {
  id: '必须是正整数编号', ids: '必须是以逗号分隔的正整数编号', ref: '必须是整数编号', integer: '必须是整数',
};

/**
 * Refuses (400, naming the field) any id, id list or integer not written canonically.
 * @example refuseLooseIds(entry, rows, { id: '150.0' }) // throws ApiFail 400 'ID必须是正整数编号'
 */
export function createIdCheck(): (entry: IndexedOperation, rows: ResourceDef, input: Row) => void {
  const cache = new Map<string, Map<string, Rule>>();
  return (entry, rows, input) => {
    let rules = cache.get(entry.id);
    if (!rules) cache.set(entry.id, (rules = rulesOf(entry, rows)));
    for (const [name, rule] of rules) {
      if (!Object.hasOwn(input, name) || fits(rule, input[name])) continue;
      throw new ApiFail(CODE.badRequest, `${labelOf(entry, rows, name)}${MESSAGE[rule]}`, name);
    }
  };
}
