/**
 * Embedding as a first-class path: a route entry may carry a native `view` and the external
 * service page the spec serves it from (`embed`). The router shows the external page exactly
 * when a usable base is configured for that service kind, and the native page otherwise.
 */
import { useAdminInternals } from '../adminContext';
import { embedUrl } from '../embedUrl';
import { useEmbedBases } from '../useEmbedBases';
import type { RouteEntry, RouteView, ServiceKind } from '../types';

type Bases = Readonly<Partial<Record<ServiceKind, string>>> | null | undefined;

/**
 * The view a route shows for the configured bases: its `embed` when that service kind has a
 * usable (absolute http(s)) base, else its own `view`.
 * @example
 * chooseRouteView({ path: '/a', name: 'a', title: 'route.a', view: { kind: 'page', page: 'a' },
 *   embed: { kind: 'embed', service: 'property', path: '/a' } }, { property: 'https://p.example.com' })
 * // { kind: 'embed', service: 'property', path: '/a' }
 */
export function chooseRouteView(entry: RouteEntry, bases: Bases): RouteView | undefined {
  const alt = entry.embed;
  if (!alt || !entry.view) return entry.view ?? alt;
  return embedUrl(alt, bases) ? alt : entry.view;
}

/**
 * @example
 * const { view, loading } = useRouteView(entry);
 */
export interface ChosenView {
  readonly view: RouteView | undefined;
  /** The console's bases are still loading (only for an entry that has both); `view` is the native one meanwhile. */
  readonly loading: boolean;
}

/**
 * `chooseRouteView` for the session: the host's `services` first, then the bases an
 * administrator set in the console (read only for entries that have both a native page and an
 * embed). While they load, or if they cannot be read, the native page shows.
 * @example
 * const { view } = useRouteView(entry);
 */
export function useRouteView(entry: RouteEntry): ChosenView {
  const { services } = useAdminInternals();
  const both = Boolean(entry.embed && entry.view);
  const fromHost = both && embedUrl(entry.embed!, services) !== null;
  const bases = useEmbedBases({ enabled: both && !fromHost });
  if (!both) return { view: entry.view ?? entry.embed, loading: false };
  if (fromHost) return { view: entry.embed, loading: false };
  // Until the bases are known the native page shows (most deployments have no external service);
  // once read they stay in the cache, so only a first visit can switch over.
  if (bases.loading) return { view: entry.view, loading: true };
  return { view: chooseRouteView(entry, bases.data), loading: false };
}
