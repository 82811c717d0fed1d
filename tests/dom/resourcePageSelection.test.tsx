/**
 * A resource page's row selection belongs to the rows on screen: another page of the list starts
 * with nothing selected (and 批量删除 disabled), against the real reference server in-process.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { useAdminServer } from '../../example-host/server/api/adminServer';
import { visitorInfo } from '../../src/contract/services/passthrough';
import { AdminProvider } from '../../src/core';
import { ResourcePage } from '../../src/resource';

vi.setConfig({ hookTimeout: 120000 });
const s = useAdminServer();
let token = '';
beforeAll(() => { token = s.admin.replace(/^JSESSION_ID=/, ''); });

const rowBoxes = () => within(screen.getByRole('grid')).queryAllByRole('checkbox', { name: /^选择 / }) as HTMLInputElement[];
const firstRowText = () => screen.getByRole('grid').querySelector('tbody tr[aria-rowindex]')?.textContent ?? '';

describe('row selection of a resource page', () => {
  test('is cleared when the list moves to another page', async () => {
    render(
      <MemoryRouter>
        <AdminProvider apiBase="http://ref.local/super_cloud/api" token={token} permissions={['admin']} fetch={async (req) => s.server.app.fetch(req)}>
          <ResourcePage resource={visitorInfo} />
        </AdminProvider>
      </MemoryRouter>,
    );
    await waitFor(() => expect(rowBoxes().length).toBeGreaterThan(1));
    const bulk = screen.getByRole('button', { name: '批量删除' });
    expect(bulk).toHaveProperty('disabled', true);
    fireEvent.click(rowBoxes()[0]!);
    await waitFor(() => expect(bulk).toHaveProperty('disabled', false));
    expect(rowBoxes()[0]!.checked).toBe(true);

    const before = firstRowText();
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(firstRowText()).not.toBe(before));
    expect(rowBoxes().some((b) => b.checked)).toBe(false);
    expect(bulk).toHaveProperty('disabled', true);
  });
});
