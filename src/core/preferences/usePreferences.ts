/** Locale, size, theme and sidebar preferences, with the confirmations and notices around them. */
import { useMemo } from 'react';
import type { Locale } from '../../i18n';
import { useAdminInternals } from '../adminContext';
import { useStore } from '../store';
import type { ControlSize, ThemeSettings } from '../types';
import type { Device } from './preferencesStore';

/**
 * @example
 * const { size, setSize } = usePreferences();
 * <SegmentedControl value={size} onChange={(s) => void setSize(s)} />
 */
export interface PreferencesApi {
  readonly locale: Locale;
  /**
   * Asks before discarding unsaved tabs, loads the language's messages, then switches and remounts
   * the views; false when declined (or when the messages could not be loaded).
   */
  setLocale(locale: Locale): Promise<boolean>;
  readonly size: ControlSize;
  /** Same confirmation; remounts the views and shows 'Switch Size Success'. */
  setSize(size: ControlSize): Promise<boolean>;
  readonly theme: ThemeSettings;
  /** Recolours at run time (CSS variables) and shows '换肤成功'. */
  setTheme(theme: Partial<ThemeSettings>): void;
  readonly sidebarOpened: boolean;
  toggleSidebar(): void;
  closeSidebar(): void;
  readonly device: Device;
}

/**
 * @example
 * const { size, setSize } = usePreferences();
 * <SegmentedControl value={size} onChange={(s) => void setSize(s)} />
 */
export function usePreferences(): PreferencesApi {
  const { prefs, tabs, notify, translate } = useAdminInternals();
  const state = useStore(prefs);
  return useMemo(() => ({
    ...state,
    async setLocale(locale) {
      if (locale === prefs.getState().locale) return true;
      if (!(await tabs.confirmDiscard())) return false;
      await prefs.setLocale(locale);
      if (prefs.getState().locale !== locale) return false;
      tabs.refreshAll();
      return true;
    },
    async setSize(size) {
      if (size === prefs.getState().size) return true;
      if (!(await tabs.confirmDiscard())) return false;
      prefs.setSize(size);
      tabs.refreshAll();
      notify.show('success', translate(prefs.getState().locale)('toast.sizeSwitched'));
      return true;
    },
    setTheme(theme) {
      prefs.setTheme(theme);
      notify.show('success', translate(prefs.getState().locale)('toast.themeChanged'));
    },
    toggleSidebar: prefs.toggleSidebar,
    closeSidebar: prefs.closeSidebar,
  }), [state, prefs, tabs, notify, translate]);
}
