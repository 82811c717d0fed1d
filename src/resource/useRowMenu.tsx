import { Suspense, useState, useSyncExternalStore, type ReactNode } from 'react';
import { lazyNamed } from '../ui';

/**
 * One thing a row offers: its button, or its entry under 更多.
 * @example
 * const actions = rowActionList({ resource, row, transitions, onTransition, allowed, onDetail }, texts);
 */
export interface RowAction {
  readonly key: string;
  readonly label: string;
  readonly danger?: boolean;
  readonly run: () => void;
}

/**
 * Opens the list's one 更多 menu next to a row's button. Stable for the list's life.
 * @example
 * const menu = useRowMenu();
 * <ResourceTable rowActions={(row) => rowActionsOf({ ...props, row, menu: menu.handle }, texts)} />
 * {menu.layer}
 */
export interface RowMenuHandle {
  open(anchor: HTMLElement, actions: readonly RowAction[], label: string): void;
  /** Starts the menu's download (pointing at or focusing a 更多 button). */
  preload(): void;
}

interface MenuState {
  readonly anchor: HTMLElement;
  readonly actions: readonly RowAction[];
  readonly label: string;
}

// The menu (and floating-ui, which positions it) loads when a 更多 button is first pointed at or
// focused: a list's first view downloads none of it.
const RowMenu = lazyNamed(() => import('./RowMenu'), 'RowMenu');

function createMenuStore() {
  let state: MenuState | null = null;
  const listeners = new Set<() => void>();
  const set = (next: MenuState | null) => { state = next; for (const l of listeners) l(); };
  const handle: RowMenuHandle = {
    open: (anchor, actions, label) => { RowMenu.preload(); set({ anchor, actions, label }); },
    preload: () => RowMenu.preload(),
  };
  return {
    handle,
    close: () => set(null),
    get: () => state,
    subscribe: (l: () => void) => { listeners.add(l); return () => { listeners.delete(l); }; },
  };
}
type MenuStore = ReturnType<typeof createMenuStore>;

// Its own component: opening the menu draws the menu, not the list.
function RowMenuLayer({ store }: { store: MenuStore }) {
  const state = useSyncExternalStore(store.subscribe, store.get, store.get);
  if (!state) return null;
  return <Suspense fallback={null}><RowMenu {...state} onClose={store.close} /></Suspense>;
}

/**
 * One 更多 menu for all the rows of a list: `handle` goes to `rowActionsOf` (each row's 更多
 * button opens the menu with that row's remaining actions), `layer` is rendered once by the list.
 * @example
 * const menu = useRowMenu();
 * <ResourceTable rowActions={(row) => rowActionsOf({ ...props, row, menu: menu.handle }, texts)} />
 * {menu.layer}
 */
export function useRowMenu(): { handle: RowMenuHandle; layer: ReactNode } {
  const [store] = useState(createMenuStore);
  return { handle: store.handle, layer: <RowMenuLayer store={store} /> };
}
