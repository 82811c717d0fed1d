import { describe, expect, it } from 'vitest';
import { catalogue, indexCatalogue } from '../../../src/contract';
import { parentChain, selfParentField, selfTree } from './tree';

const idx = indexCatalogue(catalogue);
const menu = idx.resource('platform.webMenu');
const row = (id: number, parentId: number | null, name = `m${id}`) => ({ id, parentId, name });

describe('tree building blocks', () => {
  it('follows parents up to the top of the hierarchy', () => {
    expect(parentChain(idx, idx.resource('organisation.roomNo')).map((r) => r.name)).toEqual(['build', 'unit', 'floor', 'roomNo']);
    expect(parentChain(idx, menu).map((r) => r.name)).toEqual(['webMenu']);
    expect(selfParentField(menu)).toBe('parentId');
    expect(selfParentField(idx.resource('clique.clique'))).toBe('parentId'); // found by its self-reference
    expect(selfParentField(idx.resource('organisation.build'))).toBeUndefined();
  });

  it('nests rows under their parents, children only where there are some', () => {
    expect(selfTree(menu, [row(1, null), row(2, 1), row(3, 2), row(4, 1)], 'parentId')).toEqual([{
      value: 1, label: 'm1', type: 'webMenu', children: [
        { value: 2, label: 'm2', type: 'webMenu', children: [{ value: 3, label: 'm3', type: 'webMenu' }] },
        { value: 4, label: 'm4', type: 'webMenu' },
      ],
    }]);
  });

  it('makes rows with a missing or self parent roots', () => {
    expect(selfTree(menu, [row(5, 99), row(6, 6)], 'parentId').map((n) => n.value)).toEqual([5, 6]);
  });

  it('cuts a cycle instead of looping or losing rows', () => {
    const tree = selfTree(menu, [row(1, 3), row(2, 1), row(3, 2), row(4, null)], 'parentId');
    const seen: number[] = [];
    const walk = (nodes: { value: number; children?: unknown[] }[]) => nodes.forEach((n) => { seen.push(n.value); walk((n.children ?? []) as never); });
    walk(tree);
    expect(seen.sort()).toEqual([1, 2, 3, 4]);
    expect(tree.map((n) => n.value)).toEqual([4, 1]);
  });

  it('labels a node by its id when the label is empty', () => {
    expect(selfTree(menu, [{ id: 7, parentId: null, name: null }], 'parentId')).toEqual([{ value: 7, label: '7', type: 'webMenu' }]);
  });

  it('handles deep chains without recursion limits', () => {
    const rows = Array.from({ length: 20000 }, (_, i) => row(i + 1, i === 0 ? null : i));
    let depth = 0;
    for (let n = selfTree(menu, rows, 'parentId')[0]; n; n = n.children?.[0]) depth += 1;
    expect(depth).toBe(20000);
  });
});
