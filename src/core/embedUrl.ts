/**
 * Embedded pages (000 section 2): an external service page chosen by a service kind (property,
 * dingcan, marketing, meetingRoom) and a path, shown in a sandboxed iframe by the shell.
 */
import { useMemo } from 'react';
import { useAdminInternals } from './adminContext';
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
 * The iframe URL of an embedded view for the current session and locale (null: not configured).
 * @example
 * const src = useEmbedUrl(view);
 * return src ? <iframe src={src} sandbox="allow-scripts allow-same-origin allow-forms allow-popups" /> : <ErrorState />;
 */
export function useEmbedUrl(view: EmbedView): string | null {
  const { services, session, prefs } = useAdminInternals();
  const locale = useStore(prefs, (s) => s.locale);
  const token = useStore(session, () => session.token());
  return useMemo(() => embedUrl(view, services, { token, locale }), [view, services, token, locale]);
}
