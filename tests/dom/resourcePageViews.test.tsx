/**
 * What a resource page shows through the calls its route names, against the real reference
 * server in-process: 业主审核 lists only households waiting for review (findAuditList), 虚拟账户's
 * 导出 downloads the accounts while its import dialog offers the template, and 应用管理 lists rows.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { useAdminServer } from '../../example-host/server/api/adminServer';
import { serviceAppMenuConfig } from '../../src/contract/services/common';
import { virtAccount } from '../../src/contract/services/organisation/enterprise';
import { household } from '../../src/contract/services/organisation/household';
import type { ResourceDef } from '../../src/contract/types';
import { AdminProvider } from '../../src/core';
import { ResourcePage } from '../../src/resource';

vi.setConfig({ hookTimeout: 120000 });
const s = useAdminServer();
let token = '';
beforeAll(() => { token = s.admin.replace(/^JSESSION_ID=/, ''); });

/** File names handed to the browser as downloads. */
let downloads: string[] = [];
beforeAll(() => {
  URL.createObjectURL = () => 'blob:test';
  URL.revokeObjectURL = () => {};
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) { downloads.push(this.download); });
});
afterEach(() => { downloads = []; });

function mount(resource: ResourceDef, props: { listWith?: string } = {}) {
  return render(
    <MemoryRouter>
      <AdminProvider apiBase="http://ref.local/super_cloud/api" token={token} permissions={['admin']} fetch={async (req) => s.server.app.fetch(req)}>
        <ResourcePage resource={resource} {...props} />
      </AdminProvider>
    </MemoryRouter>,
  );
}
const dataRows = () => [...screen.getByRole('grid').querySelectorAll('tbody tr[aria-rowindex]')];

describe('resource pages through the calls their route names', () => {
  test('业主审核 lists only the households waiting for review', async () => {
    const pending = await s.rows('organisation.household', `and "auditStatus" = 'pending'`);
    const all = await s.rows('organisation.household');
    expect(pending.length).toBeGreaterThan(0);
    expect(all.length).toBeGreaterThan(pending.length);
    mount(household, { listWith: 'findAuditList' });
    await waitFor(() => expect(dataRows().length).toBeGreaterThan(0));
    expect(dataRows()).toHaveLength(Math.min(pending.length, 20));
    for (const row of dataRows()) expect(row.textContent).toContain('待审核');
    expect(screen.getByText(`共 ${pending.length} 条`)).toBeTruthy();
  });

  test('虚拟账户: 导出 downloads the accounts; the import dialog downloads the template', async () => {
    mount(virtAccount);
    await waitFor(() => expect(dataRows().length).toBeGreaterThan(0));
    fireEvent.click(screen.getByRole('button', { name: '导出' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]).toMatch(/^虚拟账户\d{8}\.xlsx$/);

    fireEvent.click(screen.getByRole('button', { name: '导入' }));
    const dialog = await screen.findByRole('dialog', { name: '导入虚拟账户' });
    fireEvent.click(within(dialog).getByRole('button', { name: '下载导入模板' }));
    await waitFor(() => expect(downloads).toHaveLength(2));
    expect(downloads[1]).toBe('虚拟账户导入模板.xlsx');
  });

  test('应用管理 lists the app menu entries of the services', async () => {
    const entries = await s.rows('common.serviceAppMenuConfig');
    expect(entries.length).toBeGreaterThan(0);
    mount(serviceAppMenuConfig);
    await waitFor(() => expect(dataRows()).toHaveLength(entries.length));
    expect(screen.queryByText('该资源没有列表接口。')).toBeNull();
  });
});
