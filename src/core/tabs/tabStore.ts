/**
 * Visited and cached views (000 section 4 "Tabs"). A tab is keyed by pathname + search, so two
 * detail pages of different records are two tabs with separate state. Affix tabs (the home
 * dashboard) always stay. Refreshing bumps one tab's nonce, so only that view remounts.
 * The open tabs survive a reload through sessionStorage `sc-tabs`.
 */
import { isRecord, readJson, writeItem } from '../session/storage';
import { createStore, type Store } from '../store';

/**
 * @example
 * navigate(hrefOf(view)); // back to the tab's last full URL, filters included
 */
export interface TabView {
  /** pathname + search: the identity of the tab and of its cached view. */
  readonly key: string;
  /** pathname only. */
  readonly path: string;
  /** i18n key (`route.<name>`) or a literal title. */
  readonly title: string;
  readonly affix?: boolean;
  readonly noCache?: boolean;
  /**
   * The full location last shown in the tab (path + query with its list state: filters, page,
   * sort), when it differs from `key`. Going back to the tab restores it.
   */
  readonly href?: string;
}

export interface TabState {
  readonly views: readonly TabView[];
  readonly activeKey: string | null;
  /** Bumped by refresh; part of the cached view's React key. */
  readonly nonces: Readonly<Record<string, number>>;
  /** Keys of tabs holding unsaved input. */
  readonly dirty: readonly string[];
}

/** Where to go after a close removed the active tab (null: stay). */
export interface CloseResult {
  readonly closed: boolean;
  readonly navigateTo: string | null;
}

export interface TabStore extends Store<TabState> {
  open(view: TabView): void;
  setActive(key: string | null): void;
  close(key: string): Promise<CloseResult>;
  closeOthers(key: string): Promise<CloseResult>;
  closeAll(): Promise<CloseResult>;
  refresh(key: string): void;
  /** Remounts every cached view (size or language change). */
  refreshAll(): void;
  setDirty(key: string, dirty: boolean): void;
  /** True when none of `keys` (default: all) is dirty, or the user agreed to discard. */
  confirmDiscard(keys?: readonly string[]): Promise<boolean>;
  /** Puts the affix views first (adding the missing ones). */
  initAffix(views: readonly TabView[]): void;
  /** Drops tabs the predicate rejects (e.g. pages the new permissions no longer allow). */
  prune(keep: (view: TabView) => boolean): void;
  /** Drops every tab and the persisted copy (logout: the next user starts afresh). */
  reset(): void;
}

export const TABS_STORAGE_KEY = 'sc-tabs';

/** Keys of the views kept mounted: every tab without noCache. */
export const cachedKeysOf = (state: TabState): string[] => state.views.filter((v) => !v.noCache).map((v) => v.key);

/**
 * Query parameters that are a list page's view state (filters `f.<field>`, `page`, `size`,
 * `sort`), not its identity: filtering a list must not open a second tab of the same list.
 * @example
 * isListStateParam('f.name') // true
 * isListStateParam('id') // false
 */
export const isListStateParam = (name: string): boolean => /^(page|size|sort|f\..+)$/.test(name);

/**
 * The tab key of a location: the pathname and the query without list-state parameters.
 * @example
 * tabKeyOf('/system/user', '?page=2&id=7') // '/system/user?id=7'
 */
export function tabKeyOf(pathname: string, search = ''): string {
  if (!search || search === '?') return pathname;
  const params = new URLSearchParams(search);
  for (const name of [...params.keys()]) if (isListStateParam(name)) params.delete(name);
  const rest = params.toString();
  return `${pathname}${rest ? `?${rest}` : ''}`;
}

/**
 * Where going back to a tab leads: its last full location.
 * @example
 * navigate(hrefOf(view)); // back to the tab's last full URL, filters included
 */
export const hrefOf = (view: TabView): string => view.href ?? view.key;

const isInternalPath = (v: unknown): v is string => typeof v === 'string' && v.startsWith('/') && !v.startsWith('//');

function isTabView(v: unknown): v is TabView {
  return isRecord(v) && isInternalPath(v.key) && isInternalPath(v.path) && typeof v.title === 'string'
    && (v.href === undefined || isInternalPath(v.href));
}

/**
 * The tabs of the last visit: an array of views, each of the right shape (anything else is dropped:
 * not JSON, `null`, an object, views with missing or mistyped fields). Only a real `true` marks a tab
 * affix or noCache, so a stored `"affix": "no"` cannot make a tab unclosable.
 */
function load(): TabView[] {
  const parsed = readJson('session', TABS_STORAGE_KEY);
  const views = Array.isArray(parsed) ? parsed.filter(isTabView) : [];
  return views.filter((v, i) => views.findIndex((w) => w.key === v.key) === i)
    .map(({ key, path, title, affix, noCache, href }) => ({
      key, path, title, ...(affix === true ? { affix } : {}), ...(noCache === true ? { noCache } : {}),
      ...(href && href !== key ? { href } : {}),
    }));
}

/**
 * A store made on first use. The tabs are read from sessionStorage only when something uses them
 * (the console's tab strip and views, an unsaved form): a page mounted alone never does, and the
 * first touch of sessionStorage blocks on the browser for several milliseconds.
 */
function lazyStore<T>(make: () => Store<T>): Store<T> {
  let store: Store<T> | null = null;
  const get = () => (store ??= make());
  return {
    getState: () => get().getState(),
    setState: (next) => get().setState(next),
    subscribe: (listener) => get().subscribe(listener),
  };
}

