import { forwardRef } from 'react';
import type { ReactNode, Ref } from 'react';
import { Virtuoso, type ScrollerProps, type VirtuosoHandle } from 'react-virtuoso';
import type { TreeViewRow } from './Tree';

/**
 * Virtuoso's scroller without its own tab stop: the tree is the one focusable element (it moves
 * `aria-activedescendant`), and a focusable generic child inside role=tree is not allowed.
 */
const TreeScroller = forwardRef<HTMLDivElement, ScrollerProps>(function TreeScroller({ tabIndex: _tabStop, ...props }, ref) {
  return <div {...props} ref={ref} />;
});
const VIRTUOSO_PARTS = { Scroller: TreeScroller };

/**
 * The rows of a big tree through react-virtuoso (only the rows in view in the DOM): its own
 * module, loaded by `Tree` past `virtualiseAbove` rows, so small trees never download it.
 * @example
 * <TreeVirtualRows rows={rows} rowHeight={30} render={renderRow} handle={virtuoso} />
 */
export function TreeVirtualRows({ rows, rowHeight, render, handle, initialIndex = 0 }: {
  rows: readonly TreeViewRow[]; rowHeight: number; render: (row: TreeViewRow) => ReactNode; handle: Ref<VirtuosoHandle>;
  /** The row to show first (the active one, when keys moved it before this part arrived). */
  initialIndex?: number;
}) {
  return (
    <Virtuoso
      ref={handle}
      style={{ height: '100%' }}
      data={rows as TreeViewRow[]}
      fixedItemHeight={rowHeight}
      initialTopMostItemIndex={{ index: Math.max(0, initialIndex), align: 'end' }}
      components={VIRTUOSO_PARTS}
      computeItemKey={(_, row) => row.id}
      itemContent={(_, row) => render(row)}
    />
  );
}
