/**
 * 营销中心 in Chromium against the reference server, the workflow of issue 38 "coupon issue and
 * receipt": a coupon batch is created, published (its stock opens), issued to a user of its project
 * from the 发放 dialog, and the receipt appears in 领取记录 for that user, unused, with 核销 offered;
 * the batch's remaining stock dropped by one.
 */
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN, submitLogin, tabs } from './helpers';

// The machine is shared and slow: generous waits, never timed assertions.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 180_000 });

const toast = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });
const pad = (n: number) => String(n).padStart(2, '0');
const day = (offset: number) => { const d = new Date(Date.now() + offset * 86_400_000); return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`; };

/** The cell of `row` under the column headed `header`. */
async function cell(grid: Locator, row: Locator, header: string): Promise<Locator> {
  const headers = (await grid.getByRole('columnheader').allTextContents()).map((h) => h.trim());
  const i = headers.indexOf(header);
  expect(i, `column ${header} in ${headers.join('|')}`).toBeGreaterThanOrEqual(0);
  return row.getByRole('gridcell').nth(i);
}

test('coupon issue and receipt: create a batch, publish it, issue it to a user and see the receipt', async ({ page }) => {
  const name = `E2E满60减15-${Date.now() % 1_000_000}`;
  // The first page of a fresh server compiles on demand: the console may take a while to appear.
  await page.goto(`${ADMIN}/login`);
  await submitLogin(page, 'admin', 'Admin123');
  await expect(tabs(page)).toBeVisible({ timeout: 90_000 });
  await page.goto(`${ADMIN}/marketingCenter/coupon`);
  await expect(page.getByRole('heading', { name: '优惠券', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: '新增', exact: true }).click();
  const form = page.getByRole('dialog', { name: /新增/ });
  await form.getByRole('textbox', { name: /券名称/ }).fill(name);
  const project = form.getByRole('combobox', { name: /所属项目/ });
  await project.click();
  await page.getByRole('option').first().click();
  await form.getByRole('textbox', { name: /面额/ }).fill('15');
  await form.getByRole('textbox', { name: /使用门槛/ }).fill('60');
  await form.getByRole('textbox', { name: /开始日期/ }).fill(day(0));
  await form.getByRole('textbox', { name: /结束日期/ }).fill(day(30));
  await form.getByRole('textbox', { name: /发放总量/ }).fill('10');
  await form.getByRole('button', { name: /^(保存|确定)$/ }).click();
  await expect(form).toBeHidden();

  await page.goto(`${ADMIN}/marketingCenter/coupon?f.name=${encodeURIComponent(name)}`);
  const grid = page.getByRole('grid', { name: '优惠券' });
  const row = grid.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(await cell(grid, row, '状态')).toHaveText('草稿');

  // 发布: the confirmation names what happens; the stock opens at the total.
  await row.getByRole('button', { name: `发布 ${name}`, exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: '发布' });
  await expect(confirm).toContainText(`确定对“${name}”执行“发布”吗？`);
  await confirm.getByRole('button', { name: '确定', exact: true }).click();
  await expect(toast(page, '发布成功')).toBeVisible();
  await expect(await cell(grid, row, '状态')).toHaveText('已发布');
  await expect(await cell(grid, row, '剩余库存')).toHaveText('10');

  // 发放 to the first user of the project listed in the dialog.
  await row.getByRole('button', { name: /^发放/ }).click();
  const dialog = page.getByRole('dialog', { name: `发放优惠券“${name}”` });
  await expect(dialog).toContainText('剩余库存 10 张，每人限领 1 张');
  const users = dialog.getByRole('list', { name: '选择用户' });
  const first = users.getByRole('checkbox').first();
  await expect(first).toBeVisible();
  const userLabel = (await users.getByRole('listitem').first().innerText()).trim();
  const userName = userLabel.split(' ')[0]!;
  await first.check();
  await expect(dialog.getByRole('status')).toHaveText('已选 1 人');
  await dialog.getByRole('button', { name: '确认发放' }).click();
  await expect(toast(page, `已向 1 人发放“${name}”，剩余库存 9 张`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(await cell(grid, row, '剩余库存')).toHaveText('9');

  // 领取记录 of this batch: the user received it, unused, and 核销 is offered.
  // Inline, or under the row's 更多 menu when the row has more actions than fit.
  const inline = row.getByRole('button', { name: `领取记录 ${name}`, exact: true });
  const more = row.getByRole('button', { name: `更多 ${name}`, exact: true });
  await expect(inline.or(more).first()).toBeVisible();
  if (await inline.count()) await inline.click();
  else {
    await more.click();
    await page.getByRole('menu').getByRole('menuitem', { name: '领取记录', exact: true }).click();
  }
  await expect(page).toHaveURL(/\/marketingCenter\/receive\?f\.couponId=\d+/);
  const receipts = page.getByRole('grid', { name: '领取记录' });
  const receipt = receipts.getByRole('row').filter({ hasText: userName });
  await expect(receipt).toHaveCount(1);
  await expect(receipt).toBeVisible();
  await expect(await cell(receipts, receipt, '优惠券')).toHaveText(name);
  await expect(await cell(receipts, receipt, '状态')).toHaveText('未使用');
  await expect(await cell(receipts, receipt, '领取方式')).toHaveText('后台发放');
  await expect(receipt.getByRole('button', { name: /^核销/ })).toBeVisible();
});
