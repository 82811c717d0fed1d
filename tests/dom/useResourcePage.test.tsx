/**
 * The page's controller without its view: a host draws its own list from `useResourcePage` (rows,
 * the calls the user may run, the dialog state, deletes) against the real reference server.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { useAdminServer } from '../../example-host/server/api/adminServer';
import { ruleTakefood } from '../../src/contract/services/ordermeal';
import { orderDinner } from '../../src/contract/services/ordermeal/orders';
import { AdminProvider, useResourcePage } from '../../src/core';
import type { ResourceDef } from '../../src/contract/types';

vi.setConfig({ hookTimeout: 120000 });
const s = useAdminServer();
let token = '';
beforeAll(() => { token = s.admin.replace(/^JSESSION_ID=/, ''); });

function MyList({ resource }: { resource: ResourceDef }) {
  const page = useResourcePage({ resource, columns: ['name'] });
  if (!page.shown) return <p>…</p>;
  return (
    <section>
      <h2>{page.title}</h2>
      <p data-testid="calls">{[page.can(page.ops.add) && 'add', page.can(page.ops.update) && 'edit', page.can(page.ops.remove) && 'delete'].filter(Boolean).join(',')}</p>
      <p data-testid="columns">{page.visible.map(([n]) => n).join(',')}</p>
      <ul>
        {page.query.rows.slice(0, 3).map((row) => (
          <li key={String(row.id)}>
            {String(row[resource.labelField])}
            <button type="button" onClick={() => page.setDialog({ kind: 'delete', row })}>删 {String(row.id)}</button>
          </li>
        ))}
      </ul>
      {page.dialog?.kind === 'delete' ? (
        <button type="button" onClick={() => { if (page.dialog?.kind === 'delete') void page.runDelete([String(page.dialog.row.id)]); }}>确认删除</button>
      ) : null}
    </section>
  );
}

const mount = (resource: ResourceDef) => render(
  <MemoryRouter>
    <AdminProvider apiBase="http://ref.local/super_cloud/api" token={token} permissions={['admin']} fetch={async (r) => s.server.app.fetch(r)}>
      <MyList resource={resource} />
    </AdminProvider>
  </MemoryRouter>,
);

describe('useResourcePage', () => {
  test('gives a view of one\'s own the rows, its columns, the calls allowed and a working delete', async () => {
    mount(ruleTakefood);
    await screen.findByRole('heading', { name: ruleTakefood.title['zh-CN'] });
    expect(screen.getByTestId('calls').textContent).toBe('add,edit,delete');
    expect(screen.getByTestId('columns').textContent?.split(',')[0]).toBe('name');
    const first = (await screen.findAllByRole('button', { name: /^删 / }))[0]!;
    const id = first.textContent!.slice(2);
    fireEvent.click(first);
    fireEvent.click(screen.getByRole('button', { name: '确认删除' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: `删 ${id}` })).toBeNull());
  });

  test('offers no edit or delete on a ledger, only add', async () => {
    mount(orderDinner);
    await screen.findByRole('heading', { name: orderDinner.title['zh-CN'] });
    expect(screen.getByTestId('calls').textContent).toBe('add');
  });
});
