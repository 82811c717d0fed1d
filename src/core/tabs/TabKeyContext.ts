/**
 * The tab a page belongs to. The shell (or `<CachedViews>`) provides it around each cached
 * view, so `useUnsavedChanges` marks the right tab even while the page is hidden.
 */
import { createContext, useContext } from 'react';

/**
 * @example
 * <TabKeyContext.Provider value="/system/user"><UserPage /></TabKeyContext.Provider>
 */
export const TabKeyContext = createContext<string | null>(null);
TabKeyContext.displayName = 'TabKeyContext';

/**
 * The key of the tab rendering this component, or null outside a tab (standalone mount).
 * @example
 * const tabKey = useTabKey(); // the tab this view lives in, or null outside the tabs
 */
export function useTabKey(): string | null {
  return useContext(TabKeyContext);
}
