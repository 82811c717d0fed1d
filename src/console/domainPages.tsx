/**
 * The domains' pages as the console's page registry, each loaded with its first visit: a
 * domain's code (and the contract data it carries) is not part of the login page or the
 * dashboard.
 */
import { Suspense, type ComponentType } from 'react';
import type { DomainModule } from '../core/domain';
import { DOMAINS } from '../domains/registry';
import { PageLoading } from '../shell';
import type { PageRegistry } from '../shell';
import { lazyNamed } from '../ui';

// A domain's `pages` names only page exports of its index, so each is a component.
type PageModule = Record<string, ComponentType<{ title?: string }>>;

function lazyPages({ pages, load, pageLoads }: DomainModule): PageRegistry {
  const out: Record<string, ComponentType<{ title?: string }>> = {};
  for (const [name, exportName] of Object.entries(pages)) {
    // A page's own module where the domain names one: its chunk carries that page, not its siblings.
    const Lazy = lazyNamed((pageLoads?.[exportName] ?? load) as () => Promise<PageModule>, exportName);
    // The route's title heads the page, so menu, tab, breadcrumb and heading agree.
    out[name] = function DomainPage({ title }: { title?: string }) {
      return <Suspense fallback={<PageLoading />}><Lazy {...(title ? { title } : {})} /></Suspense>;
    };
  }
  return out;
}

/** Page name -> lazily loaded page, for every domain. */
export const DOMAIN_PAGES: PageRegistry = Object.assign({}, ...DOMAINS.map(lazyPages));
