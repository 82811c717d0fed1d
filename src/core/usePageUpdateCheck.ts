/**
 * The page-update check (000 section 2): every 30 minutes, fetch the console's index.html
 * without cache and compare its script URLs (content-hashed by the build) with the ones this
 * page loaded. A difference means a new version was deployed.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { PAGE_UPDATE_CHECK_MS } from '../utils/constants';
import { useAdminInternals } from './adminContext';

/** The `src` of every `<script>` in an HTML text, sorted and de-duplicated. */
export function scriptSources(html: string): string[] {
  const out = new Set<string>();
  for (const m of html.matchAll(/<script\b[^>]*?\bsrc\s*=\s*["']?([^"'\s>]+)/gi)) out.add(m[1]!);
  return [...out].sort();
}

/** The `src` attributes of the scripts in the current document. */
export function loadedScriptSources(): string[] {
  if (typeof document === 'undefined') return [];
  return [...new Set([...document.querySelectorAll('script[src]')].map((s) => s.getAttribute('src') ?? '').filter(Boolean))].sort();
}

/** True when the fetched page references a script this page did not load. */
export function hasNewScripts(fetched: readonly string[], loaded: readonly string[]): boolean {
  if (fetched.length === 0) return false;
  const have = new Set(loaded);
  return fetched.some((src) => !have.has(src));
}

/**
 * @example
 * const { updateAvailable, reload, dismiss } = usePageUpdateCheck();
 * <ConfirmDialog open={updateAvailable} message={t('update.message')} onConfirm={reload} onCancel={dismiss} />
 */
export interface PageUpdateApi {
  readonly updateAvailable: boolean;
  /** Reloads the page to pick up the new version. */
  reload(): void;
  /** Hides the prompt until yet another version appears. */
  dismiss(): void;
}

/**
 * @example
 * const { updateAvailable, reload, dismiss } = usePageUpdateCheck();
 * <ConfirmDialog open={updateAvailable} message={t('update.message')} onConfirm={reload} onCancel={dismiss} />
 */
export function usePageUpdateCheck(intervalMs: number = PAGE_UPDATE_CHECK_MS, indexUrl?: string): PageUpdateApi {
  const { basename } = useAdminInternals();
  const [latest, setLatest] = useState<string | null>(null);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const initial = useRef<string[] | null>(null);

  useEffect(() => {
    if (typeof window === 'undefined' || !(intervalMs > 0)) return undefined;
    initial.current ??= loadedScriptSources();
    const url = indexUrl ?? `${window.location.origin}${basename.replace(/\/+$/, '')}/`;
    let stopped = false;
    const check = async () => {
      if (document.visibilityState !== 'visible') return;
      try {
        const res = await fetch(`${url}${url.includes('?') ? '&' : '?'}_t=${Date.now()}`, { cache: 'no-store', credentials: 'same-origin' });
        if (!res.ok || stopped) return;
        const fetched = scriptSources(await res.text());
        if (!stopped && hasNewScripts(fetched, initial.current ?? [])) setLatest(fetched.join('|'));
      } catch {
        // offline or blocked: try again next round
      }
    };
    const timer = setInterval(() => void check(), intervalMs);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [intervalMs, indexUrl, basename]);

  const reload = useCallback(() => window.location.reload(), []);
  const dismiss = useCallback(() => setDismissed(latest), [latest]);
  return { updateAvailable: latest !== null && latest !== dismissed, reload, dismiss };
}
