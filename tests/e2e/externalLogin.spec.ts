import { expect, test } from '@playwright/test';
import { issueThirdToken } from '../../example-host/server/auth/thirdToken';
import { ADMIN, consolePath, sidebar } from './helpers';

test('external login with a valid token lands in the console as that user', async ({ page }) => {
  const token = issueThirdToken({ loginName: 'project', type: 'wojia' });
  await page.goto(`${ADMIN}/externalLogin?token=${encodeURIComponent(token)}&type=wojia`);
  await expect(page.getByRole('tablist', { name: '已打开的页面' })).toBeVisible();
  expect(consolePath(page)).toBe('/dashboard');
  await expect(sidebar(page).getByRole('button', { name: /空间管理/ })).toBeVisible();
  expect(await page.evaluate(() => [sessionStorage.getItem('extToken'), sessionStorage.getItem('extType')])).toEqual([token, 'wojia']);
});

test('external login without a token goes to the login page', async ({ page }) => {
  await page.goto(`${ADMIN}/externalLogin`);
  await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
  expect(consolePath(page)).toBe('/login');
});

test('an invalid external token shows why and offers the login page', async ({ page }) => {
  await page.goto(`${ADMIN}/externalLogin?token=forged.token&type=wojia`);
  await expect(page.getByRole('heading', { name: /^外部登录失败：/ })).toBeVisible();
  await page.getByRole('link', { name: '前往登录页' }).click();
  expect(consolePath(page)).toBe('/login');
});
