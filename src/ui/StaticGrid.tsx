import { useLayoutEffect } from 'react';
import { EmptyBody, GridRow, GridTable, ROW_HEIGHT, computeItemKey, itemContent } from './TableGrid';
import type { GridBodyProps } from './VirtualGrid';

/**
 * The grid's body for a page of rows (at most a server page): every row rendered at once in one
 * pass, with the same table, row and cell parts as the virtualised body. Up to a hundred rows a
 * plain table is cheaper than a virtual list, which must lay the page out before it can render any
 * row; a partner page also shows its rows without downloading one.
 */
export function StaticGrid({ rows, context, header, style, grid }: GridBodyProps) {
  const { stop } = grid;
  // All rows are in the DOM, so any of them can keep the tab stop.
  useLayoutEffect(() => stop.range(0, Math.max(rows.length - 1, 0)), [stop, rows.length]);
  return (
    <div className="sca-table-scroller" ref={grid.scrollerRef} style={style} data-grid-scroller="">
      <GridTable context={context} style={{ borderSpacing: 0 }}>
        <thead className="sca-table-head">{header()}</thead>
        {rows.length === 0 ? <EmptyBody context={context} /> : (
          <tbody>
            {rows.map((row, index) => (
              <GridRow key={computeItemKey(index, row, context)} context={context} item={row} data-index={index} data-item-index={index} data-known-size={ROW_HEIGHT}>
                {itemContent(index, row, context)}
              </GridRow>
            ))}
          </tbody>
        )}
      </GridTable>
    </div>
  );
}
