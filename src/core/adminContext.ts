/**
 * The context AdminProvider fills: the API client, the service and link configuration, and the
 * per-provider stores (session, tabs, notices, error log, preferences, read cache). Two providers on one
 * page share nothing.
 */
import { createContext, useContext, useMemo } from 'react';
import type { ApiClient } from '../api/types';
import type { Locale, Translator } from '../i18n';
import type { ErrorLogStore } from './errorLog';
import type { NotifyStore } from './notify/notifyStore';
import type { PreferencesStore } from './preferences/preferencesStore';
import type { QueryStore } from './query/createQueryStore';
import type { SessionStore } from './session/sessionStore';
import type { TabStore } from './tabs/tabStore';
import type { ServiceKind } from './types';

/**
 * @example
 * const { api } = useAdmin();
 * const { data } = await api.POST('/organisation/household/list', { body: { pageNum: 1, pageSize: 10 } });
 */
export interface AdminConfig {
  /** The client every screen calls through (toasts and the 401 dialog wired in). */
  readonly api: ApiClient;
  readonly apiBase: string;
  /** Base URL per embedded-page service kind. */
  readonly services: Readonly<Partial<Record<ServiceKind, string>>>;
  /** External link targets by key (mail, smartPassage, questionnaire, inspection, onlineMall). */
  readonly externalLinks: Readonly<Record<string, string>>;
  /** Origins to which the user token may be appended. */
  readonly trustedHosts: readonly string[];
}

export interface AdminInternals extends AdminConfig {
  /** Same transport without toasts or the 401 dialog, for background polls. */
  readonly quietApi: ApiClient;
  /** Router basename ('' when none). */
  readonly basename: string;
  readonly session: SessionStore;
  readonly tabs: TabStore;
  readonly notify: NotifyStore;
  readonly errorLog: ErrorLogStore;
  readonly prefs: PreferencesStore;
  /** The read cache of the resource hooks (invalidated after writes, emptied on logout). */
  readonly queries: QueryStore;
  /** The translator of a locale with this provider's `messages` applied (other providers keep theirs). */
  readonly translate: (locale: Locale) => Translator;
}

export const AdminContext = createContext<AdminInternals | null>(null);
AdminContext.displayName = 'AdminContext';

/** Everything the provider holds; throws outside `<AdminProvider>`. For core's own hooks. */
export function useAdminInternals(): AdminInternals {
  const value = useContext(AdminContext);
  if (!value) throw new Error('This hook must be used inside <AdminProvider>.');
  return value;
}

/**
 * The API client and configuration of the enclosing `<AdminProvider>`.
 * @example
 * const { api } = useAdmin();
 * const { data } = await api.POST('/organisation/household/list', { body: { pageNum: 1, pageSize: 10 } });
 */
export function useAdmin(): AdminConfig {
  const { api, apiBase, services, externalLinks, trustedHosts } = useAdminInternals();
  return useMemo(() => ({ api, apiBase, services, externalLinks, trustedHosts }), [api, apiBase, services, externalLinks, trustedHosts]);
}
