import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { AdminProvider } from '../AdminProvider';
import { useNotices } from '../notify/useNotify';
import { useSession } from '../session/useSession';
import { USER_KEY, LATEST_PATH_KEY } from '../session/storage';
import { startShellBackend, TOKEN, type ShellBackend } from '../testing/shellBackend';
import { useTabs } from '../tabs/useTabs';
import { useUnsavedChanges } from '../tabs/useUnsavedChanges';
import type { RouteEntry } from '../types';
import { GuardedRoutes } from './GuardedRoutes';
import { RouterView } from './RouterView';
import { useExternalLogin } from './ExternalLoginGate';

const routes: RouteEntry[] = [
  { path: '/dashboard', name: 'dashboard', title: 'route.dashboard', affix: true },
  { path: '/system', name: 'system', title: 'route.system', roles: ['system-monitoring'], children: [
    { path: '/system/operationLog', name: 'operationLog', title: 'route.operationLog', roles: ['system-monitoring'] },
  ] },
  { path: '/organisation', name: 'organisation', title: 'route.organisation', roles: ['space'], children: [
    { path: '/organisation/build/index', name: 'build', title: 'route.build', roles: ['space'] },
    { path: '/organisation/detail', name: 'detail', title: 'route.projectSpaceSet', roles: ['space'] },
    { path: '/organisation/edit', name: 'edit', title: 'route.addProduct', roles: ['space'], noCache: true, hidden: true },
  ] },
  { path: '/meetingRoom', name: 'meetingRoom', title: 'route.meetingRoom', roles: ['meetingRoom'], children: [
    { path: '/meetingRoom/room', name: 'meetingRoomManage', title: 'route.meetingRoomManage', roles: ['meetingRoom'] },
  ] },
];

let backend: ShellBackend;
beforeAll(async () => { backend = await startShellBackend(); });
afterAll(() => backend.close());
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  backend.requests.length = 0;
  backend.state.perms = ['space', 'meetingRoom'];
});

const nav: { current: NavigateFunction | null } = { current: null };

function Page({ name }: { name: string }) {
  const [text, setText] = useState('');
  const { search } = useLocation();
  useUnsavedChanges(text !== '');
  return (
    <section aria-label={name}>
      <span data-testid={`search-${name}`}>{search}</span>
      <input aria-label={`input-${name}`} value={text} onChange={(e) => setText(e.target.value)} />
    </section>
  );
}

function Layout() {
  nav.current = useNavigate();
  const { pathname, search } = useLocation();
  const { views, close, refresh } = useTabs();
  const { confirms, toasts, settle } = useNotices();
  return (
    <div>
      <span data-testid="location">{pathname}{search}</span>
      <span data-testid="tabs">{views.map((v) => v.key).join(',')}</span>
      <span data-testid="toasts">{toasts.map((x) => x.message).join('|')}</span>
      {views.map((v) => <button type="button" key={v.key} onClick={() => void close(v.key)}>close {v.key}</button>)}
      <button type="button" onClick={() => refresh(`${pathname}${search}`)}>refresh</button>
      {confirms.map((c) => <button type="button" key={c.id} onClick={() => settle(c.id, true)}>confirm {c.title}</button>)}
      <main><RouterView /></main>
    </div>
  );
}

function LoginPage() {
  nav.current = useNavigate();
  const { search } = useLocation();
  const { login } = useSession();
  const [error, setError] = useState('');
  return (
    <div>
      <span data-testid="login">login{search}</span>
      <button type="button" onClick={() => login('admin', 'Admin123').catch((e: Error) => setError(e.message))}>log in</button>
      <span>{error}</span>
    </div>
  );
}

function ExternalLoginPage() {
  const { status, error } = useExternalLogin();
  return <span data-testid="external">{status}{error ? `: ${error.message}` : ''}</span>;
}

function Public({ label }: { label: string }) {
  nav.current = useNavigate();
  return <span data-testid="public">{label}</span>;
}

