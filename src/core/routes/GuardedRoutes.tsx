/**
 * The console's router table (000 section 2): public routes, the layout route holding every
 * permitted page, '/' to the home tab, groups to their first page, unknown paths to /404, all
 * behind the navigation guard. Pages are rendered by the caller's `renderView`, so core stays
 * free of UI.
 */
import { useEffect, useMemo, type ReactElement, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { useAdminInternals } from '../adminContext';
import { useT } from '../preferences/useT';
import { useStore } from '../store';
import { TabKeyContext } from '../tabs/TabKeyContext';
import { tabKeyOf } from '../tabs/tabStore';
import type { RouteEntry } from '../types';
import { ExternalLoginGate } from './ExternalLoginGate';
import { filterRoutes, flattenRoutes, isGroup, leafRoutes, matchPage, type FlatRoute } from './filterRoutes';
import { GuardContext, type GuardContextValue, type RenderView } from './guardContext';
import { isInternalPath } from './safePath';
import { useNavigationGuard } from './useNavigationGuard';

/**
 * @example
 * <GuardedRoutes routes={consoleRoutes} layout={<Layout />} renderView={renderView}
 *   publicPages={{ login: <LoginPage />, unauthorized: <Page401 />, notFound: <Page404 /> }} />
 */
export interface PublicPages {
  readonly login: ReactNode;
  /** Shown while /externalLogin exchanges the token (read progress with useExternalLogin). */
  readonly externalLogin?: ReactNode;
  /** /auth-redirect (an identity provider's return page); default: go to '/'. */
  readonly authRedirect?: ReactNode;
  /** /401 */
  readonly unauthorized: ReactNode;
  /** /404 */
  readonly notFound: ReactNode;
}

/**
 * @example
 * <GuardedRoutes routes={consoleRoutes} layout={<Layout />} renderView={renderView}
 *   publicPages={{ login: <LoginPage />, unauthorized: <Page401 />, notFound: <Page404 /> }} />
 */
export interface GuardedRoutesProps {
  /** The whole route table (unfiltered): entries with role keys. */
  readonly routes: readonly RouteEntry[];
  /** The layout element; it renders `<RouterView />` (keep-alive) or `<Outlet />`. */
  readonly layout: ReactElement;
  readonly renderView: RenderView;
  readonly publicPages: PublicPages;
  /** Shown while the profile loads. */
  readonly loading?: ReactNode;
  /** Where '/' goes; default: the first permitted affix page, else the first permitted page. */
  readonly home?: string;
  /** Sets `document.title` to '<page> - <app title>' (default true). */
  readonly documentTitle?: boolean;
}

/** /redirect/<path>: bounces to the page it names (used to reload a view). */
function RedirectBounce() {
  const splat = useParams()['*'] ?? '';
  const { search } = useLocation();
  const to = `/${splat}${search}`;
  return <Navigate to={isInternalPath(to) ? to : '/'} replace />;
}

/** Opens a tab for each page visited; keeps affix tabs first and drops tabs no longer permitted. */
function useTabTracking(pages: readonly FlatRoute[], active: boolean) {
  const { tabs } = useAdminInternals();
  const location = useLocation();
  useEffect(() => {
    if (!active) return;
    tabs.initAffix(pages.filter((p) => p.entry.affix).map((p) => ({ key: p.path, path: p.path, title: p.entry.title, affix: true, ...(p.entry.noCache ? { noCache: true } : {}) })));
    tabs.prune((view) => matchPage(pages, view.path) !== null);
  }, [pages, active, tabs]);
  useEffect(() => {
    if (!active) return;
    const page = matchPage(pages, location.pathname);
    if (!page) {
      tabs.setActive(null);
      return;
    }
    const { entry } = page;
    tabs.open({
      key: tabKeyOf(location.pathname, location.search), path: location.pathname, title: entry.title,
      href: `${location.pathname}${location.search}`,
      ...(entry.affix ? { affix: true } : {}), ...(entry.noCache ? { noCache: true } : {}),
    });
  }, [pages, active, location.pathname, location.search, tabs]);
}

/** '<page title> - <app title>' in the current locale, like the original console. */
function useDocumentTitle(pages: readonly FlatRoute[], enabled: boolean) {
  const t = useT();
  const { pathname } = useLocation();
  useEffect(() => {
    if (!enabled || typeof document === 'undefined') return;
    const page = matchPage(pages, pathname);
    document.title = page ? `${t(page.entry.title)} - ${t('app.title')}` : t('app.title');
  }, [pages, pathname, t, enabled]);
}

function PageElement({ route, renderView }: { route: FlatRoute; renderView: RenderView }) {
  const { pathname, search } = useLocation();
  return <TabKeyContext.Provider value={tabKeyOf(pathname, search)}>{renderView(route.entry, route)}</TabKeyContext.Provider>;
}

/**
 * @example
 * <GuardedRoutes routes={consoleRoutes} layout={<Layout />} renderView={renderView}
 *   publicPages={{ login: <LoginPage />, unauthorized: <Page401 />, notFound: <Page404 /> }} />
 */
export function GuardedRoutes({ routes, layout, renderView, publicPages, loading = null, home, documentTitle = true }: GuardedRoutesProps) {
  const { session } = useAdminInternals();
  const { perms } = useStore(session);
  const decision = useNavigationGuard(routes);

  const guard = useMemo<GuardContextValue>(() => {
    const permitted = filterRoutes(routes, perms);
    const pages = leafRoutes(permitted).filter((r) => !r.entry.externallink && !r.parents.some((p) => p.externallink));
    const homePath = home ?? pages.find((p) => p.entry.affix)?.path ?? pages[0]?.path ?? '/404';
    return { routes, permitted, pages, renderView, home: homePath };
  }, [routes, perms, renderView, home]);

  useTabTracking(guard.pages, perms !== null && decision.action === 'proceed');
  useDocumentTitle(guard.pages, documentTitle);

  const groups = useMemo(() => flattenRoutes(guard.permitted).filter((r) => isGroup(r.entry)), [guard.permitted]);

  if (decision.action === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.action === 'deny') return <Navigate to="/401" replace />;
  if (decision.action === 'loadProfile') return <>{loading}</>;

  return (
    <GuardContext.Provider value={guard}>
      <Routes>
        <Route path="/login" element={publicPages.login} />
        <Route path="/externalLogin" element={<ExternalLoginGate>{publicPages.externalLogin ?? loading}</ExternalLoginGate>} />
        <Route path="/auth-redirect" element={publicPages.authRedirect ?? <Navigate to="/" replace />} />
        <Route path="/401" element={publicPages.unauthorized} />
        <Route path="/404" element={publicPages.notFound} />
        <Route path="/redirect/*" element={<RedirectBounce />} />
        <Route element={layout}>
          <Route index element={<Navigate to={guard.home} replace />} />
          {guard.pages.map((r) => <Route key={r.path} path={r.path} element={<PageElement route={r} renderView={renderView} />} />)}
          {groups.map((g) => {
            const first = guard.pages.find((p) => p.parents.includes(g.entry));
            const to = g.entry.redirect && isInternalPath(g.entry.redirect) ? g.entry.redirect : first?.path ?? '/404';
            return <Route key={`group:${g.path}`} path={g.path} element={<Navigate to={to} replace />} />;
          })}
        </Route>
        <Route path="*" element={<Navigate to="/404" replace />} />
      </Routes>
    </GuardContext.Provider>
  );
}
