import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { SheetStyle, classes, defineSheet } from './sheet';
import { StaticGrid } from './StaticGrid';
import { CHECK_WIDTH, ROW_HEIGHT, gridSheets, type TableContext } from './TableGrid';
import { TableHeader } from './TableHeader';
import { cssVar } from './theme';
import { useRovingRows } from './useRovingRows';

/**
 * @example
 * <Table label="订单列表" rows={orders} rowKey={(o) => o.orderNo} sort={sort} onSortChange={setSort}
 *   selected={selected} onSelectedChange={setSelected} onRowActivate={(o) => openOrder(o.orderNo)}
 *   columns={[
 *     { key: 'orderNo', header: '订单号', width: 200, render: (o) => o.orderNo, text: (o) => o.orderNo },
 *     { key: 'amount', header: '金额', align: 'right', sortable: true, render: (o) => o.amount.toFixed(2) },
 *   ]} empty={<EmptyState title="暂无数据" />} />
 */
export type SortOrder = 'asc' | 'desc';
/**
 * @example
 * <Table label="订单列表" rows={orders} rowKey={(o) => o.orderNo} sort={sort} onSortChange={setSort}
 *   selected={selected} onSelectedChange={setSelected} onRowActivate={(o) => openOrder(o.orderNo)}
 *   columns={[
 *     { key: 'orderNo', header: '订单号', width: 200, render: (o) => o.orderNo, text: (o) => o.orderNo },
 *     { key: 'amount', header: '金额', align: 'right', sortable: true, render: (o) => o.amount.toFixed(2) },
 *   ]} empty={<EmptyState title="暂无数据" />} />
 */
export interface TableSort { key: string; order: SortOrder }

/**
 * @example
 * <Table label="订单列表" rows={orders} rowKey={(o) => o.orderNo} sort={sort} onSortChange={setSort}
 *   selected={selected} onSelectedChange={setSelected} onRowActivate={(o) => openOrder(o.orderNo)}
 *   columns={[
 *     { key: 'orderNo', header: '订单号', width: 200, render: (o) => o.orderNo, text: (o) => o.orderNo },
 *     { key: 'amount', header: '金额', align: 'right', sortable: true, render: (o) => o.amount.toFixed(2) },
 *   ]} empty={<EmptyState title="暂无数据" />} />
 */
export interface TableColumn<T> {
  key: string;
  header: ReactNode;
  /** px; default 160 */
  width?: number;
  align?: 'left' | 'right' | 'center';
  sortable?: boolean;
  /** Cell content. */
  render: (row: T, index: number) => ReactNode;
  /** Plain text of the cell for the title tooltip (ellipsis cells). */
  text?: (row: T) => string;
  /** Stick to the right edge (row actions column). */
  sticky?: 'right';
  /**
   * A row actions column: `render` returns bare `<button>`s, which the grid draws as an action bar
   * (compact text buttons) with no bar element per row.
   */
  actions?: boolean;
}

/**
 * @example
 * <Table label="订单列表" rows={orders} rowKey={(o) => o.orderNo} sort={sort} onSortChange={setSort}
 *   selected={selected} onSelectedChange={setSelected} onRowActivate={(o) => openOrder(o.orderNo)}
 *   columns={[
 *     { key: 'orderNo', header: '订单号', width: 200, render: (o) => o.orderNo, text: (o) => o.orderNo },
 *     { key: 'amount', header: '金额', align: 'right', sortable: true, render: (o) => o.amount.toFixed(2) },
 *   ]} empty={<EmptyState title="暂无数据" />} />
 */
