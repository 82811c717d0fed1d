import { describe, expect, test } from 'vitest';
import { menuEntries } from '../../core';
import { SIDEBAR_ICONS, isSidebarIconName, sidebarIconOf } from '../../shell/layout/SidebarIcon';
import { consoleRoutes } from './index';

describe('sidebar icons of the console menu', () => {
  const top = menuEntries(consoleRoutes, ['admin']);

  test('every top-level entry the administrator sees has an icon of its own, none the default', () => {
    expect(top.length).toBeGreaterThan(20);
    for (const entry of top) {
      const icon = sidebarIconOf(entry, 0);
      expect(isSidebarIconName(icon), `${entry.name}: ${icon}`).toBe(true);
      expect(icon, entry.name).not.toBe('apps');
    }
  });

  test('no two groups share an icon, and every icon named in the route data exists', () => {
    const icons = top.map((e) => sidebarIconOf(e, 0));
    expect(new Set(icons).size).toBe(icons.length);
    const named = consoleRoutes.map((e) => e.icon).filter(Boolean);
    for (const name of named) expect(isSidebarIconName(name), name).toBe(true);
  });

  test('the fallbacks: group name, then apps at the top and a dot below it; each is path data', () => {
    expect(sidebarIconOf({ name: 'meal' })).toBe('canteen');
    expect(sidebarIconOf({ name: 'somethingNew' })).toBe('apps');
    expect(sidebarIconOf({ name: 'somethingNew', icon: 'no-such-icon' }, 2)).toBe('dot');
    expect(sidebarIconOf({ name: 'x', icon: 'lock' })).toBe('lock');
    for (const [name, d] of Object.entries(SIDEBAR_ICONS)) expect(d, name).toMatch(/^M[\d.\s,MmLlHhVvCcSsQqTtAaZz-]+$/);
  });
});
