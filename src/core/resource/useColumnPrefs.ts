import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { readItem, writeItem } from '../session/storage';
import { useSessionState } from '../session/useSession';

export interface ColumnPref {
  readonly key: string;
  readonly visible: boolean;
}

const listeners = new Set<() => void>();
const subscribe = (fn: () => void) => {
  listeners.add(fn);
  return () => listeners.delete(fn);
};

/** Stored prefs merged with today's columns: unknown keys dropped, new columns appended. */
export function mergeColumnPrefs(stored: readonly ColumnPref[] | null, columns: readonly ColumnPref[]): ColumnPref[] {
  if (!stored) return [...columns];
  const known = new Map(columns.map((c) => [c.key, c]));
  const kept = stored.filter((p) => known.has(p.key)).map((p) => ({ key: p.key, visible: Boolean(p.visible) }));
  const seen = new Set(kept.map((p) => p.key));
  const merged = [...kept, ...columns.filter((c) => !seen.has(c.key))];
  return merged.some((c) => c.visible) ? merged : [...columns];
}

function parse(raw: string | null): ColumnPref[] | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as unknown;
    return Array.isArray(v) ? v.filter((p): p is ColumnPref => typeof p?.key === 'string') : null;
  } catch {
    return null;
  }
}

/**
 * Which columns a user shows, in which order, per resource (localStorage, per user name), so an
 * operator's table looks the same tomorrow and a colleague on the same browser keeps theirs.
 * @example
 * const { prefs, setPrefs, reset } = useColumnPrefs('ordermeal.orderDinner', [{ key: 'orderNo', visible: true }]);
 */
export function useColumnPrefs(resourceKey: string, columns: readonly ColumnPref[]) {
  const user = useSessionState().user;
  const storageKey = `sc-columns:${user?.userName ?? user?.id ?? 'anonymous'}:${resourceKey}`;
  const raw = useSyncExternalStore(subscribe, () => readItem('local', storageKey), () => null);
  const prefs = useMemo(() => mergeColumnPrefs(parse(raw), columns), [raw, columns]);
  const setPrefs = useCallback((next: readonly ColumnPref[]) => {
    writeItem('local', storageKey, JSON.stringify(next.map(({ key, visible }) => ({ key, visible }))));
    for (const fn of listeners) fn();
  }, [storageKey]);
  const reset = useCallback(() => {
    writeItem('local', storageKey, null);
    for (const fn of listeners) fn();
  }, [storageKey]);
  return { prefs, setPrefs, reset };
}
