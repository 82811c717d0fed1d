import { beforeEach, describe, expect, test, vi } from 'vitest';
import { installMemoryStorage } from '../testing/memoryStorage';
import { TABS_STORAGE_KEY, cachedKeysOf, createTabStore, tabKeyOf, type TabView } from './tabStore';

const home: TabView = { key: '/dashboard', path: '/dashboard', title: 'route.dashboard', affix: true };
const view = (path: string, search = '', extra: Partial<TabView> = {}): TabView =>
  ({ key: tabKeyOf(path, search), path, title: `route.${path.split('/').pop()}`, ...extra });

let storage: ReturnType<typeof installMemoryStorage>;
beforeEach(() => {
  storage = installMemoryStorage();
});

function setup(answer = true) {
  const confirmDiscard = vi.fn(async () => answer);
  const tabs = createTabStore({ confirmDiscard });
  tabs.initAffix([home]);
  return { tabs, confirmDiscard };
}

describe('tab store', () => {
  test('open appends and activates; the same key is not duplicated; path + query make the key', () => {
    const { tabs } = setup();
    tabs.open(view('/platform/user'));
    tabs.open(view('/orders/detail', '?id=1'));
    tabs.open(view('/orders/detail', '?id=2'));
    tabs.open(view('/platform/user'));
    expect(tabs.getState().views.map((v) => v.key)).toEqual(['/dashboard', '/platform/user', '/orders/detail?id=1', '/orders/detail?id=2']);
    expect(tabs.getState().activeKey).toBe('/platform/user');
    expect(tabKeyOf('/a', '?')).toBe('/a');
  });

  test('close removes one tab and tells where to go when it was active; affix tabs never close', async () => {
    const { tabs } = setup();
    tabs.open(view('/a'));
    tabs.open(view('/b'));
    expect(await tabs.close('/b')).toEqual({ closed: true, navigateTo: '/a' });
    expect(await tabs.close('/dashboard')).toEqual({ closed: false, navigateTo: null });
    tabs.open(view('/c'));
    tabs.setActive('/a');
    expect(await tabs.close('/c')).toEqual({ closed: true, navigateTo: null });
    expect(tabs.getState().views.map((v) => v.key)).toEqual(['/dashboard', '/a']);
  });

  test('closeOthers keeps the affix tab and the chosen one', async () => {
    const { tabs } = setup();
    ['/a', '/b', '/c'].forEach((p) => tabs.open(view(p)));
    const result = await tabs.closeOthers('/b');
    expect(tabs.getState().views.map((v) => v.key)).toEqual(['/dashboard', '/b']);
    expect(result).toEqual({ closed: true, navigateTo: '/b' });
  });

  test('closeAll keeps only affix tabs and goes to the last of them', async () => {
    const { tabs } = setup();
    ['/a', '/b'].forEach((p) => tabs.open(view(p)));
    expect(await tabs.closeAll()).toEqual({ closed: true, navigateTo: '/dashboard' });
    expect(tabs.getState().views.map((v) => v.key)).toEqual(['/dashboard']);
  });

  test('refresh changes exactly one nonce', () => {
    const { tabs } = setup();
    ['/a', '/b'].forEach((p) => tabs.open(view(p)));
    tabs.refresh('/a');
    tabs.refresh('/a');
    expect(tabs.getState().nonces).toEqual({ '/a': 2 });
    tabs.refreshAll();
    expect(tabs.getState().nonces).toEqual({ '/dashboard': 1, '/a': 3, '/b': 1 });
  });

  test('noCache views are not in cachedKeys', () => {
    const { tabs } = setup();
    tabs.open(view('/a'));
    tabs.open(view('/edit', '', { noCache: true }));
    expect(cachedKeysOf(tabs.getState())).toEqual(['/dashboard', '/a']);
  });

  test('a dirty tab asks before closing; declining keeps it, confirming closes it', async () => {
    const declined = setup(false);
    declined.tabs.open(view('/form'));
    declined.tabs.setDirty('/form', true);
    expect(await declined.tabs.close('/form')).toEqual({ closed: false, navigateTo: null });
    expect(declined.confirmDiscard).toHaveBeenCalledTimes(1);
    expect(declined.tabs.getState().views.map((v) => v.key)).toContain('/form');
    expect((await declined.tabs.closeAll()).closed).toBe(false);
    expect((await declined.tabs.closeOthers('/dashboard')).closed).toBe(false);

    const accepted = setup(true);
    accepted.tabs.open(view('/form'));
    accepted.tabs.open(view('/clean'));
    accepted.tabs.setDirty('/form', true);
    expect((await accepted.tabs.close('/clean')).closed).toBe(true);
    expect(accepted.confirmDiscard).not.toHaveBeenCalled();
    expect((await accepted.tabs.close('/form')).closed).toBe(true);
    expect(accepted.confirmDiscard).toHaveBeenCalledTimes(1);
    expect(accepted.tabs.getState().dirty).toEqual([]);
  });

  test('closeOthers asks only when one of the closed tabs is dirty', async () => {
    const { tabs, confirmDiscard } = setup(true);
    ['/a', '/b'].forEach((p) => tabs.open(view(p)));
    tabs.setDirty('/b', true);
    await tabs.closeOthers('/b');
    expect(confirmDiscard).not.toHaveBeenCalled();
  });

  test('tabs persist in sessionStorage and come back after a reload', () => {
    const { tabs } = setup();
    tabs.open(view('/a', '?x=1'));
    expect(JSON.parse(storage.session.getItem(TABS_STORAGE_KEY)!)).toHaveLength(2);
    const reloaded = createTabStore({ confirmDiscard: async () => true });
    expect(reloaded.getState().views.map((v) => v.key)).toEqual(['/dashboard', '/a?x=1']);
  });

  test('sessionStorage is read when the tabs are first used, not when the store is made', () => {
    storage.session.setItem(TABS_STORAGE_KEY, JSON.stringify([{ key: '/ok', path: '/ok', title: 't' }]));
    const read = vi.spyOn(storage.session, 'getItem');
    const tabs = createTabStore({ confirmDiscard: async () => true });
    expect(read).not.toHaveBeenCalled();
    expect(tabs.getState().views.map((v) => v.key)).toEqual(['/ok']);
    tabs.open(view('/a'));
    expect(tabs.getState().views.map((v) => v.key)).toEqual(['/ok', '/a']);
    expect(read).toHaveBeenCalledTimes(1);
    expect(JSON.parse(storage.session.getItem(TABS_STORAGE_KEY)!)).toHaveLength(2);
  });

  test('garbage in storage is ignored', () => {
    storage.session.setItem(TABS_STORAGE_KEY, JSON.stringify([{ key: '//evil.com', path: '/', title: 'x' }, { key: '/ok', path: '/ok', title: 't' }, 5]));
    expect(createTabStore({ confirmDiscard: async () => true }).getState().views.map((v) => v.key)).toEqual(['/ok']);
    storage.session.setItem(TABS_STORAGE_KEY, '{not json');
    expect(createTabStore({ confirmDiscard: async () => true }).getState().views).toEqual([]);
  });

  test('stored tabs of any other shape read as none, and a bad view is dropped alone', async () => {
    const fresh = () => createTabStore({ confirmDiscard: async () => true });
    for (const junk of ['null', '42', '"tabs"', '{}', '{"key":"/a","path":"/a","title":"t"}', '[null]', '[[]]', '[{"key":5,"path":"/a","title":"t"}]']) {
      storage.session.setItem(TABS_STORAGE_KEY, junk);
      expect(fresh().getState().views, junk).toEqual([]);
    }
    storage.session.setItem(TABS_STORAGE_KEY, JSON.stringify([
      { key: '/a', path: 'a', title: 'no leading slash' },
      { key: '/b', path: '/b', title: 7 },
      { key: '/c', path: '/c', title: 'c', href: 42 },
      { key: '/d', path: '/d', title: 'd', affix: 'no', noCache: 1 },
      { key: '/d', path: '/d', title: 'twice' },
    ]));
    const tabs = fresh();
    expect(tabs.getState().views).toEqual([{ key: '/d', path: '/d', title: 'd' }]);
    // "affix": "no" did not make the tab unclosable.
    expect(await tabs.close('/d')).toEqual({ closed: true, navigateTo: null });
  });

  test('prune drops forbidden tabs; reset forgets everything', () => {
    const { tabs } = setup();
    ['/a', '/b'].forEach((p) => tabs.open(view(p)));
    tabs.prune((v) => v.key !== '/a');
    expect(tabs.getState().views.map((v) => v.key)).toEqual(['/dashboard', '/b']);
    tabs.reset();
    expect(tabs.getState().views).toEqual([]);
    expect(storage.session.getItem(TABS_STORAGE_KEY)).toBeNull();
  });
});
