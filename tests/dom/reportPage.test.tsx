/**
 * The report page against the real reference server in-process: the KPI cards, the table's total
 * row and the server's answer agree, sorting reorders the rows, and each group links to the list
 * it counts.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { useAdminServer } from '../../example-host/server/api/adminServer';
import { AdminProvider } from '../../src/core';
import { CommentReportPage } from '../../src/domains/statistics';

vi.setConfig({ hookTimeout: 120000 });
const s = useAdminServer();
let token = '';
beforeAll(() => { token = s.admin.replace(/^JSESSION_ID=/, ''); });

const mount = (ui: ReactNode) => render(
  <MemoryRouter>
    <AdminProvider apiBase="http://ref.local/super_cloud/api" token={token} permissions={['admin']} fetch={async (req) => s.server.app.fetch(req)}>{ui}</AdminProvider>
  </MemoryRouter>,
);

describe('a report page', () => {
  test('shows KPI cards, a table whose total row is the server\'s, sorting and drill-down links', async () => {
    mount(<CommentReportPage />);
    const table = await screen.findByRole('table', { name: '投诉建议统计明细' });
    const bills = await s.rows('comment.commentBill');
    const cells = () => [...table.querySelectorAll('tbody tr')].map((tr) => tr.querySelector('th')!.textContent);
    const total = Number(table.querySelector('tfoot [data-total="bills"]')!.textContent!.replace(/,/g, ''));
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(bills.length);
    const card = screen.getByText('单数', { selector: '.label' }).closest('li')!;
    expect(within(card).getByText(String(total))).toBeTruthy();
    // Days of the range, every one of them, oldest first; sorting by a measure puts the busiest first.
    const days = cells();
    expect(days).toEqual([...days].sort());
    fireEvent.click(within(table).getByRole('button', { name: '单数' }));
    fireEvent.click(within(table).getByRole('button', { name: /单数/ }));
    await waitFor(() => expect(table.querySelector('thead th[aria-sort="descending"]')).not.toBeNull());
    const counts = [...table.querySelectorAll('tbody tr')].map((tr) => Number(tr.querySelectorAll('td')[0]!.textContent));
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const link = within(table).getAllByRole('link', { name: /^查看明细：/ })[0]!;
    expect(link.getAttribute('href')).toMatch(/^\/comment\/commentBill\?f\.createTime=\d{4}-\d{2}-\d{2}~\d{4}-\d{2}-\d{2}$/);
  });
});
