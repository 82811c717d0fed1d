import { expect, test, type Page } from '@playwright/test';
import { ADMIN, signIn, tabs } from './helpers';

const open = async (page: Page, path: string) => {
  await page.goto(`${ADMIN}${path}`);
  await expect(page.locator('[data-resource]').filter({ visible: true })).toBeVisible();
};
// The filter box of the page on show: hidden tabs stay mounted, so pick the visible one, re-resolved on every retry.
const filterOf = (page: Page) => page.getByRole('search', { name: '筛选条件' }).filter({ visible: true }).getByRole('textbox').first();
const tab = (page: Page, name: string) => tabs(page).getByRole('tab', { name, exact: true });

test('open tabs keep their input while hidden, refresh clears it, close others keeps home, tabs survive a reload', async ({ page }) => {
  await signIn(page, 'admin', '/');
  // Client-side navigation keeps the views mounted: open the three pages from the header search.
  for (const [query, title] of [['平台用户', '平台用户'], ['角色管理', '角色管理'], ['楼栋管理', '楼栋管理']]) {
    await page.getByRole('combobox', { name: '菜单搜索' }).fill(query!);
    await page.getByRole('option', { name: new RegExp(title!) }).first().click();
    await expect(tab(page, title!)).toHaveAttribute('aria-selected', 'true');
  }
  await expect(tabs(page).getByRole('tab')).toHaveCount(4);

  await tab(page, '平台用户').click();
  await expect(tab(page, '平台用户')).toHaveAttribute('aria-selected', 'true');
  await filterOf(page).fill('typed before switching');
  await tab(page, '角色管理').click();
  await expect(tab(page, '角色管理')).toHaveAttribute('aria-selected', 'true');
  await tab(page, '平台用户').click();
  await expect(tab(page, '平台用户')).toHaveAttribute('aria-selected', 'true');
  await expect(filterOf(page)).toHaveValue('typed before switching');

  // Refresh (context menu) remounts exactly this view.
  await tab(page, '平台用户').click({ button: 'right' });
  await page.getByRole('menuitem', { name: '刷新' }).click();
  await expect(filterOf(page)).toHaveValue('');

  // Close others keeps the pinned home tab.
  await tab(page, '角色管理').click({ button: 'right' });
  await page.getByRole('menuitem', { name: '关闭其他' }).click();
  await expect(tabs(page).getByRole('tab')).toHaveText(['首页', '角色管理']);

  await page.reload();
  await expect(tabs(page).getByRole('tab')).toHaveText(['首页', '角色管理']);
});

test('the tab strip works from the keyboard', async ({ page }) => {
  await signIn(page, 'admin', '/');
  await open(page, '/platform/user');
  await tab(page, '平台用户').focus();
  await page.keyboard.press('ArrowLeft');
  await expect(tabs(page).getByRole('tab', { name: '首页（固定）' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Shift+F10');
  await expect(page.getByRole('menuitem', { name: '刷新' })).toBeFocused();
  await page.keyboard.press('Escape');
  await tab(page, '平台用户').focus();
  await page.keyboard.press('Delete');
  await expect(tabs(page).getByRole('tab')).toHaveCount(1);
});
