/**
 * The users domain's money against the real reference server in-process: a recharge is asked
 * for twice (the amount, then the confirmation in Chinese capitals) and files a request that
 * moves nothing; only a second person's approval lands it in the balance and in the account book
 * with who and when. A batch total is exact and waits for approval too; bad input stays where it
 * was typed; a welfare pay-out confirms its exact total and is paid only once approved.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { useAdminServer } from '../../example-host/server/api/adminServer';
import { tableName } from '../../example-host/server/db/migrate';
import { AdminProvider } from '../../src/core';
import { UsersPage, WelfarePage } from '../../src/domains/users';

vi.setConfig({ hookTimeout: 120000 });
const s = useAdminServer();
let token = '';
beforeAll(async () => {
  token = s.admin.replace(/^JSESSION_ID=/, '');
  // The approver (陈静) linked to every project, so the users picked here, of any project, are in her scope.
  const t = (key: string) => tableName(s.server.idx.resource(key));
  await s.server.db.query(`insert into ${t('platform.userOrgnization')} ("userId", "orgId", "isDefault")
    select u."id", o."id", false from ${t('platform.webUser')} u, ${t('organisation.organization')} o where u."loginName" = 'finance' and o."_deleted" = false`);
});

const sent: { path: string; body: string }[] = [];
const fetchVia = async (req: Request) => {
  sent.push({ path: new URL(req.url).pathname, body: await req.clone().text() });
  return s.server.app.fetch(req);
};
const mount = (ui: ReactNode, path = '/') => render(
  <MemoryRouter initialEntries={[path]}>
    <AdminProvider apiBase="http://ref.local/super_cloud/api" token={token} permissions={['admin']} fetch={fetchVia}>{ui}</AdminProvider>
  </MemoryRouter>,
);
const grid = () => screen.getByRole('grid');
const dataRows = () => [...grid().querySelectorAll('tbody tr[aria-rowindex]')] as HTMLElement[];
const calls = (suffix: string) => sent.filter((r) => r.path.endsWith(suffix));
/** The requests the admin filed and nobody decided yet (a batch files one per project), approved by 陈静 (finance): the second person. */
async function approvePending(): Promise<void> {
  const pending = await s.rows('organisation.userRechargeRequest', 'and "auditStatus" = \'pending\' and "requesterName" = \'管理员\'');
  expect(pending.length).toBeGreaterThan(0);
  const finance = await s.api.login('finance', 'Finance123');
  for (const req of pending) {
    const res = await s.api.call('POST', '/organisation/userRechargeRequest/rechargeAudit', { session: finance, form: { id: req.id, auditStatus: 'approved' } });
    expect(res.body!.code, res.body!.msg).toBe(200);
  }
}

