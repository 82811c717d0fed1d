import { Suspense } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { routeTitle, useRouteView, useT } from '../../core';
import type { FlatRoute, RenderView, ResourceViewOptions, RouteEntry } from '../../core';
import { lazyNamed } from '../../ui';
import { PendingPage } from '../pages/PendingPage';
import { PageLoading } from './PageLoading';

/**
 * Page components by the name a route's `{ kind: 'page', page }` view gives.
 * @example
 * const renderView = createRenderView({ dashboard: DashboardPage }, ContractResourcePage);
 * <GuardedRoutes renderView={withPageBoundary(renderView)} ... />
 */
export type PageRegistry = Readonly<Record<string, ComponentType<{ title?: string }>>>;

/**
 * The page of a `{ kind: 'resource' }` route (the console gives the contract's generic page).
 * @example
 * const renderView = createRenderView({ dashboard: DashboardPage }, ContractResourcePage);
 * <GuardedRoutes renderView={withPageBoundary(renderView)} ... />
 */
export type ResourceView = ComponentType<{ resource: string; title?: string } & ResourceViewOptions>;
// Embedded pages (iframes of other services) are not needed before one is opened either.
const EmbeddedPage = lazyNamed(() => import('../pages/EmbeddedPage'), 'EmbeddedPage');

/**
 * The view renderer of the console: a registered page component, the resource page, an
 * embedded page, or the honest "not yet available" page (for `pending`, a page name nobody
 * registered, a resource route without a resource view, or a route without a view).
 * @example
 * const renderView = createRenderView({ dashboard: DashboardPage }, ContractResourcePage);
 * <GuardedRoutes renderView={withPageBoundary(renderView)} ... />
 */
export function createRenderView(pages: PageRegistry = {}, Resource?: ResourceView): RenderView {
  return (entry, route) => <RoutePage entry={entry} route={route} pages={pages} {...(Resource ? { Resource } : {})} />;
}

// A route's title is a message key; the page gets it in words (menu, tab, breadcrumb and heading
// agree), so no page can show `route.<name>` by passing it through as its heading.
function RoutePage({ entry, route, pages, Resource }: { entry: RouteEntry; route: FlatRoute; pages: PageRegistry; Resource?: ResourceView }): ReactNode {
  const t = useT();
  const title = routeTitle(t, entry.title);
  // A native page with an embed alternative: the external page when its service is configured.
  const { view } = useRouteView(entry);
  switch (view?.kind) {
    case 'page': {
      const Page = pages[view.page];
      return Page ? <Page title={title} /> : <PendingPage title={title} path={route.path} />;
    }
    case 'resource': {
      if (!Resource) return <PendingPage title={title} path={route.path} />;
      const { kind: _kind, ...options } = view;
      return (
        <Suspense fallback={<PageLoading />}>
          <Resource {...options} title={title} />
        </Suspense>
      );
    }
    case 'embed':
      return (
        <Suspense fallback={<PageLoading />}>
          <EmbeddedPage view={view} title={title} />
        </Suspense>
      );
    default:
      return <PendingPage title={title} path={route.path} />;
  }
}
