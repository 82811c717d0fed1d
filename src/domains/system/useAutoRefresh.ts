/**
 * Auto-refresh of a monitoring page: on or off, every so many seconds, and never while the
 * browser tab is hidden (no calls nobody sees; the page catches up when it shows again).
 */
import { useCallback, useState, useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  if (typeof document === 'undefined') return () => {};
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
};
const visibleNow = () => typeof document === 'undefined' || document.visibilityState !== 'hidden';

/**
 * Whether the document is visible, following `visibilitychange`.
 * @example
 * const visible = usePageVisible();
 */
export function usePageVisible(): boolean {
  return useSyncExternalStore(subscribe, visibleNow, () => true);
}

/**
 * @example
 * const auto = useAutoRefresh({ defaultOn: true, defaultSeconds: 10 });
 * useQuery({ key, fn, refetchInterval: auto.intervalMs });
 */
export interface AutoRefresh {
  readonly on: boolean;
  readonly seconds: number;
  /** The document is hidden, so refreshing is paused (even when `on`). */
  readonly paused: boolean;
  /** What a query's `refetchInterval` takes: false while off or paused. */
  readonly intervalMs: number | false;
  setOn(on: boolean): void;
  setSeconds(seconds: number): void;
}

/**
 * The toggle and interval of a page's auto-refresh; `intervalMs` is false while it is off or the
 * tab is hidden.
 * @example
 * const auto = useAutoRefresh({ defaultOn: true, defaultSeconds: 10 });
 * const jobs = useQuery({ key: ['jobs'], fn: loadJobs, refetchInterval: auto.intervalMs });
 */
export function useAutoRefresh({ defaultOn = true, defaultSeconds = 10 }: { defaultOn?: boolean; defaultSeconds?: number } = {}): AutoRefresh {
  const [on, setOnState] = useState(defaultOn);
  const [seconds, setSecondsState] = useState(defaultSeconds);
  const visible = usePageVisible();
  const setOn = useCallback((v: boolean) => setOnState(v), []);
  const setSeconds = useCallback((s: number) => setSecondsState(Math.max(1, Math.round(s))), []);
  return { on, seconds, paused: on && !visible, intervalMs: on && visible ? seconds * 1000 : false, setOn, setSeconds };
}
