import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { RouteEntry } from '../../core';
import { Notices } from '../dialogs/Notices';
import { Sidebar } from './Sidebar';
import { renderShell } from '../testing/renderShell';

afterEach(() => vi.unstubAllGlobals());

const routes: RouteEntry[] = [
  { path: '/dashboard', name: 'dashboard', title: 'route.dashboard', icon: 'home', affix: true, view: { kind: 'pending' } },
  { path: '/system', name: 'system', title: 'route.system', icon: 'monitor', roles: ['system-monitoring'], children: [
    { path: 'operationLog', name: 'operationLog', title: 'route.operationLog', view: { kind: 'pending' } },
  ] },
  { path: '/platform', name: 'platform', title: 'route.platform', icon: 'shield', roles: ['system-management'], children: [
    { path: 'user', name: 'user', title: 'route.user', view: { kind: 'pending' } },
    { path: 'role', name: 'role', title: 'route.role', view: { kind: 'pending' } },
    { path: 'secret', name: 'secret', title: 'route.menu', hidden: true, view: { kind: 'pending' } },
  ] },
  { path: '/quickLinks', name: 'quickLinks', title: 'route.quickLinks', roles: ['pc:noticeCenter'], alwaysShow: true, children: [
    { path: 'mail', name: 'mail', title: 'route.mail', externallink: 'mail' },
  ] },
];

const nav = () => within(screen.getByRole('navigation', { name: '侧边菜单' }));

describe('Sidebar', () => {
  test('shows only permitted, visible entries; a one-page group shows the page itself', () => {
    renderShell(<Sidebar routes={routes} />, { permissions: ['system-monitoring'] });
    expect(nav().getByRole('link', { name: '首页' }).getAttribute('href')).toBe('/dashboard');
    expect(nav().getByRole('link', { name: '操作日志' }).getAttribute('href')).toBe('/system/operationLog');
    expect(nav().queryByRole('button', { name: /系统管理/ })).toBeNull();
    expect(nav().queryByRole('button', { name: /快捷入口/ })).toBeNull();
  });

  test('the current page group is open; groups toggle; hidden pages never show', () => {
    renderShell(<Sidebar routes={routes} />, { path: '/platform/role' });
    const group = nav().getByRole('button', { name: /系统管理/ });
    expect(group.getAttribute('aria-expanded')).toBe('true');
    expect(nav().getByRole('link', { name: '角色管理' }).className).toContain('active');
    expect(nav().queryByRole('link', { name: '菜单管理' })).toBeNull();
    fireEvent.click(group);
    expect(group.getAttribute('aria-expanded')).toBe('false');
    expect(nav().queryByRole('link', { name: '角色管理' })).toBeNull();
  });

  test('an external link opens a new window with the token for a trusted host', () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    renderShell(<Sidebar routes={routes} />, { externalLinks: { mail: 'https://mail.example.com/sso' }, trustedHosts: ['mail.example.com'] });
    fireEvent.click(nav().getByRole('button', { name: /快捷入口/ }));
    fireEvent.click(nav().getByRole('button', { name: '企业邮箱（在新窗口打开）' }));
    expect(open).toHaveBeenCalledTimes(1);
    const [url, target, features] = open.mock.calls[0]!;
    expect(new URL(url as string).searchParams.get('token')).toBe('tok-7');
    expect(target).toBe('_blank');
    expect(features).toContain('noopener');
  });

  test('without a trusted list no link gets the token, even one the server gave with a token in it', () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    renderShell(<Sidebar routes={routes} />, { externalLinks: { mail: 'https://mail.example.com/sso?token=leaked&from=admin' } });
    fireEvent.click(nav().getByRole('button', { name: /快捷入口/ }));
    fireEvent.click(nav().getByRole('button', { name: '企业邮箱（在新窗口打开）' }));
    expect(open).toHaveBeenCalledTimes(1);
    expect(open.mock.calls[0]![0]).toBe('https://mail.example.com/sso?from=admin');
  });

  test('an external link without link data warns 无跳转页面数据 and opens nothing', async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    renderShell(<><Sidebar routes={routes} /><Notices /></>);
    fireEvent.click(nav().getByRole('button', { name: /快捷入口/ }));
    fireEvent.click(nav().getByRole('button', { name: '企业邮箱（在新窗口打开）' }));
    expect(await screen.findByText('无跳转页面数据')).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
  });

  test('entries show SVG icons from the route data (a one-page group lends its own), never a letter of the title', () => {
    renderShell(<Sidebar routes={routes} />, { path: '/platform/user' });
    const icon = (name: string | RegExp, role: 'link' | 'button' = 'link') => nav().getByRole(role, { name }).querySelector('svg')?.getAttribute('data-icon');
    expect(icon('首页')).toBe('home');
    expect(icon('操作日志')).toBe('monitor');
    expect(icon(/系统管理/, 'button')).toBe('shield');
    expect(icon(/快捷入口/, 'button')).toBe('apps');
    expect(icon('平台用户')).toBe('dot');
    for (const item of screen.getByRole('navigation', { name: '侧边菜单' }).querySelectorAll('a, button')) {
      expect(item.firstElementChild?.tagName.toLowerCase(), item.textContent!).toBe('svg');
      expect(item.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
    }
  });

  test('collapsed: 54 px, labels kept for screen readers, the green palette marked', () => {
    renderShell(<Sidebar routes={routes} collapsed />, { theme: { sidebar: 'green' } });
    const el = screen.getByRole('navigation', { name: '侧边菜单' });
    expect(el.getAttribute('data-collapsed')).toBe('true');
    expect(el.getAttribute('data-sidebar-theme')).toBe('green');
    expect(nav().getByRole('link', { name: '首页' })).toBeTruthy();
  });
});
