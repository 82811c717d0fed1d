import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { ADMIN, login, signIn } from './helpers';

// WCAG 2 A/AA rules, colour contrast included: the default theme derives readable shades of #409EFF.
const audit = (page: Page) =>
  new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();

test('the login page has no accessibility violations', async ({ page }) => {
  await page.goto(`${ADMIN}/login`);
  await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
  const { violations } = await audit(page);
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('the console frame (sidebar, navbar, tab strip, home page) has no accessibility violations', async ({ page }) => {
  await signIn(page, 'admin', '/');
  await expect(page.getByTestId('dashboard-module').first()).toBeVisible();
  const { violations } = await audit(page);
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('the sidebar passes WCAG AA colour contrast: white on the greens by default, and the dark palette', async ({ page }) => {
  await login(page, 'admin', '/login?redirect=%2Fplatform%2Fuser');
  const contrast = async () => {
    await expect(page.locator('#sc-sidebar a.active')).toHaveText('平台用户');
    const { violations, passes } = await new AxeBuilder({ page }).include('#sc-sidebar').withRules(['color-contrast']).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.any[0]?.message ?? ''}`).join(', ')}`)).toEqual([]);
    // The texts on screen were checked, the open sub-menu and the active entry among them.
    expect(passes.flatMap((p) => p.nodes).length).toBeGreaterThan(10);
  };
  await expect(page.locator('[data-admin-root]')).toHaveAttribute('data-sidebar-theme', 'green');
  await contrast();
  await page.evaluate(() => localStorage.setItem('sc-theme', JSON.stringify({ primary: '#409EFF', sidebar: 'dark' })));
  await page.reload();
  await expect(page.locator('[data-admin-root]')).toHaveAttribute('data-sidebar-theme', 'dark');
  await contrast();
});

test('the open tab context menu and user menu have no accessibility violations (no aria-hidden focus guards)', async ({ page }) => {
  await signIn(page, 'admin', '/');
  await expect(page.getByTestId('dashboard-module').first()).toBeVisible();
  await page.getByRole('tablist', { name: '已打开的页面' }).getByRole('tab').first().click({ button: 'right' });
  await expect(page.getByRole('menu', { name: '标签操作' })).toBeVisible();
  await expect(page.locator('[data-floating-ui-focus-guard]')).toHaveCount(0);
  let { violations } = await audit(page);
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await page.getByRole('button', { name: /用户菜单/ }).click();
  await expect(page.getByRole('menu', { name: '用户菜单' })).toBeVisible();
  ({ violations } = await audit(page));
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('the crawl\'s in-page axe pass finds what AxeBuilder finds: a low-contrast text and an unnamed button in a list page', async ({ page }) => {
  await login(page, 'admin', '/login?redirect=%2Fmeal%2Forders');
  await expect(page.locator('#sc-main table[role=grid] tbody tr[aria-rowindex]').first()).toBeVisible();
  expect(await axeViolations(page, '#sc-main', ['wcag2a', 'wcag2aa'])).toEqual([]);
  await page.evaluate(() => {
    const main = document.querySelector('#sc-main')!;
    main.insertAdjacentHTML('afterbegin', '<p style="color:#bbb;background:#fff">浅灰色的说明</p><button type="button"></button>');
  });
  const ids = (await axeViolations(page, '#sc-main', ['wcag2a', 'wcag2aa'])).map((v) => v.id).sort();
  const { violations } = await new AxeBuilder({ page }).include('#sc-main').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(ids).toEqual(['button-name', 'color-contrast']);
  expect(ids).toEqual(violations.map((v) => v.id).sort());
});
