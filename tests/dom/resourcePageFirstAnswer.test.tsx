/**
 * A resource page waits a moment for its first rows before it shows anything: a quick answer
 * paints the page once, title, filters and the rows in the grid from its first appearance; a slow
 * one gets the whole page and its loading bar after the wait, and the rows when they come. The
 * rows name their ref ids, so the first render asks for no select list unless a filter holds a value.
 * The calls go to the real reference server (in-process, through AdminProvider's `fetch`).
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { useAdminServer } from '../../example-host/server/api/adminServer';
import { REF_SOURCES } from '../../src/contract/refSources.gen';
// The dishes page: its rows carry edit buttons that only the permissions bring (the dinner orders
// are a ledger and have none).
import { meal } from '../../src/contract/services/ordermeal/catalog';
import { AdminProvider } from '../../src/core';
import { ResourcePage } from '../../src/resource';

vi.setConfig({ hookTimeout: 120000 });
const s = useAdminServer();
const LIST = '/ordermeal/web/meal/list';

let token = '';
beforeAll(() => { token = s.admin.replace(/^JSESSION_ID=/, ''); });

/** Whether a grid row shows an edit button. */
const hasEdit = (row: Element) => [...row.querySelectorAll('button')].some((b) => b.textContent === '编辑');

/**
 * Grid states seen on every DOM change: the number of data rows each time a grid was in the page
 * and it changed, and what the grid held when it first appeared.
 */
function watchGrid(): { counts: number[]; first: () => { rows: number; withEdit: number } | null; stop: () => void } {
  const counts: number[] = [];
  let first: { rows: number; withEdit: number } | null = null;
  const look = () => {
    const grid = document.querySelector('[role="grid"]');
    if (!grid) return;
    const rows = [...grid.querySelectorAll('tbody tr')].filter((r) => (r as HTMLTableRowElement).cells.length > 1 && r.textContent?.trim());
    first ??= { rows: rows.length, withEdit: rows.filter(hasEdit).length };
    if (counts.at(-1) !== rows.length) counts.push(rows.length);
  };
  const observer = new MutationObserver(look);
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return { counts, first: () => first, stop: () => observer.disconnect() };
}

/** Mounts the page; with `alone` as a partner does, with no permission set: the page loads the profile. */
function mount(fetchVia: (req: Request) => Promise<Response>, alone = false, url = '/') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <AdminProvider apiBase="http://ref.local/super_cloud/api" token={token} {...(alone ? {} : { permissions: ['admin'] })} fetch={fetchVia}>
        <ResourcePage resource={meal} />
      </AdminProvider>
    </MemoryRouter>,
  );
}

let watch: ReturnType<typeof watchGrid> | null = null;
afterEach(() => { watch?.stop(); watch = null; });

/** The server's answer to a call, fetched beforehand, to be handed back at once. */
async function answerOf(path: string, init: RequestInit = {}): Promise<string> {
  const req = new Request(`http://ref.local/super_cloud/api${path}`, { ...init, headers: { Authorization: `Bearer ${token}`, ...init.headers } });
  return (await s.server.app.fetch(req)).text();
}
const json = (text: string) => new Response(text, { headers: { 'Content-Type': 'application/json' } });
const listAnswer = () => answerOf(LIST, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'pageNum=1&pageSize=20' });
/** Data rows of the grid that show an edit button. */
const rowsWithEdit = () => [...document.querySelectorAll('[role="grid"] tbody tr')].filter(hasEdit).length;

