/**
 * The root of the admin kit: API client (toasts and the 401 dialog wired in), the read cache,
 * session, tabs, notices, error log, preferences, the router when the host has none, and the
 * theme and size as CSS custom properties on a `data-admin-root` element.
 */
import { createContext, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore, type CSSProperties, type ReactNode } from 'react';
import { BrowserRouter, useInRouterContext } from 'react-router-dom';
import { createApiClient } from '../api/createApiClient';
import { AdminContext, type AdminInternals } from './adminContext';
import { createErrorLogStore } from './errorLog';
import { createApiHandlers } from './notify/apiHandlers';
import { createNotifyStore, type NotifyStore } from './notify/notifyStore';
import { createPreferencesStore, type PreferencesStore } from './preferences/preferencesStore';
import { createTranslators } from './preferences/useT';
import { registerLocale, type LocaleDefinition, type MessageOverrides } from '../i18n';
import { createQueryStore } from './query/createQueryStore';
import { createSessionStore } from './session/sessionStore';
import { USER_KEY } from './session/storage';
import { useStore } from './store';
import { createTabStore, type TabStore } from './tabs/tabStore';
import { themeVariables } from './themeVariables';
import { hostTokensKey } from './themeTokens';
import type { ThemeTokensInput } from './themeTokens';
import type { AdminProviderProps, ThemeSettings } from './types';

/** The provider's root element, followed by `useAdminRoot` callers only. */
interface RootElementStore {
  get(): HTMLElement | null;
  set(element: HTMLElement | null): void;
  subscribe(onChange: () => void): () => void;
}

function createRootElementStore(): RootElementStore {
  let element: HTMLElement | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => element,
    set(next) {
      if (next === element) return;
      element = next;
      for (const listener of listeners) listener();
    },
    subscribe(onChange) {
      listeners.add(onChange);
      return () => { listeners.delete(onChange); };
    },
  };
}

const RootElementContext = createContext<RootElementStore | null>(null);
const NO_ROOT = () => null;
const NO_SUBSCRIPTION = () => () => undefined;

/**
 * The provider's root element (carries the theme variables): portal dialogs and menus into it
 * so they inherit the theme. Null until the provider has mounted.
 * @example
 * const root = useAdminRoot();
 * return root ? createPortal(<Panel />, root) : null;
 */
export function useAdminRoot(): HTMLElement | null {
  const store = useContext(RootElementContext);
  return useSyncExternalStore(store?.subscribe ?? NO_SUBSCRIPTION, store?.get ?? NO_ROOT, NO_ROOT);
}

const discardConfirm = (notify: NotifyStore, prefs: PreferencesStore, translate: () => AdminInternals['translate']) => () => {
  const t = translate()(prefs.getState().locale);
  return notify.confirm({
    title: t('dialog.discard.title'), message: t('dialog.discard.message'),
    confirmText: t('dialog.discard.confirm'), cancelText: t('dialog.discard.cancel'),
    tone: 'danger', dedupeKey: 'sc-discard',
  });
};

function ThemedRoot({ prefs, tokensKey, children }: { prefs: PreferencesStore; tokensKey: string; children: ReactNode }) {
  const { theme, size, locale, device, sidebarOpened } = useStore(prefs);
  // A store, not state: the element arrives during the first commit, and state would render the
  // whole provider again then (synchronously, running the page's mount effects before its first paint).
  const [root] = useState(createRootElementStore);
  // A stored (or host-given) en/es starts loading its messages: render nothing until they are in,
  // rather than a flash of zh-CN (a failed load settles too, and the console stays in zh-CN).
  const [ready, setReady] = useState(() => prefs.initialLocale === null);
  useEffect(() => {
    if (ready || !prefs.initialLocale) return;
    let live = true;
    void prefs.initialLocale.then(() => { if (live) setReady(true); });
    return () => { live = false; };
  }, [prefs, ready]);
  const style = useMemo(() => {
    const tokens = tokensKey ? (JSON.parse(tokensKey) as ThemeTokensInput) : undefined;
    const vars = themeVariables(theme, size, tokens);
    // The root's own font (what every part inherits), from the token table.
    return { ...vars, fontFamily: vars['--sc-font-family'], fontSize: vars['--sc-font-size'] } as CSSProperties;
  }, [theme, size, tokensKey]);
  return (
    <div
      ref={root.set}
      data-admin-root=""
      data-size={size}
      data-sidebar-theme={theme.sidebar}
      data-device={device}
      data-sidebar={sidebarOpened ? 'open' : 'closed'}
      lang={locale}
      aria-busy={ready ? undefined : true}
      style={style}
    >
      <RootElementContext.Provider value={root}>{ready ? children : null}</RootElementContext.Provider>
    </div>
  );
}

