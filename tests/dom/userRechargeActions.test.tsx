/**
 * The wallet domain's 用户充值 against the reference server in-process: the tabs count the users'
 * recharge requests per status; the signed-in user (管理员) gets 充值审核 on 张伟's pending request
 * but never on their own; the review shows the total in capitals, and approving credits the user
 * with the approver in the account record, rejecting moves nothing.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { useAdminServer } from '../../example-host/server/api/adminServer';
import type { Row } from '../../example-host/server/types';
import { AdminProvider } from '../../src/core';
import { UserRechargePage } from '../../src/domains/wallet';

vi.setConfig({ hookTimeout: 120000 });
const s = useAdminServer();
let own: Row;
let others: Row;
let rejectMe: Row;
let target: Row;

beforeAll(async () => {
  const project = await s.api.login('project', 'Project123');
  const orgId = (await s.rows('platform.webUser', 'and "loginName" = $1', ['project']))[0]!.orgId;
  const users = await s.rows('organisation.user', 'and "status" = 1 and "orgId" = $1', [orgId]);
  target = users[20]!;
  const ask = async (session: string, user: Row, amount: string, remark: string) => {
    const res = (await s.api.call('POST', '/organisation/user/recharge', { form: { id: user.id, amount, remark }, session })).body!;
    expect(res.code, res.msg).toBe(200);
    return res.data.request as Row;
  };
  own = await ask(s.admin, users[21]!, '10.00', '管理员自己的申请');
  others = await ask(project, target, '1234.56', '张伟的申请');
  rejectMe = await ask(project, users[22]!, '5.00', '待驳回的申请');
});

function page() {
  render(
    <MemoryRouter>
      <AdminProvider apiBase="http://ref.local/super_cloud/api" token={s.admin.replace(/^JSESSION_ID=/, '')} fetch={async (req) => s.server.app.fetch(req)}>
        <UserRechargePage />
      </AdminProvider>
    </MemoryRouter>,
  );
}
const rowOf = async (no: unknown) => {
  const grid = await screen.findByRole('grid', {});
  await within(grid).findByText(String(no), {});
  return within(grid).getAllByRole('row').find((tr) => within(tr).queryByText(String(no), { exact: true }))!;
};
const balanceFen = async (id: unknown) => Math.round(Number((await s.rows('organisation.user', 'and "id" = $1', [id]))[0]!.balance) * 100);

describe('用户充值 (wallet domain)', () => {
  test('tabs count the requests of each status, as the server has them', async () => {
    page();
    const pending = (await s.rows('organisation.userRechargeRequest', 'and "auditStatus" = $1', ['pending'])).length;
    const all = (await s.rows('organisation.userRechargeRequest')).length;
    await screen.findByRole('tab', { name: `待审核（${pending}）` });
    expect(screen.getByRole('tab', { name: `全部（${all}）` })).toBeTruthy();
    expect(pending).toBeGreaterThanOrEqual(3);
  });

  test('review is offered on others\' pending requests, never on one\'s own', async () => {
    page();
    await within(await rowOf(others.requestNo)).findByRole('button', { name: `充值审核 ${String(others.requestNo)}` });
    const mine = await rowOf(own.requestNo);
    expect(within(mine).getByText('待审核')).toBeTruthy();
    expect(within(mine).queryByRole('button', { name: `充值审核 ${String(own.requestNo)}` })).toBeNull();
  });

  test('approving shows the total in capitals, asks once more, then credits the user with the approver recorded', async () => {
    const before = await balanceFen(target.id);
    page();
    fireEvent.click(await within(await rowOf(others.requestNo)).findByRole('button', { name: `充值审核 ${String(others.requestNo)}` }));
    const review = await screen.findByRole('dialog', { name: '充值审核 · 张伟的申请' });
    expect(within(review).getByTestId('audit-capitals').textContent).toBe('壹仟贰佰叁拾肆元伍角陆分');
    expect(review.textContent).toContain(String(target.name));
    expect(review.textContent).toContain('张伟');
    fireEvent.click(within(review).getByRole('radio', { name: '通过' }));
    fireEvent.click(within(review).getByRole('button', { name: '通过' }));
    const credit = await screen.findByRole('alertdialog', { name: '确认通过并入账' });
    expect(within(credit).getByTestId('money-amount').textContent).toBe('1234.56 元');
    expect(await balanceFen(target.id)).toBe(before);
    fireEvent.click(within(credit).getByRole('button', { name: '确认入账' }));
    expect(await screen.findByText('已通过，1234.56 元已入账', {})).toBeTruthy();
    expect(await balanceFen(target.id)).toBe(before + 123456);
    const [line] = (await s.rows('organisation.userRecod', 'and "userId" = $1', [target.id])).slice(-1);
    expect(line).toMatchObject({ operation: 'recharge', amount: 1234.56, operatorName: '管理员' });
    expect(String(line!.remark)).toContain('（申请人：张伟）');
  });

  test('rejecting needs no second confirmation and moves nothing', async () => {
    const user = (await s.rows('organisation.userRechargeRequest', 'and "id" = $1', [rejectMe.id]))[0]!;
    const before = await balanceFen(user.userIds);
    page();
    fireEvent.click(await within(await rowOf(rejectMe.requestNo)).findByRole('button', { name: `充值审核 ${String(rejectMe.requestNo)}` }));
    const review = await screen.findByRole('dialog', { name: '充值审核 · 待驳回的申请' });
    fireEvent.click(within(review).getByRole('radio', { name: '驳回' }));
    fireEvent.change(within(review).getByRole('textbox', { name: /审核意见/ }), { target: { value: '金额有误' } });
    fireEvent.click(within(review).getByRole('button', { name: '驳回' }));
    await waitFor(async () => expect((await s.rows('organisation.userRechargeRequest', 'and "id" = $1', [rejectMe.id]))[0]).toMatchObject({
      auditStatus: 'rejected', auditRemark: '金额有误', auditorName: '管理员',
    }));
    expect(await balanceFen(user.userIds)).toBe(before);
  });
});
