/**
 * Embedded pages (000 section 2): an external service page chosen by a service kind (property,
 * dingcan, marketing, meetingRoom) and a path, shown in a sandboxed iframe by the shell.
 */
import { useMemo } from 'react';
import { useAdminInternals } from './adminContext';
import { useEmbedBases } from './useEmbedBases';
import { hostMatches } from './externalLink';
import { useStore } from './store';
import type { RouteView, ServiceKind } from './types';

/**
 * @example
 * embedUrl({ kind: 'embed', service: 'meetingRoom', path: '/meeting/room' }, { meetingRoom: 'https://meet.example.com/web/' })
 * // 'https://meet.example.com/web/meeting/room'
 */
export type EmbedView = Extract<RouteView, { kind: 'embed' }>;

export interface EmbedUrlOptions {
  /** Appended as `token=` so the embedded service recognises the session. */
  readonly token?: string | null;
  /** Appended as `lang=`. */
  readonly locale?: string;
}

/**
 * The iframe URL of an embedded view: the service's base URL joined with the view's path, or
 * null when the service has no (usable) base URL configured.
 * @example
 * embedUrl({ kind: 'embed', service: 'meetingRoom', path: '/meeting/room' }, { meetingRoom: 'https://meet.example.com/web/' })
 * // 'https://meet.example.com/web/meeting/room'
 */
export function embedUrl(
  view: EmbedView,
  services: Readonly<Partial<Record<ServiceKind, string>>> | null | undefined,
  options: EmbedUrlOptions = {},
): string | null {
  const base = services?.[view.service]?.trim();
  if (!base) return null;
  const origin = typeof window !== 'undefined' ? window.location.origin : 'http://localhost';
  let url: URL;
  try {
    const root = new URL(base, origin);
    if (root.protocol !== 'http:' && root.protocol !== 'https:') return null;
    const path = view.path.replace(/^\/+/, '');
    url = new URL(path, root.href.endsWith('/') ? root.href : `${root.href}/`);
  } catch {
    return null;
  }
  if (options.token) url.searchParams.set('token', options.token);
  if (options.locale) url.searchParams.set('lang', options.locale);
  return url.toString();
}

/**
 * Where an embedded view's base came from: the host's `services` prop (its code vouched for it),
 * the console's own settings (an administrator set it at run time), or nowhere yet.
 * @example
 * const { src, source, loading } = useEmbedTarget(view);
 */
export interface EmbedTarget {
  /** The iframe URL, or null (not configured, or not known yet while `loading`). */
  readonly src: string | null;
  readonly source: 'host' | 'console' | null;
  /** The console's settings are still loading (and the host gave no base). */
  readonly loading: boolean;
  /** The session token was appended (a host base, or a console base on a trusted host). */
  readonly withToken: boolean;
}

/**
 * The iframe target of an embedded view for the current session and locale. Precedence: the
 * host's `services` base wins; otherwise the base an administrator set in the console
 * (`common.embedService`, read at run time). The token goes to a host base (the host's own code
 * named it) and to a console base only when its host is in `trustedHosts`: an administrator can
 * point a page anywhere http(s), but cannot send the users' sessions to a host nobody deploying
 * the console vouched for.
 * @example
 * const { src, loading } = useEmbedTarget({ kind: 'embed', service: 'meetingRoom', path: '/meeting/room' });
 */
export function useEmbedTarget(view: EmbedView): EmbedTarget {
  const { services, session, prefs, trustedHosts } = useAdminInternals();
  const locale = useStore(prefs, (s) => s.locale);
  const token = useStore(session, () => session.token());
  const fromHost = services?.[view.service]?.trim();
  const bases = useEmbedBases({ enabled: !fromHost });
  return useMemo<EmbedTarget>(() => {
    if (fromHost) {
      const src = embedUrl(view, services, { token, locale });
      return { src, source: src ? 'host' : null, loading: false, withToken: Boolean(src && token) };
    }
    const base = bases.data?.[view.service];
    if (!base) return { src: null, source: null, loading: bases.loading, withToken: false };
    const bare = embedUrl(view, { [view.service]: base }, { locale });
    if (!bare) return { src: null, source: null, loading: false, withToken: false };
    const trusted = trustedHosts.some((h) => hostMatches(new URL(bare), h));
    const src = trusted && token ? embedUrl(view, { [view.service]: base }, { token, locale }) : bare;
    return { src, source: 'console', loading: false, withToken: trusted && Boolean(token) };
  }, [view, services, fromHost, bases.data, bases.loading, token, locale, trustedHosts]);
}

/**
 * The iframe URL of an embedded view for the current session and locale (null: not configured
 * or not known yet); see `useEmbedTarget` for where the base comes from and when the token goes.
 * @example
 * const src = useEmbedUrl(view);
 * return src ? <iframe src={src} sandbox="allow-scripts allow-same-origin allow-forms allow-popups" /> : <ErrorState />;
 */
export function useEmbedUrl(view: EmbedView): string | null {
  return useEmbedTarget(view).src;
}
