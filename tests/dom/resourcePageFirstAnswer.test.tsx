/**
 * A resource page waits a moment for its first rows before it shows its filters and table: a
 * quick answer paints the page once, with the rows in the grid from its first appearance; a slow
 * one gets the whole page and its loading bar after the wait, and the rows when they come.
 * The calls go to the real reference server (in-process, through AdminProvider's `fetch`).
 */
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { useAdminServer } from '../../example-host/server/api/adminServer';
import { orderDinner } from '../../src/contract/services/ordermeal/orders';
import { AdminProvider } from '../../src/core';
import { ResourcePage } from '../../src/resource';

vi.setConfig({ hookTimeout: 120000, testTimeout: 60000 });
const s = useAdminServer();
const LIST = '/ordermeal/web/orderDinner/list';

let token = '';
beforeAll(() => { token = s.admin.replace(/^JSESSION_ID=/, ''); });

/** Grid states seen on every DOM change: the number of data rows each time a grid was in the page. */
function watchGrid(): { counts: number[]; stop: () => void } {
  const counts: number[] = [];
  const look = () => {
    const grid = document.querySelector('[role="grid"]');
    if (!grid) return;
    const rows = [...grid.querySelectorAll('tbody tr')].filter((r) => (r as HTMLTableRowElement).cells.length > 1 && r.textContent?.trim());
    if (counts.at(-1) !== rows.length) counts.push(rows.length);
  };
  const observer = new MutationObserver(look);
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return { counts, stop: () => observer.disconnect() };
}

function mount(fetchVia: (req: Request) => Promise<Response>) {
  return render(
    <MemoryRouter>
      <AdminProvider apiBase="http://ref.local/super_cloud/api" token={token} permissions={['admin']} fetch={fetchVia}>
        <ResourcePage resource={orderDinner} />
      </AdminProvider>
    </MemoryRouter>,
  );
}

let watch: ReturnType<typeof watchGrid> | null = null;
afterEach(() => { watch?.stop(); watch = null; });

describe('a resource page and its first answer', () => {
  test('a quick answer: the grid first appears with its rows, never empty', async () => {
    // The list's answer is fetched from the server beforehand and handed back at once.
    const probe = new Request(`http://ref.local/super_cloud/api${LIST}`, {
      method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'pageNum=1&pageSize=20',
    });
    const ready = await (await s.server.app.fetch(probe)).text();
    expect(JSON.parse(ready).data.list.length).toBeGreaterThan(0);
    watch = watchGrid();
    mount(async (req) => (new URL(req.url).pathname.endsWith(LIST)
      ? new Response(ready, { headers: { 'Content-Type': 'application/json' } })
      : s.server.app.fetch(req)));
    expect(screen.getByRole('heading', { name: '订餐订单' })).toBeTruthy();
    await waitFor(() => expect(watch!.counts.at(-1)).toBeGreaterThan(0));
    expect(watch.counts[0]).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: '查询' })).toBeTruthy();
  });

  test('a slow answer: filters, table and loading bar come after the wait; the rows when the answer does', async () => {
    let release!: () => void;
    const held = new Promise<void>((done) => { release = done; });
    watch = watchGrid();
    mount(async (req) => {
      if (new URL(req.url).pathname.endsWith(LIST)) await held;
      return s.server.app.fetch(req);
    });
    // Only the heading while the page waits for its rows.
    expect(screen.getByRole('heading', { name: '订餐订单' })).toBeTruthy();
    expect(screen.queryByRole('grid')).toBeNull();
    // The answer is still held: the page gives up waiting and shows everything, loading.
    await screen.findByRole('button', { name: '查询' }, { timeout: 10_000 });
    expect(screen.getByRole('grid')).toBeTruthy();
    expect(screen.getByRole('progressbar')).toBeTruthy();
    expect(watch.counts[0]).toBe(0);
    release();
    await waitFor(() => expect(watch!.counts.at(-1)).toBeGreaterThan(0), { timeout: 10_000 });
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
