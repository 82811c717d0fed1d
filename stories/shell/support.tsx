/**
 * What the shell stories share: a provider frame (AdminProvider inside a MemoryRouter, with a
 * stored demo user and a clean browser state, so each story starts the same), the API base that
 * answers nothing (no mocked fetch: calls fail, stories show the real error states), and a
 * probe that prints the router location.
 */
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AdminProvider, useTabs } from '../../src/core';
import type { AdminProviderProps, StoredUser, TabView } from '../../src/core';
import { FIXTURE_TITLES } from '../../src/core/testing/fixtureTitles';
import { addMessages } from '../../src/i18n';
import { Notices } from '../../src/shell';
import { preferencesKey, useStoryPreferences } from '../support/storyGlobals';

// The titles of the demo tabs and routes below (the console's route table adds them in the console; a shell story
// showing a tab strip or a breadcrumb alone has no table).
addMessages(FIXTURE_TITLES);

/** An API base nobody answers: port 1 is refused by Chromium at once (ERR_UNSAFE_PORT). */
export const NO_API = 'http://127.0.0.1:1/super_cloud/api';

export const DEMO_USER: StoredUser = {
  id: 1, userName: 'admin', userToken: 'story-token', token: 'story-token', realName: '系统管理员', userType: -1, companyId: null,
};

const KEYS = {
  local: ['sc-admin-user', 'sc-theme', 'sc-size', 'sc-locale', 'sidebarStatus', 'sc-latest-path'],
  session: ['sc-tabs', 'roles', 'extToken', 'extType'],
};

/** Forgets what earlier stories left in storage, then stores `user` (null: logged out) and `tabs`. */
export function resetBrowserState(user: StoredUser | null, tabs: readonly TabView[] = []): void {
  for (const k of KEYS.local) localStorage.removeItem(k);
  for (const k of KEYS.session) sessionStorage.removeItem(k);
  if (user) localStorage.setItem('sc-admin-user', JSON.stringify(user));
  if (tabs.length) sessionStorage.setItem('sc-tabs', JSON.stringify(tabs));
}

export interface ShellFrameProps extends Partial<Omit<AdminProviderProps, 'children'>> {
  /** Initial router location (default /dashboard). */
  path?: string;
  /** Stored user; null for a logged-out browser (default: the demo administrator). */
  user?: StoredUser | null;
  /** Tabs already open (sessionStorage `sc-tabs`). */
  tabs?: readonly TabView[];
  /** Render core's notices (toasts, confirms); default true. */
  notices?: boolean;
  children?: ReactNode;
}

/**
 * @example
 * <ShellFrame path="/platform/user"><Sidebar routes={consoleRoutes} /></ShellFrame>
 */
export function ShellFrame({ path = '/dashboard', user = DEMO_USER, tabs, notices = true, children, apiBase = NO_API, permissions, ...props }: ShellFrameProps) {
  // Runs before AdminProvider creates its stores (a parent renders before its children).
  useState(() => resetBrowserState(user, tabs));
  // The toolbar's locale, colour and size, unless the story sets its own.
  const prefs = useStoryPreferences();
  const locale = props.locale ?? prefs.locale;
  const theme = { primary: prefs.primary, ...props.theme };
  const size = props.size ?? prefs.size;
  return (
    <MemoryRouter initialEntries={[path]}>
      <AdminProvider
        key={preferencesKey({ locale, primary: theme.primary, size })}
        apiBase={apiBase} permissions={permissions ?? (user ? ['admin'] : undefined)} {...props} locale={locale} theme={theme} size={size}
      >
        {children}
        {notices ? <Notices /> : null}
      </AdminProvider>
    </MemoryRouter>
  );
}

/** Prints the current router location, so a play function can check where a click led. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location" style={{ display: 'block', marginTop: 8, fontSize: 12, color: '#606266' }}>{pathname}{search}</output>;
}

/** Opens tabs the way navigation would (the strip alone has no router view to do it). */
export function OpenTabs({ views }: { views: readonly TabView[] }) {
  const { open } = useTabs();
  useEffect(() => { for (const v of views) open(v); }, [open, views]);
  return null;
}

export const HOME_TAB: TabView = { key: '/dashboard', path: '/dashboard', title: 'route.dashboard', affix: true };
export const DEMO_TABS: readonly TabView[] = [
  HOME_TAB,
  { key: '/platform/user', path: '/platform/user', title: 'route.user' },
  { key: '/platform/role', path: '/platform/role', title: 'route.role' },
  { key: '/organisation/build/index', path: '/organisation/build/index', title: 'route.build' },
];
