/**
 * The domains' pages as the console's page registry, each loaded with its first visit: a
 * domain's code (and the contract data it carries) is not part of the login page or the
 * dashboard.
 */
import { Suspense, lazy, type ComponentType } from 'react';
import { MEAL_PAGES } from '../domains/meal/routes';
import { PASSTHROUGH_PAGES } from '../domains/passthrough/routes';
import { PageLoading } from '../shell';
import type { PageRegistry } from '../shell';

type Module = Record<string, unknown>;

function lazyPages(pages: Readonly<Record<string, string>>, load: () => Promise<Module>): PageRegistry {
  const out: Record<string, ComponentType<{ title?: string }>> = {};
  for (const [name, exportName] of Object.entries(pages)) {
    const Lazy = lazy(() => load().then((m) => ({ default: m[exportName] as ComponentType<{ title?: string }> })));
    // The route's title heads the page, so menu, tab, breadcrumb and heading agree.
    out[name] = function DomainPage({ title }: { title?: string }) {
      return <Suspense fallback={<PageLoading />}><Lazy {...(title ? { title } : {})} /></Suspense>;
    };
  }
  return out;
}

/** Page name -> lazily loaded page, for every domain. */
export const DOMAIN_PAGES: PageRegistry = {
  ...lazyPages(MEAL_PAGES, () => import('../domains/meal') as Promise<Module>),
  ...lazyPages(PASSTHROUGH_PAGES, () => import('../domains/passthrough') as Promise<Module>),
};
