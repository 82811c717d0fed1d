import { memo, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import type { FillerRowProps, ItemProps, TableComponents, TableProps as VirtuosoTableProps } from 'react-virtuoso';
import { actionBarSheet } from './ActionBar';
import { defineSheet } from './sheet';
import type { TableColumn } from './Table';
import { tagSheet } from './Tag';
import { sortHeaderSheet } from './TableHeader';
import { cssVar } from './theme';
import type { RovingRows } from './useRovingRows';

export const ROW_HEIGHT = 40;
export { CHECK_WIDTH } from './TableHeader';

/**
 * What virtuoso hands to the grid's parts (they are module-level, so they read it from here). It
 * changes with columns, selection, busy and empty only: focus and scrolling do not touch it, so
 * they re-render no row.
 */
export interface TableContext {
  columns: readonly TableColumn<any>[];
  rowKey: (row: any) => string;
  rowLabel: (row: any) => string;
  selectable: boolean;
  selected: ReadonlySet<string>;
  label: string;
  rowCount: number;
  busy: boolean;
  empty: ReactNode;
  colCount: number;
  minWidth: number;
  toggle: (key: string) => void;
  grid: Pick<RovingRows, 'stop' | 'bindRow' | 'onKeyDown' | 'onFocus' | 'onDoubleClick'>;
}

// One sheet for the whole grid: cells are plain elements (no component, no class per cell), so a
// row costs React and the browser as little as a bare table's.
export const gridSheet = defineSheet('grid', `
.sca-grid { width: 100%; table-layout: fixed; border-collapse: separate; }
.sca-grid th, .sca-grid td {
  box-sizing: border-box; height: ${ROW_HEIGHT}px; padding: 0 ${cssVar.spaceMd}; border-bottom: 1px solid ${cssVar.border};
  overflow: hidden; text-overflow: ellipsis; white-space: nowrap; text-align: left; background: ${cssVar.bg};
}
/* Clips like hidden but makes no scroll container per cell: about a quarter less layout per scroll. */
@supports (overflow: clip) { .sca-grid th, .sca-grid td { overflow: clip; } }
.sca-grid th { background: ${cssVar.bgMuted}; color: ${cssVar.textSecondary}; font-weight: 600; }
.sca-grid [data-align='right'] { text-align: right; }
.sca-grid [data-align='center'] { text-align: center; }
.sca-grid [data-check] { padding: 0; text-align: center; }
.sca-grid [data-sticky='right'] { position: sticky; right: 0; z-index: 1; box-shadow: -1px 0 0 ${cssVar.border}; }
.sca-grid tbody tr[data-index] { outline: none; }
.sca-grid tbody tr[data-index][aria-selected='true'] > td { background: ${cssVar.primaryLight}; }
.sca-grid tbody tr[data-index]:not([aria-selected='true']):hover > td { background: ${cssVar.bgMuted}; }
.sca-grid tbody tr[data-index]:focus-visible { outline: 2px solid ${cssVar.primary}; outline-offset: -2px; }
.sca-grid tbody { transition: opacity .2s; }
.sca-grid[aria-busy='true'] tbody { filter: grayscale(.6); cursor: progress; } /* dimmed by colour, not opacity: every text keeps its 4.5:1 */
.sca-grid td[data-empty] { height: auto; padding: 0; border-bottom: 0; white-space: normal; }
/* The rows' and the header's boxes: native checkboxes drawn like <Checkbox>, without its component or its wrappers. */
.sca-grid [data-check] > input {
  appearance: none; position: relative; box-sizing: border-box; width: 14px; height: 14px; margin: 0;
  vertical-align: middle; border: 1px solid ${cssVar.border}; border-radius: 2px; background: ${cssVar.bg};
  cursor: pointer; transition: background-color .15s, border-color .15s;
}
.sca-grid [data-check] > input:hover:not(:disabled) { border-color: ${cssVar.primary}; }
.sca-grid [data-check] > input:checked, .sca-grid [data-check] > input:indeterminate { background: ${cssVar.primary}; border-color: ${cssVar.primary}; }
.sca-grid [data-check] > input:checked:not(:indeterminate)::after {
  content: ''; position: absolute; left: 3.5px; top: 0.5px; width: 3px; height: 7px;
  border: solid ${cssVar.primaryText}; border-width: 0 1.5px 1.5px 0; transform: rotate(45deg);
}
.sca-grid [data-check] > input:indeterminate::after {
  content: ''; position: absolute; left: 2px; right: 2px; top: 5px; height: 2px; background: ${cssVar.primaryText};
}
.sca-grid [data-check] > input:disabled { background: ${cssVar.bgMuted}; opacity: 0.6; cursor: not-allowed; }
.sca-grid [data-check] > input:focus-visible { outline: 2px solid ${cssVar.primary}; outline-offset: 1px; }
`);
/** What a grid draws: its cells and boxes, the tags (cellTag) and action buttons in them, the carets. */
export const gridSheets = [gridSheet, sortHeaderSheet, tagSheet, actionBarSheet];

export function GridTable({ context: ctx, style, children }: VirtuosoTableProps & { context: TableContext }) {
  return (
    <table
      className="sca-grid" role="grid" aria-label={ctx.label} aria-rowcount={ctx.rowCount + 1} aria-busy={ctx.busy || undefined}
      aria-multiselectable={ctx.selectable || undefined} style={{ ...style, minWidth: ctx.minWidth }}
      onKeyDown={ctx.grid.onKeyDown} onFocus={ctx.grid.onFocus} onDoubleClick={ctx.grid.onDoubleClick}
    >
      {/* No <colgroup>: the fixed layout takes the column widths from the header cells (TableHeader). */}
      {children}
    </table>
  );
}

export function GridRow({ context: ctx, item, children, style, ...data }: ItemProps<unknown> & { context: TableContext }) {
  const index = data['data-index'];
  const { stop } = ctx.grid;
  const isStop = useSyncExternalStore(stop.subscribe, () => stop.get() === index);
  const selected = ctx.selectable ? ctx.selected.has(ctx.rowKey(item)) : undefined;
  return (
    <tr {...data} style={style} ref={ctx.grid.bindRow} aria-rowindex={index + 2} aria-selected={selected} tabIndex={isStop ? 0 : -1}>
      {children}
    </tr>
  );
}

// Virtuoso's own filler rows would count as (empty) rows of the grid for screen readers.
const FillerRow = ({ height, context }: FillerRowProps & { context: TableContext }) => (
  <tr aria-hidden="true"><td colSpan={context.colCount} style={{ height, padding: 0, border: 0 }} /></tr>
);

export const EmptyBody = ({ context }: { context: TableContext }) =>
  context.empty == null ? null : (
    <tbody><tr><td data-empty="" colSpan={context.colCount}>{context.empty}</td></tr></tbody>
  );

/** The grid's parts for TableVirtuoso: a `<table role="grid">`, focusable rows, hidden fillers, the empty body. */
export const tableComponents: TableComponents<any, TableContext> = {
  Table: GridTable, TableRow: GridRow, FillerRow, EmptyPlaceholder: EmptyBody,
};

interface CellsProps {
  row: unknown; index: number; columns: readonly TableColumn<any>[]; rowId: string; checked?: boolean; checkLabel: string;
  toggle: (key: string) => void;
}

// Memoised: focus moves, hover and unrelated parent renders re-render the <tr>, not every cell.
const Cells = memo(function Cells({ row, index, columns, rowId, checked, checkLabel, toggle }: CellsProps) {
  return (
    <>
      {checked != null ? (
        <td data-check="">
          {/* Not a tab stop: Space on the focused row toggles it, so Tab does not walk every row. */}
          <input type="checkbox" checked={checked} tabIndex={-1} aria-label={checkLabel} onChange={() => toggle(rowId)} />
        </td>
      ) : null}
      {columns.map((c) => (
        <td key={c.key} data-align={c.align === 'left' ? undefined : c.align} data-sticky={c.sticky} data-actions={c.actions ? '' : undefined} title={c.text?.(row)}>{c.render(row, index)}</td>
      ))}
    </>
  );
});

/** The cells of row `index` (virtuoso's `itemContent`). */
export const itemContent = (index: number, row: unknown, ctx: TableContext) => {
  const id = ctx.rowKey(row);
  return (
    <Cells row={row} index={index} columns={ctx.columns} rowId={id} toggle={ctx.toggle}
      checked={ctx.selectable ? ctx.selected.has(id) : undefined} checkLabel={ctx.selectable ? ctx.rowLabel(row) : ''} />
  );
};

/** Rows keep their DOM by identity (virtuoso's `computeItemKey`). */
export const computeItemKey = (_: number, row: unknown, ctx: TableContext) => ctx.rowKey(row);
