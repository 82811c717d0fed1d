/**
 * Lookups over the catalogue. Everything that needs "all operations" or "the resource
 * with this key" goes through here, so there is one notion of identity.
 */
import type { OperationDef, ResourceDef, ServiceDef } from './types';

/**
 * `service.resource.name`, the OpenAPI operationId.
 * @example
 * operationId(orderDinner, op) // `ordermeal.orderDinner.${op.name}`
 */
export const operationId = (r: ResourceDef, o: OperationDef): string => `${r.key}.${o.name}`;

/**
 * `METHOD /path/{param}`: the key the client and the server use to find an operation.
 * @example
 * operationKey({ method: 'POST', path: '/organisation/unit/list' }) // 'POST /organisation/unit/list'
 */
export const operationKey = (o: Pick<OperationDef, 'method' | 'path'>): string => `${o.method} ${o.path}`;

/**
 * @example
 * const idx = indexCatalogue(catalogue); idx.resource('organisation.household').operations
 */
export interface IndexedOperation {
  readonly resource: ResourceDef;
  readonly op: OperationDef;
  readonly id: string;
}

/**
 * @example
 * const idx = indexCatalogue(catalogue); idx.resource('organisation.household').operations
 */
export interface CatalogueIndex {
  readonly services: readonly ServiceDef[];
  readonly resources: ReadonlyMap<string, ResourceDef>;
  readonly operations: readonly IndexedOperation[];
  resource(key: string): ResourceDef;
  /** The resource whose rows an operation reads or writes (its target, or its own). */
  rowsOf(entry: IndexedOperation): ResourceDef;
}

/**
 * Indexes a catalogue and checks it is coherent: unique resource keys, unique METHOD + path,
 * refs and targets that point at existing resources, transitions on existing enum states.
 * @example
 * const idx = indexCatalogue(catalogue); idx.resource('organisation.household').operations
 */
export function indexCatalogue(services: readonly ServiceDef[]): CatalogueIndex {
  const resources = new Map<string, ResourceDef>();
  const operations: IndexedOperation[] = [];
  const byKey = new Map<string, string>();
  const problems: string[] = [];
  for (const s of services) {
    for (const r of s.resources) {
      if (r.service !== s.key) problems.push(`resource ${r.key} listed in service ${s.key}`);
      if (resources.has(r.key)) problems.push(`resource ${r.key} declared twice`);
      resources.set(r.key, r);
      for (const op of r.operations) {
        const id = operationId(r, op);
        const k = operationKey(op);
        const prev = byKey.get(k);
        if (prev) problems.push(`${k} declared by ${prev} and ${id}`);
        byKey.set(k, id);
        operations.push({ resource: r, op, id });
      }
    }
  }
  for (const r of resources.values()) checkResource(r, resources, problems);
  if (problems.length) throw new Error(`catalogue is inconsistent:\n  ${problems.join('\n  ')}`);
  const resource = (key: string): ResourceDef => {
    const r = resources.get(key);
    if (!r) throw new Error(`unknown resource ${key}`);
    return r;
  };
  return {
    services, resources, operations, resource,
    rowsOf: (e) => (e.op.target ? resource(e.op.target) : e.resource),
  };
}

function checkResource(r: ResourceDef, resources: ReadonlyMap<string, ResourceDef>, problems: string[]): void {
  if (!(r.labelField in r.fields)) problems.push(`${r.key} label field ${r.labelField} is not a field`);
  for (const [name, fd] of Object.entries(r.fields)) {
    if (fd.type === 'ref' && (!fd.ref || !resources.has(fd.ref))) problems.push(`${r.key}.${name} refers to unknown ${fd.ref}`);
    if (fd.type === 'enum' && !fd.values?.length) problems.push(`${r.key}.${name} is an enum without values`);
    if (fd.serial !== undefined && (fd.type !== 'string' || !fd.readOnly || !/^[A-Z]{1,6}$/.test(fd.serial))) {
      problems.push(`${r.key}.${name}: a serial is a read-only string with a prefix of 1-6 capitals`);
    }
    if (fd.createOnly && fd.readOnly) problems.push(`${r.key}.${name} is both read-only and create-only`);
  }
  if (r.parent && !resources.has(r.parent.resource)) problems.push(`${r.key} has unknown parent ${r.parent.resource}`);
  for (const op of r.operations) {
    const id = operationId(r, op);
    const target = op.target ? resources.get(op.target) : r;
    if (!target) { problems.push(`${id} targets unknown ${op.target}`); continue; }
    const ex = op.stats?.exclude;
    if (ex && !target.fields[ex.field]) problems.push(`${id} excludes by unknown field ${ex.field}`);
    const tr = op.transition;
    if (!tr) continue;
    const fd = target.fields[tr.field];
    if (!fd) { problems.push(`${id} transition on unknown field ${tr.field}`); continue; }
    if (fd.type !== 'enum') continue;
    const allowed = new Set(fd.values?.map((x) => x.value));
    for (const st of [...tr.from, ...tr.to]) if (!allowed.has(st)) problems.push(`${id} state ${st} not in ${target.key}.${tr.field}`);
  }
}
