/**
 * Small builders for the route table (000 section 2): every entry is plain data with its title
 * key `route.<name>`, its role keys (000 section 6) and the view it shows.
 */
import { LIST_PERMISSIONS } from '../../contract/listPermissions.gen';
import type { ResourceViewOptions, RouteEntry, RouteView, ServiceKind } from '../../core';

type Extra = Partial<Omit<RouteEntry, 'path' | 'name' | 'title' | 'view' | 'children'>>;

/**
 * The generic page of a contract resource (`service.resource`), optionally through other calls
 * of it than its own list and update (two pages of one resource that show different things).
 * @example
 * resource('organisation.household', { list: 'findAuditList' }) // 业主审核: pending households only
 */
export const resource = (key: string, options: ResourceViewOptions = {}): RouteView => ({ kind: 'resource', resource: key, ...options });
/** An external service page (sandboxed iframe) by service kind and path. */
export const embed = (service: ServiceKind, path: string): RouteView => ({ kind: 'embed', service, path });
/** The honest "not yet available" page. */
export const pending: RouteView = { kind: 'pending' };

/**
 * The roles of a contract resource's page: the permission its list call needs (none when any
 * logged-in user may list it), so the entry shows exactly when its list may be called. Pages of
 * resources without a list keep the roles they are given (or their group's).
 */
function listRoles(view: RouteView): Pick<RouteEntry, 'roles'> {
  if (view.kind !== 'resource' || !Object.hasOwn(LIST_PERMISSIONS, view.resource)) return {};
  const key = LIST_PERMISSIONS[view.resource];
  return { roles: key === null || key === undefined ? [] : [key] };
}

/** A page; its title key is `route.<name>`; a resource page's roles come from its list call's permission. */
export function page(path: string, name: string, view: RouteView, extra: Extra = {}): RouteEntry {
  return { path, name, title: `route.${name}`, view, ...extra, ...listRoles(view) };
}

/** An entry that opens `externalLinks[key]` in a new window instead of a page. */
export function link(path: string, name: string, key: string, roles: readonly string[]): RouteEntry {
  return { path, name, title: `route.${name}`, externallink: key, roles, icon: 'external' };
}

/**
 * A menu group. Pages without roles of their own get `roles`; the group itself carries every
 * role key of its pages, so a user allowed one page (e.g. only `dictionary`) still reaches it
 * (with `ownRoles`, only `roles`: its pages then need one of those too).
 */
export function group(path: string, name: string, roles: readonly string[], children: readonly RouteEntry[], extra: Extra = {}): RouteEntry {
  const kids = children.map((c) => (c.roles ? c : { ...c, roles }));
  const all = extra.ownRoles ? roles : [...new Set([...roles, ...kids.flatMap((c) => c.roles ?? [])])];
  return { path, name, title: `route.${name}`, roles: all, ...extra, children: kids };
}
