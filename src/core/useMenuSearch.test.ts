import { beforeAll, describe, expect, test } from 'vitest';
import { addMessages, createTranslator, loadMessages } from '../i18n';
import { FIXTURE_TITLES } from './testing/fixtureTitles';
import { FUZZY_SEARCH } from '../utils/constants';
import Fuse from 'fuse.js';
import { createMenuSearch, searchPool } from './useMenuSearch';
import type { RouteEntry } from './types';

// en is loaded on demand in the app; the console's route table adds these titles.
beforeAll(async () => { addMessages(FIXTURE_TITLES); await loadMessages('en'); });

const routes: RouteEntry[] = [
  { path: '/dashboard', name: 'dashboard', title: 'route.dashboard' },
  { path: '/system', name: 'system', title: 'route.system', roles: ['system-monitoring'], children: [
    { path: '/system/operationLog', name: 'operationLog', title: 'route.operationLog', roles: ['system-monitoring'] },
  ] },
  { path: '/platform', name: 'platform', title: 'route.platform', roles: ['system-management'], children: [
    { path: '/platform/user', name: 'user', title: 'route.user' },
    { path: '/platform/role', name: 'role', title: 'route.role' },
    { path: '/platform/secret', name: 'secret', title: 'route.roleSample', hidden: true },
  ] },
  { path: '/quickLinks', name: 'quickLinks', title: 'route.quickLinks', children: [
    { path: '/quickLinks/mail', name: 'mail', title: 'route.mail', externallink: 'mail' },
  ] },
];
const zh = createTranslator('zh-CN');

describe('menu search', () => {
  test('only permitted, visible, non-external pages, with translated title chains', () => {
    const pool = searchPool(routes, ['system-management'], zh);
    expect(pool.map((p) => p.path)).toEqual(['/dashboard', '/platform/user', '/platform/role']);
    expect(pool[1]!.title).toBe('系统管理 > 平台用户');
  });

  test('matches titles fuzzily and paths too', () => {
    const search = createMenuSearch(searchPool(routes, ['admin'], zh), Fuse);
    expect(search('操作日志')[0]).toEqual({ path: '/system/operationLog', title: '系统监控 > 操作日志' });
    expect(search('角色')[0]?.path).toBe('/platform/role');
    expect(search('operationlog')[0]?.path).toBe('/system/operationLog');
    expect(search('   ')).toEqual([]);
  });

  test('forbidden pages are never found', () => {
    const search = createMenuSearch(searchPool(routes, ['system-management'], zh), Fuse);
    expect(search('操作日志')).toEqual([]);
    expect(search('/system/operationLog')).toEqual([]);
  });

  test('threshold 0.4: close typos match, unrelated text does not', () => {
    const search = createMenuSearch(searchPool(routes, ['admin'], createTranslator('en')), Fuse);
    expect(search('Operaton log')[0]?.path).toBe('/system/operationLog');
    expect(search('zzzzqqqq')).toEqual([]);
    expect(FUZZY_SEARCH.threshold).toBe(0.4);
  });

  test('the pattern is cut to 32 characters', () => {
    const search = createMenuSearch(searchPool(routes, ['admin'], createTranslator('en')), Fuse);
    const long = `Operation log${'x'.repeat(40)}`;
    expect(search(long)).toEqual(search(long.slice(0, 32)));
    // Uncut, fuse finds nothing for this query (the 22-character tail spoils it); cut, it matches.
    const padded = `${'Platform users'.padEnd(32, ' ')}${'z'.repeat(22)}`;
    expect(search(padded)[0]?.path).toBe('/platform/user');
  });
});
