/**
 * Reports end to end: filter a report (grouping by meal time), check that the chart, the table's
 * total row and the xlsx export say the same numbers, and drill down from a group to the filtered
 * list that counts it.
 */
import { readFileSync } from 'node:fs';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { readXlsx } from '../../example-host/server/files/xlsx';
import { ADMIN, API, XHR, signIn } from './helpers';

// The machine is shared and slow: generous waits, never timed assertions.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const PAGE = '/statiscal/reportMealOrder';
const TABLE = '订餐统计明细';

const totalsRow = (page: Page) => page.getByRole('table', { name: TABLE }).locator('tfoot tr');
/** The table's total of one column (by header text), as a number. */
async function totalOf(page: Page, header: string): Promise<number> {
  const headers = (await page.getByRole('table', { name: TABLE }).locator('thead th').allTextContents()).map((h) => h.replace(/[▲▼]/g, '').trim());
  const at = headers.indexOf(header);
  expect(at, header).toBeGreaterThan(0);
  const text = await totalsRow(page).locator('th, td').nth(at).textContent();
  return Number(String(text).replace(/,/g, ''));
}

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('filter a report, compare chart, table and export, then drill down to the list', async ({ page }) => {
  await page.goto(`${ADMIN}${PAGE}`);
  await expect(page.getByRole('heading', { name: '订餐统计', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: TABLE })).toBeVisible();

  // Group by meal time and search.
  const filters = page.getByRole('search', { name: '报表筛选' });
  await filters.getByRole('combobox', { name: '统计维度' }).click();
  await page.getByRole('option', { name: '餐别', exact: true }).click();
  await filters.getByRole('button', { name: '查询' }).click();
  const table = page.getByRole('table', { name: TABLE });
  await expect(table.locator('thead th').first()).toContainText('餐别');
  await expect(table.locator('tbody tr').first()).toBeVisible();

  // The server's own answer for the same query: the screen must say exactly this.
  const range = await page.evaluate(() => {
    const inputs = [...document.querySelectorAll<HTMLInputElement>('.sc-report-filters input')];
    return [inputs[0]!.value, inputs[1]!.value] as const;
  });
  const res = await page.request.post(`${API}/statistics/report/mealOrder`, {
    data: { startDate: range[0], endDate: range[1], dimension: 'mealTime' }, headers: XHR,
  });
  const answer = (await res.json()).data as { rows: { key: string; values: Record<string, number> }[]; totals: Record<string, number> };
  expect(answer.totals.orders).toBeGreaterThan(0);

  // The chart (orders per meal time) adds up to the table's total.
  const chart = page.getByRole('img', { name: /订餐统计：订单数/ });
  await expect(chart).toHaveAttribute('data-ready', 'true');
  await expect(chart).toHaveAttribute('data-series-sums', String(answer.totals.orders));
  expect(await totalOf(page, '订单数')).toBe(answer.totals.orders);
  expect(await totalOf(page, '金额(元)')).toBe(answer.totals.amount);
  // Cancelled orders are a column of their own and not in 订单数.
  expect(await totalOf(page, '全部订单')).toBe(answer.totals.all);
  expect(answer.totals.all).toBeGreaterThanOrEqual(answer.totals.orders! + answer.totals.cancelled! + answer.totals.refunded!);

  // Export: the xlsx's total row equals the chart's and the table's totals.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出' }).click();
  const file = await download;
  const today = await page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}${String(d.getMonth() + 1).padStart(2, '0')}${String(d.getDate()).padStart(2, '0')}`;
  });
  expect(file.suggestedFilename()).toBe(`订餐订单报表${today}.xlsx`);
  const sheet = readXlsx(readFileSync((await file.path())!));
  expect(sheet[0]!.slice(0, 3)).toEqual(['餐别', '订单数', '金额(元)']);
  const sum = sheet.at(-1)!;
  expect(sum[0]).toBe('合计');
  expect(Number(sum[1])).toBe(answer.totals.orders);
  expect(Number(sum[2])).toBe(answer.totals.amount);
  const rowSum = sheet.slice(1, -1).reduce((a, r) => a + Number(r[1]), 0);
  expect(rowSum).toBe(answer.totals.orders);

  // Drill down: the lunch group opens the dinner orders filtered to lunch in the same range.
  const lunch = answer.rows.find((r) => r.key === 'lunch')!;
  await table.getByRole('link', { name: '查看明细：午餐' }).click();
  await expect(page).toHaveURL(/\/meal\/orders\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('f.mealTime')).toBe('lunch');
  expect(url.searchParams.get('f.date')).toBe(`${range[0]}~${range[1]}`);
  await expect(page.getByText(`共 ${lunch.values.all} 条`)).toBeVisible();
});

test('a bar of the chart drills down too, and a reversed range is refused with a message', async ({ page }) => {
  await page.goto(`${ADMIN}/statiscal/reportComment`);
  await expect(page.getByRole('heading', { name: '投诉建议统计', level: 1 })).toBeVisible();
  const chart = page.getByRole('img', { name: /投诉建议统计/ });
  await expect(chart).toHaveAttribute('data-ready', 'true');
  // The SVG draws one path per bar; the tallest bar of the first day with complaints is clickable.
  const bar = chart.locator('path[fill]:not([fill="none"])').filter({ visible: true });
  await expect(bar.first()).toBeVisible();
  await bar.last().click({ force: true });
  await expect(page).toHaveURL(/\/comment\/commentBill\?f\.createTime=/);

  const res = await page.request.post(`${API}/statistics/report/comment`, { data: { startDate: '2020-01-01', endDate: '2019-01-01' }, headers: XHR });
  expect((await res.json()).msg).toBe('开始日期不能晚于结束日期');
});

test('商户报表 drills down to the merchant\'s orders; 账单异常报表 lists each order once and opens it', async ({ page }) => {
  await page.goto(`${ADMIN}/flashdeliver/merchantReport`);
  const table = page.getByRole('table', { name: '商户报表明细' });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  const first = table.locator('tbody tr').first();
  const merchant = (await first.getByRole('rowheader').textContent())!.trim();
  const link = first.getByRole('link', { name: `查看明细：${merchant}` });
  const href = (await link.getAttribute('href'))!;
  const merchantId = new URL(href, 'http://x').searchParams.get('f.merchantId')!;
  const [startDate, endDate] = new URL(href, 'http://x').searchParams.get('f.createTime')!.split('~');
  const res = await page.request.post(`${API}/statistics/report/flashMerchant`, { data: { startDate, endDate, dimension: 'merchantId', merchantId }, headers: XHR });
  const all = await page.request.post(`${API}/flashdeliver/web/order/queryOrder`, {
    data: { merchantId, createTimeFrom: startDate, createTimeTo: endDate, pageSize: 1 }, headers: XHR,
  });
  expect((await res.json()).data.rows).toHaveLength(1);
  await link.click();
  await expect(page).toHaveURL(/\/flashdeliver\/orderManager\?/);
  // Every order of the merchant in the range is listed (the report's 订单数 counts the sold ones among them).
  await expect(page.getByText(`共 ${(await all.json()).data.total} 条`)).toBeVisible();

  await page.goto(`${ADMIN}/flashdeliver/billAnomalyReport`);
  const anomalies = page.getByRole('table', { name: '账单异常报表明细' });
  await expect(anomalies.locator('tbody tr').first()).toBeVisible();
  const orderNos = await anomalies.locator('tbody th[scope="row"]').allTextContents();
  expect(new Set(orderNos).size).toBe(orderNos.length);
  await expect(anomalies.locator('[data-total="orders"]')).toHaveText(String(orderNos.length));
  await anomalies.getByRole('link', { name: `查看明细：${orderNos[0]}` }).click();
  await expect(page).toHaveURL(new RegExp(`f\\.orderNo=${orderNos[0]}`));
  await expect(page.getByText('共 1 条')).toBeVisible();
});
