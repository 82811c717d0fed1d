import { expect, test } from '@playwright/test';
import { ADMIN, consolePath, signIn } from './helpers';

test('the header search navigates to the chosen page', async ({ page }) => {
  await signIn(page, 'admin', '/');
  await page.getByRole('combobox', { name: '菜单搜索' }).fill('楼栋');
  await page.getByRole('option', { name: /楼栋管理/ }).first().click();
  await expect(page.getByRole('tab', { name: '楼栋管理' })).toHaveAttribute('aria-selected', 'true');
  expect(consolePath(page)).toBe('/organisation/build/index');
});

test('the theme picker recolours at run time', async ({ page }) => {
  await signIn(page, 'admin', '/');
  const primary = () => page.locator('[data-admin-root]').evaluate((el) => getComputedStyle(el).getPropertyValue('--sc-primary').trim());
  expect(await primary()).toBe('#409EFF');
  await page.getByRole('button', { name: '换肤' }).click();
  await page.getByRole('radio', { name: '明青' }).click();
  await expect(page.getByText('换肤成功')).toBeVisible();
  expect(await primary()).toBe('#13C2C2');
  // The primary button background follows the variable.
  await page.getByRole('radio', { name: '绿色侧边栏' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('navigation', { name: '侧边菜单' })).toHaveCSS('background-color', 'rgb(46, 125, 79)');
});

test('the size switch shows its message and changes the control height', async ({ page }) => {
  await signIn(page, 'admin', '/');
  await page.getByRole('button', { name: /布局大小/ }).click();
  await page.getByRole('menuitem', { name: '小型' }).click();
  await expect(page.getByText('Switch Size Success')).toBeVisible();
  const height = await page.locator('[data-admin-root]').evaluate((el) => getComputedStyle(el).getPropertyValue('--sc-control-height').trim());
  expect(height).toBe('32px');
});

test('the breadcrumb shows module > function > page and goes back', async ({ page }) => {
  await signIn(page, 'admin', '/');
  await page.getByRole('combobox', { name: '菜单搜索' }).fill('平台用户');
  await page.getByRole('option', { name: /平台用户/ }).first().click();
  const crumbs = page.getByRole('navigation', { name: '面包屑导航' });
  await expect(crumbs).toContainText('系统管理');
  await expect(crumbs).toContainText('平台用户');
  await page.getByRole('button', { name: '返回上一页' }).click();
  expect(consolePath(page)).toBe('/dashboard');
});

test('the language menu of the login page loads on first open; English is remembered and loads on demand', async ({ page }) => {
  await page.goto(`${ADMIN}/login`);
  await expect(page.getByRole('textbox', { name: '用户名' })).toBeVisible();
  // Neither the menu code nor another catalogue came with the page.
  const loaded = () => page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((n) => n.endsWith('.js')));
  expect((await loaded()).some((n) => /\/(popper|Dropdown|en|es)-[\w-]+\.js$/.test(n))).toBe(false);
  const trigger = page.getByRole('button', { name: /语言/ });
  await trigger.click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('textbox', { name: 'User name' })).toBeVisible();
  await expect(page.locator('[data-admin-root]')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('button', { name: /Language/ })).toBeFocused();
  // A reload starts in English straight away (the stored choice), never showing raw keys.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'User name' })).toBeVisible();
  await expect(page.getByText(/^login\./)).toHaveCount(0);
});
