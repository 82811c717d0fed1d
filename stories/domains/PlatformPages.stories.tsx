import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { MenusPage, ModulesPage, OperationLogPage, RolesPage, StandardRolesPage, UsersPage } from '../../src/domains/platform';
import { ANSWER_TIMEOUT, SERVER_TIMEOUT, StoryFrame, STORY_TODAY } from '../support/StoryFrame';
import { dataRows, filterLabels, findToast, openPage, rowWith } from '../support/pagePlay';

/**
 * The 系统管理 / 系统监控 pages mounted alone against the in-page reference server with the
 * seeded roles, menus, function catalogue and grants.
 */
const meta: Meta = { title: 'Pages/系统管理 (System management)/页面 (Pages)', parameters: { layout: 'fullscreen' } };
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

/**
 * 菜单管理 as a tree table: a group opens to its pages, 新增下级 adds a child under it (the
 * form keeps what was typed when a required field is empty), and 下移 swaps an entry with the
 * next sibling.
 */
export const MenuTree: Story = {
  render: () => <StoryFrame path="/platform/menu"><MenusPage /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid } = await openPage(canvasElement, '菜单管理');
    await expect(dataRows(grid)[0]).toHaveTextContent('系统监控');
    const group = rowWith(grid, '空间管理');
    await userEvent.click(within(group).getByRole('button', { name: '展开 空间管理' }));
    await waitFor(() => expect(rowWith(grid, '楼栋管理')).toBeTruthy());
    await expect(within(group).getByRole('button', { name: '折叠 空间管理' })).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(within(group).getByRole('button', { name: '新增下级 空间管理' }));
    const dialog = await screen.findByRole('dialog', { name: /菜单管理/ });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /路由地址/ }), '/organisation/parking');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(await within(dialog).findByText(/请输入菜单名称|不能为空/)).toBeVisible();
    await expect(within(dialog).getByRole('textbox', { name: /路由地址/ })).toHaveValue('/organisation/parking');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /菜单名称/ }), '车位管理');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(rowWith(grid, '车位管理')).toBeTruthy(), { timeout: ANSWER_TIMEOUT });

    await userEvent.click(within(dataRows(grid)[0]!).getByRole('button', { name: '下移 系统监控' }));
    await waitFor(() => expect(dataRows(grid)[0]).toHaveTextContent('基础设置'), { timeout: ANSWER_TIMEOUT });
  },
};

/**
 * 平台用户: a user's roles from its row (the links list, 新增 with the role select), and 重置密码
 * with a password outside the rule: the rule shows on the field, nothing typed is lost, and the
 * corrected password saves.
 */
export const PlatformUsers: Story = {
  render: () => <StoryFrame path="/platform/user"><UsersPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid } = await openPage(canvasElement, '平台用户');
    const row = rowWith(grid, '刘洋');
    await userEvent.click(within(row).getByRole('button', { name: '更多 刘洋' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '分配角色' }));
    const links = await screen.findByRole('dialog', { name: '用户角色：刘洋' });
    const table = await within(links).findByRole('grid', { name: '用户角色：刘洋' });
    await waitFor(() => expect(dataRows(table).length).toBe(1), { timeout: ANSWER_TIMEOUT });
    await userEvent.click(within(links).getByRole('button', { name: '关闭' }));

    await userEvent.click(within(rowWith(grid, '刘洋')).getByRole('button', { name: '更多 刘洋' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '重置密码' }));
    const dialog = await screen.findByRole('dialog', { name: '重置密码：刘洋' });
    const [pw, again] = within(dialog).getAllByLabelText(/新密码/);
    await userEvent.type(pw!, 'abcdefgh');
    await userEvent.type(again!, 'abcdefgh');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(pw).toHaveAttribute('aria-invalid', 'true');
    await expect(pw).toHaveValue('abcdefgh');
    await userEvent.type(pw!, 'X9');
    await userEvent.type(again!, 'X9');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(await findToast('密码已重置，该用户需用新密码重新登录')).toBeVisible();
  },
};

/** 操作日志: the filters (operator, operation, time range, record ids first) and a row's detail. */
export const OperationLog: Story = {
  render: () => <StoryFrame path="/system/operationLog"><OperationLogPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid, filters } = await openPage(canvasElement, '操作日志');
    await expect(filterLabels(filters!).slice(0, 3)).toEqual(['操作人', '操作', '创建时间']);
    const first = dataRows(grid)[0]!;
    const name = within(first).getAllByRole('button').find((b) => b.textContent === '详情')!;
    await userEvent.click(name);
    const drawer = await screen.findByRole('dialog', { name: /操作日志详情/ });
    await expect(drawer).toHaveTextContent('请求路径');
  },
};

/** 模块管理: the modules, and the APIs of one that no permission guards. */
export const Modules: Story = {
  render: () => <StoryFrame path="/platform/module"><ModulesPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { page } = await openPage(canvasElement, '功能模块');
    const form = within(page).getByRole('region', { name: '接口前缀' });
    await userEvent.click(within(form).getByRole('button', { name: '查询' }));
    const list = await within(form).findByRole('list', { name: '接口前缀' }, { timeout: ANSWER_TIMEOUT });
    await expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(3);
  },
};

/**
 * 标准化角色: role types with their role counts, and the templates below: a template applied to
 * two organisations creates their roles (the toast counts them).
 */
export const StandardRoles: Story = {
  render: () => <StoryFrame path="/platform/role-standardized"><StandardRolesPage /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const types = await c.findByRole('table', { name: '角色类型' }, { timeout: SERVER_TIMEOUT });
    await waitFor(() => expect(within(types).getByRole('cell', { name: '商户角色' })).toBeVisible(), { timeout: ANSWER_TIMEOUT });
    const { grid } = await openPage(canvasElement, '角色样板');
    await userEvent.click(within(rowWith(grid, '商户样板')).getByRole('button', { name: '更多 商户样板' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '应用到项目' }));
    const dialog = await screen.findByRole('dialog', { name: '应用样板：商户样板' });
    const tree = await within(dialog).findByRole('tree', { name: '项目' }, { timeout: ANSWER_TIMEOUT });
    await waitFor(() => expect(within(tree).getAllByRole('treeitem').length).toBeGreaterThan(1), { timeout: ANSWER_TIMEOUT });
    const [a, b] = within(tree).getAllByRole('treeitem');
    await userEvent.click(a!);
    await userEvent.click(b!);
    await userEvent.click(within(dialog).getByRole('button', { name: '应用到项目' }));
    await expect(await findToast(/已应用：新建 \d+ 个角色/)).toBeVisible();
  },
};
