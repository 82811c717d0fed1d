import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { isRecord, readItem, writeItem } from '../session/storage';
import { useSessionState } from '../session/useSession';

/**
 * @example
 * mergeColumnPrefs([{ key: 'b', visible: false }], [{ key: 'a', visible: true }, { key: 'b', visible: true }])
 * // [{ key: 'b', visible: false }, { key: 'a', visible: true }]
 */
export interface ColumnPref {
  readonly key: string;
  readonly visible: boolean;
}

const listeners = new Set<() => void>();
const subscribe = (fn: () => void) => {
  listeners.add(fn);
  return () => listeners.delete(fn);
};

/**
 * Stored prefs merged with today's columns: unknown keys dropped, new columns appended.
 * @example
 * mergeColumnPrefs([{ key: 'b', visible: false }], [{ key: 'a', visible: true }, { key: 'b', visible: true }])
 * // [{ key: 'b', visible: false }, { key: 'a', visible: true }]
 */
export function mergeColumnPrefs(stored: readonly ColumnPref[] | null, columns: readonly ColumnPref[]): ColumnPref[] {
  if (!stored) return [...columns];
  const known = new Map(columns.map((c) => [c.key, c]));
  const kept = stored.filter((p) => known.has(p.key)).map((p) => ({ key: p.key, visible: Boolean(p.visible) }));
  const seen = new Set(kept.map((p) => p.key));
  const merged = [...kept, ...columns.filter((c) => !seen.has(c.key))];
  return merged.some((c) => c.visible) ? merged : [...columns];
}

/**
 * The stored column choices, or null (the table's own columns) when the value is not JSON or not an
 * array. Entries that are not `{ key: string, visible: boolean }` are dropped, and a key seen twice
 * counts once, so a hand-edited value can neither show a column twice nor hide one by `"visible": "no"`.
 * @example
 * parseColumnPrefs('[{"key":"orderNo","visible":false}]') // [{ key: 'orderNo', visible: false }]
 * parseColumnPrefs('{"orderNo":false}')                    // null
 */
export function parseColumnPrefs(raw: string | null): ColumnPref[] | null {
  if (!raw) return null;
  let v: unknown;
  try {
    v = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!Array.isArray(v)) return null;
  const seen = new Set<string>();
  const prefs: ColumnPref[] = [];
  for (const p of v) {
    if (!isRecord(p) || typeof p.key !== 'string' || typeof p.visible !== 'boolean' || seen.has(p.key)) continue;
    seen.add(p.key);
    prefs.push({ key: p.key, visible: p.visible });
  }
  return prefs;
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
  const prefs = useMemo(() => mergeColumnPrefs(parseColumnPrefs(raw), columns), [raw, columns]);
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
