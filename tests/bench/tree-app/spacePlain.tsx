/**
 * PLAIN: the same lazy hierarchy as nested plain React lists (a button per row opens it, its
 * children loaded by the same loader), no tree semantics, no virtualisation: the floor the space
 * tree is compared with.
 */
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { childrenOf, loadChildren, type SpaceNode } from './spaceNodes';
import { installSpaceProbe } from './spaceProbe';

function Branch({ node, parent }: { node: SpaceNode; parent: string }) {
  const [kids, setKids] = useState<SpaceNode[] | null>(null);
  const [open, setOpen] = useState(false);
  const toggle = () => {
    if (!open && !kids) void loadChildren(node.id).then(setKids);
    setOpen(!open);
  };
  return (
    <li data-id={node.id} data-parent={parent} style={{ height: open ? 'auto' : 30 }}>
      {node.hasChildren ? <button type="button" onClick={toggle}>{open ? '▾' : '▸'}</button> : null}
      {node.label}
      {open && kids ? <ul style={{ listStyle: 'none', paddingLeft: 18 }}>{kids.map((k) => <Branch key={k.id} node={k} parent={node.id} />)}</ul> : null}
    </li>
  );
}

function Plain() {
  return (
    <ul style={{ height: 600, overflow: 'auto', listStyle: 'none', margin: 0, padding: 0 }}>
      {childrenOf('').map((n) => <Branch key={n.id} node={n} parent="" />)}
    </ul>
  );
}

installSpaceProbe({
  rowSelector: 'li',
  open: (id) => document.querySelector<HTMLElement>(`li[data-id="${id}"] > button`)?.click(),
  childrenShown: (id) => document.querySelectorAll(`li[data-parent="${id}"]`).length,
});

createRoot(document.getElementById('root')!).render(<Plain />);
