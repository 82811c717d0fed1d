import { expect, test } from '@playwright/test';
import { ADMIN, consolePath, sidebar, signIn } from './helpers';

const search = async (page: import('@playwright/test').Page, text: string) => {
  await page.getByRole('combobox', { name: '菜单搜索' }).fill(text);
};

test('the project role sees the space menu and finds its pages, not the enterprise ones', async ({ page }) => {
  await signIn(page, 'project', '/');
  const menu = sidebar(page);
  await expect(menu.getByRole('button', { name: /空间管理/ })).toBeVisible();
  await expect(menu.getByRole('button', { name: /企业管理/ })).toHaveCount(0);
  await expect(menu.getByRole('button', { name: /系统管理/ })).toHaveCount(0);
  await search(page, '楼栋管理');
  await expect(page.getByRole('option', { name: /楼栋管理/ })).toBeVisible();
  await search(page, '虚拟架构');
  await expect(page.getByText('没有匹配的菜单')).toBeVisible();
});

test('the operations-centre role sees the enterprise menu and not the space pages', async ({ page }) => {
  await signIn(page, 'opcenter', '/');
  const menu = sidebar(page);
  await expect(menu.getByRole('button', { name: /企业管理/ })).toBeVisible();
  await expect(menu.getByRole('button', { name: /空间管理/ })).toHaveCount(0);
  await search(page, '虚拟架构');
  await expect(page.getByRole('option', { name: /虚拟架构/ })).toBeVisible();
  await search(page, '楼栋管理');
  await expect(page.getByText('没有匹配的菜单')).toBeVisible();
});

test('a direct URL to a forbidden page gives /401', async ({ page }) => {
  await signIn(page, 'opcenter');
  await page.goto(`${ADMIN}/organisation/build/index`);
  await expect(page.getByRole('heading', { name: '您没有访问该页面的权限' })).toBeVisible();
  expect(consolePath(page)).toBe('/401');
});
