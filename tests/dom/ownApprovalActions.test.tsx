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

vi.setConfig({ hookTimeout: 120000, testTimeout: 60000 });
const s = useAdminServer();
const OWN = '管理员自己的充值申请';
let pendingOfMerchant = '';

beforeAll(async () => {
  const [acc] = await s.rows('wallet.virtAccountExtend', 'and "status" = 1');
  const added = await s.post('/wallet/rechargeManage/add', { title: OWN, companyId: acc!.companyId, accountId: acc!.id, amount: '1000.00' });
  expect((await s.post('/wallet/rechargeManage/rechargeApply', { id: added.body!.data.id })).body!.code).toBe(200);
  const merchantId = (await s.rows('platform.webUser', 'and "loginName" = $1', ['merchant']))[0]!.id;
  pendingOfMerchant = String((await s.rows('wallet.rechargeManage', 'and "auditStatus" = $1 and "requesterId" = $2', ['pending', merchantId]))[0]!.title);
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
const rowOf = async (title: string) => {
  const grid = await screen.findByRole('grid', {}, { timeout: 20_000 });
  return (await within(grid).findAllByRole('row', {}, { timeout: 20_000 })).find((tr) => within(tr).queryByText(title, { exact: true }))!;
};

describe('approval actions on the recharge page', () => {
  test('an approver sees 充值审核 on others\' pending requests but not on their own', async () => {
    page(s.admin);
    await within(await rowOf(pendingOfMerchant)).findByRole('button', { name: `充值审核 ${pendingOfMerchant}` }, { timeout: 20_000 });
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
    await within(await rowOf(String((await s.rows('wallet.rechargeManage', 'and "auditStatus" = $1', ['draft']))[0]!.title)))
      .findByRole('button', { name: /^充值申请 / }, { timeout: 20_000 });
    expect(within(row).queryByRole('button', { name: /^充值审核 / })).toBeNull();
    expect(screen.queryAllByRole('button', { name: /^充值审核 / })).toHaveLength(0);
  });
});