/** `AdminProvider`'s `locales`: each registered once for the page (a bad tag is reported, not thrown). */
function registerLocales(locales: AdminProviderProps['locales']): void {
  for (const [tag, def] of Object.entries(locales ?? {})) {
    try {
      registerLocale(tag, typeof def === 'function' || !('messages' in def) ? { messages: def as LocaleDefinition['messages'] } : def);
    } catch (error) {
      console.error(error);
    }
  }
}

const NO_CHANGES = () => () => undefined;
const IN_BROWSER = () => true;
const ON_SERVER = () => false;

/**
 * The host's router, else a browser router of our own. That one needs `window`: a server render
 * (Next.js prerender) and the hydration of its HTML draw no page, the first render after hydration
 * does (the page fetches its rows in the browser anyway). A plain client render starts at once.
 */
function MaybeRouter({ basename, children }: { basename?: string; children: ReactNode }) {
  const hosted = useInRouterContext();
  const browser = useSyncExternalStore(NO_CHANGES, IN_BROWSER, ON_SERVER);
  if (hosted) return <>{children}</>;
  if (!browser) return null;
  return <BrowserRouter basename={basename}>{children}</BrowserRouter>;
}

/**
 * @example
 * <AdminProvider apiBase="/super_cloud/api" basename="/super_cloud/admin"
 *   services={{ meetingRoom: 'https://meet.example.com/web' }} externalLinks={{ mail: 'https://mail.example.com/sso' }}>
 *   <AdminConsole />
 * </AdminProvider>
 */
