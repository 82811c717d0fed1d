/**
 * The dashboard's KPI cards and to-do list against the real reference server in-process: a user
 * sees and fetches only the cards their roles open, each count is the server's, and each card
 * links to the filtered page of what it counts.
 */
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { useAdminServer } from '../../example-host/server/api/adminServer';
import { DashboardCards } from '../../src/console/dashboard/DashboardCards';
import { AdminProvider } from '../../src/core';

vi.setConfig({ hookTimeout: 120000 });
const s = useAdminServer();
let token = '';
beforeAll(() => { token = s.admin.replace(/^JSESSION_ID=/, ''); });

describe('dashboard cards', () => {
  test('show and fetch only what the roles open, with the server\'s counts and links to the filtered pages', async () => {
    const paths: string[] = [];
    render(
      <MemoryRouter>
        <AdminProvider
          apiBase="http://ref.local/super_cloud/api" token={token} permissions={['pc.tousujiany', 'space']}
          fetch={async (req) => { paths.push(new URL(req.url).pathname); return s.server.app.fetch(req); }}
        >
          <DashboardCards today="2026-03-10" />
        </AdminProvider>
      </MemoryRouter>,
    );
    const bills = await s.rows('comment.commentBill');
    const households = await s.rows('organisation.household');
    const pending = bills.filter((b) => b.status === 'pending').length;
    const reviews = households.filter((h) => h.auditStatus === 'pending').length;
    const complaints = await screen.findByRole('link', { name: `待处理投诉 ${pending}` });
    expect(complaints.getAttribute('href')).toBe('/comment/commentBill?f.status=pending');
    const review = await screen.findByRole('link', { name: `待审核住户 ${reviews}` });
    expect(review.getAttribute('href')).toBe('/userManage/ownerAuditManage');
    expect(document.querySelectorAll('[data-dashboard-card]')).toHaveLength(2);
    // The to-do list names what waits, with its count.
    if (pending) expect(screen.getByRole('link', { name: `待处理投诉：${pending} 项` })).toBeTruthy();
    await waitFor(() => expect(paths.filter((p) => !p.endsWith('/getInfo') && !p.includes('/user/'))).toEqual(
      expect.arrayContaining(['/super_cloud/api/comment/commentBill/list', '/super_cloud/api/organisation/household/findAuditList']),
    ));
    expect(paths.some((p) => /rechargeManage|equipment|appNotice|wechatNotice|statistics\/report/.test(p))).toBe(false);
  });

  test('a wallet role also counts the users\' recharge requests waiting for review, linking to 用户充值', async () => {
    render(
      <MemoryRouter>
        <AdminProvider apiBase="http://ref.local/super_cloud/api" token={token} permissions={['merchant/wallet']} fetch={async (req) => s.server.app.fetch(req)}>
          <DashboardCards today="2026-03-10" />
        </AdminProvider>
      </MemoryRouter>,
    );
    const waiting = (await s.rows('organisation.userRechargeRequest', 'and "auditStatus" = $1', ['pending'])).length;
    expect(waiting).toBeGreaterThan(0);
    const card = await screen.findByRole('link', { name: `待审核用户充值 ${waiting}` });
    expect(card.getAttribute('href')).toBe('/merchant/userRecharge?f.auditStatus=pending');
  });
});
