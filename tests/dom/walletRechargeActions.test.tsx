/**
 * The wallet domain's 充值管理 against the reference server in-process: the tabs count the
 * requests per status; the signed-in user gets 充值审核 on other people's pending requests but
 * not on their own (the server refuses it anyway), and 充值申请 (submit) on drafts.
 */
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { useAdminServer } from '../../example-host/server/api/adminServer';
import { AdminProvider } from '../../src/core';
import { RechargeManagePage } from '../../src/domains/wallet';

vi.setConfig({ hookTimeout: 120000 });
const s = useAdminServer();
const OWN = '管理员自己的钱包充值';
const OTHERS = '王芳的钱包充值';
const DRAFT = '管理员的钱包充值草稿';

beforeAll(async () => {
  const merchant = await s.api.login('merchant', 'Merchant123');
  const companyId = (await s.rows('platform.webUser', 'and "loginName" = $1', ['merchant']))[0]!.companyId;
  const [acc] = await s.rows('wallet.virtAccountExtend', 'and "status" = 1 and "companyId" = $1', [companyId]);
  const ask = async (title: string, session: string, apply: boolean) => {
    const added = (await s.api.call('POST', '/wallet/rechargeManage/add', { form: { title, companyId, accountId: acc!.id, amount: '88.80' }, session })).body!;
    expect(added.code, added.msg).toBe(200);
    if (apply) expect((await s.api.call('POST', '/wallet/rechargeManage/rechargeApply', { form: { id: added.data.id }, session })).body!.code).toBe(200);
  };
  await ask(OWN, s.admin, true);
  await ask(OTHERS, merchant, true);
  await ask(DRAFT, s.admin, false);
});

function page() {
  render(
    <MemoryRouter>
      <AdminProvider apiBase="http://ref.local/super_cloud/api" token={s.admin.replace(/^JSESSION_ID=/, '')} fetch={async (req) => s.server.app.fetch(req)}>
        <RechargeManagePage />
      </AdminProvider>
    </MemoryRouter>,
  );
}
// Waits for the row itself: the grid shows its header row (and loading rows) before the data arrives.
const rowOf = async (title: string) => {
  const grid = await screen.findByRole('grid', {});
  return (await within(grid).findByText(title, { exact: true })).closest('tr')!;
};

describe('充值管理 (wallet domain)', () => {
  test('tabs count the requests of each status, as the server has them', async () => {
    page();
    const pending = (await s.rows('wallet.rechargeManage', 'and "auditStatus" = $1', ['pending'])).length;
    const all = (await s.rows('wallet.rechargeManage')).length;
    await screen.findByRole('tab', { name: `待审核（${pending}）` });
    expect(screen.getByRole('tab', { name: `全部（${all}）` })).toBeTruthy();
  });

  test('review is offered on others\' pending requests, never on one\'s own; drafts offer submission', async () => {
    page();
    await within(await rowOf(OTHERS)).findByRole('button', { name: `充值审核 ${OTHERS}` });
    const own = await rowOf(OWN);
    expect(within(own).getByText('待审核')).toBeTruthy();
    expect(within(own).queryByRole('button', { name: `充值审核 ${OWN}` })).toBeNull();
    expect(within(await rowOf(DRAFT)).getByRole('button', { name: `充值申请 ${DRAFT}` })).toBeTruthy();
    expect(within(await rowOf(DRAFT)).queryByRole('button', { name: `充值审核 ${DRAFT}` })).toBeNull();
  });
});
