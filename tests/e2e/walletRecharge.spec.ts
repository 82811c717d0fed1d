/**
 * Issue 26 part 1 and 5, the wallet domain in the console: a recharge request typed by one person
 * (opcenter, 李娜) with its amount in Chinese capitals, reviewed by another (finance, 陈静) who
 * confirms the credit again; the requester is never offered 充值审核. The account's balance then
 * rises by exactly the amount and 账户流水 shows the movement with who approved it, who asked
 * and when. A credit line is granted (amount in capitals), approved by a second person (审核通过) and
 * shows in 授信管理 and its history with both names;
 * a limit under what is used is refused on its field with the typed value kept.
 */
import { expect as baseExpect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { ADMIN, API, XHR, apiPost, signIn, type LOGINS } from './helpers';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 300_000 });

type Envelope = { code: number; msg: string; data: any };
const body = async (res: Awaited<ReturnType<typeof apiPost>>) => (await res.json()) as Envelope;
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

async function as(browser: Browser, who: keyof typeof LOGINS): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, who);
  return page;
}

/** Types into a ref select and picks the option with exactly this label. */
async function pickRef(scope: Locator, name: RegExp, label: string): Promise<void> {
  const box = scope.getByRole('combobox', { name });
  await box.click();
  await box.pressSequentially(label.slice(0, 6));
  await scope.page().getByRole('option', { name: label, exact: true }).click();
  await expect(box).toHaveAttribute('aria-expanded', 'false');
}

test('a recharge asked by one person is credited only when another approves it, and the ledger says who and when', async ({ browser }) => {
  const opcenter = await as(browser, 'opcenter');
  const accounts = await body(await opcenter.request.post(`${API}/wallet/virtAccountExtend/list`, { form: { pageNum: 1, pageSize: 1, status: 1 }, headers: XHR }));
  const account = accounts.data.list[0] as { id: number; name: string; companyId: number };
  const companies = await body(await opcenter.request.post(`${API}/organisation/company/list`, { form: { pageNum: 1, pageSize: 100 }, headers: XHR }));
  const company = (companies.data.list as { id: number; name: string }[]).find((c) => c.id === account.companyId)!;
  const balance = async () => String((await body(await apiPost(opcenter, '/wallet/virtAccountExtend/getVirtAccountDetail', { id: account.id }))).data.balance);
  const start = Math.round(Number(await balance()) * 100);
  const title = `E2E${Date.now() % 1_000_000}钱包充值`;

  // 李娜 asks for 1234.56 yuan: a bad amount first, refused on its field with what was typed kept.
  await opcenter.goto(`${ADMIN}/merchant/rechargeManage`);
  await expect(opcenter.getByRole('tab', { name: /^待审核（\d+）$/ })).toBeVisible();
  await opcenter.getByRole('button', { name: '新建充值申请', exact: true }).click();
  const dialog = opcenter.getByRole('dialog', { name: '新建充值申请' });
  await dialog.getByRole('textbox', { name: /充值事由/ }).fill(title);
  await pickRef(dialog, /所属公司/, company.name);
  await pickRef(dialog, /充值账户/, account.name);
  const amount = dialog.getByRole('textbox', { name: /充值金额/ });
  await amount.pressSequentially('20000000');
  await dialog.getByRole('button', { name: '下一步' }).click();
  await expect(amount).toHaveValue('20000000');
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await amount.fill('');
  await amount.pressSequentially('1234.567');
  await expect(amount).toHaveValue('1234.56');
  await dialog.getByRole('button', { name: '下一步' }).click();
  const confirm = opcenter.getByRole('alertdialog', { name: '确认提交充值申请' });
  await expect(confirm.getByTestId('money-capitals')).toHaveText('壹仟贰佰叁拾肆元伍角陆分');
  await confirm.getByRole('button', { name: '提交审核', exact: true }).click();
  await expect(toast(opcenter, '已提交充值申请，待审核')).toBeVisible();
  await opcenter.getByRole('tab', { name: /^待审核/ }).click();
  const grid = opcenter.getByRole('grid', { name: '充值管理' });
  const mine = grid.locator('tbody tr').filter({ hasText: title });
  await expect(mine.locator('.sca-tag', { hasText: '待审核' })).toBeVisible();
  await expect(mine).toContainText('李娜');
  // The requester gets no review, and nothing moved yet.
  await expect(grid.getByRole('button', { name: `充值审核 ${title}`, exact: true })).toHaveCount(0);
  expect(Math.round(Number(await balance()) * 100)).toBe(start);

  // 陈静 reviews it: amount in capitals, approve, confirm once more.
  const finance = await as(browser, 'finance');
  await finance.goto(`${ADMIN}/merchant/rechargeManage?f.auditStatus=pending&f.title=${encodeURIComponent(title)}`);
  const fgrid = finance.getByRole('grid', { name: '充值管理' });
  await fgrid.getByRole('button', { name: `充值审核 ${title}`, exact: true }).click();
  const review = finance.getByRole('dialog', { name: `充值审核 · ${title}` });
  await expect(review.getByTestId('audit-capitals')).toHaveText('壹仟贰佰叁拾肆元伍角陆分');
  await expect(review).toContainText('李娜');
  await review.getByRole('radio', { name: '通过' }).click();
  await review.getByRole('button', { name: '通过', exact: true }).click();
  const credit = finance.getByRole('alertdialog', { name: '确认通过并入账' });
  await expect(credit.getByTestId('money-amount')).toHaveText('1234.56 元');
  await credit.getByRole('button', { name: '确认入账', exact: true }).click();
  await expect(toast(finance, '已通过，1234.56 元已入账')).toBeVisible();
  await finance.getByRole('tab', { name: /^已通过/ }).click();
  const approved = fgrid.locator('tbody tr').filter({ hasText: title });
  await expect(approved.locator('.sca-tag', { hasText: '已通过' })).toBeVisible();
  await expect(approved).toContainText('陈静');

  // The balance rose by exactly the amount; 账户流水 shows the line with who and when.
  expect(Math.round(Number(await balance()) * 100)).toBe(start + 123456);
  await opcenter.goto(`${ADMIN}/enterpiseManger/accountFlow?f.accountId=${account.id}&f.operatorName=${encodeURIComponent('陈静')}`);
  const flow = opcenter.getByRole('grid', { name: '账户流水' });
  const line = flow.locator('tbody tr').filter({ hasText: '1234.56' }).first();
  await expect(line).toContainText('陈静');
  await expect(line).toContainText('李娜');
  await expect(line).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  await expect(opcenter.getByTestId('flow-in')).toHaveText(/^\d+\.\d{2} 元$/);
});

