import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import { useTree, type TreeNodeInput } from '../../../src/core/tree';
import { Tree } from '../../../src/ui/Tree';

const nodes: TreeNodeInput[] = [
  { id: 'space', label: '空间管理', children: [{ id: 'space:add', label: '新增' }, { id: 'space:edit', label: '编辑' }] },
  { id: 'sys', label: '系统管理', children: [{ id: 'sys:role', label: '角色管理' }] },
  { id: 'notice', label: '通知中心', hasChildren: true },
  { id: 'zone', label: 'Zone 区域' },
];

function Harness({ items = nodes, load }: { items?: readonly TreeNodeInput[]; load?: (id: string | number) => Promise<readonly TreeNodeInput[]> }) {
  const tree = useTree({ nodes: items, ...(load ? { loadChildren: load } : {}) });
  return <Tree label="权限" rows={tree.rows} onToggleExpanded={tree.toggleExpanded} onToggleChecked={tree.toggleChecked} height={300} />;
}

const treeEl = () => document.querySelector('[role="tree"]') as HTMLElement;
const activeLabel = () => document.getElementById(treeEl().getAttribute('aria-activedescendant') ?? '')?.textContent ?? '';
const item = (name: string) => page.getByRole('treeitem', { name, exact: true });

describe('Tree in Chromium', () => {
  it('is a WAI-ARIA tree: levels, positions, expanded and mixed check states', async () => {
    await render(<Harness />);
    await expect.element(item('空间管理')).toHaveAttribute('aria-expanded', 'false');
    await expect.element(item('空间管理')).toHaveAttribute('aria-level', '1');
    await expect.element(item('空间管理')).toHaveAttribute('aria-setsize', '4');
    await item('空间管理').element().querySelector<HTMLElement>('.sca-tree-twist')!.click();
    await expect.element(item('新增')).toHaveAttribute('aria-level', '2');
    await item('新增').element().querySelector<HTMLElement>('.sca-tree-box')!.click();
    await expect.element(item('新增')).toHaveAttribute('aria-checked', 'true');
    await expect.element(item('空间管理')).toHaveAttribute('aria-checked', 'mixed');
    await item('编辑').element().querySelector<HTMLElement>('.sca-tree-box')!.click();
    await expect.element(item('空间管理')).toHaveAttribute('aria-checked', 'true');
  });

  it('moves with arrows, Home/End and type-ahead; Right opens, Left goes to the parent, Space checks', async () => {
    await render(<Harness />);
    treeEl().focus();
    expect(activeLabel()).toContain('空间管理');
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(item('空间管理')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(activeLabel()).toContain('新增');
    await userEvent.keyboard(' ');
    await expect.element(item('新增')).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    expect(activeLabel()).toContain('空间管理');
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(item('空间管理')).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{End}');
    expect(activeLabel()).toContain('Zone');
    await userEvent.keyboard('{Home}');
    expect(activeLabel()).toContain('空间管理');
    await userEvent.keyboard('{ArrowDown}');
    expect(activeLabel()).toContain('系统管理');
    await userEvent.keyboard('z');
    expect(activeLabel()).toContain('Zone');
  });

  it('loads lazy children on first open and shows them', async () => {
    let resolve!: (kids: TreeNodeInput[]) => void;
    const pending = new Promise<TreeNodeInput[]>((r) => { resolve = r; });
    await render(<Harness load={() => pending} />);
    await item('通知中心').element().querySelector<HTMLElement>('.sca-tree-twist')!.click();
    await expect.element(item('通知中心')).toHaveAttribute('aria-busy', 'true');
    resolve([{ id: 'notice:app', label: 'APP通知' }]);
    await expect.element(item('APP通知')).toHaveAttribute('aria-level', '2');
    await expect.element(item('通知中心')).not.toHaveAttribute('aria-busy');
  });

  it('renders only the rows in view past 1,000 rows, and End still reaches the last', async () => {
    const many: TreeNodeInput[] = Array.from({ length: 2000 }, (_, i) => ({ id: i, label: `节点${i}` }));
    await render(<Harness items={many} />);
    await expect.element(item('节点0')).toBeVisible();
    expect(document.querySelectorAll('[role="treeitem"]').length).toBeLessThan(100);
    treeEl().focus();
    await userEvent.keyboard('{End}');
    await expect.element(item('节点1999')).toBeVisible();
    expect(activeLabel()).toContain('节点1999');
    await expect.element(item('节点1999')).toHaveAttribute('aria-posinset', '2000');
  });
});
