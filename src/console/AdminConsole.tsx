import { Suspense, useEffect, useMemo, useState } from 'react';
import { GuardedRoutes, useEnsurePermissions, useSessionState, useT } from '../core';
import type { RouteEntry } from '../core';
import {
  LoginPage, Notices, PageLoading, UpdatePrompt, createRenderView, withPageBoundary,
} from '../shell';
import type { PageRegistry } from '../shell';
import { useLocation } from 'react-router-dom';
import { lazyNamed } from '../ui';

/**
 * @example
 * <AdminProvider apiBase="/super_cloud/api" basename="/super_cloud/admin">
 *   <AdminConsole />
 * </AdminProvider>
 */
export interface AdminConsoleProps {
  /** The route table (default: every menu group and page of 000 section 2, loaded once someone is logged in). */
  routes?: readonly RouteEntry[];
  /** Page components for `{ kind: 'page' }` views, by name, added to the console's own (`dashboard`); unregistered names show the "not yet available" page. */
  pages?: PageRegistry;
  /** Where '/' goes (default: the affix home page). */
  home?: string;
  /** Interval of the new-version check in ms (default 30 minutes; 0 turns it off). */
  updateCheckMs?: number;
}

// The dashboard loads with the first visit to it, not with the login page.
const loadDashboard = () => import('./DashboardPage');
const LazyDashboardPage = lazyNamed(loadDashboard, 'DashboardPage');
function DashboardPage() {
  return <Suspense fallback={<PageLoading />}><LazyDashboardPage /></Suspense>;
}

// The generic resource page carries the whole contract catalogue: it loads with the first
// resource route, not with the login page or the dashboard.
const LazyResourcePage = lazyNamed(() => import('./ContractResourcePage'), 'ContractResourcePage');

// The frame after login (sidebar, navbar, search, tab strip) loads on its own, so the login page
// does not download it (and the header search's fuse.js and downshift come with it).
const Layout = lazyNamed(() => import('../shell/layout/Layout'), 'Layout');

type ConsoleTable = typeof import('./consoleTable');
let table: ConsoleTable | undefined;
const loadTable = () => import('./consoleTable').then((m) => (table = m));

/**
 * The console's own route table and domain pages, loaded once someone is logged in: the login page
 * needs neither. Null while loading (or while nobody is logged in).
 */
function useConsoleTable(needed: boolean, home: boolean): ConsoleTable | null {
  const [loaded, setLoaded] = useState(table ?? null);
  useEffect(() => {
    if (!needed || loaded) return;
    let live = true;
    // What the first page after login needs comes alongside the table, not one round trip after it,
    // and the table is used once they are here: the layout and the dashboard then render at once,
    // with no Suspense fallback whose reveal React would hold back.
    const firstPage = Promise.allSettled([Layout.preload(), home ? LazyDashboardPage.preload() : null]);
    void loadTable().then(async (m) => { await firstPage; if (live) setLoaded(m); });
    return () => { live = false; };
  }, [needed, loaded, home]);
  return loaded;
}

const NO_ROUTES: readonly RouteEntry[] = [];
const PUBLIC_PATHS = new Set(['/login', '/externalLogin', '/auth-redirect', '/401', '/404']);

// The other public pages are rare visits: only the login form comes with the first page.
const ExternalLoginPage = lazyNamed(() => import('../shell/pages/ExternalLoginPage'), 'ExternalLoginPage');
const AuthRedirectPage = lazyNamed(() => import('../shell/pages/AuthRedirectPage'), 'AuthRedirectPage');
const Page401 = lazyNamed(() => import('../shell/pages/Page401'), 'Page401');
const Page404 = lazyNamed(() => import('../shell/pages/Page404'), 'Page404');

/**
 * The complete console: the guarded route table with the shell's layout, public pages, view
 * renderer (each page in its own error boundary, kept alive per tab), the notices and the
 * update prompt. Render it inside `<AdminProvider>`.
 * @example
 * <AdminProvider apiBase="/super_cloud/api" basename="/super_cloud/admin">
 *   <AdminConsole />
 * </AdminProvider>
 */
export function AdminConsole({ routes: ownRoutes, pages, home, updateCheckMs }: AdminConsoleProps) {
  const t = useT();
  const { loggedIn } = useSessionState();
  const { pathname, search } = useLocation();
  // Heading for the console's own home page (after a login without a redirect, or to '/').
  const toHome = !home && (pathname === '/' || pathname === '/dashboard' || (pathname === '/login' && !new URLSearchParams(search).has('redirect')));
  const table = useConsoleTable(!ownRoutes && (loggedIn || pathname !== '/login'), toHome);
  // The profile is asked for while the route table and the frame download, not once the guard that
  // needs it has mounted after them: a page opened by link saves that round trip (the call is shared).
  useEnsurePermissions();
  const routes = ownRoutes ?? table?.consoleRoutes ?? NO_ROUTES;
  const domainPages = table?.DOMAIN_PAGES;
  // Pages the console registers itself; a host's `pages` add to or replace them.
  const renderView = useMemo(
    () => withPageBoundary(createRenderView({ dashboard: DashboardPage, ...domainPages, ...pages }, LazyResourcePage)),
    [domainPages, pages],
  );
  const publicPages = useMemo(() => ({
    login: <LoginPage />,
    externalLogin: <Suspense fallback={<PageLoading />}><ExternalLoginPage /></Suspense>,
    authRedirect: <Suspense fallback={<PageLoading />}><AuthRedirectPage /></Suspense>,
    unauthorized: <Suspense fallback={<PageLoading />}><Page401 /></Suspense>,
    notFound: <Suspense fallback={<PageLoading />}><Page404 /></Suspense>,
  }), []);
  // Logged in, the guard needs the whole table to tell a page from a 401 or a 404; the public pages
  // (an external login under way among them) stay mounted meanwhile.
  const waiting = loggedIn && !ownRoutes && !table && !PUBLIC_PATHS.has(pathname);
  return (
    <>
      {waiting ? <PageLoading label={t('profile.loading')} /> : <GuardedRoutes
        routes={routes} layout={<Suspense fallback={<PageLoading />}><Layout /></Suspense>} renderView={renderView} publicPages={publicPages}
        loading={<PageLoading label={t('profile.loading')} />} {...(home ? { home } : {})}
      />}
      <Notices />
      <UpdatePrompt {...(updateCheckMs !== undefined ? { intervalMs: updateCheckMs } : {})} />
    </>
  );
}
