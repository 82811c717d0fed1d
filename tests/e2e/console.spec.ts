import { expect, test } from '@playwright/test';

test('the start command serves the console under /super_cloud/admin/ and / redirects there', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.ok()).toBe(true);
  await expect(page).toHaveURL(/\/super_cloud\/admin\/login(\?|$)/);
  await expect(page.getByRole('heading', { name: '消费中台管理系统' })).toBeVisible();
});

test('an unknown console path still loads the single-page app', async ({ page }) => {
  const response = await page.goto('/super_cloud/admin/some/deep/link');
  expect(response?.status()).toBe(200);
  // Not logged in: the guard sends the deep link to the login page, remembering it.
  await expect(page).toHaveURL(/\/login\?redirect=%2Fsome%2Fdeep%2Flink$/);
});
