import { expect, test } from '@playwright/test';
import { ADMIN, API, apiPost, pushInApp, signIn } from './helpers';

test('several calls failing with 401 at once open exactly one re-login dialog', async ({ page }) => {
  await signIn(page, 'admin', '/');
  // The dashboard's own calls finish first: one failing before the held calls below would open the dialog early.
  await expect(page.locator('[data-dashboard-card]').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // Expire the session on the server with the page's own cookie (page.request shares the context).
  const out = await apiPost(page, '/user/logout');
  expect(out.ok()).toBe(true);

  // Hold every API answer a moment, so the calls below are in flight together and fail together.
  const failed: string[] = [];
  await page.route(`**${API}/**`, async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    // A call still held when the route is removed below has been handled already: nothing to do.
    await route.continue().catch(() => undefined);
  });
  page.on('response', async (r) => {
    // The export-status poll is a quiet background call: count only the page's own calls.
    if (!r.url().includes(API) || r.url().includes('/export/exportTask/status')) return;
    const body = await r.json().catch(() => null) as { code?: number } | null;
    if (body?.code === 401) failed.push(r.url());
  });

  // The list page's own calls (its rows and its filters' options) are held and fail together. The page is
  // opened as the sidebar's link does (a history push inside the app), not by a click: a background call of
  // the home page may already have failed and put its dialog over the sidebar, and that is no reason to fail.
  await pushInApp(page, '/platform/user');

  const dialog = page.getByRole('alertdialog', { name: '确认登出' });
  await expect(dialog).toBeVisible();
  await expect.poll(() => failed.length, { timeout: 10000 }).toBeGreaterThanOrEqual(2);
  await page.waitForTimeout(800);
  await expect(page.getByRole('alertdialog')).toHaveCount(1);

  // Cancel stays on the page; confirming clears the session and reloads to the login page.
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  // Let the calls still held finish before the route goes (the list page makes several).
  await page.unrouteAll({ behavior: 'wait' });
  // Calls still held when 取消 was pressed fail afterwards and may ask again (a new 401 episode,
  // still one dialog); otherwise the next call of the page asks.
  const again = page.getByRole('alertdialog', { name: '确认登出' });
  await expect(async () => {
    if (await again.isVisible()) return;
    await page.getByRole('button', { name: /用户菜单/ }).click({ timeout: 2000 });
    await page.getByRole('menuitem', { name: 'APP 下载' }).click({ timeout: 2000 });
    await expect(again).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 30000 });
  await expect(page.getByRole('alertdialog')).toHaveCount(1);
  await again.getByRole('button', { name: '重新登录' }).click();
  await expect(page).toHaveURL(new RegExp(`${ADMIN}/login`));
  await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
});
