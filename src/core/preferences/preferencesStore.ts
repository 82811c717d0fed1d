/**
 * Per-browser preferences: locale, control size, theme, sidebar state and device mode.
 * Stored in localStorage (`sc-locale`, `sc-size`, `sc-theme`, and `sidebarStatus` as '1'/'0'
 * per 000 section 4); device mode follows matchMedia(max-width: 991px). A stored value of any other
 * shape (not JSON, wrong types, null, an array) is ignored and its default used.
 */
import { SOURCE_LOCALE, hasMessages, isLocale, loadMessages, type Locale } from '../../i18n';
import { MOBILE_BREAKPOINT_PX } from '../../utils/constants';
import { isRecord, readItem, readJson, writeItem } from '../session/storage';
import { createStore, type Store } from '../store';
import { resolveTheme } from '../theme';
import type { ControlSize, ThemeSettings } from '../types';
import { DEFAULT_SIZE, isControlSize } from './sizes';

/**
 * @example
 * const { size, setSize } = usePreferences();
 * <SegmentedControl value={size} onChange={(s) => void setSize(s)} />
 */
export type Device = 'desktop' | 'mobile';

export interface PreferencesState {
  readonly locale: Locale;
  readonly size: ControlSize;
  readonly theme: ThemeSettings;
  readonly sidebarOpened: boolean;
  readonly device: Device;
}

export const LOCALE_KEY = 'sc-locale';
export const SIZE_KEY = 'sc-size';
export const THEME_KEY = 'sc-theme';
export const SIDEBAR_KEY = 'sidebarStatus';
/** 000 section 9: below 992 px the layout is mobile. */
export const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;

export interface PreferencesStore extends Store<PreferencesState> {
  /**
   * Switches (and remembers) the locale once its messages are loaded; until then, and when the
   * load fails, the current locale stays, so no text ever shows as a raw key. The last call wins.
   */
  setLocale(locale: Locale): Promise<void>;
  /**
   * Settles when the starting locale (prop or stored choice) is in place; null when it was at once
   * (zh-CN, or a catalogue loaded before). Until then `locale` is zh-CN.
   */
  readonly initialLocale: Promise<void> | null;
  setSize(size: ControlSize): void;
  setTheme(theme: Partial<ThemeSettings>): void;
  toggleSidebar(): void;
  closeSidebar(): void;
  setDevice(device: Device): void;
  /** Follows the viewport width; returns the unsubscribe. */
  watchDevice(): () => void;
}

export interface PreferenceDefaults {
  readonly locale?: Locale;
  readonly size?: ControlSize;
  readonly theme?: Partial<ThemeSettings>;
}

function mediaQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(MOBILE_QUERY) : null;
}

/** The stored theme's valid fields only: `{"primary": 7}` keeps no primary, `[...]` or `null` nothing. */
function storedTheme(): Partial<ThemeSettings> {
  const v = readJson('local', THEME_KEY);
  if (!isRecord(v)) return {};
  const theme: { primary?: string; sidebar?: ThemeSettings['sidebar'] } = {};
  if (typeof v.primary === 'string') theme.primary = v.primary;
  if (v.sidebar === 'dark' || v.sidebar === 'green') theme.sidebar = v.sidebar;
  return theme;
}

/** '0' closed, '1' open (000 section 4); anything else is the default, open. */
const storedSidebarOpened = (): boolean => readItem('local', SIDEBAR_KEY) !== '0';

/**
 * Initial values: a host's prop wins (it embeds us and decides), then the stored choice, then
 * the defaults (zh-CN, medium, #409EFF with the green sidebar, sidebar open).
 * @example
 * const prefs = createPreferencesStore({ locale: 'en' });
 * prefs.toggleSidebar(); localStorage.getItem('sidebarStatus') // '0'
 */
export function createPreferencesStore(defaults: PreferenceDefaults = {}): PreferencesStore {
  const stored = isLocale(defaults.locale) ? defaults.locale : readItem('local', LOCALE_KEY);
  const locale: Locale = isLocale(stored) ? stored : SOURCE_LOCALE;
  const size = isControlSize(defaults.size) ? defaults.size : readItem('local', SIZE_KEY);
  const device: Device = mediaQuery()?.matches ? 'mobile' : 'desktop';
  const store = createStore<PreferencesState>({
    // en and es are loaded on demand: start in zh-CN and switch once the catalogue is in.
    locale: hasMessages(locale) ? locale : SOURCE_LOCALE,
    size: isControlSize(size) ? size : DEFAULT_SIZE,
    theme: resolveTheme({ ...storedTheme(), ...(isRecord(defaults.theme) ? defaults.theme : {}) }),
    // Mobile starts with the drawer closed; desktop remembers the last state (default open).
    sidebarOpened: device === 'mobile' ? false : storedSidebarOpened(),
    device,
  });
  const patch = (p: Partial<PreferencesState>) => store.setState((s) => {
    const changed = (Object.keys(p) as (keyof PreferencesState)[]).some((k) => p[k] !== s[k]);
    return changed ? { ...s, ...p } : s;
  });
  const setSidebar = (opened: boolean) => {
    // The drawer of the mobile layout is transient; only the desktop choice is remembered.
    if (store.getState().device === 'desktop') writeItem('local', SIDEBAR_KEY, opened ? '1' : '0');
    patch({ sidebarOpened: opened });
  };
  const setDevice = (next: Device) => {
    if (next === store.getState().device) return;
    patch({ device: next, sidebarOpened: next === 'mobile' ? false : storedSidebarOpened() });
  };
  let wanted: Locale = locale;
  const switchLocale = (next: Locale, remember: boolean): Promise<void> => {
    wanted = next;
    const apply = () => {
      if (wanted !== next) return; // a later choice won while this one was loading
      if (remember) writeItem('local', LOCALE_KEY, next);
      patch({ locale: next });
    };
    if (hasMessages(next)) {
      apply();
      return Promise.resolve();
    }
    // A failed load keeps the current locale (the next choice tries again).
    return loadMessages(next).then(apply, () => {});
  };
  const initialLocale = hasMessages(locale) ? null : switchLocale(locale, false);
  return {
    ...store,
    setLocale(next) {
      if (!isLocale(next)) return Promise.resolve();
      return switchLocale(next, true);
    },
    initialLocale,
    setSize(next) {
      if (!isControlSize(next)) return;
      writeItem('local', SIZE_KEY, next);
      patch({ size: next });
    },
    setTheme(next) {
      const theme = resolveTheme({ ...store.getState().theme, ...next });
      writeItem('local', THEME_KEY, JSON.stringify(theme));
      const cur = store.getState().theme;
      if (cur.primary !== theme.primary || cur.sidebar !== theme.sidebar) patch({ theme });
    },
    toggleSidebar: () => setSidebar(!store.getState().sidebarOpened),
    closeSidebar: () => setSidebar(false),
    setDevice,
    watchDevice() {
      const mq = mediaQuery();
      if (!mq) return () => {};
      const onChange = () => setDevice(mq.matches ? 'mobile' : 'desktop');
      onChange();
      mq.addEventListener?.('change', onChange);
      return () => mq.removeEventListener?.('change', onChange);
    },
  };
}
