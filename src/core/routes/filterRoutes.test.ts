import { describe, expect, test } from 'vitest';
import type { RouteEntry } from '../types';
import { filterRoutes, findRouteByPath, flattenRoutes, joinPath, leafRoutes, matchPage, matchRoutePath, menuEntries } from './filterRoutes';

const routes: RouteEntry[] = [
  { path: '/dashboard', name: 'dashboard', title: 'route.dashboard', affix: true },
  {
    path: '/system', name: 'system', title: 'route.system', roles: ['system-monitoring'],
    children: [{ path: 'operationLog', name: 'operationLog', title: 'route.operationLog', roles: ['system-monitoring'] }],
  },
  {
    path: '/basesetting', name: 'basesetting', title: 'route.basesetting', roles: ['base-setting', 'dictionary'],
    children: [
      { path: '/basesetting/dictionaryGroup', name: 'dictionaryGroup', title: 'route.dictionaryGroup', roles: ['dictionary'] },
      { path: '/basesetting/mobileConfig', name: 'mobileConfig', title: 'route.mobileConfig', roles: ['base-setting'] },
      { path: '/basesetting/hiddenEdit', name: 'hiddenEdit', title: 'route.hiddenEdit', roles: ['base-setting'], hidden: true },
    ],
  },
  { path: '/orders/:id', name: 'orderDetail', title: 'route.orderDetail', hidden: true },
];

describe('filterRoutes', () => {
  test('keeps only what the permissions allow, recursively', () => {
    const names = (list: RouteEntry[]) => flattenRoutes(list).map((r) => r.entry.name);
    expect(names(filterRoutes(routes, ['dictionary']))).toEqual(['dashboard', 'basesetting', 'dictionaryGroup', 'orderDetail']);
    expect(names(filterRoutes(routes, ['admin']))).toEqual(names(routes));
    expect(names(filterRoutes(routes, []))).toEqual(['dashboard', 'orderDetail']);
  });

  test('drops a group whose pages are all forbidden', () => {
    const onlyChildRole: RouteEntry[] = [{ path: '/g', name: 'g', title: 'g', children: [{ path: '/g/a', name: 'a', title: 'a', roles: ['x'] }] }];
    expect(filterRoutes(onlyChildRole, ['y'])).toEqual([]);
  });
});

describe('flattenRoutes / findRouteByPath', () => {
  test('joins relative child paths and records the parent chain', () => {
    const log = flattenRoutes(routes).find((r) => r.entry.name === 'operationLog')!;
    expect(log.path).toBe('/system/operationLog');
    expect(log.parents.map((p) => p.name)).toEqual(['system']);
    expect(joinPath('/a/', 'b/')).toBe('/a/b');
    expect(joinPath('/a', '/x//y')).toBe('/x/y');
  });

  test('finds exact paths, param patterns, and nothing for unknown paths', () => {
    expect(findRouteByPath(routes, '/system/operationLog')?.entry.name).toBe('operationLog');
    expect(findRouteByPath(routes, '/system/operationLog/')?.entry.name).toBe('operationLog');
    expect(findRouteByPath(routes, '/system')?.entry.name).toBe('system');
    expect(findRouteByPath(routes, '/orders/42')?.entry.name).toBe('orderDetail');
    expect(findRouteByPath(routes, '/orders/42/x')).toBeNull();
    expect(findRouteByPath(routes, '/nope')).toBeNull();
    expect(matchRoutePath('/files/*', '/files/a/b')).toBe(true);
  });

  test('matchPage looks only at pages', () => {
    const pages = leafRoutes(filterRoutes(routes, ['admin']));
    expect(pages.map((p) => p.path)).not.toContain('/system');
    expect(matchPage(pages, '/basesetting/mobileConfig?x=1')?.entry.name).toBe('mobileConfig');
    expect(matchPage(pages, '/system')).toBeNull();
  });
});

describe('menuEntries', () => {
  test('permitted and not hidden; groups without a visible page disappear', () => {
    const menu = menuEntries(routes, ['base-setting']);
    expect(flattenRoutes(menu).map((r) => r.entry.name)).toEqual(['dashboard', 'basesetting', 'mobileConfig']);
    const onlyHidden: RouteEntry[] = [{ path: '/h', name: 'h', title: 'h', children: [{ path: '/h/x', name: 'x', title: 'x', hidden: true }] }];
    expect(menuEntries(onlyHidden, ['admin'])).toEqual([]);
    expect(menuEntries([{ ...onlyHidden[0]!, alwaysShow: true }], ['admin'])).toHaveLength(1);
  });
});
