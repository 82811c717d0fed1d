/**
 * A report page in a host that did not enable charts (no echarts installed, issue 39): where the
 * chart would be, the translated message says what to install and call; the KPI cards, the table
 * with its total and the export stay.
 */
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { useAdminServer } from '../../example-host/server/api/adminServer';
import { AdminProvider } from '../../src/core';
import { CommentReportPage } from '../../src/domains/statistics';
import { chartsEnabled, chartsMissingText } from '../../src/ui';

vi.setConfig({ hookTimeout: 120000 });
const s = useAdminServer();
let token = '';
beforeAll(() => { token = s.admin.replace(/^JSESSION_ID=/, ''); });

describe('a report page without charts', () => {
  for (const locale of ['zh-CN', 'en'] as const) {
    test(`shows the message in the chart's place (${locale}), and its KPIs, table and export`, async () => {
      expect(chartsEnabled()).toBe(false);
      const { unmount } = render(
        <MemoryRouter>
          <AdminProvider apiBase="http://ref.local/super_cloud/api" token={token} permissions={['admin']} locale={locale} fetch={async (req) => s.server.app.fetch(req)}>
            <CommentReportPage />
          </AdminProvider>
        </MemoryRouter>,
      );
      const table = await screen.findByRole('table');
      expect(Number(table.querySelector('tfoot [data-total="bills"]')!.textContent!.replace(/,/g, ''))).toBeGreaterThan(0);
      const message = await screen.findByText(chartsMissingText(locale));
      expect(message.getAttribute('role')).toBe('alert');
      expect(screen.queryByRole('img', { name: /./ })).toBeNull();
      expect(document.querySelectorAll('.label').length).toBeGreaterThan(0);
      const exportButton = within(document.body).getByRole('button', { name: locale === 'en' ? /export/i : '导出' });
      expect((exportButton as HTMLButtonElement).disabled).toBe(false);
      unmount();
    });
  }
});
