/**
 * The export-task dot of the top bar (000 section 7): GET /export/exportTask/status every 5 s
 * while the page is visible; the dot is on when `data` is truthy. Failures stay silent (a
 * background poll must not toast every 5 s) and count as "no dot".
 */
import { useEffect, useState } from 'react';
import type { Envelope } from '../api/types';
import { EXPORT_STATUS_POLL_MS } from '../utils/constants';
import { useAdminInternals } from './adminContext';
import { useQuery } from './query/useQuery';
import { useStore } from './store';

export const EXPORT_STATUS_QUERY_KEY = ['sc-admin', 'exportStatus'] as const;

/** Tracks `document.visibilityState === 'visible'`. */
export function usePageVisible(): boolean {
  const read = () => typeof document === 'undefined' || document.visibilityState === 'visible';
  const [visible, setVisible] = useState(read);
  useEffect(() => {
    if (typeof document === 'undefined') return undefined;
    const onChange = () => setVisible(read());
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
  return visible;
}

/**
 * @example
 * const running = useExportStatus();
 * <Badge dot hidden={!running}><IconButton icon="download" label={t('navbar.exportTasks')} /></Badge>
 */
export function useExportStatus(intervalMs: number = EXPORT_STATUS_POLL_MS): boolean {
  const { quietApi, session } = useAdminInternals();
  const active = useStore(session, (s) => s.loggedIn && s.perms !== null);
  const visible = usePageVisible();
  const { data } = useQuery({
    key: EXPORT_STATUS_QUERY_KEY,
    fn: () => quietApi.call<Envelope>('GET', '/export/exportTask/status').then((env) => Boolean(env.data), () => false),
    enabled: active && visible,
    refetchInterval: visible ? intervalMs : false,
    retry: 0,
  });
  return active && data === true;
}
