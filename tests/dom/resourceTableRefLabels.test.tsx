/**
 * The ref columns of a list: rows that name their ref ids (`mealName` beside `mealId`) show those
 * names and load no select list. Rows of a back end that sends bare ids take their labels from one
 * options load per target, and when a target's options come in, only its cells change: no row
 * renders again for it (the actions column's renderer is not called again). Against the real
 * reference server, in-process.
 */
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { useAdminServer } from '../../example-host/server/api/adminServer';
import { REF_SOURCES } from '../../src/contract/refSources.gen';
import { refLabelKey } from '../../src/contract/schemas';
import { orderDinner } from '../../src/contract/services/ordermeal/orders';
import { AdminProvider, listColumns } from '../../src/core';
import { ResourceTable, type Row } from '../../src/resource';

vi.setConfig({ hookTimeout: 120000 });
const s = useAdminServer();
let token = '';
beforeAll(() => { token = s.admin.replace(/^JSESSION_ID=/, ''); });

const API = 'http://ref.local/super_cloud/api';
const MEALS = REF_SOURCES['ordermeal.meal']!.path;

/** The texts of one column over the grid's data rows. */
function column(header: string): string[] {
  const grid = screen.getByRole('grid');
  const i = [...grid.querySelectorAll('thead th')].findIndex((th) => th.textContent?.trim() === header);
  expect(i, header).toBeGreaterThanOrEqual(0);
  return [...grid.querySelectorAll('tbody tr[aria-rowindex]')].map((tr) => tr.children[i]?.textContent?.trim() ?? '');
}

/** The first page of dinner orders as the reference server answers it (ref labels included). */
async function firstPage(): Promise<Row[]> {
  const req = new Request(`${API}/ordermeal/web/orderDinner/list`, {
    method: 'POST', body: 'pageNum=1&pageSize=10',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/x-www-form-urlencoded' },
  });
  const rows = ((await (await s.server.app.fetch(req)).json()) as { data: { list: Row[] } }).data.list;
  expect(rows.length).toBeGreaterThan(1);
  return rows;
}

describe('ref columns of a ResourceTable', () => {
  test('rows that name their ref ids show those names and load no select list', async () => {
    const rows = await firstPage();
    expect(rows.every((r) => typeof r.mealName === 'string' && typeof r.orgName === 'string')).toBe(true);
    const asked: string[] = [];
    render(
      <MemoryRouter>
        <AdminProvider apiBase={API} token={token} permissions={['admin']} fetch={async (r) => { asked.push(new URL(r.url).pathname); return s.server.app.fetch(r); }}>
          <ResourceTable resource={orderDinner} rows={rows} fields={listColumns(orderDinner)} label="订餐订单" />
        </AdminProvider>
      </MemoryRouter>,
    );
    expect(column('菜品')).toEqual(rows.map((r) => r.mealName));
    expect(column('所属项目')).toEqual(rows.map((r) => r.orgName));
    await new Promise((done) => setTimeout(done, 50));
    expect(asked).toEqual([]);
  });

  test("bare ids: a target's options coming in relabel its cells and render no row again", async () => {
    const named = new Set(Object.entries(orderDinner.fields).filter(([, fd]) => fd.type === 'ref').map(([name]) => refLabelKey(name)));
    const rows = (await firstPage()).map((r) => Object.fromEntries(Object.entries(r).filter(([k]) => !named.has(k))));
    let release!: () => void;
    const held = new Promise<void>((done) => { release = done; });
    let rendersOfActions = 0;
    render(
      <MemoryRouter>
        <AdminProvider apiBase={API} token={token} permissions={['admin']} fetch={async (r) => {
          if (new URL(r.url).pathname.endsWith(MEALS)) await held;
          return s.server.app.fetch(r);
        }}>
          <ResourceTable
            resource={orderDinner} rows={rows} fields={listColumns(orderDinner)} label="订餐订单"
            rowActions={() => { rendersOfActions += 1; return <span>actions</span>; }}
          />
        </AdminProvider>
      </MemoryRouter>,
    );
    // The other targets' labels are in; the meals' are still loading: their cells show ids.
    await waitFor(() => expect(column('所属项目').every((text) => !text.startsWith('#'))).toBe(true));
    expect(column('菜品').every((text) => /^#\d+$/.test(text))).toBe(true);
    // Each row rendered once, though the other targets' labels came in after it.
    const before = rendersOfActions;
    expect(before).toBe(rows.length);

    release();
    await waitFor(() => expect(column('菜品').some((text) => text.startsWith('#'))).toBe(false));
    expect(column('菜品').every((text) => text.length > 0 && text !== '—')).toBe(true);
    expect(rendersOfActions).toBe(before);
  });
});
