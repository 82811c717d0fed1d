/**
 * Data scope: which rows a user who is not an administrator may see and change. Every resource
 * is scoped by one field, derived from the contract, unless SCOPE_DECLARATIONS says otherwise:
 * - the rows ARE organisations (projects) or companies: their own `id`;
 * - else the first `ref` field to the organisation resource (`orgId`), else to merchants
 *   (`merchantId`), else to companies (`companyId`): the row belongs to that organisation,
 *   merchant or company;
 * - else `via` a reference to a scoped row: the `parent` field first, then the first other `ref`
 *   field (not to itself) whose target is scoped (a floor belongs where its unit belongs, an
 *   order line where its order belongs);
 * - else the resource must be declared global, with the reason.
 * The reference server enforces this in its dispatcher; an integrator's back end must do alike.
 */
import { SCOPE_DECLARATIONS, type ScopeDeclaration } from './scopeDeclarations';
import type { ResourceDef, ServiceDef } from './types';

export { SCOPE_DECLARATIONS, type ScopeDeclaration };

/**
 * What a user's session is limited to: its organisations, companies and merchants.
 * @example
 * const dim: ScopeDimension = 'org'; // rows limited to the user's organisations
 */
export type ScopeDimension = 'org' | 'company' | 'merchant';

/**
 * The resource whose rows carry each dimension's ids.
 * @example
 * SCOPE_RESOURCES.org // 'organisation.organization'
 */
export const SCOPE_RESOURCES: Readonly<Record<ScopeDimension, string>> = {
  org: 'organisation.organization',
  company: 'organisation.company',
  merchant: 'merchant.merchant',
};

/**
 * @example
 * const scope: ResourceScope | undefined = dataScopesOf(services).get('wallet.rechargeManage');
 */
export type ResourceScope =
  /** The row's `field` holds an id of the dimension (`id` for the organisation and company rows themselves). */
  | { readonly kind: 'direct'; readonly dimension: ScopeDimension; readonly field: string }
  /** The row belongs where the `target` row its `field` refers to belongs. */
  | { readonly kind: 'via'; readonly field: string; readonly target: string }
  /** Rows shared by every user (catalogues, platform configuration), with the reason. */
  | { readonly kind: 'global'; readonly reason: string }
  /** Nothing derived and nothing declared: a contract test fails; servers show such rows to administrators only. */
  | { readonly kind: 'unresolved' };

const OWN_ID: Readonly<Record<string, ScopeDimension>> = {
  [SCOPE_RESOURCES.org]: 'org',
  [SCOPE_RESOURCES.company]: 'company',
};
const DIRECT_ORDER: readonly ScopeDimension[] = ['org', 'merchant', 'company'];

const cache = new WeakMap<readonly ServiceDef[], ReadonlyMap<string, ResourceScope>>();

/**
 * The scope of every resource of a catalogue, by resource key.
 * @example
 * dataScopesOf(catalogue).get('organisation.build') // { kind: 'direct', dimension: 'org', field: 'orgId' }
 * dataScopesOf(catalogue).get('organisation.floor') // { kind: 'via', field: 'unitId', target: 'organisation.unit' }
 */
export function dataScopesOf(services: readonly ServiceDef[]): ReadonlyMap<string, ResourceScope> {
  const hit = cache.get(services);
  if (hit) return hit;
  const byKey = new Map<string, ResourceDef>();
  for (const s of services) for (const r of s.resources) byKey.set(r.key, r);
  const out = new Map<string, ResourceScope>();
  const visiting = new Set<string>();
  const resolve = (r: ResourceDef): ResourceScope => {
    const known = out.get(r.key);
    if (known) return known;
    if (visiting.has(r.key)) return { kind: 'unresolved' };
    visiting.add(r.key);
    const scope = derive(r, byKey, resolve);
    visiting.delete(r.key);
    out.set(r.key, scope);
    return scope;
  };
  for (const r of byKey.values()) resolve(r);
  cache.set(services, out);
  return out;
}

function fromDeclaration(r: ResourceDef, d: ScopeDeclaration, byKey: ReadonlyMap<string, ResourceDef>): ResourceScope {
  if ('global' in d) return { kind: 'global', reason: d.global };
  const fd = r.fields[d.field];
  const dim = DIRECT_ORDER.find((x) => fd?.ref === SCOPE_RESOURCES[x]);
  if (dim) return { kind: 'direct', dimension: dim, field: d.field };
  if (fd?.type === 'ref' && fd.ref && byKey.has(fd.ref)) return { kind: 'via', field: d.field, target: fd.ref };
  return { kind: 'unresolved' };
}

function derive(r: ResourceDef, byKey: ReadonlyMap<string, ResourceDef>, resolve: (r: ResourceDef) => ResourceScope): ResourceScope {
  const declared = SCOPE_DECLARATIONS[r.key];
  if (declared) return fromDeclaration(r, declared, byKey);
  const own = OWN_ID[r.key];
  if (own) return { kind: 'direct', dimension: own, field: 'id' };
  const refs = Object.entries(r.fields).filter(([, fd]) => fd.type === 'ref' && fd.ref);
  for (const dim of DIRECT_ORDER) {
    const hit = refs.find(([, fd]) => fd.ref === SCOPE_RESOURCES[dim]);
    if (hit) return { kind: 'direct', dimension: dim, field: hit[0] };
  }
  const candidates = [
    ...(r.parent && r.parent.resource !== r.key ? [[r.parent.field, r.parent.resource] as const] : []),
    ...refs.filter(([, fd]) => fd.ref !== r.key).map(([name, fd]) => [name, fd.ref!] as const),
  ];
  for (const [field, target] of candidates) {
    const t = byKey.get(target);
    if (!t) continue;
    const s = resolve(t);
    if (s.kind === 'direct' || s.kind === 'via') return { kind: 'via', field, target };
  }
  return { kind: 'unresolved' };
}
