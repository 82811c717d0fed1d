/**
 * Header search (000 sections 2 and 9): fuzzy matching over the titles and paths of the menu
 * entries the user may open, with threshold 0.4, title weight 0.7, path weight 0.3 and a
 * maximum pattern of 32 characters. fuse.js loads with the first search, not with the layout:
 * most visits never search, and the first page after login is lighter without it.
 */
import type Fuse from 'fuse.js';
import { useCallback, useMemo } from 'react';
import type { Translator } from '../i18n';
import { FUZZY_SEARCH } from '../utils/constants';
import { useT } from './preferences/useT';
import { flattenRoutes, isGroup, menuEntries } from './routes/filterRoutes';
import { useSessionState } from './session/useSession';
import type { RouteEntry } from './types';

/**
 * @example
 * const search = useMenuSearch(consoleRoutes);
 * const results = search(query); // [{ path, title }]
 */
export interface MenuSearchItem {
  readonly path: string;
  /** Translated titles of the parents and the page, joined with ' > '. */
  readonly title: string;
}

interface IndexedItem extends MenuSearchItem {
  readonly titles: readonly string[];
}

/** The searchable pages: permitted, visible, not external links, with translated title chains. */
export function searchPool(entries: readonly RouteEntry[], perms: readonly string[] | null, t: Translator): IndexedItem[] {
  return flattenRoutes(menuEntries(entries, perms))
    .filter((r) => !isGroup(r.entry) && !r.entry.externallink && [...r.parents, r.entry].every((e) => !e.externallink))
    .map((r) => {
      const titles = [...r.parents, r.entry].map((e) => t(e.title));
      return { path: r.path, titles, title: titles.join(' > ') };
    });
}

/** fuse.js's class, as `import('fuse.js')` gives it. */
export type FuseClass = typeof Fuse;

let fuseClass: Promise<FuseClass> | undefined;
/** fuse.js, loaded once on first use. */
const loadFuse = (): Promise<FuseClass> => (fuseClass ??= import('fuse.js').then((m) => m.default));

/**
 * A search function over a pool (pure; the hook binds it to the session and locale).
 * @example
 * const { default: Fuse } = await import('fuse.js');
 * createMenuSearch(pool, Fuse)('操作') // [{ path: '/system/operationLog', title: '系统监控 > 操作日志' }]
 */
export function createMenuSearch(pool: readonly IndexedItem[], FuseCtor: FuseClass): (query: string) => MenuSearchItem[] {
  const fuse = new FuseCtor(pool, {
    threshold: FUZZY_SEARCH.threshold,
    ignoreLocation: true,
    includeScore: false,
    keys: [
      { name: 'titles', weight: FUZZY_SEARCH.titleWeight },
      { name: 'path', weight: FUZZY_SEARCH.pathWeight },
    ],
  });
  return (query) => {
    // fuse.js 7 has no maxPatternLength: cut the pattern to the spec's 32 characters instead.
    const pattern = query.trim().slice(0, FUZZY_SEARCH.maxPatternLength).trim();
    if (!pattern) return [];
    return fuse.search(pattern).map(({ item }) => ({ path: item.path, title: item.title }));
  };
}

/**
 * The header search over the entries the user may open, in the user's locale; it loads fuse.js
 * with the first query.
 * @example
 * const search = useMenuSearch(consoleRoutes);
 * const results = await search(query); // [{ path, title }]
 */
export function useMenuSearch(entries: readonly RouteEntry[]): (query: string) => Promise<MenuSearchItem[]> {
  const { perms } = useSessionState();
  const t = useT();
  // The index is built once per pool, on the first query after the pool changes.
  const search = useMemo(() => {
    const pool = searchPool(entries, perms, t);
    let built: ((query: string) => MenuSearchItem[]) | undefined;
    return async (query: string) => (built ??= createMenuSearch(pool, await loadFuse()))(query);
  }, [entries, perms, t]);
  return useCallback((query: string) => search(query), [search]);
}