/**
 * @example
 * const tabs = createTabStore({ confirmDiscard: () => notify.confirm({ title, message }) });
 * tabs.open({ key: '/platform/user', path: '/platform/user', title: 'route.user' });
 */
export function createTabStore(options: { confirmDiscard: () => Promise<boolean>; persist?: boolean }): TabStore {
  const persist = options.persist ?? true;
  const store = lazyStore(() => {
    const inner = createStore<TabState>({ views: persist ? load() : [], activeKey: null, nonces: {}, dirty: [] });
    let saved = inner.getState().views;
    inner.subscribe(() => {
      const { views } = inner.getState();
      if (!persist || views === saved) return;
      saved = views;
      writeItem('session', TABS_STORAGE_KEY, JSON.stringify(views));
    });
    return inner;
  });

  const confirmDiscard = async (keys?: readonly string[]) => {
    const { dirty } = store.getState();
    const risky = keys ? dirty.filter((k) => keys.includes(k)) : dirty;
    return risky.length === 0 || options.confirmDiscard();
  };

  /** Removes `remove` keys; reports where to go when the active tab went away. */
  const removeKeys = (remove: readonly string[]): CloseResult => {
    const { views, activeKey, nonces, dirty } = store.getState();
    const gone = new Set(remove);
    const left = views.filter((v) => !gone.has(v.key));
    const nextNonces = { ...nonces };
    for (const k of gone) delete nextNonces[k];
    const activeGone = activeKey !== null && gone.has(activeKey);
    const last = left[left.length - 1];
    store.setState({ views: left, activeKey: activeGone ? null : activeKey, nonces: nextNonces, dirty: dirty.filter((k) => !gone.has(k)) });
    return { closed: true, navigateTo: activeGone ? (last ? hrefOf(last) : '/') : null };
  };

  const notClosed: CloseResult = { closed: false, navigateTo: null };

  return {
    ...store,
    open(view) {
      store.setState((s) => {
        const existing = s.views.find((v) => v.key === view.key);
        if (existing) {
          const sameTitle = !view.title || existing.title === view.title;
          const sameHref = hrefOf(existing) === hrefOf(view);
          if (sameTitle && sameHref && s.activeKey === view.key) return s;
          const { href: _old, ...base } = existing;
          const updated: TabView = { ...base, title: sameTitle ? existing.title : view.title, ...(view.href && view.href !== view.key ? { href: view.href } : {}) };
          const views = sameTitle && sameHref ? s.views : s.views.map((v) => (v.key === view.key ? updated : v));
          return { ...s, views, activeKey: view.key };
        }
        const { href, ...fresh } = view;
        return { ...s, views: [...s.views, href && href !== view.key ? view : fresh], activeKey: view.key };
      });
    },
    setActive(key) {
      store.setState((s) => (s.activeKey === key ? s : { ...s, activeKey: key }));
    },
    async close(key) {
      const view = store.getState().views.find((v) => v.key === key);
      if (!view || view.affix) return notClosed;
      if (!(await confirmDiscard([key]))) return notClosed;
      return removeKeys([key]);
    },
    async closeOthers(key) {
      const doomed = store.getState().views.filter((v) => !v.affix && v.key !== key).map((v) => v.key);
      if (!(await confirmDiscard(doomed))) return notClosed;
      const result = removeKeys(doomed);
      const kept = store.getState().views.find((v) => v.key === key);
      return { closed: true, navigateTo: kept && store.getState().activeKey !== key ? hrefOf(kept) : result.navigateTo };
    },
    async closeAll() {
      const doomed = store.getState().views.filter((v) => !v.affix).map((v) => v.key);
      if (!(await confirmDiscard(doomed))) return notClosed;
      const result = removeKeys(doomed);
      const affix = store.getState().views.filter((v) => v.affix);
      return { closed: true, navigateTo: result.navigateTo && (affix[affix.length - 1]?.key ?? '/') };
    },
    refresh(key) {
      store.setState((s) => ({
        ...s,
        nonces: { ...s.nonces, [key]: (s.nonces[key] ?? 0) + 1 },
        dirty: s.dirty.filter((k) => k !== key),
      }));
    },
    refreshAll() {
      store.setState((s) => {
        const nonces = { ...s.nonces };
        for (const v of s.views) nonces[v.key] = (nonces[v.key] ?? 0) + 1;
        return { ...s, nonces, dirty: [] };
      });
    },
    setDirty(key, dirty) {
      store.setState((s) => {
        const has = s.dirty.includes(key);
        if (has === dirty) return s;
        return { ...s, dirty: dirty ? [...s.dirty, key] : s.dirty.filter((k) => k !== key) };
      });
    },
    confirmDiscard,
    initAffix(affix) {
      store.setState((s) => {
        const keys = new Set(affix.map((v) => v.key));
        const rest = s.views.filter((v) => !keys.has(v.key));
        const views = [...affix.map((v) => ({ ...v, affix: true })), ...rest];
        const same = views.length === s.views.length && views.every((v, i) => {
          const o = s.views[i]!;
          return o.key === v.key && o.affix === v.affix && o.title === v.title;
        });
        return same ? s : { ...s, views };
      });
    },
    prune(keep) {
      const doomed = store.getState().views.filter((v) => !keep(v)).map((v) => v.key);
      if (doomed.length) removeKeys(doomed);
    },
    reset() {
      store.setState({ views: [], activeKey: null, nonces: {}, dirty: [] });
      if (persist) writeItem('session', TABS_STORAGE_KEY, null);
    },
  };
}
