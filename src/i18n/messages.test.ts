import { beforeAll, describe, expect, test } from 'vitest';
import { LOCALES, createTranslator, hasMessages, interpolate, loadMessages, paramsOf } from './index';
import type { Locale } from './index';
// Tests read every catalogue directly; the app loads en and es on demand.
import { en as enMessages } from './messages/en';
import { es as esMessages } from './messages/es';
import { routeTitlesZhCN } from './messages/routes.zh-CN';
import { viewMessagesZhCN } from './messages/views.zh-CN';
import { zhCN } from './messages/zh-CN';

// The en and es catalogues hold every key the source locale has, its parts that load later included: the views'
// texts and the titles the console's route table adds (routes.zh-CN.ts).
const messages: Record<Locale, Readonly<Record<string, string>>> = { 'zh-CN': { ...zhCN, ...viewMessagesZhCN, ...routeTitlesZhCN }, en: enMessages, es: esMessages };

const source = messages['zh-CN'] as Record<string, string>;

describe('loading on demand', () => {
  test('zh-CN is bundled; en and es translate as zh-CN until loaded, then as themselves', async () => {
    expect(hasMessages('zh-CN')).toBe(true);
    expect(hasMessages('es')).toBe(false);
    expect(createTranslator('es')('navbar.greeting')).toBe('欢迎，管理员');
    const [a, b] = [loadMessages('es'), loadMessages('es')];
    expect(await a).toBe(await b);
    expect(await a).toBe(esMessages);
    expect(hasMessages('es')).toBe(true);
    expect(createTranslator('es')('navbar.greeting')).toBe('Bienvenido, administrador');
  });
});

const loadAll = async () => {
  await Promise.all(LOCALES.map((l) => loadMessages(l)));
};

describe('message catalogues', () => {
  beforeAll(loadAll);

  test.each(LOCALES)('%s has every key of zh-CN, non-empty, with the same {params}', (locale) => {
    const table = messages[locale] as Record<string, string>;
    const problems: string[] = [];
    for (const [key, text] of Object.entries(source)) {
      const own = table[key];
      if (typeof own !== 'string' || own.trim() === '') problems.push(`${key}: missing or empty`);
      else if (paramsOf(own).join() !== paramsOf(text).join()) problems.push(`${key}: params ${paramsOf(own)} vs ${paramsOf(text)}`);
    }
    for (const key of Object.keys(table)) if (!(key in source)) problems.push(`${key}: not in zh-CN`);
    expect(problems).toEqual([]);
  });

  test('zh-CN has no empty text and keys are dotted', () => {
    for (const [key, text] of Object.entries(source)) {
      expect(text.trim(), key).not.toBe('');
      expect(key, key).toMatch(/^[a-zA-Z0-9]+(\.[a-zA-Z0-9-]+)+$/);
    }
  });

  test('the spec texts are present', () => {
    const zh = createTranslator('zh-CN');
    const en = createTranslator('en');
    const es = createTranslator('es');
    expect(zh('navbar.greeting')).toBe('欢迎，管理员');
    expect(en('navbar.greeting')).toBe('Welcome, administrator');
    expect(es('navbar.greeting')).toBe('Bienvenido, administrador');
    expect(zh('password.mismatch')).toBe('两次输入的密码不一致');
    expect(zh('password.success')).toBe('修改成功');
    expect(zh('toast.themeChanged')).toBe('换肤成功');
    expect(zh('toast.sizeSwitched')).toBe('Switch Size Success');
    expect(zh('toast.fullscreenUnsupported')).toBe('you browser can not work');
    expect(zh('toast.noLinkData')).toBe('无跳转页面数据');
    expect(en('update.message')).toBe('The page has an update, click OK to refresh the page!');
    expect(en('unauthorized.title')).toBe('Confirm logout');
    expect(en('unauthorized.relogin')).toBe('Log in again');
    expect(zh('unauthorized.title')).not.toBe('Confirm logout');
    expect(['Message', 'Stack', 'Url'].map((k) => en(`errorLog.${k.toLowerCase()}`))).toEqual(['Message', 'Stack', 'Url']);
    // Page titles come with their domains and the route table (src/console/menu/routes.test.ts), not with the shell.
    expect(zh('route.operationLog')).toBe('route.operationLog');
  });
});

describe('createTranslator', () => {
  beforeAll(loadAll);

  test('interpolates {params} and keeps unknown ones visible', () => {
    expect(interpolate('{a} and {b}', { a: 1 })).toBe('1 and {b}');
    expect(createTranslator('en')('tabs.closeTab', { title: 'Users' })).toBe('Close Users');
    expect(createTranslator('zh-CN')('oneKeyRole.success', { created: 2, updated: 0 })).toBe('设置完成：新增 2 个，更新 0 个');
  });

  test('falls back to zh-CN, then to the key itself', () => {
    const original = (messages.en as Record<string, string>)['common.more'];
    (messages.en as Record<string, string>)['common.more'] = '';
    try {
      expect(createTranslator('en')('common.more')).toBe('更多');
    } finally {
      (messages.en as Record<string, string>)['common.more'] = original!;
    }
    expect(createTranslator('es')('no.such.key')).toBe('no.such.key');
    expect(createTranslator('es')('订单 #12')).toBe('订单 #12');
    expect(createTranslator('xx' as never)('navbar.greeting')).toBe('欢迎，管理员');
  });
});