export function AdminProvider(props: AdminProviderProps) {
  const { apiBase, token, permissions, locale, theme, size, services, externalLinks, trustedHosts, basename, children, fetch: fetchImpl, messages } = props;
  const profileTokenInQuery = props.profileTokenInQuery ?? false;
  // The host's callbacks as of the last render: changing them re-creates nothing.
  const callbacks = useRef(props);
  useEffect(() => { callbacks.current = props; });
  // The primary colour and sidebar go through the preferences (the user's picker may change them).
  const themeKey = theme ? JSON.stringify({ primary: theme.primary ?? theme.colors?.primary, sidebar: theme.sidebar }) : '';
  const messagesKey = messages ? JSON.stringify(messages) : '';
  const translate = useMemo(() => createTranslators(messagesKey ? (JSON.parse(messagesKey) as MessageOverrides) : undefined), [messagesKey]);
  const translateRef = useRef(translate);
  useEffect(() => { translateRef.current = translate; }, [translate]);
  const [notify] = useState(() => createNotifyStore());
  const [errorLog] = useState(() => createErrorLogStore());
  // Before the preferences: a `locale` naming one of these must be known when they start.
  useState(() => registerLocales(props.locales));
  const [prefs] = useState(() => createPreferencesStore({ locale, size, theme: themeKey ? (JSON.parse(themeKey) as ThemeSettings) : undefined }));
  const [tabs] = useState<TabStore>(() => createTabStore({ confirmDiscard: discardConfirm(notify, prefs, () => translateRef.current) }));
  // Only reads are retried (writes never): a flaky read may recover, a POST must not repeat.
  const [queries] = useState(() => createQueryStore({ retry: 1, staleTime: 10_000 }));
  // What the host last heard of (the starting values count as heard).
  const reported = useRef({ locale: prefs.getState().locale, theme: prefs.getState().theme });
  const permsKey = permissions ? JSON.stringify(permissions) : '';

  const core = useMemo(() => {
    const holder: { session?: ReturnType<typeof createSessionStore> } = {};
    const handlers = createApiHandlers({
      notify,
      t: () => translateRef.current(prefs.getState().locale),
      sessionActive: () => holder.session?.isActive() ?? false,
      relogin: () => {
        holder.session?.clear();
        const onExpired = callbacks.current.onSessionExpired;
        if (onExpired) onExpired();
        else window.location.reload();
      },
    });
    const getToken = () => holder.session?.token() ?? null;
    const transport = { ...(fetchImpl ? { fetch: fetchImpl } : {}), profileTokenInQuery };
    const api = createApiClient({ baseUrl: apiBase, getToken, onUnauthorized: handlers.onUnauthorized, onError: handlers.onError, ...transport });
    const quietApi = createApiClient({ baseUrl: apiBase, getToken, ...transport });
    const session = createSessionStore({
      api,
      hostToken: token ?? null,
      permissions: permsKey ? (JSON.parse(permsKey) as string[]) : null,
      onClear: () => {
        tabs.reset();
        queries.clear();
      },
    });
    holder.session = session;
    return { api, quietApi, session };
  }, [apiBase, token, permsKey, notify, prefs, tabs, queries, fetchImpl, profileTokenInQuery]);

  const linksKey = JSON.stringify(externalLinks ?? {});
  const servicesKey = JSON.stringify(services ?? {});
  const hostsKey = JSON.stringify(trustedHosts ?? []);
  const value = useMemo<AdminInternals>(() => {
    const links = JSON.parse(linksKey) as Record<string, string>;
    const hosts = JSON.parse(hostsKey) as string[];
    return {
      ...core,
      apiBase,
      services: JSON.parse(servicesKey) as AdminInternals['services'],
      externalLinks: links,
      // No list, no token: a link's host is not vouched for by being configured (issue 24).
      trustedHosts: hosts,
      basename: basename ?? '',
      tabs, notify, errorLog, prefs, queries, translate,
    };
  }, [core, apiBase, servicesKey, linksKey, hostsKey, basename, tabs, notify, errorLog, prefs, queries, translate]);

  // Host props that change later win over the user's stored choice.
  useEffect(() => { if (locale) void prefs.setLocale(locale); }, [locale, prefs]);
  useEffect(() => { if (size) prefs.setSize(size); }, [size, prefs]);
  const tokensKey = hostTokensKey(theme);
  useEffect(() => { if (themeKey) prefs.setTheme(JSON.parse(themeKey)); }, [themeKey, prefs]);
  useEffect(() => prefs.watchDevice(), [prefs]);
  useEffect(() => prefs.subscribe(() => {
    const { locale: nextLocale, theme: nextTheme } = prefs.getState();
    if (nextLocale !== reported.current.locale) callbacks.current.onLocaleChange?.(nextLocale);
    if (nextTheme !== reported.current.theme) callbacks.current.onThemeChange?.(nextTheme);
    reported.current = { locale: nextLocale, theme: nextTheme };
  }), [prefs]);

  useEffect(() => {
    // Logging out (or in) in another tab changes the shared user: follow it here.
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === USER_KEY) core.session.syncFromStorage();
    };
    // Any tab with unsaved input, hidden ones included, makes leaving the page ask first.
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (tabs.getState().dirty.length === 0) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('storage', onStorage);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      window.removeEventListener('storage', onStorage);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [core, tabs]);

  return (
    <AdminContext.Provider value={value}>
      <MaybeRouter basename={basename}>
        <ThemedRoot prefs={prefs} tokensKey={tokensKey}>{children}</ThemedRoot>
      </MaybeRouter>
    </AdminContext.Provider>
  );
}