describe('用户列表 recharge', () => {
  test('asks the amount, confirms it in capitals, files a request; only another person\'s approval credits and writes the account record', async () => {
    const [target] = await s.rows('organisation.user', 'and "status" = 1 and "name" is not null');
    const before = Number(target!.balance ?? 0);
    const { unmount } = mount(<UsersPage />, `/?f.name=${encodeURIComponent(String(target!.name))}`);
    await waitFor(() => expect(dataRows().length).toBeGreaterThan(0));
    const row = dataRows().find((r) => within(r).queryByRole('button', { name: `充值 ${String(target!.name)}` }))!;
    fireEvent.click(within(row).getByRole('button', { name: `充值 ${String(target!.name)}` }));
    const dialog = await screen.findByRole('dialog', { name: `充值 · ${String(target!.name)}` });
    const amount = within(dialog).getByRole('textbox', { name: /金额/ }) as HTMLInputElement;

    // The 000 section 5 filter on every keystroke, then the contract's limits, nothing sent.
    fireEvent.change(amount, { target: { value: '¥12.345' } });
    expect(amount.value).toBe('12.34');
    fireEvent.change(amount, { target: { value: '100001' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '下一步' }));
    expect(await within(dialog).findByText(/不能大于|最大/)).toBeTruthy();
    expect(amount.value).toBe('100001');
    expect(screen.queryByRole('alertdialog')).toBeNull();

    fireEvent.change(amount, { target: { value: '1000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '下一步' }));
    const confirm = await screen.findByRole('alertdialog', { name: '确认充值申请' });
    expect(within(confirm).getByTestId('money-capitals').textContent).toBe('壹仟元整');
    expect(within(confirm).getByTestId('money-amount').textContent).toBe('1000.00 元');
    expect(calls('/organisation/user/recharge')).toHaveLength(0);

    // 返回修改 goes back with the amount kept.
    fireEvent.click(within(confirm).getByRole('button', { name: '返回修改' }));
    const again = await screen.findByRole('dialog', { name: `充值 · ${String(target!.name)}` });
    expect((within(again).getByRole('textbox', { name: /金额/ }) as HTMLInputElement).value).toBe('1000');
    fireEvent.click(within(again).getByRole('button', { name: '下一步' }));
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: '确认充值申请' })).getByRole('button', { name: '提交充值申请' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls('/organisation/user/recharge')).toHaveLength(1);
    expect(new URLSearchParams(calls('/organisation/user/recharge')[0]!.body).get('amount')).toBe('1000');
    expect(await screen.findByText(`已提交充值申请，待审核：${String(target!.name)} 1000.00 元`)).toBeTruthy();
    // One person asked: nothing moved.
    expect((await s.rows('organisation.user', 'and "id" = $1', [target!.id]))[0]!.balance).toEqual(target!.balance);
    expect(await s.rows('organisation.userRecod', 'and "userId" = $1 and "amount" = 1000', [target!.id])).toHaveLength(0);
    const [request] = await s.rows('organisation.userRechargeRequest', 'and "userIds" = $1 and "auditStatus" = \'pending\' and "requesterName" = \'管理员\'', [String(target!.id)]);
    expect(request).toMatchObject({ targetType: 'user', amount: 1000, requesterName: '管理员' });
    await approvePending();
    const [after] = await s.rows('organisation.user', 'and "id" = $1', [target!.id]);
    expect(Math.round(Number(after!.balance) * 100)).toBe(Math.round(before * 100) + 100000);
    const records = await s.rows('organisation.userRecod', 'and "userId" = $1 and "operation" = \'recharge\' and "amount" = 1000', [target!.id]);
    expect(records).toHaveLength(1);
    expect(records[0]!.operatorName).toBe('陈静');
    expect(String(records[0]!.remark)).toContain('（申请人：管理员）');
    expect(records[0]!.createTime).toBeTruthy();

    // The wallet drawer shows the movement with its operator.
    // 钱包 folds under 更多 (充值 leads the row).
    const fresh = dataRows().find((r) => within(r).queryByRole('button', { name: `更多 ${String(target!.name)}` }))!;
    fireEvent.click(within(fresh).getByRole('button', { name: `更多 ${String(target!.name)}` }));
    fireEvent.click(await screen.findByRole('menuitem', { name: '钱包' }));
    const drawer = await screen.findByRole('dialog', { name: `钱包 · ${String(target!.name)}` });
    await waitFor(() => expect(within(drawer).getByRole('grid', { name: '账户记录' }).textContent).toContain('1000.00'));
    expect(within(drawer).getByRole('grid', { name: '账户记录' }).textContent).toContain(String(records[0]!.operatorName));
    unmount();
  });

  test('a refusal from the server comes back to the form with its message, nothing typed lost', async () => {
    const [off] = await s.rows('organisation.user', 'and "status" = 0 and "name" is not null');
    const name = String(off!.name);
    const { unmount } = mount(<UsersPage />, `/?f.name=${encodeURIComponent(name)}&f.status=0`);
    await waitFor(() => expect(within(grid()).queryByRole('button', { name: `充值 ${name}` })).not.toBeNull());
    fireEvent.click(within(grid()).getAllByRole('button', { name: `充值 ${name}` })[0]!);
    const dialog = await screen.findByRole('dialog', { name: `充值 · ${name}` });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /金额/ }), { target: { value: '88.8' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /备注/ }), { target: { value: '补发' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '下一步' }));
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: '确认充值申请' })).getByRole('button', { name: '提交充值申请' }));
    const back = await screen.findByRole('dialog', { name: `充值 · ${name}` });
    expect((await within(back).findByRole('alert')).textContent).toContain('已停用');
    expect((within(back).getByRole('textbox', { name: /金额/ }) as HTMLInputElement).value).toBe('88.8');
    expect((within(back).getByRole('textbox', { name: /备注/ }) as HTMLTextAreaElement).value).toBe('补发');
    const [still] = await s.rows('organisation.user', 'and "id" = $1', [off!.id]);
    expect(Number(still!.balance)).toBe(Number(off!.balance));
    unmount();
  });

  test('a batch recharge confirms the exact total of amount × people; the balances move only once approved', async () => {
    const users = await s.rows('organisation.user', 'and "status" = 1 and "name" is not null');
    const { unmount } = mount(<UsersPage />);
    await waitFor(() => expect(dataRows().length).toBeGreaterThan(0));
    fireEvent.click(screen.getByRole('button', { name: '批量充值' }));
    const dialog = await screen.findByRole('dialog', { name: '批量充值' });
    // Without users or amount nothing goes on.
    fireEvent.click(within(dialog).getByRole('button', { name: '下一步' }));
    expect(await within(dialog).findByText('请至少选择一位用户')).toBeTruthy();
    const list = within(dialog).getByRole('list', { name: '选择用户' });
    await waitFor(() => expect(within(list).getAllByRole('checkbox').length).toBeGreaterThan(2));
    const boxes = within(list).getAllByRole('checkbox').filter((b) => !(b as HTMLInputElement).disabled);
    fireEvent.click(boxes[0]!);
    fireEvent.click(boxes[1]!);
    fireEvent.click(boxes[2]!);
    expect(within(dialog).getByText('已选 3 人')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /每人金额/ }), { target: { value: '0.10' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '下一步' }));
    const confirm = await screen.findByRole('alertdialog', { name: '确认充值申请' });
    expect(within(confirm).getByTestId('money-amount').textContent).toBe('0.30 元');
    expect(within(confirm).getByTestId('money-capitals').textContent).toBe('叁角');
    fireEvent.click(within(confirm).getByRole('button', { name: '提交充值申请' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const body = new URLSearchParams(calls('/organisation/user/batchUserEcharge').at(-1)!.body);
    expect(body.get('amount')).toBe('0.10');
    const ids = body.get('ids')!.split(',');
    expect(ids).toHaveLength(3);
    expect(users.length).toBeGreaterThan(3);
    const balances = async () => (await s.rows('organisation.user', 'and "id" = any($1)', [ids.map(Number)])).map((u) => Math.round(Number(u.balance) * 100));
    const before = await balances();
    expect(before).toEqual(users.filter((u) => ids.includes(String(u.id))).map((u) => Math.round(Number(u.balance) * 100)));
    await approvePending();
    expect(await balances()).toEqual(before.map((b) => b + 10));
    unmount();
  });
});