test('a credit line is granted with its amount in capitals, visible with its history; a limit under what is used is refused on its field', async ({ browser }) => {
  const admin = await as(browser, 'admin');
  const virts = await body(await admin.request.post(`${API}/organisation/virtualarchitecture/list`, { form: { pageNum: 1, pageSize: 100 }, headers: XHR }));
  const lines = await body(await admin.request.post(`${API}/credit/credit/list`, { form: { pageNum: 1, pageSize: 100 }, headers: XHR }));
  const taken = new Set((lines.data.list as { virtId: number }[]).map((l) => l.virtId));
  const virt = (virts.data.list as { id: number; name: string }[]).find((v) => !taken.has(v.id))!;

  await admin.goto(`${ADMIN}/enterpiseManger/credit`);
  await admin.getByRole('button', { name: '新增授信', exact: true }).click();
  const dialog = admin.getByRole('dialog', { name: '新增授信' });
  await pickRef(dialog, /虚拟架构/, virt.name);
  await dialog.getByRole('textbox', { name: /授信额度/ }).pressSequentially('8888.88');
  await dialog.getByRole('button', { name: '下一步' }).click();
  const confirm = admin.getByRole('alertdialog', { name: '确认授信额度' });
  await expect(confirm.getByTestId('money-capitals')).toHaveText('捌仟捌佰捌拾捌元捌角捌分');
  await confirm.getByRole('button', { name: '确定', exact: true }).click();
  // The two-person rule: the line starts at 0 and its limit waits for someone else's approval.
  await expect(toast(admin, '提额已提交审核，需由其他有授信审核权限的人员审核通过后生效')).toBeVisible();
  const mine = admin.getByRole('grid', { name: /^待审核的额度申请/ }).locator('tbody tr').filter({ hasText: virt.name });
  await expect(mine).toContainText('待他人审核');
  await expect(mine.getByRole('button', { name: '审核通过', exact: true })).toHaveCount(0);

  const finance = await as(browser, 'finance');
  await finance.goto(`${ADMIN}/enterpiseManger/credit`);
  const asked = finance.getByRole('grid', { name: /^待审核的额度申请/ }).locator('tbody tr').filter({ hasText: virt.name });
  await asked.getByRole('button', { name: '审核通过', exact: true }).click();
  const approve = finance.getByRole('alertdialog', { name: '确认审核通过' });
  await expect(approve.getByTestId('money-capitals')).toHaveText('捌仟捌佰捌拾捌元捌角捌分');
  await approve.getByRole('button', { name: '审核通过', exact: true }).click();
  await expect(toast(finance, '已通过：授信额度已改为 8888.88 元')).toBeVisible();
  const grid = finance.getByRole('grid', { name: '授信管理' });
  const row = grid.locator('tbody tr').filter({ hasText: virt.name });
  await expect(row).toContainText('8888.88');

  // Its history: one 提额 from 0 to 8888.88, asked by the admin, approved by 陈静.
  // 详情, 设置可用额度 and 调整额度 stay on the row; 额度记录 is under 更多.
  await row.getByRole('button', { name: /^更多/ }).click();
  await finance.getByRole('menu').getByRole('menuitem', { name: '额度记录' }).click();
  const history = finance.getByRole('grid', { name: '额度调整记录' });
  const line = history.locator('tbody tr').filter({ hasText: '8888.88' }).first();
  await expect(line).toContainText('陈静');
  await expect(line).toContainText('管理员');

  // A line with money used: a limit under it is refused on the field, the typed value kept.
  const used = (lines.data.list as { id: number; virtId: number; usedAmount: number }[]).find((l) => Number(l.usedAmount) > 1)!;
  await admin.goto(`${ADMIN}/enterpiseManger/credit`);
  const usedRow = admin.getByRole('grid', { name: '授信管理' }).locator('tbody tr').filter({ hasText: String(Number(used.usedAmount).toFixed(2)) }).first();
  await usedRow.getByRole('button', { name: /^调整额度/ }).click();
  const edit = admin.getByRole('dialog', { name: /^调整额度 · / });
  const quota = edit.getByRole('textbox', { name: /授信额度/ });
  await quota.fill('');
  await quota.pressSequentially('1');
  await edit.getByRole('button', { name: '下一步' }).click();
  await admin.getByRole('alertdialog', { name: '确认授信额度' }).getByRole('button', { name: '确定', exact: true }).click();
  await expect(edit).toBeVisible();
  await expect(quota).toHaveValue('1');
  await expect(quota).toHaveAttribute('aria-invalid', 'true');
  await expect(edit).toContainText('授信额度不能小于已用额度');
});
