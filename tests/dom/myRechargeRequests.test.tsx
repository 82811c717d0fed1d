/**
 * 我的充值申请 as a requester with only the users role sees it: only their own user recharge
 * requests, 撤回 on the pending one alone, and withdrawing it (confirmed) shows 已撤回. The
 * reference server runs in-process and the profile (permissions, user id) comes from it.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { useAdminServer } from '../../example-host/server/api/adminServer';
import type { Row } from '../../example-host/server/types';
import { AdminProvider } from '../../src/core';
import { MY_RECHARGE_REQUESTS_PATH, MyRechargeRequestsPage, UsersPage } from '../../src/domains/users';

vi.setConfig({ hookTimeout: 120000 });
const s = useAdminServer();
let project = '';
let pending: Row = {};
let decided: Row = {};
let othersRequestNo = '';

beforeAll(async () => {
  project = await s.api.login('project', 'Project123');
  const asProject = async (path: string, form: Row) => (await s.api.call('POST', path, { form, session: project })).body!;
  const users = (await asProject('/organisation/user/list', { pageNum: 1, pageSize: 20, status: 1 })).data.list as Row[];
  const file = async (u: Row) => {
    const res = await asProject('/organisation/user/recharge', { id: u.id, amount: '8.80' });
    expect(res.code, res.msg).toBe(200);
    return res.data.request as Row;
  };
  pending = await file(users[0]!);
  decided = await file(users[1]!);
  const finance = await s.api.login('finance', 'Finance123');
  const audit = await s.api.call('POST', '/organisation/userRechargeRequest/rechargeAudit', { form: { id: decided.id, auditStatus: 'rejected', auditRemark: '重复申请' }, session: finance });
  expect(audit.body!.code, audit.body!.msg).toBe(200);
  // Someone else's request (the admin's) must not be listed.
  const other = await s.post('/organisation/user/recharge', { id: users[2]!.id, amount: '1.00' });
  othersRequestNo = String(other.body!.data.request.requestNo);
});

function page() {
  render(
    <MemoryRouter>
      <AdminProvider apiBase="http://ref.local/super_cloud/api" token={project.replace(/^JSESSION_ID=/, '')} fetch={async (req) => s.server.app.fetch(req)}>
        <MyRechargeRequestsPage />
      </AdminProvider>
    </MemoryRouter>,
  );
}
const grid = () => screen.getByRole('grid');
const rowOf = (text: string) => within(grid()).getAllByRole('row').find((tr) => within(tr).queryByText(text, { exact: true }))!;

describe('我的充值申请', () => {
  test('lists only one\'s own requests, offers 撤回 on the pending one only, and withdrawing shows 已撤回', async () => {
    page();
    const pendingNo = String(pending.requestNo);
    const decidedNo = String(decided.requestNo);
    const withdraw = await within(await screen.findByRole('grid', {}))
      .findByRole('button', { name: `撤回 ${pendingNo}` });
    expect(screen.getByRole('heading', { name: '我的充值申请' })).toBeTruthy();
    expect(within(rowOf(decidedNo)).getByText('已驳回')).toBeTruthy();
    expect(within(rowOf(decidedNo)).queryByRole('button', { name: `撤回 ${decidedNo}` })).toBeNull();
    expect(within(grid()).queryByText(othersRequestNo, { exact: true })).toBeNull();
    // Nothing of the wallet role's: no review on the requester's page.
    expect(screen.queryAllByRole('button', { name: /^充值审核/ })).toHaveLength(0);

    fireEvent.click(withdraw);
    const confirm = await screen.findByRole('alertdialog', { name: '撤回' });
    expect(confirm.textContent).toContain(`确定对“${pendingNo}”执行“撤回”吗？`);
    fireEvent.click(within(confirm).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(within(rowOf(pendingNo)).getByText('已撤回')).toBeTruthy());
    expect(within(rowOf(pendingNo)).queryByRole('button', { name: `撤回 ${pendingNo}` })).toBeNull();
    expect((await s.rows('organisation.userRechargeRequest', 'and "id" = $1', [pending.id]))[0]).toMatchObject({ auditStatus: 'withdrawn' });
  });

  test('用户列表\'s toolbar opens 我的充值申请', async () => {
    render(
      <MemoryRouter initialEntries={['/userManage/users']}>
        <AdminProvider apiBase="http://ref.local/super_cloud/api" token={project.replace(/^JSESSION_ID=/, '')} fetch={async (req) => s.server.app.fetch(req)}>
          <Routes>
            <Route path="/userManage/users" element={<UsersPage />} />
            <Route path={MY_RECHARGE_REQUESTS_PATH} element={<MyRechargeRequestsPage />} />
          </Routes>
        </AdminProvider>
      </MemoryRouter>,
    );
    fireEvent.click(await screen.findByRole('button', { name: '我的充值申请' }));
    await screen.findByRole('heading', { level: 1, name: '我的充值申请' });
    await within(await screen.findByRole('grid', {})).findByText(String(decided.requestNo), {});
  });
});