export interface TableProps<T> {
  rows: readonly T[];
  columns: readonly TableColumn<T>[];
  rowKey: (row: T) => string;
  /** Accessible name of the grid. */
  label: string;
  sort?: TableSort | null;
  /** Header click cycles asc -> desc -> none. */
  onSortChange?: (sort: TableSort | null) => void;
  /**
   * Row selection by `rowKey`; the checkbox column shows when `onSelectedChange` is given. Keep it
   * and `columns` stable (state, useMemo): cells are memoised on them.
   */
  selected?: ReadonlySet<string>;
  onSelectedChange?: (next: ReadonlySet<string>) => void;
  /** Default 'Select all'. */
  selectAllLabel?: string;
  /** Default 'Select row'. */
  selectRowLabel?: (row: T) => string;
  /** Enter (or double click) on a row. */
  onRowActivate?: (row: T) => void;
  /** Viewport height of the scroller; default 480 (number = px, or any CSS length). */
  height?: number | string;
  /** Shows a busy state (aria-busy, dimmed body) while a new page loads; rows stay visible. */
  busy?: boolean;
  /** Rendered instead of the body when rows is empty (e.g. <EmptyState/> or <ErrorState/>). */
  empty?: ReactNode;
  /** Extra class on the outer box. */
  className?: string;
}

const NO_SELECTION: ReadonlySet<string> = new Set();

/** Up to this many rows (the largest server page) the grid renders them all; beyond, it virtualises. */
export const STATIC_ROWS = 100;
// While the virtual body loads: the first rows, as many as the grid (at most the window) can show.
const rowsInView = (height: number | string) => {
  const view = typeof window === 'undefined' ? 1080 : window.innerHeight;
  return Math.ceil((typeof height === 'number' ? Math.min(height, view) : view) / ROW_HEIGHT);
};
type VirtualGridType = typeof import('./VirtualGrid').VirtualGrid;
let virtualGrid: VirtualGridType | null = null;
let virtualGridLoad: Promise<VirtualGridType> | null = null;
const loadVirtualGrid = () => (virtualGridLoad ??= import('./VirtualGrid').then((m) => (virtualGrid = m.VirtualGrid)));

/**
 * The virtual body once its chunk is in: a state update swaps it in at once. (A Suspense boundary
 * would do the same with React's reveal throttle, some 300 ms during which the grid cannot scroll.)
 */
function useVirtualGrid(wanted: boolean): VirtualGridType | null {
  const [grid, setGrid] = useState<VirtualGridType | null>(() => virtualGrid);
  // Asked for during render, so the chunk is on its way before the first paint of the static rows.
  if (wanted && !grid) void loadVirtualGrid();
  useEffect(() => {
    if (!wanted || grid) return;
    let live = true;
    void loadVirtualGrid().then((g) => { if (live) setGrid(() => g); });
    return () => { live = false; };
  }, [wanted, grid]);
  return grid;
}
const defaultRowLabel = () => 'Select row';

const tableSheet = defineSheet('table', `
.sca-table {
  box-sizing: border-box; border: 1px solid ${cssVar.border}; border-radius: ${cssVar.radius}; overflow: hidden;
  background: ${cssVar.bg}; color: ${cssVar.text}; font-size: ${cssVar.fontSize};
}
.sca-table-scroller { position: relative; overflow: auto; outline: none; }
/* Rows focused by the keyboard scroll in below the sticky header, not under it. */
.sca-table-scroller tbody > tr { scroll-margin-top: ${ROW_HEIGHT}px; }
.sca-table-head { position: sticky; top: 0; z-index: 2; }
`);
const SHEETS = [tableSheet, ...gridSheets];

const nextSort = (sort: TableSort | null | undefined, key: string): TableSort | null =>
  sort?.key !== key ? { key, order: 'asc' } : sort.order === 'asc' ? { key, order: 'desc' } : null;

/**
 * A data grid on a real `<table role="grid">`: fixed header, sortable columns, a selection column,
 * one-line cells with ellipsis and a sticky actions column. Rows take focus with a roving
 * tabindex: arrows, Home/End and PageUp/PageDown move, Space selects, Enter (or a double click)
 * activates. A page of rows (up to `STATIC_ROWS`) renders at once; more rows go through
 * react-virtuoso's TableVirtuoso (loaded then), which keeps only the rows in view in the DOM, so
 * 100,000 rows scroll smoothly.
 * @example
 * <Table label="订单列表" rows={orders} rowKey={(o) => o.orderNo} sort={sort} onSortChange={setSort}
 *   selected={selected} onSelectedChange={setSelected} onRowActivate={(o) => openOrder(o.orderNo)}
 *   columns={[
 *     { key: 'orderNo', header: '订单号', width: 200, render: (o) => o.orderNo, text: (o) => o.orderNo },
 *     { key: 'amount', header: '金额', align: 'right', sortable: true, render: (o) => o.amount.toFixed(2) },
 *   ]} empty={<EmptyState title="暂无数据" />} />
 */
