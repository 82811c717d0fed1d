/**
 * 交收码 end to end in Chromium: a handover code is added on its add-or-update page (a validity
 * that ends before it starts is refused on 失效日期, what was typed kept), gets a 6-digit code
 * from the server, is edited from the list, and is disabled on its page (停用), which the list shows.
 */
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { ADMIN, apiPost, signIn } from './helpers';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 180_000 });

const toast = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });
const grid = (page: Page) => page.getByRole('grid', { name: '交收码' });
const rowOf = (page: Page, name: string) => grid(page).locator('tbody tr').filter({ hasText: name });
const listed = (page: Page, name: string) => page.goto(`${ADMIN}/flashdeliver/jiaoshuima?f.pointName=${encodeURIComponent(name)}`);

test('a handover code is created, edited and disabled', async ({ page }) => {
  const name = `E2E交收点${Date.now() % 1_000_000}`;
  await signIn(page);
  await page.goto(`${ADMIN}/flashdeliver/jiaoshuima`);
  await expect(page.getByRole('heading', { name: '交收码', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: '新增', exact: true }).click();
  await expect(page.getByRole('heading', { name: '新增交收码', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/flashdeliver\/jiaoshuima\/add-or-update$/);

  const form = page.getByRole('form', { name: '交收点信息' });
  const project = form.getByRole('combobox', { name: /所属项目/ });
  await project.click();
  const option = page.getByRole('option').first();
  const projectName = (await option.innerText()).trim();
  await option.click();
  await expect(project).toHaveValue(projectName);
  await form.getByRole('textbox', { name: /交收点/ }).fill(name);
  await form.getByRole('textbox', { name: /生效日期/ }).fill('2026-12-01');
  const validTo = form.getByRole('textbox', { name: /失效日期/ });
  await validTo.fill('2026-11-01');
  await form.getByRole('button', { name: '保存', exact: true }).click();
  // Refused by the server on its field; everything typed stays.
  await expect(form.getByText('失效日期不能早于生效日期')).toBeVisible();
  await expect(validTo).toHaveValue('2026-11-01');
  await expect(form.getByRole('textbox', { name: /交收点/ })).toHaveValue(name);
  await validTo.fill('2027-03-31');
  await form.getByRole('button', { name: '保存', exact: true }).click();
  await expect(toast(page, /交收码已生成：\d{6}/)).toBeVisible();
  await expect(page.getByRole('heading', { name: '交收码', level: 1 })).toBeVisible();

  await listed(page, name);
  const row = rowOf(page, name);
  await expect(row.getByText(/^\d{6}$/)).toBeVisible();
  await expect(row.locator('.sca-tag', { hasText: '启用' })).toBeVisible();
  const code = (await row.getByText(/^\d{6}$/).innerText()).trim();

  // Edit from the list: the page shows the stored code and saves the new point name.
  await row.getByRole('button', { name: `编辑 ${name}`, exact: true }).click();
  await expect(page.getByRole('heading', { name: `编辑交收码 · ${name}`, level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/add-or-update\?id=\d+$/);
  await expect(page.getByRole('status', { name: '交收码' })).toHaveText(code);
  const renamed = `${name}改`;
  const editForm = page.getByRole('form', { name: '交收点信息' });
  await editForm.getByRole('textbox', { name: /交收点/ }).fill(renamed);
  await editForm.getByRole('button', { name: '保存', exact: true }).click();
  await expect(toast(page, '交收点信息已保存')).toBeVisible();

  await listed(page, renamed);
  const edited = rowOf(page, renamed);
  await expect(edited.getByText(code, { exact: true })).toBeVisible();
  await edited.getByRole('button', { name: `编辑 ${renamed}`, exact: true }).click();
  await expect(page.getByRole('heading', { name: `编辑交收码 · ${renamed}`, level: 1 })).toBeVisible();

  // Disable on its page: the button says what it will do, then offers 启用 back.
  await page.getByRole('button', { name: '停用', exact: true }).click();
  await expect(toast(page, '交收码已停用')).toBeVisible();
  await expect(page.getByRole('button', { name: '启用', exact: true })).toBeVisible();
  const stored = await (await apiPost(page, '/flashdeliver/web/handoverCode/list', { pointName: renamed })).json() as { data: { list: Record<string, unknown>[] } };
  expect(stored.data.list).toHaveLength(1);
  expect(stored.data.list[0]).toMatchObject({ status: 0, code });

  await page.getByRole('button', { name: '返回交收码列表', exact: true }).click();
  await listed(page, renamed);
  await expect(rowOf(page, renamed).locator('.sca-tag', { hasText: '停用' })).toBeVisible();
});
