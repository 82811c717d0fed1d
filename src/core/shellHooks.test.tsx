import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { AdminProvider } from './AdminProvider';
import { useErrorLog } from './errorLog';
import { useOpenExternalLink } from './externalLink';
import { useNotices } from './notify/useNotify';
import { PageErrorBoundary } from './PageErrorBoundary';
import { Can, useCan } from './permissions';
import { FIXTURE_TITLES } from './testing/fixtureTitles';
import { startShellBackend, type ShellBackend } from './testing/shellBackend';
import { addMessages } from '../i18n';
import { useAppDownloadLinks } from './useAppDownloadLinks';
import { useExportStatus } from './useExportStatus';
import { useFullscreen } from './useFullscreen';
import { useMenuSearch } from './useMenuSearch';
import { useOneKeyRoleSetup } from './useOneKeyRoleSetup';
import { usePageUpdateCheck } from './usePageUpdateCheck';
import type { AdminProviderProps, RouteEntry } from './types';

let backend: ShellBackend;
beforeAll(async () => { backend = await startShellBackend(); });
afterAll(() => backend.close());
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  backend.requests.length = 0;
});

const wrapper = (props: Partial<AdminProviderProps> = {}) => function Wrapper({ children }: { children: ReactNode }) {
  return <AdminProvider apiBase={backend.apiBase} token="tok" permissions={['space']} {...props}>{children}</AdminProvider>;
};
const withToasts = <T,>(hook: () => T) => () => ({ value: hook(), notices: useNotices() });

describe('permissions in components', () => {
  test('<Can> and useCan follow the session permissions', () => {
    function View() {
      const allowed = useCan();
      return (
        <div>
          <Can roles={['space']}><span>space ok</span></Can>
          <Can roles={['enterprise']} fallback={<span>no enterprise</span>}><span>enterprise ok</span></Can>
          <span>{String(allowed(['enterprise', 'space']))}</span>
        </div>
      );
    }
    render(<View />, { wrapper: wrapper() });
    expect(screen.getByText('space ok')).toBeTruthy();
    expect(screen.getByText('no enterprise')).toBeTruthy();
    expect(screen.queryByText('enterprise ok')).toBeNull();
    expect(screen.getByText('true')).toBeTruthy();
  });
});

describe('PageErrorBoundary', () => {
  test('a crashing page shows the fallback, is logged, and leaves its siblings alone', () => {
    function Crash(): ReactNode { throw new Error('page exploded'); }
    function Log() {
      const { entries } = useErrorLog();
      return <span data-testid="log">{entries.map((e) => `${e.message}@${e.url}`).join('|')}</span>;
    }
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <div>
        <PageErrorBoundary fallback={(error) => <span>crashed: {error.message}</span>}><Crash /></PageErrorBoundary>
        <span>sibling alive</span>
        <Log />
      </div>,
      { wrapper: wrapper() },
    );
    quiet.mockRestore();
    expect(screen.getByText('crashed: page exploded')).toBeTruthy();
    expect(screen.getByText('sibling alive')).toBeTruthy();
    expect(screen.getByTestId('log').textContent).toBe(`page exploded@${window.location.href}`);
  });
});