function renderConsole(path: string, props: { token?: string; permissions?: string[] } = {}) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminProvider apiBase={backend.apiBase} {...props}>
        <GuardedRoutes
          routes={routes}
          layout={<Layout />}
          renderView={(entry) => <Page name={entry.name} />}
          loading={<span data-testid="public">loading</span>}
          publicPages={{
            login: <LoginPage />, externalLogin: <ExternalLoginPage />,
            unauthorized: <Public label="401" />, notFound: <Public label="404" />,
          }}
        />
      </AdminProvider>
    </MemoryRouter>,
  );
}

const go = (to: string) => act(async () => { nav.current!(to); });
const text = (id: string) => screen.getByTestId(id).textContent;

describe('GuardedRoutes with a host token and fixed permissions', () => {
  const host = { token: 'host', permissions: ['space'] };

  test('/ goes to the affix home page, which becomes the first tab', async () => {
    renderConsole('/', host);
    await waitFor(() => expect(text('location')).toBe('/dashboard'));
    expect(screen.getByRole('region', { name: 'dashboard' })).toBeTruthy();
    expect(text('tabs')).toBe('/dashboard');
    expect(document.title).toBe('首页 - 消费中台管理系统');
  });

  test('forbidden pages go to /401, unknown paths to /404, groups to their first page', async () => {
    renderConsole('/system/operationLog', host);
    await waitFor(() => expect(text('public')).toBe('401'));
    await go('/no/such/page');
    await waitFor(() => expect(text('public')).toBe('404'));
    await go('/organisation');
    await waitFor(() => expect(text('location')).toBe('/organisation/build/index'));
    await go('/redirect/organisation/detail?id=3');
    await waitFor(() => expect(text('location')).toBe('/organisation/detail?id=3'));
  });

  test('keep-alive: input survives switching tabs, each tab sees its own query, refresh evicts one', async () => {
    renderConsole('/organisation/build/index', host);
    await waitFor(() => screen.getByLabelText('input-build'));
    fireEvent.change(screen.getByLabelText('input-build'), { target: { value: 'kept' } });
    await go('/organisation/detail?id=1');
    fireEvent.change(screen.getByLabelText('input-detail'), { target: { value: 'one' } });
    await go('/organisation/detail?id=2');
    await waitFor(() => expect(text('tabs')).toBe('/dashboard,/organisation/build/index,/organisation/detail?id=1,/organisation/detail?id=2'));
    const [first, second] = screen.getAllByTestId('search-detail');
    expect([first!.textContent, second!.textContent]).toEqual(['?id=1', '?id=2']);
    const inputs = screen.getAllByLabelText('input-detail') as HTMLInputElement[];
    expect(inputs.map((i) => i.value)).toEqual(['one', '']);
    await go('/organisation/build/index');
    expect((screen.getByLabelText('input-build') as HTMLInputElement).value).toBe('kept');
    await act(async () => screen.getByText('refresh').click());
    expect((screen.getByLabelText('input-build') as HTMLInputElement).value).toBe('');
    expect((screen.getAllByLabelText('input-detail') as HTMLInputElement[]).map((i) => i.value)).toEqual(['one', '']);
  });

  test('a tab mounts when first shown: the affix home and the tabs of the last visit wait behind a page opened by link', async () => {
    sessionStorage.setItem('sc-tabs', JSON.stringify([{ key: '/organisation/detail?id=1', path: '/organisation/detail', title: 'route.detail' }]));
    const mounted = (name: string) => document.querySelectorAll(`section[aria-label="${name}"]`).length;
    renderConsole('/organisation/build/index', host);
    await waitFor(() => screen.getByLabelText('input-build'));
    await waitFor(() => expect(text('tabs')).toBe('/dashboard,/organisation/detail?id=1,/organisation/build/index'));
    expect([mounted('dashboard'), mounted('detail')]).toEqual([0, 0]);
    fireEvent.change(screen.getByLabelText('input-build'), { target: { value: 'kept' } });
    await go('/dashboard');
    await waitFor(() => expect(mounted('dashboard')).toBe(1));
    expect(mounted('detail')).toBe(0);
    // Once shown, a tab stays mounted while hidden (keep-alive), as does the page left behind.
    await go('/organisation/build/index');
    expect((screen.getByLabelText('input-build') as HTMLInputElement).value).toBe('kept');
    expect(mounted('dashboard')).toBe(1);
  });

  test('noCache pages are not kept; closing a tab with unsaved input asks first', async () => {
    renderConsole('/organisation/edit', host);
    await waitFor(() => screen.getByLabelText('input-edit'));
    await go('/organisation/build/index');
    await waitFor(() => expect(screen.queryByLabelText('input-edit')).toBeNull());
    fireEvent.change(screen.getByLabelText('input-build'), { target: { value: 'draft' } });
    await go('/dashboard');
    await act(async () => screen.getByText('close /organisation/build/index').click());
    expect(text('tabs')).toContain('/organisation/build/index');
    await act(async () => screen.getByText('confirm 放弃未保存的修改？').click());
    await waitFor(() => expect(text('tabs')).not.toContain('/organisation/build/index'));
  });

  test('the latest visited path is remembered (not / or /login)', async () => {
    renderConsole('/organisation/detail?id=9', host);
    await waitFor(() => screen.getByLabelText('input-detail'));
    expect(localStorage.getItem(LATEST_PATH_KEY)).toBe('/organisation/detail?id=9');
    await go('/');
    await waitFor(() => expect(text('location')).toBe('/dashboard'));
    expect(localStorage.getItem(LATEST_PATH_KEY)).toBe('/dashboard');
  });
});

