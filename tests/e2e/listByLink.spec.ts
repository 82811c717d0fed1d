/**
 * A list page opened by link pays only for itself (issue 44): a new tab on /meal/orders, logged
 * in, asks for the list's own calls and code before its first row, not the dashboard behind the
 * affix "首页" tab, nor the form, import, report or chart code nobody has opened yet. That code
 * comes when the browser is idle after the rows, the detail dialog still opens, and the home tab
 * still shows the dashboard once clicked.
 */
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { OPENED_LATER } from '../../example-host/chunkRoles';
import { DASHBOARD_CARDS } from '../../src/console/dashboard/dashboardCardList';
import { ADMIN, API, LOGINS, submitLogin, tabs } from './helpers';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

// The dashboard's calls: its cards' counts (src/console/dashboard/dashboardCardList.ts) and its trend reports.
const isDashboardCall = (path: string) =>
  path.startsWith(`${API}/statistics/`) || DASHBOARD_CARDS.some((c) => path === `${API}${c.path}`);

// Code the list must not load before its first row (example-host/chunkRoles.ts: the build keeps it
// out of the grouped files, and Vite names the other chunks after their first module, so
// `assets/<module>-<hash>.js` tells which code a file carries).
const UNOPENED_CODE: readonly string[] = OPENED_LATER;
// The entry, the frame, the list and the page's own module with its resources: a few files, not one per shared module.
const MAX_SCRIPTS_BEFORE_FIRST_ROW = 15;

const ROW = '[data-resource] tbody tr[aria-rowindex]';
const chunkName = (url: string) => /\/assets\/([^/]+?)-[\w-]{8}\.js$/.exec(new URL(url).pathname)?.[1];

// In the page, from its first script on: the moment a data row is first in the DOM, so requests
// are split by when they started, not by when the test runner noticed the row.
function watchFirstRow(selector: string) {
  const w = window as unknown as { __firstRowAt?: number };
  new MutationObserver((_, observer) => {
    if (w.__firstRowAt === undefined && document.querySelector(selector)) {
      w.__firstRowAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
}

interface Loaded { url: string; start: number; bytes: number }

/** Every request of the page (resource timing: scripts and API calls) with its start time. */
const requestsOf = (page: Page): Promise<Loaded[]> => page.evaluate(() =>
  (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((e) => ({ url: e.name, start: e.startTime, bytes: e.encodedBodySize })));

test('a list page opened by link loads no dashboard call, no form, import, report or chart code and at most 15 scripts before its first row', async ({ page }) => {
  // The first login of a fresh server on a busy machine can take longer than the shared helper waits.
  await page.goto(`${ADMIN}/login`);
  await submitLogin(page, LOGINS.admin.name, LOGINS.admin.password);
  await expect(tabs(page)).toBeVisible();
  const fresh = await page.context().newPage();
  await fresh.addInitScript(watchFirstRow, ROW);
  await fresh.goto(`${ADMIN}/meal/orders`);
  await expect(fresh.locator(ROW).filter({ visible: true }).first()).toBeVisible();
  const firstRowAt = await fresh.evaluate(() => (window as unknown as { __firstRowAt?: number }).__firstRowAt);
  expect(firstRowAt).toBeDefined();
  const before = (await requestsOf(fresh)).filter((r) => r.start < firstRowAt!);

  const apiPaths = before.map((r) => new URL(r.url).pathname).filter((p) => p.startsWith(`${API}/`));
  expect(apiPaths.length, 'the list asked for its rows').toBeGreaterThan(0);
  expect(apiPaths.filter(isDashboardCall), `API calls: ${apiPaths.join(' ')}`).toEqual([]);

  const scripts = before.filter((r) => new URL(r.url).pathname.endsWith('.js'));
  // A figure for the record (no assertion on it): what the list cost before its first row.
  console.log(`before the first row: ${scripts.length} scripts, ${(scripts.reduce((n, r) => n + r.bytes, 0) / 1024).toFixed(1)} KiB encoded; API calls: ${apiPaths.join(' ')}`);
  if (process.env.LIST_BY_LINK_DETAIL) for (const r of scripts) console.log(`  ${(r.bytes / 1024).toFixed(1)} KiB ${chunkName(r.url) ?? r.url}`);
  expect(scripts.length, `scripts: ${scripts.map((r) => chunkName(r.url) ?? r.url).join(' ')}`).toBeLessThanOrEqual(MAX_SCRIPTS_BEFORE_FIRST_ROW);
  const names = before.map((r) => chunkName(r.url)).filter((n): n is string => !!n);
  expect(names.length, 'the chunk names are readable').toBeGreaterThan(0);
  expect(names.filter((n) => UNOPENED_CODE.includes(n)), `scripts: ${names.join(' ')}`).toEqual([]);
  // Nothing of the dashboard is in the page behind the list.
  await expect(fresh.locator('[data-dashboard-card]')).toHaveCount(0);

  // The detail dialog's code arrives when the browser is idle after the rows, before anyone opens it.
  await expect.poll(async () => (await requestsOf(fresh)).map((r) => chunkName(r.url))).toContain('ResourceDetail');
  const row = fresh.locator(ROW).filter({ visible: true }).first();
  await row.getByRole('button', { name: /^详情 / }).click();
  await expect(fresh.getByRole('dialog')).toBeVisible();
  await fresh.keyboard.press('Escape');
  await expect(fresh.getByRole('dialog')).toHaveCount(0);

  // The home tab mounts when first shown, and shows the dashboard.
  await tabs(fresh).getByRole('tab', { name: '首页（固定）' }).click();
  await expect(fresh.locator('[data-dashboard-card]').first()).toBeVisible();
});
