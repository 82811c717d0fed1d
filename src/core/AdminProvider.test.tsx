import { act, render, screen, waitFor } from '@testing-library/react';
import { Profiler, useState } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, test } from 'vitest';
import { AdminProvider, useAdminRoot } from './AdminProvider';
import { useAdmin } from './adminContext';
import { useNotices, useNotify } from './notify/useNotify';
import { usePreferences } from './preferences/usePreferences';
import { useLocale, useT } from './preferences/useT';
import { TabKeyContext } from './tabs/TabKeyContext';
import { useTabs } from './tabs/useTabs';
import { useUnsavedChanges } from './tabs/useUnsavedChanges';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const root = () => document.querySelector<HTMLElement>('[data-admin-root]')!;

function Where() {
  return <span data-testid="where">{useLocation().pathname}</span>;
}

function Probe() {
  const t = useT();
  const { apiBase, services, trustedHosts } = useAdmin();
  return (
    <div>
      <span data-testid="greeting">{t('navbar.greeting')}</span>
      <span data-testid="config">{JSON.stringify({ apiBase, services, trustedHosts })}</span>
      <Where />
    </div>
  );
}

describe('AdminProvider', () => {
  test('theme variables and control size on a data-admin-root element', () => {
    render(<AdminProvider apiBase="/api" size="small" theme={{ primary: '#13c2c2' }}><Probe /></AdminProvider>);
    expect(root().style.getPropertyValue('--sc-primary')).toBe('#13C2C2');
    expect(root().style.getPropertyValue('--sc-primary-light-9')).toMatch(/^#[0-9A-F]{6}$/);
    expect(root().style.getPropertyValue('--sc-control-height')).toBe('32px');
    expect(root().getAttribute('lang')).toBe('zh-CN');
    expect(screen.getByTestId('greeting').textContent).toBe('欢迎，管理员');
  });

  test('the whole token table through `theme`: a partial one merges over the defaults, a bad value falls back', () => {
    const theme = { colors: { primary: '#722ED1', danger: 'not a colour' }, radius: '10px', font: { size: '15px' }, spacing: { md: '14px' }, controlHeights: { medium: 34 } };
    render(<AdminProvider apiBase="/api" theme={theme}><Probe /></AdminProvider>);
    const style = root().style;
    expect(style.getPropertyValue('--sc-primary')).toBe('#722ED1');
    expect(style.getPropertyValue('--sc-danger')).toBe('#F56C6C');
    expect(style.getPropertyValue('--sc-radius')).toBe('10px');
    expect(style.getPropertyValue('--sc-font-size')).toBe('15px');
    expect(style.fontSize).toBe('15px');
    expect(style.getPropertyValue('--sc-space-md')).toBe('14px');
    expect(style.getPropertyValue('--sc-space-sm')).toBe('8px');
    expect(style.getPropertyValue('--sc-control-height')).toBe('34px');
  });

  test('creates a router when there is none, and uses the host router when there is one', () => {
    window.history.pushState({}, '', '/admin/system/operationLog');
    const { unmount } = render(<AdminProvider apiBase="/api" basename="/admin"><Probe /></AdminProvider>);
    expect(screen.getByTestId('where').textContent).toBe('/system/operationLog');
    unmount();
    render(<MemoryRouter initialEntries={['/host/page']}><AdminProvider apiBase="/api" basename="/admin"><Probe /></AdminProvider></MemoryRouter>);
    expect(screen.getByTestId('where').textContent).toBe('/host/page');
    window.history.pushState({}, '', '/');
  });

  test('useAdmin exposes the configuration; no host is trusted with the token unless listed', () => {
    const { unmount } = render(
      <AdminProvider apiBase="/super_cloud/api" services={{ dingcan: 'https://meal.example.com' }} externalLinks={{ mail: 'https://mail.example.com/sso' }}>
        <Probe />
      </AdminProvider>,
    );
    expect(JSON.parse(screen.getByTestId('config').textContent!)).toEqual({
      apiBase: '/super_cloud/api', services: { dingcan: 'https://meal.example.com' }, trustedHosts: [],
    });
    unmount();
    render(
      <AdminProvider apiBase="/super_cloud/api" externalLinks={{ mail: 'https://mail.example.com/sso' }} trustedHosts={['https://mail.example.com']}>
        <Probe />
      </AdminProvider>,
    );
    expect(JSON.parse(screen.getByTestId('config').textContent!).trustedHosts).toEqual(['https://mail.example.com']);
  });

  test('mounting commits once; useAdminRoot callers alone follow the root element', () => {
    const phases: string[] = [];
    const track = (_: string, phase: string) => { phases.push(phase); };
    render(<Profiler id="admin" onRender={track}><AdminProvider apiBase="/api"><p>page</p></AdminProvider></Profiler>);
    // A second commit would come synchronously, inside the mount, and run the page's mount effects
    // before the browser may paint.
    expect(phases).toEqual(['mount']);

    const seen: (HTMLElement | null)[] = [];
    function RootReader() {
      seen.push(useAdminRoot());
      return null;
    }
    render(<AdminProvider apiBase="/api"><RootReader /></AdminProvider>);
    expect(seen[0]).toBeNull();
    expect(seen.at(-1)).toBe(document.querySelectorAll('[data-admin-root]')[1]);
  });

  test('hooks outside the provider fail loudly', () => {
    const spy = console.error;
    console.error = () => {};
    try {
      expect(() => render(<Probe />)).toThrow(/inside <AdminProvider>/);
    } finally {
      console.error = spy;
    }
  });
});

function Preferences() {
  const { size, setSize, setTheme, setLocale } = usePreferences();
  const { toasts, confirms, settle } = useNotices();
  const locale = useLocale();
  const t = useT();
  const tabs = useTabs();
  const [dirty, setDirty] = useState(false);
  return (
    <TabKeyContext.Provider value="/form">
      <DirtyForm dirty={dirty} />
      <span data-testid="size">{size}</span>
      <span data-testid="locale">{locale}:{t('navbar.logout')}</span>
      <span data-testid="toasts">{toasts.map((x) => x.message).join('|')}</span>
      <span data-testid="nonce">{tabs.refreshNonce('/form')}</span>
      <button type="button" onClick={() => setDirty(true)}>dirty</button>
      <button type="button" onClick={() => void setSize('mini')}>mini</button>
      <button type="button" onClick={() => void setLocale('en')}>en</button>
      <button type="button" onClick={() => setTheme({ primary: '#F5222D' })}>red</button>
      {confirms.map((c) => (
        <span key={c.id}>
          <span data-testid="confirm">{c.title}</span>
          <button type="button" onClick={() => settle(c.id, false)}>keep</button>
          <button type="button" onClick={() => settle(c.id, true)}>discard</button>
        </span>
      ))}
    </TabKeyContext.Provider>
  );
}

function DirtyForm({ dirty }: { dirty: boolean }) {
  useUnsavedChanges(dirty);
  useNotify();
  return null;
}

describe('preferences through the provider', () => {
  test('setTheme recolours at run time and says 换肤成功', async () => {
    render(<AdminProvider apiBase="/api"><Preferences /></AdminProvider>);
    await act(async () => screen.getByText('red').click());
    expect(root().style.getPropertyValue('--sc-primary')).toBe('#F5222D');
    expect(screen.getByTestId('toasts').textContent).toBe('换肤成功');
  });

  test('setSize switches the control height, remounts the views and says Switch Size Success', async () => {
    render(<AdminProvider apiBase="/api"><Preferences /></AdminProvider>);
    await act(async () => screen.getByText('mini').click());
    expect(screen.getByTestId('size').textContent).toBe('mini');
    expect(root().style.getPropertyValue('--sc-control-height')).toBe('28px');
    expect(screen.getByTestId('toasts').textContent).toBe('Switch Size Success');
    expect(localStorage.getItem('sc-size')).toBe('mini');
  });

  test('with unsaved input, a size or language switch asks first; declining changes nothing', async () => {
    render(<AdminProvider apiBase="/api"><Preferences /></AdminProvider>);
    await act(async () => screen.getByText('dirty').click());
    await act(async () => screen.getByText('mini').click());
    expect(screen.getByTestId('confirm').textContent).toBe('放弃未保存的修改？');
    await act(async () => screen.getByText('keep').click());
    expect(screen.getByTestId('size').textContent).toBe('medium');
    await act(async () => screen.getByText('en').click());
    await act(async () => screen.getByText('discard').click());
    // The English messages load on demand; the switch happens once they are in.
    await waitFor(() => expect(screen.getByTestId('locale').textContent).toBe('en:Log out'));
    expect(root().getAttribute('lang')).toBe('en');
  });
});