describe('a resource page and its first answer', () => {
  test('a quick answer: the grid first appears with its rows, never empty', async () => {
    const ready = await listAnswer();
    expect(JSON.parse(ready).data.list.length).toBeGreaterThan(0);
    watch = watchGrid();
    mount(async (req) => (new URL(req.url).pathname.endsWith(LIST) ? json(ready) : s.server.app.fetch(req)));
    // Nothing shows while the answer travels, not even the title.
    expect(screen.queryByRole('heading')).toBeNull();
    await waitFor(() => expect(watch!.counts.at(-1)).toBeGreaterThan(0));
    expect(watch.counts[0]).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: '菜品' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '查询' })).toBeTruthy();
  });

  test('a slow answer: filters, table and loading bar come after the wait; the rows when the answer does', async () => {
    let release!: () => void;
    const held = new Promise<void>((done) => { release = done; });
    const asked: string[] = [];
    watch = watchGrid();
    mount(async (req) => {
      asked.push(new URL(req.url).pathname.replace('/super_cloud/api', ''));
      if (new URL(req.url).pathname.endsWith(LIST)) await held;
      return s.server.app.fetch(req);
    });
    // Nothing shows while the page waits for its rows.
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('grid')).toBeNull();
    // The first render asked for the rows alone: they name their refs, and no filter holds a value.
    expect(asked).toEqual([LIST]);
    // The answer is still held: the page gives up waiting and shows everything, loading.
    await screen.findByRole('button', { name: '查询' });
    expect(screen.getByRole('heading', { name: '菜品' })).toBeTruthy();
    expect(screen.getByRole('grid')).toBeTruthy();
    expect(screen.getByRole('progressbar')).toBeTruthy();
    expect(watch.counts[0]).toBe(0);
    release();
    await waitFor(() => expect(watch!.counts.at(-1)).toBeGreaterThan(0));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  test('a shared link with a ref filter: its options are asked for with the rows, for the filter\'s label', async () => {
    const asked: string[] = [];
    mount(async (req) => { asked.push(new URL(req.url).pathname.replace('/super_cloud/api', '')); return s.server.app.fetch(req); }, false, '/?f.orgId=1');
    expect(asked).toEqual([LIST, REF_SOURCES['organisation.organization']!.path]);
    await screen.findByRole('button', { name: '查询' });
  });

  test('empty ref filters ask for their options only when the user heads for one', async () => {
    const asked: string[] = [];
    watch = watchGrid();
    mount(async (req) => { asked.push(new URL(req.url).pathname.replace('/super_cloud/api', '')); return s.server.app.fetch(req); });
    await waitFor(() => expect(watch!.counts.at(-1)).toBeGreaterThan(0));
    const org = screen.getByRole('combobox', { name: meal.fields.orgId!.label['zh-CN'] });
    // Mounted and drawn, the page has still asked for its rows alone.
    await new Promise((done) => { setTimeout(done, 100); });
    expect(asked).toEqual([LIST]);
    fireEvent.pointerEnter(org.parentElement!);
    const orgOptions = REF_SOURCES['organisation.organization']!.path;
    await waitFor(() => expect(asked).toEqual([LIST, orgOptions]));
    // The combobox that takes over on focus finds them loaded, and does not ask again.
    org.focus();
    await waitFor(() => expect(org.isConnected).toBe(false));
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: meal.fields.orgId!.label['zh-CN'] }));
    await new Promise((done) => { setTimeout(done, 100); });
    expect(asked.filter((p) => p === orgOptions)).toHaveLength(1);
  });

  test('mounted alone: the rows come with the buttons the loaded permissions allow, not before them', async () => {
    const [list, profile] = await Promise.all([listAnswer(), answerOf(`/user/profile?token=${token}`)]);
    expect(JSON.parse(profile).data.perms.length).toBeGreaterThan(0);
    watch = watchGrid();
    mount(async (req) => {
      const path = new URL(req.url).pathname;
      if (path.endsWith(LIST)) return json(list);
      // The profile comes a little after the rows, well within the page's wait.
      if (path.endsWith('/user/profile')) return new Promise<Response>((done) => { setTimeout(() => done(json(profile)), 40); });
      return s.server.app.fetch(req);
    }, true);
    await waitFor(() => expect(watch!.first()).not.toBeNull());
    expect(watch.first()!.rows).toBeGreaterThan(0);
    expect(watch.first()!.withEdit).toBe(watch.first()!.rows);
  });

  test('mounted alone, a slow profile: the rows come after the wait, their buttons with the permissions', async () => {
    const list = await listAnswer();
    let release!: () => void;
    const held = new Promise<void>((done) => { release = done; });
    watch = watchGrid();
    mount(async (req) => {
      const path = new URL(req.url).pathname;
      if (path.endsWith(LIST)) return json(list);
      if (path.endsWith('/user/profile')) await held;
      return s.server.app.fetch(req);
    }, true);
    await waitFor(() => expect(watch!.counts.at(-1)).toBeGreaterThan(0));
    expect(rowsWithEdit()).toBe(0);
    release();
    await waitFor(() => expect(rowsWithEdit()).toBeGreaterThan(0));
  });
});
