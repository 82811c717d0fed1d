/**
 * 角色管理 → 分配权限: the admin grants the merchant role the space functions in the permission
 * tree; the merchant's menu shows 空间管理 only after signing in again.
 */
import { expect, test } from '@playwright/test';
import { ADMIN, LOGINS, sidebar, signIn, submitLogin } from './helpers';

test('assigning permissions to a role changes the menu of its users at their next sign-in', async ({ browser, page }) => {
  // The merchant, signed in before the change, has no 空间管理.
  const merchantContext = await browser.newContext();
  const merchant = await merchantContext.newPage();
  await signIn(merchant, 'merchant', '/');
  await expect(sidebar(merchant).getByRole('button', { name: /商户管理/ })).toBeVisible();
  await expect(sidebar(merchant).getByRole('button', { name: /空间管理/ })).toHaveCount(0);

  await signIn(page, 'admin');
  await page.goto(`${ADMIN}/platform/role`);
  await page.getByRole('button', { name: '分配权限 商户管理员' }).click();
  const dialog = page.getByRole('dialog', { name: '分配权限：商户管理员' });
  const tree = dialog.getByRole('tree', { name: '商户管理员的菜单与功能权限' });
  // The current grants are checked: the merchant group fully, space not at all.
  await expect(tree.getByRole('treeitem', { name: '商户管理', exact: true })).toHaveAttribute('aria-checked', 'true');
  await expect(tree.getByRole('treeitem', { name: '空间管理', exact: true })).toHaveAttribute('aria-checked', 'false');

  // Filter, then check the group by keyboard: its functions follow; unchecking one leaves it mixed.
  await dialog.getByRole('searchbox', { name: '搜索节点' }).fill('空间管理');
  await expect(tree.getByRole('treeitem')).toHaveCount(4);
  await tree.focus();
  await page.keyboard.press('Home');
  await page.keyboard.press('Space');
  await expect(tree.getByRole('treeitem', { name: '空间管理', exact: true })).toHaveAttribute('aria-checked', 'true');
  await expect(tree.getByRole('treeitem', { name: '空间管理-删除', exact: true })).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('End');
  await page.keyboard.press('Space');
  await expect(tree.getByRole('treeitem', { name: '空间管理-删除', exact: true })).toHaveAttribute('aria-checked', 'false');
  await expect(tree.getByRole('treeitem', { name: '空间管理', exact: true })).toHaveAttribute('aria-checked', 'mixed');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('权限已保存，相关用户重新登录后生效')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // Reopened, the dialog reads the grants back: the half-checked group stays half-checked.
  await page.getByRole('button', { name: '分配权限 商户管理员' }).click();
  await expect(page.getByRole('treeitem', { name: '空间管理', exact: true })).toHaveAttribute('aria-checked', 'mixed');
  await page.getByRole('searchbox', { name: '搜索节点' }).fill('空间管理-');
  await expect(page.getByRole('treeitem', { name: '空间管理-新增', exact: true })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('treeitem', { name: '空间管理-删除', exact: true })).toHaveAttribute('aria-checked', 'false');
  await page.getByRole('button', { name: '取消' }).click();

  // Signed in again, the merchant has 空间管理 (and its pages answer).
  await merchant.getByRole('button', { name: /用户菜单/ }).click();
  await merchant.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(merchant.getByLabel('用户名')).toBeVisible();
  await submitLogin(merchant, LOGINS.merchant.name, LOGINS.merchant.password);
  await expect(sidebar(merchant).getByRole('button', { name: /空间管理/ })).toBeVisible();
  await expect(sidebar(merchant).getByRole('button', { name: /商户管理/ })).toBeVisible();
  await merchantContext.close();
});