describe('福利发放 pay-out', () => {
  test('confirms the exact total of the people not paid yet; they are paid only once another person approves', async () => {
    const [grant] = await s.rows('organisation.welfareRecord', 'and "grantStatus" = \'pending\'');
    const persons = await s.rows('organisation.welfarePersonRecord', 'and "welfareRecordId" = $1', [grant!.id]);
    const fen = persons.reduce((sum, p) => sum + Math.round(Number(p.amount) * 100), 0);
    mount(<WelfarePage />);
    await waitFor(() => expect(dataRows().length).toBeGreaterThan(0));
    // Paid-out grants offer no 发放.
    const granted = await s.rows('organisation.welfareRecord', 'and "grantStatus" = \'granted\'');
    expect(within(grid()).queryByRole('button', { name: `发放 ${String(granted[0]!.title)}` })).toBeNull();
    fireEvent.click(within(grid()).getByRole('button', { name: `发放 ${String(grant!.title)}` }));
    // The count comes first (正在统计发放人员…), then the confirmation with the figures.
    await screen.findByTestId('money-amount', {});
    const confirm = screen.getByRole('alertdialog', { name: '确认发放' });
    expect(within(confirm).getByTestId('money-amount').textContent).toBe(`${String(fen / 100)}.00 元`);
    expect(within(confirm).getByTestId('money-capitals').textContent).toBe('叁仟元整');
    expect(confirm.textContent).toContain(String(persons.length));
    expect(calls('/organisation/welfareRecord/grantAmount')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: '提交充值申请' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect((await s.rows('organisation.welfareRecord', 'and "id" = $1', [grant!.id]))[0]!.grantStatus).toBe('requested');
    expect(await s.rows('organisation.welfarePersonRecord', 'and "welfareRecordId" = $1 and "grantStatus" = \'granted\'', [grant!.id])).toHaveLength(0);
    // Waiting for approval, the grant offers no second 发放.
    await waitFor(() => expect(within(grid()).queryByRole('button', { name: `发放 ${String(grant!.title)}` })).toBeNull());
    await approvePending();
    const [after] = await s.rows('organisation.welfareRecord', 'and "id" = $1', [grant!.id]);
    expect(after!.grantStatus).toBe('granted');
    const paid = await s.rows('organisation.welfarePersonRecord', 'and "welfareRecordId" = $1 and "grantStatus" = \'granted\'', [grant!.id]);
    expect(paid).toHaveLength(persons.length);
  });
});
