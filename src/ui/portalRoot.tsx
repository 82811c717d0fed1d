/**
 * Where floating layers go, without floating-ui: the portal-root context (shared with popper.tsx)
 * and a plain `createPortal` layer for fixed-position surfaces that need no positioning or focus
 * management (the toast stack), so the first page does not download floating-ui for them.
 */
import { createContext, useContext, useLayoutEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';

export const PortalRootContext = createContext<HTMLElement | null>(null);

/**
 * Theme variables live on the AdminProvider root (`[data-admin-root]`), so floating layers are
 * portalled inside it to inherit them. Read lazily: it is resolved in a layout effect, after the
 * provider's element is in the document even on the very first render.
 */
export const themedRoot = {
  get current() {
    return typeof document === 'undefined' ? null : document.querySelector<HTMLElement>('[data-admin-root]');
  },
};

/**
 * Chooses where floating layers (dialogs, menus, toasts) are portalled; default: the first
 * `[data-admin-root]` element, else `document.body`.
 * @example
 * <PortalRootProvider root={shadowHost}><App /></PortalRootProvider>
 */
export function PortalRootProvider({ root, children }: { root: HTMLElement | null; children?: ReactNode }) {
  return <PortalRootContext.Provider value={root}>{children}</PortalRootContext.Provider>;
}

/**
 * Portals its children to the same root as `Portal`, with React's own `createPortal`: for fixed
 * layers that float over everything and need no anchoring (toasts).
 * @example
 * <FixedLayer><Stack>{toasts}</Stack></FixedLayer>
 */
export function FixedLayer({ children }: { children?: ReactNode }) {
  const explicit = useContext(PortalRootContext);
  const [root, setRoot] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    setRoot(explicit ?? themedRoot.current ?? document.body);
  }, [explicit]);
  return root ? createPortal(children, root) : null;
}
