/**
 * PLAIN: the same 2,000 nodes as a plain React list (every row rendered, a native checkbox each,
 * indented by level), a search box that keeps matching rows and a select-all box: the floor
 * the tree is compared with.
 */
import { useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { installProbe } from './probe';
import { GROUPS, TOTAL, makeNodes } from './nodes';

const flat = makeNodes().flatMap((g) => [{ id: g.id, label: g.label, level: 1 }, ...(g.children ?? []).map((c) => ({ id: c.id, label: c.label, level: 2 }))]);

function Plain() {
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  const [query, setQuery] = useState('');
  const rows = useMemo(() => (query ? flat.filter((r) => r.label.includes(query)) : flat), [query]);
  const toggle = (id: string) => setChecked((s) => { const n = new Set(s); if (n.has(id)) n.delete(id); else n.add(id); return n; });
  return (
    <div>
      <input type="search" aria-label="搜索节点" value={query} onChange={(e) => setQuery(e.target.value)} />
      <label><input type="checkbox" checked={checked.size === flat.length} onChange={(e) => setChecked(e.target.checked ? new Set(flat.map((r) => r.id)) : new Set())} />全选</label>
      <div role="status">已选 {checked.size} 项</div>
      <ul style={{ height: 600, overflow: 'auto', listStyle: 'none', margin: 0, padding: 0 }}>
        {rows.map((r) => (
          <li key={r.id} style={{ paddingLeft: r.level * 18, height: 30 }}>
            <label><input type="checkbox" checked={checked.has(r.id)} onChange={() => toggle(r.id)} />{r.label}</label>
          </li>
        ))}
      </ul>
    </div>
  );
}

installProbe({
  rowSelector: 'li',
  selectAll: () => [...document.querySelectorAll('label')].find((l) => l.textContent === '全选')!.querySelector('input')!,
  search: () => document.querySelector('input[type="search"]')!,
  allChecked: () => document.querySelector('[role="status"]')?.textContent === `已选 ${TOTAL} 项` && !!document.querySelector<HTMLInputElement>('li input')?.checked,
  // Plain filtering keeps the matches only (no ancestors): one row per module.
  filtered: () => document.querySelectorAll('li').length === GROUPS,
});

createRoot(document.getElementById('root')!).render(<Plain />);
