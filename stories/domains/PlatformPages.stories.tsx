import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { RolesPage } from '../../src/domains/platform';
import { ANSWER_TIMEOUT, StoryFrame, STORY_TODAY } from '../support/StoryFrame';
import { findToast, openPage, rowWith } from '../support/pagePlay';

/**
 * The 系统管理 / 系统监控 pages mounted alone against the in-page reference server with the
 * seeded roles, menus, function catalogue and grants.
 */
const meta: Meta = { title: 'Domains/Platform/Pages', parameters: { layout: 'fullscreen' } };
export default meta;
type Story = StoryObj;

/**
 * 角色管理 → 分配权限: the tree opens on the role's grants (its groups fully checked), the search
 * keeps the ancestors of matches, one function checked leaves its group half-checked, and the
 * save answers with a toast.
 */
export const RolePermissions: Story = {
  render: () => <StoryFrame path="/platform/role"><RolesPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid } = await openPage(canvasElement, '角色');
    await userEvent.click(within(rowWith(grid, '运营中心管理员')).getByRole('button', { name: '分配权限 运营中心管理员' }));
    const dialog = await screen.findByRole('dialog', { name: '分配权限：运营中心管理员' });
    const tree = await within(dialog).findByRole('tree', { name: '运营中心管理员的菜单与功能权限' }, { timeout: ANSWER_TIMEOUT });
    await expect(within(tree).getByRole('treeitem', { name: '企业管理' })).toHaveAttribute('aria-checked', 'true');
    await expect(within(tree).getByRole('treeitem', { name: '空间管理' })).toHaveAttribute('aria-checked', 'false');
    await userEvent.type(within(dialog).getByRole('searchbox', { name: '搜索节点' }), '空间管理-编辑');
    await waitFor(() => expect(within(tree).getAllByRole('treeitem')).toHaveLength(2));
    await userEvent.click(within(tree).getByRole('treeitem', { name: '空间管理-编辑' }));
    await expect(within(tree).getByRole('treeitem', { name: '空间管理' })).toHaveAttribute('aria-checked', 'mixed');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(await findToast('权限已保存，相关用户重新登录后生效')).toBeVisible();
  },
};
