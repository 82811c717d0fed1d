import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { describe, expect, test } from 'vitest';
import { useTabs } from '../../core';
import type { TabView } from '../../core';
import { TabStrip } from './TabStrip';
import { renderShell } from '../testing/renderShell';

const VIEWS: TabView[] = [
  { key: '/dashboard', path: '/dashboard', title: 'route.dashboard', affix: true },
  { key: '/platform/user', path: '/platform/user', title: 'route.user' },
  { key: '/platform/role', path: '/platform/role', title: 'route.role' },
];

function Open() {
  const { open } = useTabs();
  useEffect(() => { for (const v of VIEWS) open(v); }, [open]);
  return null;
}
function Where() {
  const { pathname } = useLocation();
  return <span data-testid="where">{pathname}</span>;
}

const strip = () => within(screen.getByRole('tablist', { name: '已打开的页面' }));
const names = () => strip().getAllByRole('tab').map((t) => t.textContent);

describe('TabStrip', () => {
  test('marks the active tab, pins home and navigates on click', () => {
    renderShell(<><Open /><TabStrip /><Where /></>, { path: '/platform/role' });
    expect(names()).toEqual(['首页', '平台用户', '角色管理']);
    expect(strip().getByRole('tab', { name: '角色管理' }).getAttribute('aria-selected')).toBe('true');
    expect(strip().getByRole('tab', { name: '首页（固定）' })).toBeTruthy();
    fireEvent.click(strip().getByRole('tab', { name: '平台用户' }));
    expect(screen.getByTestId('where').textContent).toBe('/platform/user');
  });

  test('Shift+F10 opens the menu on the focused tab; close others keeps the pinned tab', async () => {
    renderShell(<><Open /><TabStrip /></>, { path: '/platform/role' });
    fireEvent.keyDown(strip().getByRole('tab', { name: '平台用户' }), { key: 'F10', shiftKey: true });
    const menu = within(await screen.findByRole('menu', { name: '标签操作' }));
    await act(async () => { fireEvent.click(menu.getByRole('menuitem', { name: '关闭其他' })); });
    await waitFor(() => expect(names()).toEqual(['首页', '平台用户']));
  });

  test('arrow keys move between tabs; Delete and middle click close, but never the pinned tab', async () => {
    renderShell(<><Open /><TabStrip /></>, { path: '/platform/role' });
    const role = strip().getByRole('tab', { name: '角色管理' });
    role.focus();
    fireEvent.keyDown(role, { key: 'ArrowLeft' });
    expect(document.activeElement?.textContent).toBe('平台用户');
    fireEvent.keyDown(role, { key: 'Home' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('首页（固定）');
    fireEvent.keyDown(strip().getByRole('tab', { name: '首页（固定）' }), { key: 'Delete' });
    fireEvent(strip().getByRole('tab', { name: '首页（固定）' }), new MouseEvent('auxclick', { bubbles: true, button: 1 }));
    expect(names()).toHaveLength(3);
    await act(async () => { fireEvent.keyDown(strip().getByRole('tab', { name: '平台用户' }), { key: 'Delete' }); });
    await waitFor(() => expect(names()).toEqual(['首页', '角色管理']));
    await act(async () => { fireEvent(strip().getByRole('tab', { name: '角色管理' }), new MouseEvent('auxclick', { bubbles: true, button: 1 })); });
    await waitFor(() => expect(names()).toEqual(['首页']));
  });
});
