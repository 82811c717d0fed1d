import { expect, test } from '@playwright/test';
import { consolePath, signIn } from './helpers';

test.use({ viewport: { width: 800, height: 900 } });

test('below 992 px the menu is a drawer that closes on navigation', async ({ page }) => {
  await signIn(page, 'admin', '/');
  await expect(page.getByRole('navigation', { name: '侧边菜单' })).toHaveCount(0);
  await page.getByRole('button', { name: '展开或收起侧边栏' }).click();
  const drawer = page.getByRole('dialog', { name: '侧边菜单' });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('button', { name: /空间管理/ }).click();
  await drawer.getByRole('link', { name: '楼栋管理' }).click();
  await expect(drawer).toHaveCount(0);
  expect(consolePath(page)).toBe('/organisation/build/index');
});