export function Table<T>({
  rows, columns, rowKey, label, sort, onSortChange, selected, onSelectedChange, selectAllLabel = 'Select all',
  selectRowLabel, onRowActivate, height = 480, busy = false, empty, className,
}: TableProps<T>) {
  const selectable = !!onSelectedChange;
  const picked = selected ?? NO_SELECTION;

  // Handlers read the latest props through a ref, so they stay stable and memoised parts do not re-render.
  const latest = useRef({ rows, rowKey, picked, sort, onSortChange, onSelectedChange, onRowActivate });
  latest.current = { rows, rowKey, picked, sort, onSortChange, onSelectedChange, onRowActivate };

  // One pass over the rows, only when rows or selection change: never a Set of every key per render.
  const count = useMemo(() => {
    if (!selectable || picked.size === 0) return 0;
    let n = 0;
    for (const row of rows) if (picked.has(latest.current.rowKey(row))) n += 1;
    return n;
  }, [rows, picked, selectable]);
  const allSelected = rows.length > 0 && count === rows.length;

  const toggle = useCallback((key: string) => {
    const { picked: current, onSelectedChange: report } = latest.current;
    const next = new Set(current);
    if (!next.delete(key)) next.add(key);
    report?.(next);
  }, []);

  const allRef = useRef(allSelected);
  allRef.current = allSelected;
  const toggleAll = useCallback(() => {
    const { rows: all, rowKey: keyOf, picked: current, onSelectedChange: report } = latest.current;
    const next = new Set(current);
    for (const row of all) {
      if (allRef.current) next.delete(keyOf(row));
      else next.add(keyOf(row));
    }
    report?.(next);
  }, []);

  const onSort = useCallback((key: string) => {
    const { sort: current, onSortChange: report } = latest.current;
    report?.(nextSort(current, key));
  }, []);

  const grid = useRovingRows(latest, toggle);
  const { stop, bindRow, onKeyDown, onFocus, onDoubleClick } = grid;
  useLayoutEffect(() => stop.count(rows.length), [stop, rows.length]);

  const colCount = columns.length + (selectable ? 1 : 0);
  const context = useMemo<TableContext>(() => ({
    columns, rowKey, rowLabel: selectRowLabel ?? defaultRowLabel, selectable, selected: picked, label,
    rowCount: rows.length, busy, empty, colCount, toggle,
    minWidth: columns.reduce((sum, c) => sum + (c.width ?? 160), selectable ? CHECK_WIDTH : 0),
    grid: { stop, bindRow, onKeyDown, onFocus, onDoubleClick },
  }), [columns, rowKey, selectRowLabel, selectable, picked, label, rows.length, busy, empty, colCount, toggle, stop, bindRow, onKeyDown, onFocus, onDoubleClick]);

  // Stable between renders that change none of its inputs, so scrolling never re-renders the header.
  const someSelected = count > 0;
  const noRows = rows.length === 0;
  const header = useCallback(() => (
    <TableHeader columns={columns} sort={sort} onSort={onSort} selectable={selectable} allSelected={allSelected}
      someSelected={someSelected} noRows={noRows} selectAllLabel={selectAllLabel} onToggleAll={toggleAll} />
  ), [columns, sort, onSort, selectable, allSelected, someSelected, noRows, selectAllLabel, toggleAll]);
  const style = useMemo(() => ({ height }), [height]);

  const body = { rows, context, header, style, grid };
  const virtual = rows.length > STATIC_ROWS;
  const VirtualGrid = useVirtualGrid(virtual);
  return (
    <div className={classes('sca-table', className)}>
      <SheetStyle sheets={SHEETS} />
      {virtual && VirtualGrid ? <VirtualGrid {...body} />
        : virtual ? <StaticGrid {...body} rows={rows.slice(0, rowsInView(height))} />
          : <StaticGrid {...body} />}
    </div>
  );
}
