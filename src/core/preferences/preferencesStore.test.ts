import { beforeEach, expect, test } from 'vitest';
import { installMemoryStorage } from '../testing/memoryStorage';
import { hasMessages } from '../../i18n';
import { LOCALE_KEY, SIDEBAR_KEY, SIZE_KEY, THEME_KEY, createPreferencesStore } from './preferencesStore';

let storage: ReturnType<typeof installMemoryStorage>;
beforeEach(() => {
  storage = installMemoryStorage();
});

const DEFAULTS = {
  locale: 'zh-CN', size: 'medium', theme: { primary: '#409EFF', sidebar: 'green' }, sidebarOpened: true, device: 'desktop',
} as const;

test('defaults: zh-CN, medium, #409EFF with the green sidebar, sidebar open', () => {
  expect(createPreferencesStore().getState()).toEqual(DEFAULTS);
});

// What a user, an extension or an older version may leave in localStorage: none of it may stop the console.
const GARBAGE = ['{not json', '', 'null', '[]', '[1,2]', '42', '"medium"', 'true', '{}', '{"primary":42,"sidebar":["dark"]}', '{"primary":{},"sidebar":null}', 'undefined'];

test('garbage in every stored preference reads as the defaults', () => {
  for (const junk of GARBAGE) {
    for (const key of [THEME_KEY, SIZE_KEY, LOCALE_KEY, SIDEBAR_KEY]) storage.local.setItem(key, junk);
    const prefs = createPreferencesStore();
    expect(prefs.getState(), junk).toEqual(DEFAULTS);
    expect(prefs.initialLocale, junk).toBeNull();
  }
});

test('a stored theme keeps its valid fields and drops the rest', () => {
  storage.local.setItem(THEME_KEY, '{"primary":"#13c2c2","sidebar":"purple"}');
  expect(createPreferencesStore().getState().theme).toEqual({ primary: '#13C2C2', sidebar: 'green' });
  storage.local.setItem(THEME_KEY, '{"primary":["#13c2c2"],"sidebar":"dark"}');
  expect(createPreferencesStore().getState().theme).toEqual({ primary: '#409EFF', sidebar: 'dark' });
  storage.local.setItem(THEME_KEY, '["#13c2c2","dark"]');
  expect(createPreferencesStore().getState().theme).toEqual(DEFAULTS.theme);
});

test('a host prop of the wrong type falls back to the stored choice, then the default', () => {
  storage.local.setItem(SIZE_KEY, 'mini');
  storage.local.setItem(THEME_KEY, '{"sidebar":"dark"}');
  const prefs = createPreferencesStore({ size: 'huge' as never, locale: 7 as never, theme: 'green' as never });
  expect(prefs.getState()).toMatchObject({ size: 'mini', locale: 'zh-CN', theme: { primary: '#409EFF', sidebar: 'dark' } });
});

test('the sidebar state is stored as 1 / 0', () => {
  const prefs = createPreferencesStore();
  prefs.toggleSidebar();
  expect(storage.local.getItem(SIDEBAR_KEY)).toBe('0');
  expect(createPreferencesStore().getState().sidebarOpened).toBe(false);
  prefs.toggleSidebar();
  expect(storage.local.getItem(SIDEBAR_KEY)).toBe('1');
});

test('en and es load on demand: zh-CN until the catalogue is in, and the last choice wins', async () => {
  expect(hasMessages('en')).toBe(false);
  storage.local.setItem(LOCALE_KEY, 'en');
  const prefs = createPreferencesStore();
  expect(prefs.getState().locale).toBe('zh-CN');
  expect(prefs.initialLocale).not.toBeNull();
  await prefs.initialLocale;
  expect(prefs.getState().locale).toBe('en');
  expect(hasMessages('en')).toBe(true);
  expect(createPreferencesStore().initialLocale).toBeNull();

  const switched = prefs.setLocale('es');
  await prefs.setLocale('zh-CN');
  expect(prefs.getState().locale).toBe('zh-CN');
  await switched;
  expect(prefs.getState().locale).toBe('zh-CN');
  expect(storage.local.getItem(LOCALE_KEY)).toBe('zh-CN');
});

test('choices persist; host props win over stored choices; junk is ignored', async () => {
  const prefs = createPreferencesStore();
  await prefs.setLocale('es');
  prefs.setSize('mini');
  prefs.setTheme({ primary: '#13c2c2', sidebar: 'green' });
  prefs.setSize('huge' as never);
  expect(createPreferencesStore().getState()).toMatchObject({ locale: 'es', size: 'mini', theme: { primary: '#13C2C2', sidebar: 'green' } });
  const hosted = createPreferencesStore({ locale: 'en', size: 'small' });
  await hosted.initialLocale;
  expect(hosted.getState()).toMatchObject({ locale: 'en', size: 'small' });
});

test('mobile mode closes the sidebar without forgetting the desktop choice', () => {
  const prefs = createPreferencesStore();
  prefs.setDevice('mobile');
  expect(prefs.getState()).toMatchObject({ device: 'mobile', sidebarOpened: false });
  prefs.toggleSidebar();
  prefs.closeSidebar();
  expect(storage.local.getItem(SIDEBAR_KEY)).toBeNull();
  prefs.setDevice('desktop');
  expect(prefs.getState()).toMatchObject({ device: 'desktop', sidebarOpened: true });
});
