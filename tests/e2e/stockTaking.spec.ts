/**
 * A stock-taking adjustment, end to end in Chromium: the administrator starts a stock-taking of
 * a project under 云小店 › 库存盘点, enters for one product a counted quantity different from
 * the book one and confirms it; then 库存管理 shows that product's stock at the counted figure,
 * and its stock lines the adjustment (盘点调整, before, after, the difference, the stock-taking's
 * number and who did it). The confirmed stock-taking offers no more edits.
 */
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN, LOGINS, apiPost, submitLogin, tabs } from './helpers';

// The machine is shared and slow: generous waits, never timed assertions.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 180_000 });

type Row = Record<string, unknown>;
const toast = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });

async function list(page: Page, path: string, form: Record<string, string | number> = {}): Promise<Row[]> {
  const res = await apiPost(page, path, { pageNum: 1, pageSize: 500, ...form });
  const body = await res.json() as { code: number; msg?: string; data: { list: Row[] } };
  expect(body.code, `${path}: ${body.msg ?? ''}`).toBe(200);
  return body.data.list;
}

/** Clicks a row's call, inline or under its 更多 menu. */
async function rowCall(page: Page, row: Locator, verb: string, label: string) {
  const inline = row.getByRole('button', { name: `${verb} ${label}`, exact: true });
  if (await inline.count()) { await inline.click(); return; }
  await row.getByRole('button', { name: `更多 ${label}`, exact: true }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: verb, exact: true }).click();
}

test('a stock-taking adjustment: counted differs from the book, confirmed, the stock and its adjustment line show it', async ({ page }) => {
  // The first login hashes on a busy machine: wait for the console as long as the other steps.
  await page.goto(`${ADMIN}/login`);
  await submitLogin(page, LOGINS.admin.name, LOGINS.admin.password);
  await expect(tabs(page)).toBeVisible({ timeout: 60_000 });
  const W = '/flashdeliver/web';
  const open = new Set((await list(page, `${W}/stockTaking/list`, { status: 'draft' })).map((r) => String(r.orgId)));
  const stocks = await list(page, `${W}/stock/list`);
  const orgId = String(stocks.find((s) => !open.has(String(s.orgId)))!.orgId);
  const orgs = await list(page, '/organisation/organization/list', { pageSize: 500 });
  const orgName = String(orgs.find((o) => String(o.id) === orgId)?.name ?? '');
  expect(orgName, `the name of project ${orgId}`).not.toBe('');

  await page.goto(`${ADMIN}/flashdeliver/stockTaking`);
  await expect(page.getByRole('heading', { name: '库存盘点', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: '新增', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /新增/ });
  const project = dialog.getByRole('combobox', { name: /所属项目/ });
  await project.click();
  await project.fill(orgName);
  await page.getByRole('option', { name: orgName, exact: true }).first().click();
  await dialog.getByRole('textbox', { name: /备注/ }).fill('E2E 盘点');
  await dialog.getByRole('button', { name: '保存', exact: true }).click();
  await expect(dialog).toBeHidden();

  const [taking] = await list(page, `${W}/stockTaking/list`, { orgId, status: 'draft' });
  const no = String(taking!.takingNo);
  const [line] = await list(page, `${W}/stockTakingLine/list`, { stockTakingId: String(taking!.id) });
  const book = Number(line!.bookQuantity);
  const counted = book + 4;
  const products = await list(page, `${W}/product/queryProduct`, { pageSize: 500 });
  const productName = String(products.find((p) => String(p.id) === String(line!.productId))!.name);

  await page.goto(`${ADMIN}/flashdeliver/stockTaking?f.takingNo=${encodeURIComponent(no)}`);
  const grid = page.getByRole('grid', { name: '库存盘点' });
  const row = grid.locator('tbody tr').filter({ hasText: no });
  await expect(row.locator('.sca-tag', { hasText: '盘点中' })).toBeVisible();
  await row.getByRole('button', { name: `详情 ${no}`, exact: true }).click();
  const lines = page.getByRole('table', { name: '盘点明细' });
  const input = lines.getByRole('textbox', { name: `${productName} 的实盘数量` }).first();
  await input.fill(String(counted));
  await input.press('Enter');
  await expect(toast(page, '已保存')).toBeVisible();
  await expect(lines.locator('tbody tr').filter({ has: page.getByRole('textbox', { name: `${productName} 的实盘数量` }) }).first()).toContainText('+4');
  await page.keyboard.press('Escape');

  await rowCall(page, row, '确认盘点', no);
  const confirm = page.getByRole('alertdialog', { name: '确认盘点' });
  await expect(confirm).toContainText(no);
  await confirm.getByRole('button', { name: '确定', exact: true }).click();
  await expect(row.locator('.sca-tag', { hasText: '已确认' })).toBeVisible();
  // Closed: no more confirmation, and its lines take no counts.
  await expect(row.getByRole('button', { name: `确认盘点 ${no}`, exact: true })).toHaveCount(0);
  await row.getByRole('button', { name: `详情 ${no}`, exact: true }).click();
  await expect(page.getByRole('table', { name: '盘点明细' })).toBeVisible();
  await expect(page.getByRole('table', { name: '盘点明细' }).getByRole('textbox')).toHaveCount(0);
  await page.keyboard.press('Escape');

  const [after] = await list(page, `${W}/stock/list`, { orgId, productId: String(line!.productId) });
  expect(Number(after!.quantity)).toBe(counted);
  await page.goto(`${ADMIN}/flashdeliver/stock?f.orgId=${orgId}&f.productId=${String(line!.productId)}`);
  await expect(page.getByRole('heading', { name: '库存管理', level: 1 })).toBeVisible();
  const stockGrid = page.getByRole('grid', { name: '库存管理' });
  const stockRow = stockGrid.locator('tbody tr').filter({ hasText: productName }).first();
  await expect(stockRow).toContainText(String(counted));
  await stockRow.getByRole('button', { name: /^详情 / }).click();
  const adjustment = page.getByRole('table', { name: '库存流水' }).locator('tbody tr').filter({ hasText: no });
  await expect(adjustment).toHaveCount(1);
  await expect(adjustment).toContainText('盘点调整');
  await expect(adjustment).toContainText('+4');
  await expect(adjustment).toContainText(String(book));
  await expect(adjustment).toContainText(String(counted));
  await expect(adjustment).toContainText('管理员');
});
