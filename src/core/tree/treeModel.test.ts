import { describe, expect, it } from 'vitest';
import {
  checkStates, checkedFromGrants, filterIds, grantIds, indexTree, pathLabel, setChecked, visibleRows, type TreeNodeInput,
} from './treeModel';

const nodes: TreeNodeInput[] = [
  { id: 1, label: '空间管理', children: [{ id: 11, label: '新增' }, { id: 12, label: '编辑' }, { id: 13, label: '删除' }] },
  { id: 2, label: '系统管理', children: [{ id: 21, label: '角色', children: [{ id: 211, label: '授权' }] }, { id: 22, label: '菜单' }] },
  { id: 3, label: '通知中心', hasChildren: true },
];
const idx = indexTree(nodes);

describe('treeModel', () => {
  it('indexes depth-first with parents and roots', () => {
    expect(idx.order).toEqual([1, 11, 12, 13, 2, 21, 211, 22, 3]);
    expect(idx.parentOf.get(211)).toBe(21);
    expect(idx.roots).toEqual([1, 2, 3]);
  });

  it('checking a parent checks its subtree; one child unchecked leaves it half-checked', () => {
    let checked = setChecked(idx, new Set(), 1, true);
    expect([...checked].sort()).toEqual([1, 11, 12, 13]);
    checked = setChecked(idx, checked, 12, false);
    const s = checkStates(idx, checked);
    expect(s.get(1)).toBe('mixed');
    expect(s.get(11)).toBe('true');
    expect(checked.has(1)).toBe(false);
  });

  it('half-checked propagates through several levels', () => {
    const s = checkStates(idx, setChecked(idx, new Set(), 211, true));
    expect([s.get(211), s.get(21), s.get(2)]).toEqual(['true', 'true', 'mixed']);
  });

  it('disabled nodes keep their state when the parent is toggled', () => {
    const withDisabled = indexTree([{ id: 'a', label: 'A', children: [{ id: 'b', label: 'B', disabled: true }, { id: 'c', label: 'C' }] }]);
    const s = checkStates(withDisabled, setChecked(withDisabled, new Set(), 'a', true));
    expect([s.get('a'), s.get('b'), s.get('c')]).toEqual(['mixed', 'false', 'true']);
  });

  it('grants are checked nodes plus half-checked parents, and read back from leaves only', () => {
    const checked = setChecked(idx, new Set(), 11, true);
    const grants = grantIds(idx, checkStates(idx, checked));
    expect(grants).toEqual([1, 11]);
    // Parent 1 is stored but reading back must not check 12 and 13.
    const back = checkStates(idx, checkedFromGrants(idx, grants.map(String)));
    expect([back.get(1), back.get(11), back.get(12)]).toEqual(['mixed', 'true', 'false']);
  });

  it('the filter keeps matches, their ancestors and their subtrees, and opens them', () => {
    const keep = filterIds(idx, '授权')!;
    expect([...keep].sort()).toEqual([2, 21, 211]);
    const rows = visibleRows(idx, new Set(), checkStates(idx, new Set()), keep);
    expect(rows.map((r) => [r.id, r.level, r.posinset, r.setsize])).toEqual([[2, 1, 1, 1], [21, 2, 1, 1], [211, 3, 1, 1]]);
    expect(filterIds(idx, '  ')).toBeNull();
  });

  it('visible rows follow expansion; a lazy node shows as expandable', () => {
    const rows = visibleRows(idx, new Set([1]), checkStates(idx, new Set()), null);
    expect(rows.map((r) => r.id)).toEqual([1, 11, 12, 13, 2, 3]);
    expect(rows.find((r) => r.id === 3)).toMatchObject({ hasChildren: true, expanded: false });
    expect(rows.find((r) => r.id === 12)).toMatchObject({ level: 2, posinset: 2, setsize: 3, parentId: 1 });
  });

  it('handles a deep chain without recursion limits', () => {
    let deep: TreeNodeInput = { id: 0, label: 'leaf' };
    for (let i = 1; i < 20000; i += 1) deep = { id: i, label: `n${i}`, children: [deep] };
    const big = indexTree([deep]);
    expect(checkStates(big, setChecked(big, new Set(), 19999, true)).get(0)).toBe('true');
  });
});

describe('pathLabel', () => {
  it('joins the labels from the root to the node, null for a node not loaded', () => {
    const idx = indexTree([{ id: 'b1', label: '1号楼', children: [{ id: 'u1', label: '1单元', children: [{ id: 'r', label: '101' }] }] }]);
    expect(pathLabel(idx, 'r')).toBe('1号楼-1单元-101');
    expect(pathLabel(idx, 'r', ' / ')).toBe('1号楼 / 1单元 / 101');
    expect(pathLabel(idx, 'b1')).toBe('1号楼');
    expect(pathLabel(idx, 'nope')).toBeNull();
  });
});
