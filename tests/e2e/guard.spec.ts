import { expect, test } from '@playwright/test';
import { ADMIN, consolePath, signIn, submitLogin, tabs } from './helpers';

test('an unauthenticated deep link goes to /login and back after the login', async ({ page }) => {
  await page.goto(`${ADMIN}/platform/user`);
  await expect(page).toHaveURL(/\/login\?redirect=%2Fplatform%2Fuser$/);
  await submitLogin(page, 'admin', 'Admin123');
  await expect(tabs(page).getByRole('tab', { name: '平台用户' })).toHaveAttribute('aria-selected', 'true');
  expect(consolePath(page)).toBe('/platform/user');
});

test('/login while logged in goes to the home page', async ({ page }) => {
  await signIn(page);
  await page.goto(`${ADMIN}/login`);
  await expect(tabs(page)).toBeVisible();
  expect(consolePath(page)).toBe('/dashboard');
});

test('an unknown path inside the console goes to /404', async ({ page }) => {
  await signIn(page);
  await page.goto(`${ADMIN}/no/such/page`);
  await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
  expect(consolePath(page)).toBe('/404');
});
