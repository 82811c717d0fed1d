/**
 * Who may load a resource's select lists. A page that adds a dish needs the project select list
 * even when its user may not manage projects; so beyond the holders of the resource's own
 * permission, whoever may use a resource with a `ref` field pointing at it (or a call whose body
 * has one) may call its `select` and `checkName` calls. Those answer value/label pairs (and
 * `{ exists }`) only, never whole rows. The server checks calls with this; a client may use it
 * to tell which select lists a page can fill.
 */
import type { OperationKind, ServiceDef } from './types';

/**
 * The call kinds a referring resource's users may make on the resource it refers to.
 * @example
 * PICKER_KINDS.has('select') // true: a picker's options, open to whoever may fill the form
 */
export const PICKER_KINDS: ReadonlySet<OperationKind> = new Set<OperationKind>(['select', 'checkName']);

/**
 * Per resource key, the permission keys of the resources and calls that refer to it (`null`: a
 * call open to every logged-in user refers to it). The resource's own permission is not listed.
 * @example
 * selectPermissionsOf(catalogue).get('organisation.organization') // ['space', 'merchant/wallet', ..., null]
 */
export function selectPermissionsOf(services: readonly ServiceDef[]): ReadonlyMap<string, readonly (string | null)[]> {
  const own = new Map<string, string>();
  for (const s of services) for (const r of s.resources) own.set(r.key, r.permission);
  const map = new Map<string, Set<string | null>>();
  const add = (target: string | undefined, perm: string | null) => {
    if (!target || perm === own.get(target)) return;
    let set = map.get(target);
    if (!set) map.set(target, (set = new Set()));
    set.add(perm);
  };
  for (const s of services) {
    for (const r of s.resources) {
      for (const fd of Object.values(r.fields)) if (fd.type === 'ref') add(fd.ref, r.permission);
      for (const op of r.operations) {
        const perm = op.permission === undefined ? r.permission : op.permission;
        for (const fd of Object.values(op.body ?? {})) if (fd.type === 'ref') add(fd.ref, perm);
      }
    }
  }
  return new Map([...map].map(([k, v]) => [k, [...v]]));
}
