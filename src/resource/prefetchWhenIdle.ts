/**
 * Fetching what a page may open next once the browser has nothing better to do: its first rows
 * come first, and a dialog opened later finds its code already here.
 */
import { useEffect, useRef } from 'react';

/** Something that can fetch its code ahead of use (a `lazyNamed` component). */
export interface Preloadable {
  readonly preload: () => Promise<void>;
}

/**
 * Runs `task` when the browser is idle, at the latest after `timeoutMs`; where
 * `requestIdleCallback` is missing (Safari), on a timer. Returns a cancel.
 * @example
 * const cancel = whenIdle(() => void Dialog.preload());
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 200);
  return () => clearTimeout(id);
}

/**
 * Once `ready` (the first rows are on screen), preloads `parts` when the browser is idle, once per
 * mount. The parts of the latest render are the ones fetched.
 * @example
 * usePrefetchWhenIdle(page.shown, can(ops.update) ? [ResourceFormDialog, ResourceDetail] : [ResourceDetail]);
 */
export function usePrefetchWhenIdle(ready: boolean, parts: readonly Preloadable[]): void {
  const latest = useRef(parts);
  useEffect(() => { latest.current = parts; });
  useEffect(() => {
    if (!ready) return undefined;
    // A failed prefetch is retried by the open itself (React.lazy), so it is dropped here.
    return whenIdle(() => { for (const part of latest.current) part.preload().catch(() => undefined); });
  }, [ready]);
}
