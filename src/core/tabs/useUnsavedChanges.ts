/** Marks the calling page's tab as holding unsaved input, so closing it asks first. */
import { useEffect } from 'react';
import { useAdminInternals } from '../adminContext';
import { useTabKey } from './TabKeyContext';

/** Asks before the page is left (reload, window close) while `dirty`. */
function useBeforeUnload(dirty: boolean): void {
  useEffect(() => {
    if (!dirty || typeof window === 'undefined') return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Chrome still needs returnValue set for the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
}

/**
 * While `dirty` is true the tab asks before it is closed (or before close others / close all,
 * a size or language switch), and leaving the page (reload, close window) asks too.
 *
 * The flag is not cleared when the effect is torn down: a hidden tab (`<Activity mode="hidden">`)
 * tears its effects down but keeps its input, and must still count as dirty. It ends when the
 * page reports `false`, or when the tab is closed or refreshed.
 * @example
 * const [draft, setDraft] = useState('');
 * useUnsavedChanges(draft !== saved);
 */
export function useUnsavedChanges(dirty: boolean): void {
  const { tabs } = useAdminInternals();
  const key = useTabKey();
  useEffect(() => {
    if (key) tabs.setDirty(key, dirty);
  }, [tabs, key, dirty]);
  // Inside a tab the provider's own beforeunload guard covers every dirty tab, hidden ones too.
  useBeforeUnload(dirty && !key);
}
