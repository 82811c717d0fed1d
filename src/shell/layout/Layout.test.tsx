import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { RouteEntry } from '../../core';
import { renderShell } from '../testing/renderShell';
import { Layout } from './Layout';

const routes: RouteEntry[] = [
  { path: '/dashboard', name: 'dashboard', title: 'route.dashboard', icon: 'home', affix: true, view: { kind: 'pending' } },
];

describe('Layout', () => {
  test('its parts carry the stable sca-* classes a host styles (issue 30)', () => {
    renderShell(<Layout routes={routes}><p>page</p></Layout>);
    const part = (cls: string) => document.querySelectorAll(`.${cls}`);
    for (const cls of ['sca-layout', 'sca-layout-column', 'sca-sidebar', 'sca-navbar', 'sca-tab-strip']) expect(part(cls).length, cls).toBe(1);
    expect(screen.getByRole('navigation', { name: '侧边菜单' }).classList).toContain('sca-sidebar');
    expect(screen.getByRole('tablist', { name: '已打开的页面' }).classList).toContain('sca-tab-strip');
  });
});