describe('GuardedRoutes with the real login flow', () => {
  test('not logged in: a page goes to /login with the redirect; login goes on to / after loading the profile', async () => {
    renderConsole('/organisation/build/index');
    await waitFor(() => expect(text('login')).toBe('login?redirect=%2Forganisation%2Fbuild%2Findex'));
    await act(async () => screen.getByText('log in').click());
    await waitFor(() => expect(text('location')).toBe('/dashboard'));
    expect(backend.count('/user/profile')).toBe(1);
    expect(sessionStorage.getItem('roles')).toBe('["space","meetingRoom"]');
    await go('/login');
    await waitFor(() => expect(text('location')).toBe('/dashboard'));
  });

  test('a stored session loads the profile first; a meeting-room page sets the cookie once', async () => {
    localStorage.setItem(USER_KEY, JSON.stringify({ id: 1, userName: 'admin', userToken: TOKEN, token: TOKEN, userType: 1, companyId: null }));
    renderConsole('/meetingRoom/room');
    await waitFor(() => screen.getByLabelText('input-meetingRoomManage'));
    await go('/dashboard');
    await go('/meetingRoom/room');
    expect(backend.count('/conferencesystem/web/base/setMeetingCookie')).toBe(1);
    expect(JSON.parse(localStorage.getItem(USER_KEY)!).isMeetingRoom).toBe(true);
  });

  test('profile failure: logged out, the error shown, sent to / (then to /login)', async () => {
    backend.state.perms = [];
    localStorage.setItem(USER_KEY, JSON.stringify({ id: 1, userName: 'admin', userToken: TOKEN, token: TOKEN, userType: 1, companyId: null }));
    const { container } = renderConsole('/organisation/build/index');
    await waitFor(() => expect(text('login')).toBe('login'));
    expect(localStorage.getItem(USER_KEY)).toBeNull();
    expect(backend.count('/user/logout')).toBe(1);
    expect(container.textContent).not.toContain('input-build');
  });

  test('/externalLogin with a token exchanges it and goes on; without one goes to login', async () => {
    renderConsole('/externalLogin?token=ext-ok&type=wx');
    await waitFor(() => expect(text('location')).toBe('/dashboard'));
    expect(sessionStorage.getItem('extToken')).toBe('ext-ok');
    expect(sessionStorage.getItem('extType')).toBe('wx');
    // without a token: the login page, which sends a logged-in user on to /
    await go('/externalLogin?type=wx');
    await waitFor(() => expect(text('location')).toBe('/dashboard'));
  });

  test('/externalLogin without a token, logged out: the login page', async () => {
    renderConsole('/externalLogin?type=wx');
    await waitFor(() => expect(text('login')).toBe('login'));
  });

  test('a refused external token shows the error on the page', async () => {
    renderConsole('/externalLogin?token=bad');
    await waitFor(() => expect(text('external')).toBe('error: 第三方令牌无效或已过期'));
  });
});
