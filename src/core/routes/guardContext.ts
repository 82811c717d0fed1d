/** What GuardedRoutes shares with the views it renders (RouterView, breadcrumbs, menus). */
import { createContext, useContext, type ReactNode } from 'react';
import type { RouteEntry } from '../types';
import type { FlatRoute } from './filterRoutes';

/**
 * @example
 * const renderView = createRenderView({ dashboard: DashboardPage }, ContractResourcePage);
 * <GuardedRoutes renderView={withPageBoundary(renderView)} ... />
 */
export type RenderView = (entry: RouteEntry, route: FlatRoute) => ReactNode;

/**
 * @example
 * const guard = useGuardedRoutes();
 * const menu = menuEntries(guard?.routes ?? [], perms);
 */
export interface GuardContextValue {
  /** The whole route table, unfiltered. */
  readonly routes: readonly RouteEntry[];
  /** The table filtered by the session's permissions. */
  readonly permitted: readonly RouteEntry[];
  /** Permitted pages (no groups, no external links) with absolute paths. */
  readonly pages: readonly FlatRoute[];
  readonly renderView: RenderView;
  /** Where '/' goes. */
  readonly home: string;
}

export const GuardContext = createContext<GuardContextValue | null>(null);
GuardContext.displayName = 'GuardContext';

/**
 * The permitted routes and the view renderer, inside `<GuardedRoutes>` (null outside).
 * @example
 * const guard = useGuardedRoutes();
 * const menu = menuEntries(guard?.routes ?? [], perms);
 */
export function useGuardedRoutes(): GuardContextValue | null {
  return useContext(GuardContext);
}
