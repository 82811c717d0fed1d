import { act, fireEvent, screen } from '@testing-library/react';
import { useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { usePreferences } from '../../core';
import type { RouteEntry } from '../../core';
import { renderShell } from '../testing/renderShell';
import { MobileDrawer } from './MobileDrawer';

const routes: RouteEntry[] = [
  { path: '/dashboard', name: 'dashboard', title: 'route.dashboard', icon: 'home', affix: true, view: { kind: 'pending' } },
];

/** The drawer with the menu button's state and the two ways the console changes page. */
function Harness() {
  const navigate = useNavigate();
  const { sidebarOpened, toggleSidebar } = usePreferences();
  return (
    <>
      <MobileDrawer routes={routes} />
      <output data-testid="opened">{String(sidebarOpened)}</output>
      <button type="button" onClick={toggleSidebar}>menu</button>
      <button type="button" onClick={() => navigate('/dashboard', { replace: true })}>redirect</button>
      <button type="button" onClick={() => navigate('/other')}>link</button>
      <button type="button" onClick={() => navigate(-1)}>back</button>
    </>
  );
}

const opened = () => screen.getByTestId('opened').textContent;
const press = (name: string) => act(() => { fireEvent.click(screen.getByText(name)); });

// A phone: the preferences start in the mobile layout, drawer closed.
beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: true, media: query, addEventListener: () => {}, removeEventListener: () => {} }));
});
afterEach(() => vi.unstubAllGlobals());

describe('MobileDrawer', () => {
  test('stays open through a redirect that lands after the tap (login: / to the first page) and closes when the user changes page', () => {
    renderShell(<Harness />, { path: '/' });
    expect(opened()).toBe('false');
    press('menu');
    expect(opened()).toBe('true');
    expect(screen.getByRole('dialog', { name: '侧边菜单' })).toBeTruthy();
    press('redirect');
    expect(opened()).toBe('true');
    expect(screen.getByRole('dialog', { name: '侧边菜单' })).toBeTruthy();
    press('link');
    expect(opened()).toBe('false');
    expect(screen.queryByRole('dialog', { name: '侧边菜单' })).toBeNull();
    press('menu');
    press('back');
    expect(opened()).toBe('false');
  });
});
