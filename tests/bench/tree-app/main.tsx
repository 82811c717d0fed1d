/**
 * OURS: `TreePanel` over `useTree` with the 2,000 nodes all open (so virtualised), checkable,
 * inside `AdminProvider`; the API base answers nothing (the tree makes no calls).
 */
import { createRoot } from 'react-dom/client';
import { AdminProvider, useTree } from '../../../src/core';
import { TreePanel } from '../../../src/resource';
import { installProbe } from './probe';
import { GROUPS, PER_GROUP, makeNodes } from './nodes';

const nodes = makeNodes();

function Bench() {
  const tree = useTree({ nodes, defaultExpanded: nodes.map((n) => n.id) });
  return <TreePanel tree={tree} label="角色权限" checkable height={600} />;
}

installProbe({
  rowSelector: '[role="treeitem"]',
  selectAll: () => [...document.querySelectorAll('label')].find((l) => l.textContent === '全选')!.querySelector('input')!,
  search: () => document.querySelector('input[type="search"]')!,
  allChecked: () => document.querySelector('[role="status"]')?.textContent === `已选 ${GROUPS * PER_GROUP} 项`
    && document.querySelector('[role="treeitem"]')?.getAttribute('aria-checked') === 'true',
  filtered: () => document.querySelectorAll('[role="treeitem"]').length === GROUPS * 2,
});

createRoot(document.getElementById('root')!).render(
  <AdminProvider apiBase="http://127.0.0.1:1/"><Bench /></AdminProvider>,
);
