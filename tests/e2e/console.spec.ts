import { expect, test } from '@playwright/test';
import { catalogue } from '../../src/contract';

test('the start command serves the console under /super_cloud/admin/ and / redirects there', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.ok()).toBe(true);
  expect(new URL(page.url()).pathname).toBe('/super_cloud/admin/');
  const total = catalogue.reduce((n, s) => n + s.resources.reduce((m, r) => m + r.operations.length, 0), 0);
  await expect(page.getByTestId('operation-count')).toHaveText(String(total));
});

test('an unknown console path still loads the single-page app', async ({ page }) => {
  const response = await page.goto('/super_cloud/admin/some/deep/link');
  expect(response?.status()).toBe(200);
  await expect(page.locator('h1')).toContainText('SuperCloud Admin');
});
