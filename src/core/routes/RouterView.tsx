/**
 * The main area's view with keep-alive (DESIGN.md): every open tab's page stays mounted inside
 * React `<Activity>` (on React 18 a hidden wrapper, see KeepAlive), hidden unless active,
 * keyed by the tab (path + query) and its refresh
 * nonce, so two detail tabs keep separate state and refresh or close evicts exactly one.
 * Each hidden page sees its own location (own `<Routes location>`), not the active one.
 * A tab mounts when it is first shown, not before: a page opened by link (or after a reload
 * with several tabs open) renders, downloads and fetches only itself, the affix dashboard included.
 */
import { useMemo, useRef } from 'react';
import { Outlet, Route, Routes, UNSAFE_RouteContext, useLocation } from 'react-router-dom';
import { useAdminInternals } from '../adminContext';
import { useStore } from '../store';
import { TabKeyContext } from '../tabs/TabKeyContext';
import { cachedKeysOf, hrefOf, tabKeyOf } from '../tabs/tabStore';
import { matchPage, type FlatRoute } from './filterRoutes';
import { useGuardedRoutes, type RenderView } from './guardContext';
import { KeepAlive } from './KeepAlive';

// A fresh route context: each view's <Routes> matches absolute paths from the root, as if it
// were the only router view (and react-router does not warn about descendant routes).
const ROOT_ROUTE_CONTEXT = { outlet: null, matches: [], isDataRoute: false } as const;

function TabPage({ tabKey, href, route, renderView }: { tabKey: string; href: string; route: FlatRoute; renderView: RenderView }) {
  // The page sees its tab's full location (list filters, page, sort included), the key only names it.
  const [pathname, search = ''] = href.split(/(?=\?)/);
  const location = useMemo(() => ({ pathname: pathname!, search, hash: '', state: null, key: href }), [pathname, search, href]);
  return (
    <TabKeyContext.Provider value={tabKey}>
      <UNSAFE_RouteContext.Provider value={ROOT_ROUTE_CONTEXT as never}>
        <Routes location={location}>
          <Route path={route.path} element={renderView(route.entry, route)} />
        </Routes>
      </UNSAFE_RouteContext.Provider>
    </TabKeyContext.Provider>
  );
}

/**
 * The views to keep mounted: the cached tabs that have been shown at least once, and the one on
 * show. `seen` remembers the shown keys (idempotent, so a repeated render agrees) and forgets
 * closed tabs, so a tab opened again later starts afresh.
 */
function keysToMount(seen: Set<string>, cached: readonly string[], currentKey: string | null): string[] {
  if (currentKey) seen.add(currentKey);
  for (const key of seen) if (key !== currentKey && !cached.includes(key)) seen.delete(key);
  const shown = cached.filter((key) => seen.has(key));
  return currentKey && !shown.includes(currentKey) ? [...shown, currentKey] : shown;
}

/**
 * Place it where the layout shows the page (instead of `<Outlet />`). Paths that are not pages
 * (a group, an unknown path) fall through to the router's own redirects.
 * @example
 * <main><RouterView /></main>
 */
export function RouterView() {
  const guard = useGuardedRoutes();
  const { tabs } = useAdminInternals();
  const state = useStore(tabs);
  const location = useLocation();
  const seen = useRef(new Set<string>());
  if (!guard) return <Outlet />;
  const currentKey = tabKeyOf(location.pathname, location.search);
  const current = matchPage(guard.pages, location.pathname);
  const keys = cachedKeysOf(state);
  const shown = keysToMount(seen.current, keys, current ? currentKey : null);
  const currentHref = `${location.pathname}${location.search}`;
  const hrefFor = (key: string) => {
    if (key === currentKey) return currentHref;
    const view = state.views.find((v) => v.key === key);
    return view ? hrefOf(view) : key;
  };
  return (
    <>
      {shown.map((key) => {
        const route = matchPage(guard.pages, key);
        if (!route) return null;
        return (
          <KeepAlive key={`${key}#${state.nonces[key] ?? 0}`} mode={key === currentKey ? 'visible' : 'hidden'}>
            <TabPage tabKey={key} href={hrefFor(key)} route={route} renderView={guard.renderView} />
          </KeepAlive>
        );
      })}
      {current ? null : <Outlet />}
    </>
  );
}
