/**
 * A language the host registers (here ja, through AdminProvider's `locales`): a page shows the
 * kit's texts in it, keys it leaves out in its fallback (en), the contract's labels in that fallback
 * too, and the language menu lists it under its own name. The rows come from the real reference server.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { useAdminServer } from '../../example-host/server/api/adminServer';
import { AdminProvider, defineLocaleMessages, registerLocale } from '../../src/core';
import { MealOrdersPage } from '../../src/domains/meal';
import { availableLocales, createTranslator, loadMessages } from '../../src/i18n';
import { LanguageSelect } from '../../src/shell';

vi.setConfig({ hookTimeout: 120000 });
const s = useAdminServer();
let token = '';
beforeAll(() => { token = s.admin.replace(/^JSESSION_ID=/, ''); });

// What a host's ja.ts holds (`export default defineLocaleMessages({...})`), loaded as its own chunk.
const ja = defineLocaleMessages({ 'resource.search': '検索', 'resource.total': '合計 {total, number} 件', 'navbar.language': '言語' });
// @ts-expect-error a key the kit does not have does not compile
defineLocaleMessages({ 'resource.serch': '検索' });

const mount = (ui: ReactNode) => render(
  <MemoryRouter>
    <AdminProvider apiBase="http://ref.local/super_cloud/api" token={token} permissions={['admin']} fetch={async (req) => s.server.app.fetch(req)}
      locale="ja" locales={{ ja: () => Promise.resolve({ default: ja }) }}>{ui}</AdminProvider>
  </MemoryRouter>,
);

describe('a registered locale', () => {
  test('a page shows its texts; what it leaves out comes from its fallback (en)', async () => {
    mount(<MealOrdersPage />);
    await screen.findByRole('button', { name: '検索' });
    // not in ja: English, not the zh-CN source
    expect(screen.getByRole('button', { name: 'Reset' })).toBeTruthy();
    await waitFor(() => expect(screen.getByText(/^合計 [\d,]+ 件$/)).toBeTruthy());
    expect(document.querySelector('[data-admin-root]')!.getAttribute('lang')).toBe('ja');
    expect(screen.queryByRole('button', { name: '查询' })).toBeNull();
  });

  test('the language menu lists it under its own name', async () => {
    mount(<LanguageSelect />);
    expect(availableLocales()).toEqual(['zh-CN', 'en', 'es', 'ja']);
    const button = await screen.findByRole('button', { name: /^言語: 日本語$/ });
    fireEvent.click(button);
    expect(await screen.findByRole('menuitem', { name: /日本語/ })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: /English/ })).toBeTruthy();
  });

  test('registration: a Chinese variant falls back to zh-CN; built-in and malformed tags are refused', async () => {
    registerLocale('zh-TW', { name: '繁體中文', messages: { 'navbar.greeting': '歡迎，管理員' } });
    await loadMessages('zh-TW');
    const t = createTranslator('zh-TW');
    expect(t('navbar.greeting')).toBe('歡迎，管理員');
    expect(t('resource.reset')).toBe('重置');
    expect(() => registerLocale('en', { messages: {} })).toThrow();
    expect(() => registerLocale('not a tag', { messages: {} })).toThrow();
  });
});
