/**
 * The meal pages end to end: cancelling a dinner, refunding a receivable, the xlsx export of
 * the dinner orders, importing meals with a bad row, the dinner statistics and the seat check.
 */
import { readFileSync } from 'node:fs';
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { readXlsx } from '../../example-host/server/files/xlsx';
import { ADMIN, apiPost, signIn } from './helpers';

// The machine is shared and slow: generous waits, never timed assertions.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

type Row = Record<string, unknown>;

let seq = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(seq++).toString(36)}`;
const pad = (n: number) => String(n).padStart(2, '0');
const dayOf = (d: Date, sep = '-') => `${d.getFullYear()}${sep}${pad(d.getMonth() + 1)}${sep}${pad(d.getDate())}`;

const region = (page: Page, name: string) => page.getByRole('region', { name });
const filters = (page: Page) => page.getByRole('search', { name: '筛选条件' });
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const rowsOf = (grid: Locator) => grid.locator('tbody tr[aria-rowindex]');

async function open(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(`${ADMIN}${path}`);
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
}

/** Picks an option of a downshift combobox (src/ui/Select.tsx). */
async function choose(page: Page, box: Locator, option: string, type?: string): Promise<void> {
  await box.click();
  if (type !== undefined) await box.fill(type);
  await page.getByRole('option', { name: option, exact: true }).first().click();
  await expect(box).toHaveValue(option);
}

/** Opens the folded filter bar (展开): 订单状态 and 收款状态 sit past its first row. */
async function unfold(page: Page): Promise<void> {
  await filters(page).getByRole('button', { name: '展开', exact: true }).click();
  await expect(filters(page).getByRole('button', { name: '收起', exact: true })).toHaveAttribute('aria-expanded', 'true');
}

async function search(page: Page): Promise<void> {
  await filters(page).getByRole('button', { name: '查询' }).click();
}

/** A cell of `row` under the column headed `header` (the grid's columns never move during a test). */
async function cell(grid: Locator, row: Locator, header: string): Promise<Locator> {
  const headers = (await grid.getByRole('columnheader').allTextContents()).map((h) => h.trim());
  const i = headers.indexOf(header);
  expect(i, `column ${header} in ${headers.join('|')}`).toBeGreaterThanOrEqual(0);
  return row.getByRole('gridcell').nth(i);
}

/** The texts of one column over the rendered rows. */
async function columnTexts(grid: Locator, header: string): Promise<string[]> {
  const headers = (await grid.getByRole('columnheader').allTextContents()).map((h) => h.trim());
  const i = headers.indexOf(header);
  expect(i, `column ${header}`).toBeGreaterThanOrEqual(0);
  return rowsOf(grid).evaluateAll((trs, at) => trs.map((tr) => tr.children[at]?.textContent?.trim() ?? ''), i);
}

/** Waits until the grid shows rows, every one of them with `value` under `header` (not the previous filter's rows). */
async function expectColumn(grid: Locator, header: string, value: string): Promise<void> {
  await expect.poll(async () => [...new Set(await columnTexts(grid, header))]).toEqual([value]);
}

async function api<T>(page: Page, path: string, form: Record<string, string | number> = {}): Promise<T> {
  const res = await apiPost(page, path, form);
  const body = await res.json() as { code: number; msg?: string; data: T };
  expect(body.code, `${path}: ${body.msg ?? ''}`).toBe(200);
  return body.data;
}
const list = (page: Page, path: string, form: Record<string, string | number> = {}) =>
  api<{ list: Row[]; total: number }>(page, path, { pageNum: 1, pageSize: 100, ...form });

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('cancel an ordered dinner: confirm, toast, status 已取消; taken or cancelled orders cannot be cancelled', async ({ page }) => {
  await open(page, '/flashdeliver/orderMeal', '订餐管理');
  await unfold(page);
  const grid = page.getByRole('grid', { name: '订餐管理' });
  await choose(page, filters(page).getByRole('combobox', { name: '订单状态' }), '已订餐');
  await search(page);
  await expect(page).toHaveURL(/[?&]f\.status=ordered(&|$)/);
  await expectColumn(grid, '订单状态', '已订餐');

  const first = rowsOf(grid).first();
  const orderNo = (await (await cell(grid, first, '订单号')).textContent())!.trim();
  expect(orderNo).toMatch(/^DC\d+$/);

  await filters(page).getByRole('button', { name: '重置' }).click();
  await filters(page).getByRole('textbox', { name: '订单号' }).fill(orderNo);
  await search(page);
  await expect(rowsOf(grid)).toHaveCount(1);
  const row = rowsOf(grid).first();
  const status = await cell(grid, row, '订单状态');
  await expect(status).toHaveText('已订餐');

  const cancel = row.getByRole('button', { name: `取消订餐 ${orderNo}` });
  await expect(cancel).toBeEnabled();
  await cancel.click();
  const confirm = page.getByRole('alertdialog', { name: '取消订餐' });
  await expect(confirm).toContainText(`确定对“${orderNo}”执行“取消订餐”吗？`);
  await confirm.getByRole('button', { name: '确定' }).click();
  await expect(toast(page, '取消订餐成功')).toBeVisible();
  await expect(status).toHaveText('已取消');
  // A cancelled order no longer offers the action (hidden, not greyed).
  await expect(cancel).toHaveCount(0);
  expect((await list(page, '/ordermeal/web/orderDinner/list', { orderNo })).list.map((r) => r.status)).toEqual(['cancelled']);

  // A taken order does not offer the action.
  await filters(page).getByRole('button', { name: '重置' }).click();
  await choose(page, filters(page).getByRole('combobox', { name: '订单状态' }), '已取餐');
  await search(page);
  await expect(page).toHaveURL(/[?&]f\.status=taken(&|$)/);
  await expectColumn(grid, '订单状态', '已取餐');
  await expect(rowsOf(grid).first().getByRole('button', { name: /^详情 / })).toBeVisible();
  await expect(rowsOf(grid).first().getByRole('button', { name: /^取消订餐 / })).toHaveCount(0);
});

test('refund a paid receivable with a reason: status 已退款; an unpaid one cannot be refunded', async ({ page }) => {
  await open(page, '/meal/receivables', '应收款');
  await unfold(page);
  const grid = page.getByRole('grid', { name: '应收款' });
  await choose(page, filters(page).getByRole('combobox', { name: '收款状态' }), '已支付');
  await search(page);
  await expect(page).toHaveURL(/[?&]f\.status=paid(&|$)/);
  await expectColumn(grid, '收款状态', '已支付');
  const orderNo = (await (await cell(grid, rowsOf(grid).first(), '订单号')).textContent())!.trim();

  await filters(page).getByRole('button', { name: '重置' }).click();
  await filters(page).getByRole('textbox', { name: '订单号' }).fill(orderNo);
  await search(page);
  await expect(rowsOf(grid)).toHaveCount(1);
  const row = rowsOf(grid).first();
  const status = await cell(grid, row, '收款状态');
  await expect(status).toHaveText('已支付');

  await row.getByRole('button', { name: `退款 ${orderNo}` }).click();
  const dialog = page.getByRole('dialog', { name: `退款 · ${orderNo}` });
  const reason = unique('用户临时出差');
  await dialog.getByLabel('退款原因').fill(reason);
  await dialog.getByRole('button', { name: '退款' }).click();
  await expect(toast(page, '退款成功')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(status).toHaveText('已退款');
  await expect(row.getByRole('button', { name: `退款 ${orderNo}` })).toHaveCount(0);
  const [saved] = (await list(page, '/ordermeal/web/receivables/list', { orderNo })).list;
  expect([saved!.status, saved!.refundReason]).toEqual(['refunded', reason]);

  await filters(page).getByRole('button', { name: '重置' }).click();
  await choose(page, filters(page).getByRole('combobox', { name: '收款状态' }), '待支付');
  await search(page);
  await expect(page).toHaveURL(/[?&]f\.status=unpaid(&|$)/);
  await expectColumn(grid, '收款状态', '待支付');
  await expect(rowsOf(grid).first().getByRole('button', { name: /^详情 / })).toBeVisible();
  await expect(rowsOf(grid).first().getByRole('button', { name: /^退款 / })).toHaveCount(0);
});

test('export downloads the filtered dinner orders as 订餐订单YYYYMMDD.xlsx', async ({ page }) => {
  await open(page, '/flashdeliver/orderMeal', '订餐管理');
  await unfold(page);
  await choose(page, filters(page).getByRole('combobox', { name: '订单状态' }), '已取消');
  await search(page);
  await expect(page).toHaveURL(/[?&]f\.status=cancelled(&|$)/);
  const { total } = await list(page, '/ordermeal/web/orderDinner/list', { status: 'cancelled' });

  const downloading = page.waitForEvent('download');
  await region(page, '订餐管理').getByRole('button', { name: '导出' }).click();
  const download = await downloading;
  const name = download.suggestedFilename();
  expect(name).toBe(`订餐订单${dayOf(new Date(), '')}.xlsx`);
  await expect(region(page, '订餐管理').getByRole('status')).toHaveText(`已下载 ${name}`);

  const bytes = readFileSync(await download.path());
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  const sheet = readXlsx(bytes).filter((r) => r.some((c) => c !== ''));
  const statusAt = sheet[0]!.indexOf('订单状态');
  expect(statusAt).toBeGreaterThanOrEqual(0);
  expect(sheet.length - 1).toBe(total);
  expect(new Set(sheet.slice(1).map((r) => r[statusAt]))).toEqual(new Set(['已取消']));
});

test('import meals from a csv with one bad row: 3 saved, the bad row reported with its number and reason', async ({ page }) => {
  const [sample] = (await list(page, '/ordermeal/web/meal/list')).list;
  const prefix = unique('导入菜');
  // The header is the import template's (required columns starred); ids stand for the merchant and project.
  const lines = [
    ['*菜品名称', '*价格(元)', '*餐别', '*供餐商户', '*所属项目', '描述'],
    [`${prefix}A`, '12.5', '午餐', sample!.merchantId, sample!.orgId, '测试'],
    [`${prefix}B`, '8', '早餐', sample!.merchantId, sample!.orgId, ''],
    [`${prefix}坏`, 'abc', '午餐', sample!.merchantId, sample!.orgId, ''],
    [`${prefix}C`, '20', '晚餐', sample!.merchantId, sample!.orgId, ''],
  ];
  const csv = `${lines.map((l) => l.join(',')).join('\r\n')}\r\n`;

  await open(page, '/meal/meals', '菜品');
  await region(page, '菜品').getByRole('button', { name: '导入' }).click();
  const dialog = page.getByRole('dialog', { name: '导入菜品' });
  const start = dialog.getByRole('button', { name: '开始导入' });
  await expect(start).toBeDisabled();
  await dialog.locator('input[type=file]').setInputFiles({ name: 'meals.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  await expect(dialog.getByText('meals.csv')).toBeVisible();
  await start.click();

  await expect(dialog.getByRole('status')).toHaveText('共 4 行，成功导入 3 行，失败 1 行');
  const report = dialog.getByRole('table');
  await expect(report.getByRole('row')).toHaveCount(2);
  await expect(report.getByRole('row').nth(1).getByRole('cell')).toHaveText(['第 4 行', '价格(元)', '价格(元)必须是数字']);
  await dialog.getByRole('button', { name: '关闭' }).first().click();
  await expect(dialog).toBeHidden();

  await filters(page).getByRole('textbox', { name: '菜品名称' }).fill(prefix);
  await search(page);
  const grid = page.getByRole('grid', { name: '菜品' });
  await expect(rowsOf(grid)).toHaveCount(3);
  for (const n of ['A', 'B', 'C']) await expect(grid).toContainText(`${prefix}${n}`);
  await expect(grid).not.toContainText(`${prefix}坏`);
  const saved = (await list(page, '/ordermeal/web/meal/list', { name: prefix })).list;
  expect(saved.map((m) => [m.name, Number(m.price), m.mealTime]).sort()).toEqual([
    [`${prefix}A`, 12.5, 'lunch'], [`${prefix}B`, 8, 'breakfast'], [`${prefix}C`, 20, 'dinner'],
  ]);
});

test('dinner statistics by day and meal time: the 合计 row adds up the effective orders; cancelled and refunded apart', async ({ page }) => {
  const path = '/ordermeal/web/orderDinner/list';
  const { total: all } = await list(page, path);
  const effective = (await list(page, path, { status: 'ordered' })).total + (await list(page, path, { status: 'taken' })).total;
  const cancelled = (await list(page, path, { status: 'cancelled' })).total;
  const refunded = (await list(page, path, { status: 'refunded' })).total;
  await open(page, '/meal/statistics', '订餐统计');
  const panel = region(page, '按日期与餐别统计');
  await panel.getByRole('button', { name: '查询' }).click();
  const table = panel.getByRole('table', { name: '按日期与餐别统计' });
  await expect(table).toBeVisible();

  const headers = (await table.getByRole('columnheader').allTextContents()).map((h) => h.trim());
  expect(headers).toEqual(['用餐日期', '餐别', '数量', '金额(元)', '已取消', '已退款']);
  const sumRow = table.getByRole('row').filter({ hasText: '合计' });
  await expect(sumRow).toHaveCount(1);
  await expect(sumRow.getByRole('cell').first()).toHaveText('合计');
  // The 合计 row spans the group columns, so its count is its second cell.
  const column = (at: number) => table.locator('tbody tr').evaluateAll((trs, i) => trs.map((tr) => Number(tr.children[i]?.textContent)), at);
  const groupCounts = await column(2);
  expect(groupCounts.length).toBeGreaterThan(1);
  const sum = groupCounts.reduce((a, b) => a + b, 0);
  await expect(sumRow.getByRole('cell').nth(1)).toHaveText(String(sum));
  expect(sum).toBe(effective);
  expect(effective + cancelled + refunded).toBe(all);
  expect((await column(4)).reduce((a, b) => a + b, 0)).toBe(cancelled);
  await expect(sumRow.getByRole('cell').nth(3)).toHaveText(String(cancelled));
  await expect(sumRow.getByRole('cell').nth(4)).toHaveText(String(refunded));
  await expect(table.locator('caption')).toContainText('合计只计订单状态为已订餐或已取餐的记录');
});

test('seat check answers the seats, bookings and seats left of a meal on a date', async ({ page }) => {
  const [sample] = (await list(page, '/ordermeal/web/meal/list')).list;
  const mealName = unique('余座菜');
  const meal = await api<Row>(page, '/ordermeal/web/meal/add', {
    name: mealName, price: 16, mealTime: 'lunch', merchantId: Number(sample!.merchantId), orgId: Number(sample!.orgId), status: 1,
  });
  const tomorrow = new Date();
  tomorrow.setDate(tomorrow.getDate() + 1);
  const date = dayOf(tomorrow);
  await api<Row>(page, '/ordermeal/web/lineManage/add', {
    name: `${mealName}线`, orgId: Number(sample!.orgId), merchantId: Number(sample!.merchantId), mealId: Number(meal.id),
    date, mealTime: 'lunch', seats: 30, status: 1,
  });
  const orgs = await api<{ value: number; label: string }[]>(page, '/organisation/organization/getselectlist');
  const orgName = orgs.find((o) => o.value === Number(sample!.orgId))!.label;

  await open(page, '/meal/rules', '订餐规则');
  const panel = region(page, '余座查询');
  await choose(page, panel.getByRole('combobox', { name: '所属项目' }), orgName, orgName);
  await choose(page, panel.getByRole('combobox', { name: '菜品' }), mealName, mealName);
  await panel.getByRole('textbox', { name: '用餐日期' }).fill(date);
  await panel.getByRole('button', { name: '查询余座' }).click();
  await expect(panel.getByRole('status')).toHaveText(`${mealName}（${date}）：座位 30，已订 0，剩余 30`);

  // The input stays: another date re-runs in one click (no line that day: no seats).
  const later = new Date();
  later.setDate(later.getDate() + 2);
  await panel.getByRole('textbox', { name: '用餐日期' }).fill(dayOf(later));
  await panel.getByRole('button', { name: '查询余座' }).click();
  await expect(panel.getByRole('status')).toHaveText(`${mealName}（${dayOf(later)}）：座位 0，已订 0，剩余 0 已满座`);
});
