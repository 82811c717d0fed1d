/**
 * OURS: the space tree as the hierarchy browser draws it, `TreePanel` over `useTree` with lazy
 * `loadChildren` (10 buildings x 5 units x 20 floors x 10 rooms), inside `AdminProvider`.
 */
import { createRoot } from 'react-dom/client';
import { AdminProvider, useTree, type TreeId } from '../../../src/core';
import { TreePanel } from '../../../src/resource';
import { childrenOf, loadChildren } from './spaceNodes';
import { installSpaceProbe } from './spaceProbe';

const roots = childrenOf('');
const load = (id: TreeId) => loadChildren(String(id));

function Bench() {
  const tree = useTree({ nodes: roots, loadChildren: load });
  return <TreePanel tree={tree} label="空间结构" height={600} />;
}

// A row's DOM id ends with its node id ('/' as '_'): `…-1_3` is unit 3 of building 1.
const domSuffix = (id: string) => `-${id.replace(/\//g, '_')}`;
const rows = () => [...document.querySelectorAll<HTMLElement>('[role="treeitem"]')];
installSpaceProbe({
  rowSelector: '[role="treeitem"]',
  open: (id) => rows().find((r) => r.id.endsWith(domSuffix(id)))?.querySelector<HTMLElement>('[data-part="twist"]')?.click(),
  childrenShown: (id) => {
    const child = new RegExp(`${domSuffix(id)}_\\d+$`);
    return rows().filter((r) => child.test(r.id)).length;
  },
});

createRoot(document.getElementById('root')!).render(
  <AdminProvider apiBase="http://127.0.0.1:1/"><Bench /></AdminProvider>,
);
