import { describe, expect, it } from 'vitest';
import { filterRoutes, leafRoutes } from '../core';
import { summariseModules } from './DashboardPage';
import { consoleRoutes } from './menu';

describe('summariseModules', () => {
  it('lists exactly the modules a permission set opens, each linking to its first visible page', () => {
    const pages = leafRoutes(filterRoutes(consoleRoutes, ['space', 'pc:passthrough']));
    const modules = summariseModules(pages);
    const titles = modules.map((m) => m.title);
    expect(titles).toContain('route.organisation');
    expect(titles.some((t) => t.includes('system'))).toBe(false);
    for (const m of modules) {
      expect(m.count).toBeGreaterThan(0);
      expect(pages.some((p) => p.path === m.first && !p.entry.hidden)).toBe(true);
    }
  });

  it('gives no module to a user without permissions', () => {
    expect(summariseModules(leafRoutes(filterRoutes(consoleRoutes, [])))).toEqual([]);
  });
});
