import { expect, test } from '@playwright/test';
import { ADMIN, consolePath, submitLogin } from './helpers';

test('a good login opens the console on the pinned home tab', async ({ page }) => {
  await page.goto(`${ADMIN}/login`);
  await submitLogin(page, '  admin  ', 'Admin123');
  await expect(page.getByRole('tab', { name: '首页（固定）' })).toHaveAttribute('aria-selected', 'true');
  expect(consolePath(page)).toBe('/dashboard');
  await expect(page.getByText('欢迎，管理员')).toBeVisible();
  // the home page links the modules the permissions open: all of them for admin
  await expect(page.getByTestId('dashboard-module').first()).toBeVisible();
  expect(await page.getByTestId('dashboard-module').count()).toBeGreaterThan(15);
});

test('the home page of a merchant links only its own modules', async ({ page }) => {
  await page.goto(`${ADMIN}/login`);
  await submitLogin(page, 'merchant', 'Merchant123');
  await expect(page.getByTestId('dashboard-module').first()).toBeVisible();
  const titles = await page.getByTestId('dashboard-module').locator('a').allTextContents();
  // Its own modules (the shop, merchant money, the services merchants run), none of the administrators'.
  expect(titles).toEqual(expect.arrayContaining(['商户管理', '云小店']));
  for (const admin of ['系统管理', '系统监控', '基础设置', '设置中心', '用户管理', '空间管理', '通知中心']) expect(titles).not.toContain(admin);
});

test('a bad login shows the server message and keeps what was typed', async ({ page }) => {
  await page.goto(`${ADMIN}/login`);
  await submitLogin(page, 'admin', 'wrong-password');
  await expect(page.getByRole('alert').filter({ hasText: /^登录失败：/ })).toBeVisible();
  expect(consolePath(page)).toBe('/login');
  await expect(page.getByLabel('用户名')).toHaveValue('admin');
  await expect(page.getByLabel('密码', { exact: true })).toHaveValue('wrong-password');
  await expect(page.getByRole('button', { name: '登录' })).toBeEnabled();
});

test('empty fields are refused before any call', async ({ page }) => {
  await page.goto(`${ADMIN}/login`);
  let calls = 0;
  page.on('request', (r) => { if (r.url().includes('/user/login')) calls += 1; });
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByText('请输入用户名')).toBeVisible();
  await expect(page.getByText('请输入密码', { exact: true })).toBeVisible();
  expect(calls).toBe(0);
});
