import { forwardRef, useEffect, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { Virtuoso, type ScrollerProps, type VirtuosoHandle } from 'react-virtuoso';
import { SheetStyle, classes, defineSheet } from './sheet';
import { cssVar } from './theme';

type Id = string | number;

/**
 * Virtuoso's scroller without its own tab stop: the tree is the one focusable element (it moves
 * `aria-activedescendant`), and a focusable generic child inside role=tree is not allowed.
 */
const TreeScroller = forwardRef<HTMLDivElement, ScrollerProps>(function TreeScroller({ tabIndex: _tabStop, ...props }, ref) {
  return <div {...props} ref={ref} />;
});
const VIRTUOSO_PARTS = { Scroller: TreeScroller };

/** One displayed line (what `useTree` of src/core gives as `rows`). */
export interface TreeViewRow {
  readonly id: Id;
  readonly label: string;
  readonly parentId: Id | null;
  readonly level: number;
  readonly posinset: number;
  readonly setsize: number;
  readonly hasChildren: boolean;
  readonly expanded: boolean;
  readonly checked: 'true' | 'false' | 'mixed';
  readonly loading?: boolean;
  readonly disabled?: boolean;
}

/**
 * @example
 * <Tree tree={useTree({ roots })} label="菜单" />
 */
export interface TreeProps {
  /** Accessible name of the tree. */
  label: string;
  rows: readonly TreeViewRow[];
  onToggleExpanded: (id: Id) => void;
  /** With it, every row has a check box (aria-checked, mixed for half-checked parents). */
  onToggleChecked?: (id: Id) => void;
  /** Enter on a row (without checkboxes), or a click on its label. */
  onActivate?: (id: Id) => void;
  /** Rows beyond which only the rows in view are rendered (react-virtuoso). */
  virtualiseAbove?: number;
  /** Height of the scrolling box. */
  height?: number | string;
  /** Something after a row's label (a tag, actions outside the tree's keyboard model). */
  renderSuffix?: (row: TreeViewRow) => ReactNode;
  /** What the tree says when it has no rows. */
  emptyText?: string;
  /** Shown on a row whose children are loading. */
  loadingText?: string;
  className?: string;
}

const ROW_HEIGHT = 30;
const TYPE_AHEAD_MS = 600;

export const treeSheet = defineSheet('tree', `
.sca-tree { position: relative; box-sizing: border-box; overflow: auto; border: 1px solid ${cssVar.border}; border-radius: ${cssVar.radius}; outline: none; font-size: ${cssVar.fontSize}; color: ${cssVar.text}; }
.sca-tree:focus-visible { box-shadow: 0 0 0 2px ${cssVar.primaryLight}; border-color: ${cssVar.primary}; }
.sca-tree-item { display: flex; align-items: center; gap: 6px; height: ${ROW_HEIGHT}px; padding-right: ${cssVar.spaceSm}; cursor: default; white-space: nowrap; }
.sca-tree-item:hover { background: ${cssVar.bgMuted}; }
.sca-tree-item[data-active] { background: ${cssVar.primaryLight}; }
.sca-tree:focus-visible .sca-tree-item[data-active] { outline: 2px solid ${cssVar.primary}; outline-offset: -2px; }
.sca-tree-item[aria-disabled="true"] { color: ${cssVar.textSecondary}; }
.sca-tree-twist { display: inline-flex; width: 16px; justify-content: center; flex: none; cursor: pointer; color: ${cssVar.textSecondary}; transition: transform .15s; }
.sca-tree-twist[data-open] { transform: rotate(90deg); }
.sca-tree-box { position: relative; flex: none; box-sizing: border-box; width: 14px; height: 14px; border: 1px solid ${cssVar.border}; border-radius: 2px; background: ${cssVar.bg}; cursor: pointer; }
.sca-tree-box[data-state="true"], .sca-tree-box[data-state="mixed"] { background: ${cssVar.primary}; border-color: ${cssVar.primary}; }
.sca-tree-box[data-state="true"]::after { content: ''; position: absolute; left: 4.5px; top: 1.5px; width: 3px; height: 7px; border: solid ${cssVar.primaryText}; border-width: 0 1.5px 1.5px 0; transform: rotate(45deg); }
.sca-tree-box[data-state="mixed"]::after { content: ''; position: absolute; left: 3px; right: 3px; top: 5px; height: 2px; background: ${cssVar.primaryText}; }
.sca-tree-label { overflow: hidden; text-overflow: ellipsis; }
.sca-tree-note { color: ${cssVar.textSecondary}; font-size: ${cssVar.fontSizeSmall}; }
.sca-tree-empty { padding: ${cssVar.spaceLg}; text-align: center; color: ${cssVar.textSecondary}; }
`);
const SHEETS = [treeSheet];

const domId = (base: string, id: Id) => `${base}-${String(id).replace(/[^\w-]/g, '_')}`;

/**
 * A WAI-ARIA tree (role=tree/treeitem, aria-level/setsize/posinset, aria-expanded, aria-checked
 * with "mixed"): focus stays on the tree and `aria-activedescendant` names the current row, so
 * the keyboard works the same when only the rows in view exist (past `virtualiseAbove` rows).
 * Keys: arrows, Home/End, Right opens or goes to the first child, Left closes or goes to the
 * parent, Space checks, Enter activates (or checks), letters jump to the next matching label.
 * @example
 * const tree = useTree({ nodes });
 * <Tree label="权限" rows={tree.rows} onToggleExpanded={tree.toggleExpanded} onToggleChecked={tree.toggleChecked} />
 */
export function Tree({
  label, rows, onToggleExpanded, onToggleChecked, onActivate, virtualiseAbove = 1000, height = 360, renderSuffix,
  emptyText, loadingText, className,
}: TreeProps) {
  const base = useMemo(() => `sca-tree-${Math.random().toString(36).slice(2, 8)}`, []);
  const [activeId, setActiveId] = useState<Id | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const virtuoso = useRef<VirtuosoHandle>(null);
  const typed = useRef({ text: '', at: 0 });
  const virtual = rows.length > virtualiseAbove;
  const at = new Map(rows.map((r, i) => [r.id, i]));
  const activeIndex = activeId !== null && at.has(activeId) ? at.get(activeId)! : rows.length ? 0 : -1;
  const active = activeIndex >= 0 ? rows[activeIndex]! : null;

  useEffect(() => {
    if (activeIndex < 0) return;
    if (virtual) virtuoso.current?.scrollIntoView({ index: activeIndex });
    // By id, not a CSS selector: no CSS.escape needed (jsdom has none).
    else box.current?.ownerDocument.getElementById(domId(base, rows[activeIndex]!.id))?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex, virtual, base, rows]);

  const move = (index: number) => {
    const row = rows[Math.max(0, Math.min(rows.length - 1, index))];
    if (row) setActiveId(row.id);
  };
  const check = (row: TreeViewRow) => { if (!row.disabled) onToggleChecked?.(row.id); };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (!active) return;
    const key = e.key;
    let handled = true;
    if (key === 'ArrowDown') move(activeIndex + 1);
    else if (key === 'ArrowUp') move(activeIndex - 1);
    else if (key === 'Home') move(0);
    else if (key === 'End') move(rows.length - 1);
    else if (key === 'ArrowRight') {
      if (active.hasChildren && !active.expanded) onToggleExpanded(active.id);
      else if (active.expanded && rows[activeIndex + 1]?.parentId === active.id) move(activeIndex + 1);
    } else if (key === 'ArrowLeft') {
      if (active.expanded) onToggleExpanded(active.id);
      else if (active.parentId !== null && at.has(active.parentId)) setActiveId(active.parentId);
    } else if (key === ' ' && onToggleChecked) check(active);
    else if (key === 'Enter') {
      if (onActivate) onActivate(active.id);
      else if (onToggleChecked) check(active);
      else if (active.hasChildren) onToggleExpanded(active.id);
    } else if (key.length === 1 && /\S/.test(key) && !e.ctrlKey && !e.metaKey && !e.altKey) {
      const now = e.timeStamp;
      const text = (now - typed.current.at < TYPE_AHEAD_MS ? typed.current.text : '') + key.toLowerCase();
      typed.current = { text, at: now };
      // A repeated first letter cycles through the matches; a longer prefix refines from the current row.
      const from = text.length === 1 ? activeIndex + 1 : activeIndex;
      for (let i = 0; i < rows.length; i += 1) {
        const row = rows[(from + i) % rows.length]!;
        if (row.label.toLowerCase().startsWith(text)) { setActiveId(row.id); break; }
      }
    } else handled = false;
    if (handled) e.preventDefault();
  };

  const renderRow = (row: TreeViewRow) => (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the keys live on the tree, which keeps focus (aria-activedescendant)
    <div
      key={row.id}
      id={domId(base, row.id)}
      role="treeitem"
      className="sca-tree-item"
      aria-level={row.level}
      aria-setsize={row.setsize}
      aria-posinset={row.posinset}
      aria-expanded={row.hasChildren ? row.expanded : undefined}
      aria-checked={onToggleChecked ? row.checked : undefined}
      aria-selected={onToggleChecked ? undefined : row.id === active?.id}
      aria-disabled={row.disabled || undefined}
      aria-busy={row.loading || undefined}
      data-active={row.id === active?.id || undefined}
      style={{ paddingLeft: (row.level - 1) * 18 + 6 }}
      tabIndex={-1}
      onMouseDown={(e) => { e.preventDefault(); setActiveId(row.id); box.current?.focus(); }}
      // One handler per row: the twist opens, the box checks, the rest activates (or checks).
      // The keyboard equivalents are on the tree (focus stays there, see onKeyDown).
      onClick={(e) => {
        const part = (e.target as HTMLElement).closest('[data-part]')?.getAttribute('data-part');
        if (part === 'twist') { if (row.hasChildren) onToggleExpanded(row.id); }
        else if (part === 'box') check(row);
        else if (onActivate) onActivate(row.id);
        else if (onToggleChecked) check(row);
        else if (row.hasChildren) onToggleExpanded(row.id);
      }}
    >
      <span className="sca-tree-twist" data-part="twist" data-open={row.expanded || undefined} aria-hidden="true">
        {row.hasChildren ? '▸' : ''}
      </span>
      {onToggleChecked ? <span className="sca-tree-box" data-part="box" data-state={row.checked} aria-hidden="true" /> : null}
      <span className="sca-tree-label">{row.label}</span>
      {row.loading && loadingText ? <span className="sca-tree-note">{loadingText}</span> : null}
      {renderSuffix?.(row)}
    </div>
  );

  return (
    <div
      ref={box}
      // A tree with no items breaks ARIA's required children (axe, critical): empty or still
      // loading, the box is a labelled group holding the empty text.
      role={rows.length ? 'tree' : 'group'}
      aria-label={label}
      aria-multiselectable={onToggleChecked && rows.length ? true : undefined}
      aria-activedescendant={active ? domId(base, active.id) : undefined}
      tabIndex={0}
      className={classes('sca-tree', className)}
      style={{ height: virtual ? height : undefined, maxHeight: height, overflow: virtual ? 'hidden' : 'auto' }}
      onKeyDown={onKeyDown}
    >
      <SheetStyle sheets={SHEETS} />
      {!rows.length && emptyText ? <div className="sca-tree-empty" role="presentation">{emptyText}</div> : null}
      {virtual ? (
        <Virtuoso
          ref={virtuoso}
          style={{ height: '100%' }}
          data={rows as TreeViewRow[]}
          fixedItemHeight={ROW_HEIGHT}
          components={VIRTUOSO_PARTS}
          computeItemKey={(_, row) => row.id}
          itemContent={(_, row) => renderRow(row)}
        />
      ) : rows.map(renderRow)}
    </div>
  );
}
