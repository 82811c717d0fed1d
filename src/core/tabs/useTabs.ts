/** The tab strip's state and actions; closing the active tab navigates to a neighbour. */
import { useCallback, useMemo } from 'react';
import { useInRouterContext, useNavigate, type NavigateFunction } from 'react-router-dom';
import { useAdminInternals } from '../adminContext';
import { useStore } from '../store';
import { cachedKeysOf, type CloseResult, type TabView } from './tabStore';

/**
 * @example
 * const { views, activeKey, close, refresh } = useTabs();
 * views.map((v) => <TabChip key={v.key} active={v.key === activeKey} onClose={() => close(v.key)}>{t(v.title)}</TabChip>)
 */
export interface TabsApi {
  readonly views: readonly TabView[];
  readonly activeKey: string | null;
  /** Keys of the views kept mounted (every tab without noCache). */
  readonly cachedKeys: readonly string[];
  /** Keys of tabs with unsaved input. */
  readonly dirtyKeys: readonly string[];
  open(view: TabView): void;
  /** Affix tabs never close; a dirty tab asks first. Resolves false when nothing closed. */
  close(key: string): Promise<boolean>;
  closeOthers(key: string): Promise<boolean>;
  closeAll(): Promise<boolean>;
  /** Remounts exactly this tab's view. */
  refresh(key: string): void;
  refreshNonce(key: string): number;
}

function useOptionalNavigate(): NavigateFunction | null {
  const inRouter = useInRouterContext();
  // The hook order is stable for a given mount: a component is either inside a router or not.
  // eslint-disable-next-line react-hooks/rules-of-hooks -- stable per mount, as said above
  return inRouter ? useNavigate() : null;
}

/**
 * @example
 * const { views, activeKey, close, refresh } = useTabs();
 * views.map((v) => <TabChip key={v.key} active={v.key === activeKey} onClose={() => close(v.key)}>{t(v.title)}</TabChip>)
 */
export function useTabs(): TabsApi {
  const { tabs } = useAdminInternals();
  const state = useStore(tabs);
  const navigate = useOptionalNavigate();
  const follow = useCallback((result: CloseResult) => {
    if (result.navigateTo && navigate) navigate(result.navigateTo);
    return result.closed;
  }, [navigate]);
  const cachedKeys = useMemo(() => cachedKeysOf(state), [state]);
  return useMemo(() => ({
    views: state.views,
    activeKey: state.activeKey,
    cachedKeys,
    dirtyKeys: state.dirty,
    open: tabs.open,
    close: (key) => tabs.close(key).then(follow),
    closeOthers: (key) => tabs.closeOthers(key).then(follow),
    closeAll: () => tabs.closeAll().then(follow),
    refresh: tabs.refresh,
    refreshNonce: (key) => state.nonces[key] ?? 0,
  }), [state, cachedKeys, tabs, follow]);
}
