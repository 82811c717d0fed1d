/**
 * No title key on screen for a page mounted alone: a partner's app renders `<AdminProvider>` and one page,
 * with no console route table to add the menu's titles, and the shell's catalogue holds none of the pages'
 * titles (only 首页). So a page's heading (and any label naming a page) resolves only in the texts the page
 * brings itself: a table of its domain, registered on its first render (`useViewT`, ResourcePage's
 * `messages`). Every page of every registered domain is mounted here with nothing left from the pages mounted
 * before it, and no `route.<name>` may show in its text or its labels.
 */
import { render, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { useAdminServer } from '../../example-host/server/api/adminServer';
import { AdminProvider, flattenRoutes } from '../../src/core';
import type { DomainModule } from '../../src/core/domain';
import { DOMAINS } from '../../src/domains/registry';
import { forgetAddedMessages } from '../../src/i18n/createTranslator';

vi.setConfig({ hookTimeout: 120000 });
const s = useAdminServer();
let token = '';
beforeAll(() => { token = s.admin.replace(/^JSESSION_ID=/, ''); });
// The files after this one in the worker (the project shares modules between files) get the texts back.
afterAll(forgetAddedMessages());

const KEY = /\broute\.[A-Za-z0-9_]+/g;
const LABELS = ['aria-label', 'title', 'placeholder', 'alt'];

/** The `route.*` keys shown in the document: in its text or in a label a screen reader reads. */
function keysShown(): string[] {
  const found = new Set(document.body.textContent?.match(KEY) ?? []);
  for (const el of document.body.querySelectorAll('*')) {
    for (const name of LABELS) for (const key of el.getAttribute(name)?.match(KEY) ?? []) found.add(key);
  }
  return [...found];
}

/** Each page of the domain: its export and the title (zh-CN) of the menu entry that shows it. */
function pagesOf(domain: DomainModule) {
  const flat = flattenRoutes([...domain.routes]);
  return Object.entries(domain.pages).map(([page, exportName]) => {
    const key = flat.find((r) => r.entry.view?.kind === 'page' && r.entry.view.page === page)?.entry.title ?? `route.${page}`;
    return { exportName, text: domain.titles['zh-CN']![key] };
  });
}

describe.each(DOMAINS.map((d) => [d.name, d] as const))('domain %s: each page mounted alone', (name, domain) => {
  test('shows no route title key, only words', async () => {
    const module = await domain.load();
    const bad: string[] = [];
    let headed = 0;
    for (const { exportName, text } of pagesOf(domain)) {
      // What the pages before it registered is gone, as in a partner's app that mounts this page only.
      forgetAddedMessages();
      const Page = module[exportName] as ComponentType<{ className?: string }>;
      const { unmount } = render(
        <MemoryRouter>
          <AdminProvider apiBase="http://ref.local/super_cloud/api" token={token} permissions={['admin']} fetch={async (req) => s.server.app.fetch(req)}>
            <Page className="sc-alone" />
          </AdminProvider>
        </MemoryRouter>,
      );
      await waitFor(() => expect(document.querySelector('.sc-alone'), exportName).not.toBeNull());
      const shown = keysShown();
      if (shown.length) bad.push(`${exportName}: ${shown.join(', ')}`);
      if (text && document.body.textContent?.includes(text)) headed += 1;
      unmount();
    }
    expect(bad, `${name}: pages mounted alone that show a title key (the table they register lacks it)`).toEqual([]);
    // Not a check of nothing: the domain's pages were mounted and show their titles in words.
    expect(headed, `${name}: pages showing their menu title`).toBeGreaterThan(0);
  });
});
