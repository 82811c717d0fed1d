/**
 * Issue 24 point 4, money needs two people: a recharge request is approved by someone other than
 * whoever asked. The merchant asks and submits, and gets no 充值审核 (the server refuses it too);
 * finance does not get it on its own request either (refused with the rule's message), approves
 * the merchant's, and the account is credited exactly once.
 */
import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { ADMIN, API, XHR, apiPost, signIn, type LOGINS } from './helpers';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 240_000 });

type Envelope = { code: number; msg: string; data: any };
const body = async (res: Awaited<ReturnType<typeof apiPost>>) => (await res.json()) as Envelope;
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

async function as(browser: Browser, who: keyof typeof LOGINS): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, who);
  return page;
}

test('a recharge request is approved by finance, never by whoever asked, and credits the account once', async ({ browser }) => {
  const admin = await as(browser, 'admin');
  const accounts = await body(await admin.request.post(`${API}/wallet/virtAccountExtend/list`, { form: { pageNum: 1, pageSize: 1, status: 1 }, headers: XHR }));
  const account = accounts.data.list[0] as { id: number; companyId: number };
  const balance = async () => Number((await body(await apiPost(admin, '/wallet/virtAccountExtend/getVirtAccountDetail', { id: account.id }))).data.balance);
  const start = await balance();
  const tag = `E2E${Date.now() % 1_000_000}`;
  const ask = async (page: Page, title: string) => {
    const added = await body(await apiPost(page, '/wallet/rechargeManage/add', { title, companyId: account.companyId, accountId: account.id, amount: '1000.00' }));
    expect(added.code, added.msg).toBe(200);
    return added.data.id as number;
  };
  const audit = async (page: Page, id: number) => body(await apiPost(page, '/wallet/rechargeManage/rechargeAudit', { id, auditStatus: 'approved' }));
  const open = async (page: Page) => {
    await page.goto(`${ADMIN}/merchant/rechargeManage?f.title=${encodeURIComponent(tag)}`);
    return page.getByRole('grid', { name: '充值管理' });
  };

  // The merchant asks for 1,000 yuan and submits it from its row.
  const merchant = await as(browser, 'merchant');
  const theirs = `${tag}商户充值`;
  const theirsId = await ask(merchant, theirs);
  let grid = await open(merchant);
  await grid.getByRole('button', { name: `充值申请 ${theirs}`, exact: true }).click();
  // The native 充值管理 (wallet domain) confirms the amount in capitals before sending it for review.
  const submit = merchant.getByRole('alertdialog', { name: '确认提交充值申请' });
  await expect(submit.getByTestId('money-capitals')).toHaveText('壹仟元整');
  await submit.getByRole('button', { name: '提交审核', exact: true }).click();
  await expect(toast(merchant, '已提交充值申请，待审核')).toBeVisible();
  const merchantRow = grid.locator('tbody tr').filter({ hasText: theirs });
  await expect(merchantRow.locator('.sca-tag', { hasText: '待审核' })).toBeVisible();
  await expect(merchantRow).toContainText('王芳');
  // No approval for the merchant, on screen or through the API.
  await expect(grid.getByRole('button', { name: `充值审核 ${theirs}`, exact: true })).toHaveCount(0);
  expect(await audit(merchant, theirsId)).toMatchObject({ code: 403 });

  // Finance's own request is not finance's to approve.
  const finance = await as(browser, 'finance');
  const own = `${tag}财务自己的充值`;
  const ownId = await ask(finance, own);
  expect((await body(await apiPost(finance, '/wallet/rechargeManage/rechargeApply', { id: ownId }))).code).toBe(200);
  grid = await open(finance);
  const theirsButton = grid.getByRole('button', { name: `充值审核 ${theirs}`, exact: true });
  await expect(theirsButton).toBeVisible();
  await expect(grid.locator('tbody tr').filter({ hasText: own }).locator('.sca-tag', { hasText: '待审核' })).toBeVisible();
  await expect(grid.getByRole('button', { name: `充值审核 ${own}`, exact: true })).toHaveCount(0);
  expect(await audit(finance, ownId)).toMatchObject({ code: 403, msg: expect.stringContaining('不能审批自己提交的申请') });
  expect(await balance()).toBe(start);

  // Finance approves the merchant's request: the account is credited once.
  await theirsButton.click();
  const dialog = finance.getByRole('dialog', { name: `充值审核 · ${theirs}` });
  await dialog.getByRole('radio', { name: '通过' }).click();
  await dialog.getByRole('button', { name: '通过', exact: true }).click();
  const credit = finance.getByRole('alertdialog', { name: '确认通过并入账' });
  await expect(credit.getByTestId('money-capitals')).toHaveText('壹仟元整');
  await credit.getByRole('button', { name: '确认入账', exact: true }).click();
  await expect(toast(finance, '已通过，1000.00 元已入账')).toBeVisible();
  await expect(grid.locator('tbody tr').filter({ hasText: theirs }).locator('.sca-tag', { hasText: '已通过' })).toBeVisible();
  await expect(grid.getByRole('button', { name: `充值审核 ${theirs}`, exact: true })).toHaveCount(0);
  expect(await balance()).toBeCloseTo(start + 1000, 2);
  expect((await audit(finance, theirsId)).code).toBe(409);
  expect(await balance()).toBeCloseTo(start + 1000, 2);
});
