/**
 * The operation log (系统监控 → 操作日志) shows what the server audited: a failed login and a visitor
 * added from the console, found by the 操作人 filter, with the outcome and its message in the detail.
 */
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { ADMIN, API, XHR, signIn, submitLogin } from './helpers';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const TITLE = '操作日志';
const region = (page: Page) => page.getByRole('region', { name: TITLE });
const grid = (page: Page) => page.getByRole('grid', { name: TITLE });
const filters = (page: Page) => page.getByRole('search', { name: '筛选条件' });
const dataRows = (page: Page) => grid(page).locator('tbody tr[aria-rowindex]');

async function filterByOperator(page: Page, name: string): Promise<void> {
  await filters(page).getByRole('textbox', { name: '操作人' }).fill(name);
  await filters(page).getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]f\\.userName=${encodeURIComponent(name)}(&|$)`));
}

test('a failed login and an add show up with who, what and the outcome', async ({ page }) => {
  const stranger = `audit${Date.now().toString(36)}`;
  await page.goto(`${ADMIN}/login`);
  await submitLogin(page, stranger, 'Wrong12345');
  await expect(page.getByRole('alert').filter({ hasText: /^登录失败：/ })).toBeVisible();
  await signIn(page);
  const visitor = `审计访客${Date.now().toString(36)}`;
  const added = await (await page.request.post(`${API}/passthrough/visitorInfo/add`, { form: { name: visitor, phone: '13912345678' }, headers: XHR })).json() as { code: number; data: { id: number } };
  expect(added.code).toBe(200);

  await page.goto(`${ADMIN}/system/operationLog`);
  await expect(region(page).getByRole('heading', { name: TITLE })).toBeVisible();
  await filterByOperator(page, stranger);
  await expect(dataRows(page)).toHaveCount(1);
  await expect(dataRows(page).first()).toContainText('登录');
  await expect(dataRows(page).first()).toContainText('失败');
  await dataRows(page).first().getByRole('button', { name: /^详情 / }).click();
  const detail = page.getByRole('dialog', { name: `${TITLE}详情` });
  await expect(detail).toContainText('用户名或密码错误');
  await expect(detail).toContainText(stranger);
  await detail.getByRole('button', { name: '关闭' }).click();

  await filters(page).getByRole('textbox', { name: '记录编号' }).fill(String(added.data.id));
  await filterByOperator(page, '管理员');
  const addRow = dataRows(page).filter({ hasText: /新增/ }).filter({ hasText: '成功' });
  await expect(addRow.first()).toBeVisible();
  await expect(addRow.first()).toContainText(String(added.data.id));
});
