/**
 * The merchant login in Chromium against the reference server: it adds a dish, its 所属项目 and
 * 供餐商户 selects filled by the server (it may not list projects), and its menu holds no page
 * whose list it may not call.
 */
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN, XHR, sidebar, signIn } from './helpers';

const expect = baseExpect.configure({ timeout: 15_000 });

/** Picks the first option a combobox (src/ui/Select.tsx) offers and answers its text. */
async function pickFirst(page: Page, box: Locator): Promise<string> {
  await box.click();
  const option = page.getByRole('option').first();
  await expect(option).toBeVisible();
  const text = (await option.textContent())?.trim() ?? '';
  await option.click();
  await expect(box).toHaveValue(text);
  return text;
}

test('a merchant adds a dish: the project and merchant selects have options, the dish is saved', async ({ page }) => {
  await signIn(page, 'merchant');
  await page.goto(`${ADMIN}/meal/meals`);
  await expect(page.getByRole('heading', { name: '菜品管理', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: '新增', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '新增菜品管理' });
  const name = `商户菜${Date.now().toString(36)}`;
  await dialog.getByRole('textbox', { name: '菜品名称' }).fill(name);
  await dialog.getByRole('textbox', { name: '价格(元)' }).fill('18.50');
  await pickFirst(page, dialog.getByRole('combobox', { name: '餐别' }));
  await pickFirst(page, dialog.getByRole('combobox', { name: '供餐商户' }));
  const project = await pickFirst(page, dialog.getByRole('combobox', { name: '所属项目' }));
  expect(project).not.toBe('');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('status').filter({ hasText: '保存成功' })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('grid', { name: '菜品管理' }).getByText(name)).toBeVisible();

  // The select answered; the projects' own list still does not.
  const list = await page.request.post('/super_cloud/api/organisation/organization/list', { form: { pageSize: 1 }, headers: XHR });
  expect((await list.json()).code).toBe(403);
});

test('the merchant menu opens no page whose list the merchant may not call', async ({ page }) => {
  await signIn(page, 'merchant', '/');
  const menu = sidebar(page);
  await expect(menu.getByRole('button', { name: /订餐服务/ })).toBeVisible();
  // 分销商管理 lists operating companies (organization): not for a merchant.
  await expect(menu.getByRole('button', { name: /商户管理/ })).toBeVisible();
  await menu.getByRole('button', { name: /商户管理/ }).click();
  await expect(menu.getByRole('link', { name: '商户信息管理' })).toBeVisible();
  await expect(menu.getByRole('link', { name: '分销商管理' })).toHaveCount(0);
});