describe('navbar hooks', () => {
  test('fullscreen unsupported: warning "you browser can not work"', async () => {
    const { result } = renderHook(withToasts(useFullscreen), { wrapper: wrapper() });
    expect(result.current.value.supported).toBe(false);
    await act(() => result.current.value.toggle());
    expect(result.current.notices.toasts).toMatchObject([{ type: 'warning', message: 'you browser can not work' }]);
  });

  test('external links: opened with the token for trusted hosts; 无跳转页面数据 without link data', () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const { result } = renderHook(withToasts(useOpenExternalLink), {
      wrapper: wrapper({ externalLinks: { mail: 'https://mail.example.com/sso', mall: 'https://mall.other.net/' }, trustedHosts: ['https://mail.example.com'] }),
    });
    act(() => { result.current.value('mail'); });
    expect(open).toHaveBeenLastCalledWith('https://mail.example.com/sso?token=tok', '_blank', 'noopener,noreferrer');
    act(() => { result.current.value('mall'); });
    expect(open).toHaveBeenLastCalledWith('https://mall.other.net/', '_blank', 'noopener,noreferrer');
    act(() => { result.current.value('inspection'); });
    expect(open).toHaveBeenCalledTimes(2);
    expect(result.current.notices.toasts.map((t) => t.message)).toEqual(['无跳转页面数据']);
    open.mockRestore();
  });

  test('export status: the dot follows the polled data', async () => {
    backend.state.exportRunning = true;
    const { result } = renderHook(() => useExportStatus(50), { wrapper: wrapper() });
    await waitFor(() => expect(result.current).toBe(true));
    backend.state.exportRunning = false;
    await waitFor(() => expect(result.current).toBe(false));
    expect(backend.requests.filter((r) => r.path === '/export/exportTask/status').every((r) => r.method === 'GET')).toBe(true);
  });

  test('export status is polled only while the page is visible', async () => {
    renderHook(() => useExportStatus(20), { wrapper: wrapper() });
    await waitFor(() => expect(backend.count('/export/exportTask/status')).toBeGreaterThan(1));
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    act(() => { document.dispatchEvent(new Event('visibilitychange')); });
    // let a request already in flight land (a loaded machine is slow), then watch for new ones
    await new Promise((r) => setTimeout(r, 300));
    const whileHidden = backend.count('/export/exportTask/status');
    await new Promise((r) => setTimeout(r, 300));
    expect(backend.count('/export/exportTask/status')).toBe(whileHidden);
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    act(() => { document.dispatchEvent(new Event('visibilitychange')); });
    await waitFor(() => expect(backend.count('/export/exportTask/status')).toBeGreaterThan(whileHidden));
  });

  test('export status is not polled without a session', async () => {
    renderHook(() => useExportStatus(20), { wrapper: ({ children }) => <AdminProvider apiBase={backend.apiBase}>{children}</AdminProvider> });
    await new Promise((r) => setTimeout(r, 80));
    // A poll of the previous test (token 'tok') may still land after the reset: count only this provider's calls.
    const ours = backend.requests.filter((r) => r.path === '/export/exportTask/status' && !r.headers.authorization);
    expect(ours).toHaveLength(0);
  });

  test('app download links: first item Android, second iOS; saving sends JSON and reloads', async () => {
    const { result } = renderHook(useAppDownloadLinks, { wrapper: wrapper() });
    await waitFor(() => expect(result.current.android).toBe('https://dl.example.com/app.apk'));
    expect(result.current.ios).toBe('https://apps.example.com/ios');
    await act(() => result.current.save({ android: ' https://dl.example.com/v2.apk ', ios: 'https://apps.example.com/v2' }));
    const saved = backend.requests.find((r) => r.path.endsWith('updateDictionaryGroupAppDownload'))!;
    expect(saved.headers['content-type']).toMatch(/application\/json/);
    expect(JSON.parse(saved.body)).toEqual({ androidUrl: 'https://dl.example.com/v2.apk', iosUrl: 'https://apps.example.com/v2' });
    await waitFor(() => expect(result.current.android).toBe('https://dl.example.com/v2.apk'));
    expect(new URLSearchParams(backend.requests.find((r) => r.path.endsWith('getDictionaryItemByGroupCode'))!.body).get('groupCode')).toBe('DOWNLOAD_MANAGER_APP');
  });

  test('one-key role set-up reports created and updated counts', async () => {
    const { result } = renderHook(useOneKeyRoleSetup, { wrapper: wrapper() });
    let outcome: unknown;
    await act(async () => { outcome = await result.current.run(); });
    expect(outcome).toEqual({ created: 2, updated: 1 });
    expect(backend.count('/web/role/oneKeySettingAppRoleType3OrganisationAdministrators')).toBe(1);
  });

  test('page update: a new script in index.html offers the refresh; dismiss hides it', async () => {
    const script = document.createElement('script');
    script.setAttribute('src', '/assets/index-aaa.js');
    document.head.appendChild(script);
    const url = `${backend.url}/index.html`;
    const { result } = renderHook(() => usePageUpdateCheck(30, url), { wrapper: wrapper() });
    await new Promise((r) => setTimeout(r, 100));
    expect(result.current.updateAvailable).toBe(false);
    backend.state.indexScripts = ['/assets/index-bbb.js'];
    await waitFor(() => expect(result.current.updateAvailable).toBe(true));
    act(() => result.current.dismiss());
    expect(result.current.updateAvailable).toBe(false);
    script.remove();
  });

  test('menu search sees only the permitted entries, in the current locale', async () => {
    const routes: RouteEntry[] = [
      { path: '/organisation', name: 'organisation', title: 'route.organisation', roles: ['space'], children: [
        { path: '/organisation/build/index', name: 'build', title: 'route.build', roles: ['space'] },
      ] },
      { path: '/platform', name: 'platform', title: 'route.platform', roles: ['system-management'], children: [
        { path: '/platform/user', name: 'user', title: 'route.user', roles: ['system-management'] },
      ] },
    ];
    addMessages(FIXTURE_TITLES); // what the console's route table adds
    const { result } = renderHook(() => useMenuSearch(routes), { wrapper: wrapper({ locale: 'en' }) });
    // The English messages load on demand; the provider renders once they are in.
    await waitFor(async () => expect(await result.current('Buildings')).toEqual([{ path: '/organisation/build/index', title: 'Spaces > Buildings' }]), { timeout: 5000 });
    expect(await result.current('Platform users')).toEqual([]);
  });
});
