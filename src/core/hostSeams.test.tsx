import { act, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { AdminProvider } from './AdminProvider';
import { useAdmin } from './adminContext';
import { useNotices } from './notify/useNotify';
import { usePreferences } from './preferences/usePreferences';
import { useT } from './preferences/useT';
import { useSession } from './session/useSession';
import type { ThemeSettings } from './types';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

function Texts({ id }: { id: string }) {
  const t = useT();
  return <span data-testid={id}>{t('navbar.greeting')}|{t('host.portal')}|{t('navbar.logout')}</span>;
}

describe('messages', () => {
  test('two providers on one page each render their own overrides; the rest stays the kit\'s', () => {
    render(
      <>
        <AdminProvider apiBase="/a" messages={{ 'zh-CN': { 'navbar.greeting': '你好，甲方', 'host.portal': '甲方门户' } }}><Texts id="a" /></AdminProvider>
        <AdminProvider apiBase="/b" messages={{ 'zh-CN': { 'navbar.greeting': '你好，乙方' } }}><Texts id="b" /></AdminProvider>
        <AdminProvider apiBase="/c"><Texts id="c" /></AdminProvider>
      </>,
    );
    expect(screen.getByTestId('a').textContent).toBe('你好，甲方|甲方门户|退出登录');
    expect(screen.getByTestId('b').textContent).toBe('你好，乙方|host.portal|退出登录');
    expect(screen.getByTestId('c').textContent).toBe('欢迎，管理员|host.portal|退出登录');
  });

  test('an override per locale follows the language switch; a locale without one falls back to the zh-CN override', async () => {
    function Switch() {
      const { setLocale } = usePreferences();
      return <button type="button" onClick={() => void setLocale('en')}>en</button>;
    }
    render(
      <AdminProvider apiBase="/a" messages={{ 'zh-CN': { 'host.portal': '伙伴门户' }, en: { 'navbar.greeting': 'Hello, partner' } }}>
        <Texts id="a" /><Switch />
      </AdminProvider>,
    );
    expect(screen.getByTestId('a').textContent).toBe('欢迎，管理员|伙伴门户|退出登录');
    await act(async () => screen.getByText('en').click());
    await waitFor(() => expect(screen.getByTestId('a').textContent).toBe('Hello, partner|伙伴门户|Log out'));
  });
});

describe('onLocaleChange and onThemeChange', () => {
  test('tell the host what the user chose, once per change', async () => {
    const onLocaleChange = vi.fn();
    const onThemeChange = vi.fn<(theme: ThemeSettings) => void>();
    function Choose() {
      const { setLocale, setTheme } = usePreferences();
      return (
        <>
          <button type="button" onClick={() => void setLocale('es')}>es</button>
          <button type="button" onClick={() => setTheme({ primary: '#F5222D' })}>red</button>
        </>
      );
    }
    render(<AdminProvider apiBase="/a" onLocaleChange={onLocaleChange} onThemeChange={onThemeChange}><Choose /></AdminProvider>);
    expect(onLocaleChange).not.toHaveBeenCalled();
    await act(async () => screen.getByText('red').click());
    expect(onThemeChange).toHaveBeenCalledTimes(1);
    expect(onThemeChange.mock.calls[0]![0]).toMatchObject({ primary: '#F5222D' });
    await act(async () => screen.getByText('es').click());
    await waitFor(() => expect(onLocaleChange).toHaveBeenCalledWith('es'));
    expect(onLocaleChange).toHaveBeenCalledTimes(1);
    expect(onThemeChange).toHaveBeenCalledTimes(1);
  });
});

describe('onSessionExpired', () => {
  const envelope = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
  // The host's session: the profile answers; every other call says the session expired.
  const fetchImpl = (request: Request) => Promise.resolve(new URL(request.url).pathname.endsWith('/user/profile')
    ? envelope({ code: 200, msg: 'ok', data: { perms: ['admin'], userType: 1, companyId: null } })
    : envelope({ code: 401, msg: 'expired', data: null }));

  function Caller() {
    const { api } = useAdmin();
    const { loggedIn, loadProfile } = useSession();
    const { confirms, settle } = useNotices();
    return (
      <>
        <span data-testid="state">{loggedIn ? 'in' : 'out'}</span>
        <button type="button" onClick={() => void loadProfile().catch(() => undefined)}>profile</button>
        <button type="button" onClick={() => void api.call('POST', '/user/logout', { body: {} }).catch(() => undefined)}>call</button>
        {confirms.map((c) => <button key={c.id} type="button" onClick={() => settle(c.id, true)}>{c.confirmText}</button>)}
      </>
    );
  }

  test('"Log in again" clears the session and calls the host instead of reloading the page', async () => {
    const onSessionExpired = vi.fn();
    const reload = vi.fn();
    const location = window.location;
    Object.defineProperty(window, 'location', { configurable: true, value: { ...location, reload } });
    try {
      render(<AdminProvider apiBase="http://localhost/api" token="host-token" fetch={fetchImpl} onSessionExpired={onSessionExpired}><Caller /></AdminProvider>);
      await act(async () => screen.getByText('profile').click());
      await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('in'));
      await act(async () => screen.getByText('call').click());
      const relogin = await screen.findByText('重新登录');
      await act(async () => relogin.click());
      await waitFor(() => expect(onSessionExpired).toHaveBeenCalledTimes(1));
      expect(reload).not.toHaveBeenCalled();
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: location });
    }
  });
});
