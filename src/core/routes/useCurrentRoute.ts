/** The page the current location shows, with its parent chain (for the breadcrumb and titles). */
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { readLatestPath } from '../session/storage';
import { matchPage, type FlatRoute } from './filterRoutes';
import { useGuardedRoutes } from './guardContext';
import { postLoginTarget } from './safePath';

/**
 * @example
 * const current = useCurrentRoute();
 * const crumbs = current ? [...current.parents, current.entry].map((e) => t(e.title)) : [];
 */
export function useCurrentRoute(): FlatRoute | null {
  const guard = useGuardedRoutes();
  const { pathname } = useLocation();
  return useMemo(() => (guard ? matchPage(guard.pages, pathname) : null), [guard, pathname]);
}

/**
 * Where the login page should go after a successful login (redirect query, else the latest
 * remembered path, else '/'); never another site.
 * @example
 * const target = useLoginTarget();
 * await login(name, password); navigate(target, { replace: true });
 */
export function useLoginTarget(): string {
  const { search } = useLocation();
  return useMemo(() => postLoginTarget(search, readLatestPath()), [search]);
}
