import type { ReactNode } from 'react';
import { TableVirtuoso } from 'react-virtuoso';
import { ROW_HEIGHT, computeItemKey, itemContent, tableComponents, type TableContext } from './TableGrid';
import type { RovingRows } from './useRovingRows';

export interface GridBodyProps {
  rows: readonly unknown[];
  context: TableContext;
  /** The header row (`<tr>`), stable between renders that change none of its inputs. */
  header: () => ReactNode;
  style: { height: number | string };
  grid: RovingRows;
}

/**
 * The grid's body for many rows: react-virtuoso's TableVirtuoso renders only the rows in view.
 * Loaded by `Table` the first time it holds more rows than a server page.
 */
export function VirtualGrid({ rows, context, header, style, grid }: GridBodyProps) {
  return (
    <TableVirtuoso<unknown, TableContext>
      ref={grid.virtuoso}
      scrollerRef={grid.scrollerRef}
      data={rows}
      context={context}
      components={tableComponents}
      fixedHeaderContent={header}
      itemContent={itemContent}
      computeItemKey={computeItemKey}
      // Every row is exactly ROW_HEIGHT (one-line cells, fixed td height): virtuoso then skips
      // measuring each rendered row, a forced layout per batch on first paint and while scrolling.
      fixedItemHeight={ROW_HEIGHT}
      increaseViewportBy={4 * ROW_HEIGHT}
      rangeChanged={grid.rangeChanged}
      style={style}
    />
  );
}
