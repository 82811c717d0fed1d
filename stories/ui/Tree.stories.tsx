import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useTree, type TreeNodeInput } from '../../src/core/tree';
import { TreePanel } from '../../src/resource';
import { SERVER_TIMEOUT, StoryFrame } from '../support/StoryFrame';

const GROUPS = ['空间管理', '用户管理', '企业管理', '商户管理', '通知中心', '系统管理'];
const small: TreeNodeInput[] = GROUPS.map((g, i) => ({
  id: `g${i}`, label: g, children: ['新增', '编辑', '删除', '导出'].map((op, k) => ({ id: `g${i}-${k}`, label: `${g}-${op}` })),
}));
/** 2,000 nodes: 100 groups of 19 functions. */
const big: TreeNodeInput[] = Array.from({ length: 100 }, (_, i) => ({
  id: `m${i}`, label: `模块${i + 1}`, children: Array.from({ length: 19 }, (__, k) => ({ id: `m${i}-${k}`, label: `模块${i + 1}-功能${k + 1}` })),
}));

function PermissionTree({ nodes, expanded }: { nodes: TreeNodeInput[]; expanded?: boolean }) {
  const tree = useTree({ nodes, defaultChecked: ['g0-0', 'g0-1'], ...(expanded ? { defaultExpanded: nodes.map((n) => n.id) } : {}) });
  return <div style={{ maxWidth: 560, padding: 16 }}><TreePanel tree={tree} label="角色权限" checkable /></div>;
}

const meta: Meta<typeof PermissionTree> = {
  title: 'Components/Tree',
  component: PermissionTree,
  render: (args) => <StoryFrame><PermissionTree {...args} /></StoryFrame>,
};
export default meta;
type Story = StoryObj<typeof PermissionTree>;

/** A permission tree: half-checked parents, search, expand/collapse all, select all. */
export const Permissions: Story = {
  args: { nodes: small },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const tree = await c.findByRole('tree', { name: '角色权限' }, { timeout: SERVER_TIMEOUT });
    await expect(c.getByRole('treeitem', { name: '空间管理' })).toHaveAttribute('aria-checked', 'mixed');
    await userEvent.type(c.getByRole('searchbox', { name: '搜索节点' }), '商户管理-删');
    await waitFor(() => expect(within(tree).getAllByRole('treeitem')).toHaveLength(2));
    await userEvent.click(c.getByRole('checkbox', { name: '全选' }));
    await expect(c.getByRole('treeitem', { name: '商户管理-删除' })).toHaveAttribute('aria-checked', 'true');
    await expect(c.getByRole('treeitem', { name: '商户管理' })).toHaveAttribute('aria-checked', 'mixed');
    await userEvent.clear(c.getByRole('searchbox', { name: '搜索节点' }));
    await userEvent.click(c.getByRole('button', { name: '全部展开' }));
    await waitFor(() => expect(within(tree).getAllByRole('treeitem')).toHaveLength(30));
    await expect(c.getByRole('status')).toHaveTextContent('已选 3 项');
  },
};

/** 2,000 nodes, all open: only the rows in view are in the page. */
export const TwoThousandNodes: Story = {
  args: { nodes: big, expanded: true },
  play: async ({ canvasElement }) => {
    const tree = await within(canvasElement).findByRole('tree', { name: '角色权限' }, { timeout: SERVER_TIMEOUT });
    await waitFor(() => expect(within(tree).getAllByRole('treeitem').length).toBeGreaterThan(5));
    await expect(within(tree).getAllByRole('treeitem').length).toBeLessThan(100);
    await userEvent.click(within(canvasElement).getByRole('checkbox', { name: '全选' }));
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('已选 1900 项');
  },
};
