/**
 * The two-person rule on the screens: a list page does not offer the approval on the signed-in
 * user's own requests, nor to a user without the approval key, and offers it on other people's
 * requests to an approver. The reference server runs in-process (it refuses such calls anyway).
 */
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { useAdminServer } from '../../example-host/server/api/adminServer';
import { rechargeManage } from '../../src/contract/services/wallet';
import { AdminProvider } from '../../src/core';
import { ResourcePage } from '../../src/resource';

vi.setConfig({ hookTimeout: 120000 });
const s = useAdminServer();
const OWN = '管理员自己的充值申请';
const pendingOfMerchant = '王芳的充值申请';
const draftOfMerchant = '王芳的充值草稿';

beforeAll(async () => {
  const [acc] = await s.rows('wallet.virtAccountExtend', 'and "status" = 1');
  const added = await s.post('/wallet/rechargeManage/add', { title: OWN, companyId: acc!.companyId, accountId: acc!.id, amount: '1000.00' });
  expect((await s.post('/wallet/rechargeManage/rechargeApply', { id: added.body!.data.id })).body!.code).toBe(200);
  // The merchant asks for its own company's account (its data scope): one request sent, one draft.
  const merchant = await s.api.login('merchant', 'Merchant123');
  const companyId = (await s.rows('platform.webUser', 'and "loginName" = $1', ['merchant']))[0]!.companyId;
  const [own] = await s.rows('wallet.virtAccountExtend', 'and "status" = 1 and "companyId" = $1', [companyId]);
  const ask = async (title: string) => (await s.api.call('POST', '/wallet/rechargeManage/add', {
    form: { title, companyId, accountId: own!.id, amount: '500.00' }, session: merchant,
  })).body!;
  const sent = await ask(pendingOfMerchant);
  expect(sent.code, sent.msg).toBe(200);
  const applied = await s.api.call('POST', '/wallet/rechargeManage/rechargeApply', { form: { id: sent.data.id }, session: merchant });
  expect(applied.body!.code, applied.body!.msg).toBe(200);
  expect((await ask(draftOfMerchant)).code).toBe(200);
});

/** The recharge page as the session of `cookie` sees it; the profile (perms and user id) comes from the server. */
function page(cookie: string) {
  render(
    <MemoryRouter>
      <AdminProvider apiBase="http://ref.local/super_cloud/api" token={cookie.replace(/^JSESSION_ID=/, '')} fetch={async (req) => s.server.app.fetch(req)}>
        <ResourcePage resource={rechargeManage} />
      </AdminProvider>
    </MemoryRouter>,
  );
}
// Waits for the row itself: the grid shows its header row (and loading rows) before the data arrives.
const rowOf = async (title: string) => {
  const grid = await screen.findByRole('grid', {});
  return (await within(grid).findByText(title, { exact: true })).closest('tr')!;
};

describe('approval actions on the recharge page', () => {
  test('an approver sees 充值审核 on others\' pending requests but not on their own', async () => {
    page(s.admin);
    await within(await rowOf(pendingOfMerchant)).findByRole('button', { name: `充值审核 ${pendingOfMerchant}` });
    const own = await rowOf(OWN);
    expect(within(own).getByText('待审核')).toBeTruthy();
    expect(within(own).getByText('管理员')).toBeTruthy();
    expect(within(own).queryByRole('button', { name: `充值审核 ${OWN}` })).toBeNull();
  });

  test('a user without the approval key sees no 充值审核 at all', async () => {
    const merchant = await s.api.login('merchant', 'Merchant123');
    page(merchant);
    const row = await rowOf(pendingOfMerchant);
    // The permissions have arrived once the row offers what the merchant may do (submit a draft).
    await within(await rowOf(draftOfMerchant))
      .findByRole('button', { name: /^充值申请 / });
    expect(within(row).queryByRole('button', { name: /^充值审核 / })).toBeNull();
    expect(screen.queryAllByRole('button', { name: /^充值审核 / })).toHaveLength(0);
  });
});
