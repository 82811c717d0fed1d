import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, login } from './helpers';

// WCAG 2 A/AA rules; colour contrast of the brand palette is reviewed by designers in Storybook.
const audit = (page: Page) =>
  new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).disableRules(['color-contrast']).analyze();

test('the login page has no accessibility violations', async ({ page }) => {
  await page.goto(`${ADMIN}/login`);
  await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
  const { violations } = await audit(page);
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('the console frame (sidebar, navbar, tab strip, home page) has no accessibility violations', async ({ page }) => {
  await login(page);
  await expect(page.getByTestId('dashboard-module').first()).toBeVisible();
  const { violations } = await audit(page);
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
