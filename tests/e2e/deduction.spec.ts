/**
 * A deduction with its ledger line, end to end in Chromium: 张伟 (project) asks under 用户管理 ›
 * 扣款 to take money from a user's wallet, and nothing moves; he is not offered the approval of
 * his own request. The administrator (a second person) approves it; then the balance fell by
 * exactly the amount and 用户账户记录 shows one 扣款 line with the balance before and after and
 * the approver as operator.
 */
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN, apiPost, signIn } from './helpers';

// The machine is shared and slow: generous waits, never timed assertions.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 180_000 });

type Row = Record<string, unknown>;

async function list(page: Page, path: string, form: Record<string, string | number> = {}): Promise<Row[]> {
  const res = await apiPost(page, path, { pageNum: 1, pageSize: 100, ...form });
  const body = await res.json() as { code: number; msg?: string; data: { list: Row[] } };
  expect(body.code, `${path}: ${body.msg ?? ''}`).toBe(200);
  return body.data.list;
}

/** A cell of `row` under the column headed `header`. */
async function cell(grid: Locator, row: Locator, header: string): Promise<Locator> {
  const headers = (await grid.getByRole('columnheader').allTextContents()).map((h) => h.trim());
  const i = headers.indexOf(header);
  expect(i, `column ${header} in ${headers.join('|')}`).toBeGreaterThanOrEqual(0);
  return row.getByRole('gridcell').nth(i);
}

test('a deduction with its ledger line: 张伟 asks, nothing moves; the administrator approves; the balance and the account record show it', async ({ page, browser }) => {
  await signIn(page, 'project');
  const users = await list(page, '/organisation/user/list', { status: 1 });
  const target = users.filter((u) => typeof u.name === 'string' && u.name && Number(u.balance) >= 20).at(-1)!;
  const name = String(target.name);
  const before = Math.round(Number(target.balance) * 100);

  await page.goto(`${ADMIN}/userManage/deduction`);
  await expect(page.getByRole('heading', { name: '扣款记录', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: '新增' }).first().click();
  const dialog = page.getByRole('dialog', { name: /新增/ });
  const userBox = dialog.getByRole('combobox', { name: '用户' });
  await userBox.click();
  await userBox.fill(name);
  await page.getByRole('option', { name }).first().click();
  await dialog.getByRole('textbox', { name: /扣款金额/ }).fill('12.34');
  const reason = dialog.getByRole('combobox', { name: '扣款原因' });
  await reason.click();
  await page.getByRole('option', { name: '补卡工本费' }).click();
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();

  const mine = (await list(page, '/organisation/userDeduction/list', { auditStatus: 'pending' }))
    .filter((r) => String(r.userId) === String(target.id) && r.requesterName === '张伟').sort((a, b) => Number(b.id) - Number(a.id))[0]!;
  expect(mine, 'the request 张伟 filed').toBeDefined();
  const no = String(mine.requestNo);
  expect(Math.round(Number((await list(page, '/organisation/user/list', { name })).find((u) => u.id === target.id)!.balance) * 100)).toBe(before);
  // His own request: no approval offered to him.
  await page.goto(`${ADMIN}/userManage/deduction?f.requestNo=${encodeURIComponent(no)}`);
  const grid = page.getByRole('grid', { name: '扣款记录' });
  await expect(grid.locator('tbody tr').filter({ hasText: no })).toBeVisible();
  await expect(grid.getByRole('button', { name: new RegExp(`^(扣款审核|通过) ${no}`) })).toHaveCount(0);

  // The administrator approves it.
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, 'admin');
  await admin.goto(`${ADMIN}/userManage/deduction?f.requestNo=${encodeURIComponent(no)}`);
  const queue = admin.getByRole('grid', { name: '扣款记录' });
  const row = queue.locator('tbody tr').filter({ hasText: no });
  await row.getByRole('button', { name: new RegExp(`^(扣款审核|通过) ${no}`) }).first().click();
  const review = admin.getByRole('dialog');
  const approve = review.getByRole('radio', { name: '通过' });
  if (await approve.count()) await approve.click();
  await review.getByRole('button', { name: /^(通过|确定|确认)$/ }).last().click();
  await expect(row.locator('.sca-tag', { hasText: '已通过' })).toBeVisible();
  await expect(await cell(queue, row, '审核人')).toHaveText('管理员');

  // The money left once, and the ledger line says who, how much, before and after.
  const after = Math.round(Number((await list(admin, '/organisation/user/list', { name })).find((u) => u.id === target.id)!.balance) * 100);
  expect(before - after).toBe(1234);
  await admin.goto(`${ADMIN}/userManage/userRecords?f.operation=deduct&f.userId=${String(target.id)}`);
  const records = admin.getByRole('grid', { name: '用户账户记录' });
  // The line's remark names the request; the list shows the amount, signed.
  const line = records.locator('tbody tr[aria-rowindex]').filter({ hasText: '-12.34' });
  await expect(line).toHaveCount(1);
  await expect(await cell(records, line, '操作类型')).toHaveText('扣款');
  await expect(await cell(records, line, '金额(元)')).toHaveText('-12.34');
  await expect(await cell(records, line, '变动前余额')).toHaveText((before / 100).toFixed(2));
  await expect(await cell(records, line, '变动后余额')).toHaveText((after / 100).toFixed(2));
  await expect(await cell(records, line, '操作人')).toHaveText('管理员');
});
