import { Suspense, lazy, useMemo } from 'react';
import { GuardedRoutes, useT } from '../core';
import type { RouteEntry } from '../core';
import {
  AuthRedirectPage, ExternalLoginPage, LoginPage, Notices, Page401, Page404, PageLoading, UpdatePrompt,
  createRenderView, withPageBoundary,
} from '../shell';
import type { PageRegistry } from '../shell';
import { consoleRoutes } from './menu';

export interface AdminConsoleProps {
  /** The route table (default: every menu group and page of 000 section 2). */
  routes?: readonly RouteEntry[];
  /** Page components for `{ kind: 'page' }` views, by name; unregistered names show the "not yet available" page. */
  pages?: PageRegistry;
  /** Where '/' goes (default: the affix home page). */
  home?: string;
  /** Interval of the new-version check in ms (default 30 minutes; 0 turns it off). */
  updateCheckMs?: number;
}

const NO_PAGES: PageRegistry = {};

// The frame after login (sidebar, navbar, search, tab strip) loads on its own, so the login page
// does not download it (and the header search's fuse.js and downshift come with it).
const Layout = lazy(() => import('../shell/layout/Layout').then((m) => ({ default: m.Layout })));

/**
 * The complete console: the guarded route table with the shell's layout, public pages, view
 * renderer (each page in its own error boundary, kept alive per tab), the notices and the
 * update prompt. Render it inside `<AdminProvider>`.
 * @example
 * <AdminProvider apiBase="/super_cloud/api" basename="/super_cloud/admin">
 *   <AdminConsole />
 * </AdminProvider>
 */
export function AdminConsole({ routes = consoleRoutes, pages = NO_PAGES, home, updateCheckMs }: AdminConsoleProps) {
  const t = useT();
  const renderView = useMemo(() => withPageBoundary(createRenderView(pages)), [pages]);
  const publicPages = useMemo(() => ({
    login: <LoginPage />,
    externalLogin: <ExternalLoginPage />,
    authRedirect: <AuthRedirectPage />,
    unauthorized: <Page401 />,
    notFound: <Page404 />,
  }), []);
  return (
    <>
      <GuardedRoutes
        routes={routes} layout={<Suspense fallback={<PageLoading />}><Layout /></Suspense>} renderView={renderView} publicPages={publicPages}
        loading={<PageLoading label={t('profile.loading')} />} {...(home ? { home } : {})}
      />
      <Notices />
      <UpdatePrompt {...(updateCheckMs !== undefined ? { intervalMs: updateCheckMs } : {})} />
    </>
  );
}
