/**
 * Route entries are data (src/core/types.ts). These helpers filter them by permission, flatten
 * them for lookups and breadcrumbs, and pick what the sidebar shows.
 */
import { can } from '../permissions';
import type { RouteEntry } from '../types';

/**
 * An entry with its absolute path and its ancestors (outermost first), for breadcrumbs.
 * @example
 * flattenRoutes(routes).find((r) => r.entry.name === 'operationLog')?.parents.map((p) => p.name) // ['system']
 */
export interface FlatRoute {
  readonly entry: RouteEntry;
  /** Absolute path ('/system/operationLog'), children's relative paths joined to the parent's. */
  readonly path: string;
  readonly parents: readonly RouteEntry[];
}

/**
 * Joins a child path to its parent's unless it is already absolute; no trailing slash.
 * @example
 * joinPath('/system/', 'user') // '/system/user'
 * joinPath('/system', '/meal/orders') // '/meal/orders'
 */
export function joinPath(parent: string, child: string): string {
  const raw = child.startsWith('/') ? child : `${parent.replace(/\/+$/, '')}/${child}`;
  const clean = raw.replace(/\/{2,}/g, '/');
  return clean.length > 1 ? clean.replace(/\/+$/, '') : clean;
}

/**
 * True for an entry that has children (a menu group).
 * @example
 * menuEntries(routes).filter(isGroup) // the entries with sub-menus
 */
export const isGroup = (entry: RouteEntry): boolean => Boolean(entry.children && entry.children.length);

/**
 * Keeps the entries the permissions allow (000 section 4 "Route filtering"); a group stays
 * only while at least one child stays, unless it shows a page of its own.
 * @example
 * filterRoutes(consoleRoutes, ['space']) // dashboard + /organisation with its children
 */
export function filterRoutes(entries: readonly RouteEntry[], perms: readonly string[] | null | undefined): RouteEntry[] {
  const out: RouteEntry[] = [];
  for (const entry of entries) {
    if (!can(perms, entry.roles)) continue;
    if (!entry.children) { out.push(entry); continue; }
    const children = filterRoutes(entry.children, perms);
    if (children.length || entry.view) out.push({ ...entry, children });
  }
  return out;
}

/**
 * Every entry, depth first, with its absolute path and its parent chain.
 * @example
 * flattenRoutes(routes).find((r) => r.entry.name === 'operationLog')?.parents.map((p) => p.name) // ['system']
 */
export function flattenRoutes(entries: readonly RouteEntry[], base = '/', parents: readonly RouteEntry[] = []): FlatRoute[] {
  const out: FlatRoute[] = [];
  for (const entry of entries) {
    const path = joinPath(base, entry.path);
    out.push({ entry, path, parents });
    if (entry.children) out.push(...flattenRoutes(entry.children, path, [...parents, entry]));
  }
  return out;
}

/** Matches a pathname against a route pattern with `:param` segments and a trailing `*`. */
export function matchRoutePath(pattern: string, pathname: string): boolean {
  const split = (p: string) => p.split('/').filter(Boolean);
  const want = split(pattern);
  const have = split(pathname);
  for (let i = 0; i < want.length; i += 1) {
    const w = want[i]!;
    if (w === '*') return true;
    const h = have[i];
    if (h === undefined) return false;
    if (w.startsWith(':')) continue;
    let decoded = h;
    try { decoded = decodeURIComponent(h); } catch { /* keep the raw segment */ }
    if (w !== h && w !== decoded) return false;
  }
  return want.length === have.length;
}

/**
 * The entry a pathname shows: an exact path first, then a pattern match; leaves win over groups.
 * @example
 * findRouteByPath(consoleRoutes, '/system/operationLog')?.entry.title // 'route.operationLog'
 */
export function findRouteByPath(entries: readonly RouteEntry[], pathname: string): FlatRoute | null {
  const target = joinPath('/', pathname.split(/[?#]/)[0] || '/');
  const flat = flattenRoutes(entries);
  const rank = (r: FlatRoute) => (isGroup(r.entry) ? 1 : 0);
  const exact = flat.filter((r) => r.path === target).sort((a, b) => rank(a) - rank(b));
  if (exact[0]) return exact[0];
  const matched = flat.filter((r) => r.path.includes(':') || r.path.endsWith('*'))
    .filter((r) => matchRoutePath(r.path, target)).sort((a, b) => rank(a) - rank(b));
  return matched[0] ?? null;
}

/**
 * What the sidebar shows: the permitted entries without hidden ones; groups left without a
 * visible child disappear unless `alwaysShow` keeps them.
 * @example
 * menuEntries(consoleRoutes, perms).map((e) => e.name) // ['dashboard', 'system', ...]
 */
export function menuEntries(entries: readonly RouteEntry[], perms: readonly string[] | null | undefined): RouteEntry[] {
  const visible = (list: readonly RouteEntry[]): RouteEntry[] => {
    const out: RouteEntry[] = [];
    for (const entry of list) {
      if (entry.hidden) continue;
      if (!entry.children) { out.push(entry); continue; }
      const children = visible(entry.children);
      if (children.length || entry.alwaysShow) out.push({ ...entry, children });
    }
    return out;
  };
  return visible(filterRoutes(entries, perms));
}

/**
 * The pages (entries without children) of a tree, with absolute paths; what the router renders.
 * @example
 * leafRoutes(filterRoutes(routes, perms)).map((r) => r.path)
 */
export function leafRoutes(entries: readonly RouteEntry[]): FlatRoute[] {
  return flattenRoutes(entries).filter((r) => !isGroup(r.entry));
}

/**
 * The page (from `leafRoutes`) a pathname shows: exact path first, then `:param` / `*` patterns.
 * @example
 * matchPage(leafRoutes(permitted), '/platform/user')?.entry.name // 'user'
 */
export function matchPage(pages: readonly FlatRoute[], pathname: string): FlatRoute | null {
  const target = joinPath('/', pathname.split(/[?#]/)[0] || '/');
  return pages.find((p) => p.path === target) ?? pages.find((p) => matchRoutePath(p.path, target)) ?? null;
}
