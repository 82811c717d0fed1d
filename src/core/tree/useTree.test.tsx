import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pathLabel, type TreeNodeInput } from './treeModel';
import { useTree } from './useTree';

const roots: TreeNodeInput[] = [{ id: 'b1', label: '1栋', hasChildren: true }];

describe('useTree lazy children', () => {
  it('reloads a loaded node after a write under it, and leaves a node never opened alone', async () => {
    let units = ['1单元'];
    let calls = 0;
    const loadChildren = async (id: string | number) => {
      calls += 1;
      return units.map((label, i) => ({ id: `${id}-u${i + 1}`, label }));
    };
    const { result } = renderHook(() => useTree({ nodes: roots, loadChildren }));
    act(() => result.current.reload('b1'));
    expect(calls).toBe(0);
    act(() => result.current.setExpanded('b1', true));
    await waitFor(() => expect(result.current.rows.map((r) => r.label)).toEqual(['1栋', '1单元']));
    units = ['1单元', '2单元'];
    act(() => result.current.reload('b1'));
    await waitFor(() => expect(result.current.rows.map((r) => r.label)).toEqual(['1栋', '1单元', '2单元']));
    expect(calls).toBe(2);
    expect(pathLabel(result.current.index, 'b1-u2')).toBe('1栋-2单元');
    // The top level left out of the path, never the node itself.
    expect(pathLabel(result.current.index, 'b1-u2', '-', 1)).toBe('2单元');
    expect(pathLabel(result.current.index, 'b1', '-', 3)).toBe('1栋');
  });
});
