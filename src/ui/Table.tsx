import { memo, useCallback, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { TableVirtuoso } from 'react-virtuoso';
import type { FillerRowProps, ItemProps, TableComponents, TableProps as VirtuosoTableProps, TableVirtuosoHandle } from 'react-virtuoso';
import { styled } from 'styled-components';
import { Checkbox } from './Checkbox';
import { cssVar } from './theme';

export type SortOrder = 'asc' | 'desc';
export interface TableSort { key: string; order: SortOrder }

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
}

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

const ROW_HEIGHT = 40;
const CHECK_WIDTH = 48;
const PAGE_STEP = 10;
const NO_SELECTION: ReadonlySet<string> = new Set();
const INTERACTIVE = 'button, a, input, select, textarea, label, [role="button"], [contenteditable="true"]';

/** What virtuoso hands to our row/table components (they are module-level, so they read it from here). */
interface Ctx {
  columns: readonly TableColumn<any>[];
  rowKey: (row: any) => string;
  rowLabel: (row: any) => string;
  selectable: boolean;
  selected: ReadonlySet<string>;
  tabStop: number;
  label: string;
  rowCount: number;
  busy: boolean;
  empty: ReactNode;
  colCount: number;
  toggle: (key: string) => void;
  onRowKeyDown: (e: KeyboardEvent<HTMLTableRowElement>, index: number, row: unknown) => void;
  onRowFocus: (index: number) => void;
  onRowDoubleClick: (e: MouseEvent<HTMLTableRowElement>, row: unknown) => void;
  bindRow: (el: HTMLTableRowElement | null) => void;
}

const Box = styled.div`
  box-sizing: border-box; border: 1px solid ${cssVar.border}; border-radius: ${cssVar.radius}; overflow: hidden;
  background: ${cssVar.bg}; color: ${cssVar.text}; font-size: 14px;
`;

const Grid = styled.table`
  width: 100%; table-layout: fixed; border-collapse: separate;
  th, td {
    box-sizing: border-box; height: ${ROW_HEIGHT}px; padding: 0 12px; border-bottom: 1px solid ${cssVar.border};
    overflow: hidden; text-overflow: ellipsis; white-space: nowrap; text-align: left; background: ${cssVar.bg};
  }
  th { background: ${cssVar.bgMuted}; color: ${cssVar.textSecondary}; font-weight: 600; }
  [data-align='right'] { text-align: right; }
  [data-align='center'] { text-align: center; }
  [data-check] { padding: 0; text-align: center; }
  [data-sticky='right'] { position: sticky; right: 0; z-index: 1; box-shadow: -1px 0 0 ${cssVar.border}; }
  tbody tr[data-index] { outline: none; }
  tbody tr[data-index][aria-selected='true'] > td { background: ${cssVar.primaryLight}; }
  tbody tr[data-index]:not([aria-selected='true']):hover > td { background: ${cssVar.bgMuted}; }
  tbody tr[data-index]:focus-visible { outline: 2px solid ${cssVar.primary}; outline-offset: -2px; }
  tbody { transition: opacity .2s; }
  &[aria-busy='true'] tbody { opacity: .6; }
  td[data-empty] { height: auto; padding: 0; border-bottom: 0; white-space: normal; }
`;

const SortButton = styled.button`
  display: inline-flex; align-items: center; gap: 4px; max-width: 100%; padding: 0; border: 0; background: none;
  font: inherit; color: inherit; cursor: pointer; text-align: inherit;
  > span:first-child { overflow: hidden; text-overflow: ellipsis; }
  &:focus-visible { outline: 2px solid ${cssVar.primary}; outline-offset: 2px; }
`;

// Element's pair of carets; the active one takes the primary colour.
const Carets = styled.span<{ $order: SortOrder | null }>`
  display: inline-flex; flex-direction: column; gap: 2px; flex: none;
  &::before, &::after { content: ''; border: 4px solid transparent; }
  &::before { border-bottom-color: ${(p) => (p.$order === 'asc' ? cssVar.primary : '#C0C4CC')}; border-top-width: 0; }
  &::after { border-top-color: ${(p) => (p.$order === 'desc' ? cssVar.primary : '#C0C4CC')}; border-bottom-width: 0; }
`;

function GridTable({ context: ctx, style, children }: VirtuosoTableProps & { context: Ctx }) {
  const width = ctx.columns.reduce((sum, c) => sum + (c.width ?? 160), ctx.selectable ? CHECK_WIDTH : 0);
  return (
    <Grid
      role="grid" aria-label={ctx.label} aria-rowcount={ctx.rowCount + 1} aria-busy={ctx.busy || undefined}
      aria-multiselectable={ctx.selectable || undefined} style={{ ...style, minWidth: width }}
    >
      <colgroup>
        {ctx.selectable ? <col style={{ width: CHECK_WIDTH }} /> : null}
        {ctx.columns.map((c) => <col key={c.key} style={{ width: c.width ?? 160 }} />)}
      </colgroup>
      {children}
    </Grid>
  );
}

function GridRow({ context: ctx, item, children, style, ...data }: ItemProps<unknown> & { context: Ctx }) {
  const index = data['data-index'];
  const selected = ctx.selectable ? ctx.selected.has(ctx.rowKey(item)) : undefined;
  return (
    <tr
      {...data} style={style} ref={ctx.bindRow} aria-rowindex={index + 2} aria-selected={selected}
      tabIndex={index === ctx.tabStop ? 0 : -1}
      onKeyDown={(e) => ctx.onRowKeyDown(e, index, item)} onFocus={() => ctx.onRowFocus(index)}
      onDoubleClick={(e) => ctx.onRowDoubleClick(e, item)}
    >
      {children}
    </tr>
  );
}

// Virtuoso's own filler rows would count as (empty) rows of the grid for screen readers.
const FillerRow = ({ height, context }: FillerRowProps & { context: Ctx }) => (
  <tr aria-hidden="true"><td colSpan={context.colCount} style={{ height, padding: 0, border: 0 }} /></tr>
);

const EmptyBody = ({ context }: { context: Ctx }) =>
  context.empty == null ? null : (
    <tbody><tr><td data-empty="" colSpan={context.colCount}>{context.empty}</td></tr></tbody>
  );

const components: TableComponents<any, Ctx> = { Table: GridTable, TableRow: GridRow, FillerRow, EmptyPlaceholder: EmptyBody };

interface CellsProps { row: unknown; index: number; columns: readonly TableColumn<any>[]; rowId: string; checked?: boolean; checkLabel: string; toggle: (key: string) => void }

// Memoised: focus moves, hover and unrelated parent renders re-render the <tr>, not every cell.
const Cells = memo(function Cells({ row, index, columns, rowId, checked, checkLabel, toggle }: CellsProps) {
  return (
    <>
      {checked != null ? (
        <td data-check="">
          {/* Not a tab stop: Space on the focused row toggles it, so Tab does not walk every row. */}
          <Checkbox checked={checked} tabIndex={-1} aria-label={checkLabel} onChange={() => toggle(rowId)} />
        </td>
      ) : null}
      {columns.map((c) => (
        <td key={c.key} data-align={c.align} data-sticky={c.sticky} title={c.text?.(row)}>{c.render(row, index)}</td>
      ))}
    </>
  );
});

const itemContent = (index: number, row: unknown, ctx: Ctx) => {
  const id = ctx.rowKey(row);
  return (
    <Cells row={row} index={index} columns={ctx.columns} rowId={id} toggle={ctx.toggle}
      checked={ctx.selectable ? ctx.selected.has(id) : undefined} checkLabel={ctx.selectable ? ctx.rowLabel(row) : ''} />
  );
};

const computeItemKey = (_: number, row: unknown, ctx: Ctx) => ctx.rowKey(row);

const nextSort = (sort: TableSort | null | undefined, key: string): TableSort | null =>
  sort?.key !== key ? { key, order: 'asc' } : sort.order === 'asc' ? { key, order: 'desc' } : null;

/**
 * A virtualised data grid (react-virtuoso's TableVirtuoso on a real `<table role="grid">`): fixed
 * header, sortable columns, a selection column, one-line cells with ellipsis and a sticky actions
 * column. Rows take focus with a roving tabindex: arrows, Home/End and PageUp/PageDown move,
 * Space selects, Enter (or a double click) activates. Only the rows in view are in the DOM, so
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
  const virtuoso = useRef<TableVirtuosoHandle>(null);
  const scroller = useRef<HTMLElement | null>(null);
  const pendingFocus = useRef<number | null>(null);
  const [focusIndex, setFocusIndex] = useState(0);
  const [range, setRange] = useState({ start: 0, end: 0 });

  // Handlers read the latest props through a ref, so they stay stable and memoised cells do not re-render.
  const latest = useRef({ rows, rowKey, picked, onSelectedChange, onRowActivate });
  latest.current = { rows, rowKey, picked, onSelectedChange, onRowActivate };

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

  const toggleAll = () => {
    const next = new Set(picked);
    for (const row of rows) {
      if (allSelected) next.delete(rowKey(row));
      else next.add(rowKey(row));
    }
    onSelectedChange?.(next);
  };

  const focusRow = useCallback((index: number, forward: boolean) => {
    const box = scroller.current;
    setFocusIndex(index);
    const el = box?.querySelector<HTMLElement>(`tbody > tr[data-index="${index}"]`);
    if (box && el) {
      const r = el.getBoundingClientRect();
      const top = box.getBoundingClientRect().top + (box.querySelector('thead')?.getBoundingClientRect().height ?? 0);
      const bottom = box.getBoundingClientRect().top + box.clientHeight;
      if (r.top >= top - 1 && r.bottom <= bottom + 1) { el.focus(); return; }
    }
    // Off screen (or not rendered at all): scroll it in, then focus it once virtuoso renders it.
    pendingFocus.current = index;
    virtuoso.current?.scrollToIndex({ index, align: forward ? 'end' : 'start' });
    if (el) { pendingFocus.current = null; el.focus({ preventScroll: true }); }
  }, []);

  const bindRow = useCallback((el: HTMLTableRowElement | null) => {
    if (!el || pendingFocus.current == null || Number(el.dataset.index) !== pendingFocus.current) return;
    // Do not steal focus from something the user went to meanwhile.
    const active = document.activeElement;
    if (active && active !== document.body && !scroller.current?.contains(active)) return;
    pendingFocus.current = null;
    el.focus({ preventScroll: true });
  }, []);

  const onRowKeyDown = useCallback((e: KeyboardEvent<HTMLTableRowElement>, index: number, row: unknown) => {
    // Keys typed in a cell's own controls (buttons, links, inputs) are theirs.
    if (e.target !== e.currentTarget) return;
    const { rows: all, rowKey: keyOf, onSelectedChange: report, onRowActivate: activate } = latest.current;
    const last = all.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(index + 1, last), ArrowUp: Math.max(index - 1, 0), Home: 0, End: last,
      PageDown: Math.min(index + PAGE_STEP, last), PageUp: Math.max(index - PAGE_STEP, 0),
    };
    if (e.key in moves) {
      e.preventDefault();
      const to = moves[e.key]!;
      if (to !== index) focusRow(to, to > index);
    } else if (e.key === ' ' && report) {
      e.preventDefault();
      toggle(keyOf(row as T));
    } else if (e.key === 'Enter' && activate) {
      e.preventDefault();
      activate(row as T);
    }
  }, [focusRow, toggle]);

  const onRowDoubleClick = useCallback((e: MouseEvent<HTMLTableRowElement>, row: unknown) => {
    const target = e.target as Element;
    const control = target.closest(INTERACTIVE);
    if (control && e.currentTarget.contains(control)) return;
    latest.current.onRowActivate?.(row as T);
  }, []);

  const current = Math.min(focusIndex, Math.max(rows.length - 1, 0));
  // The focus row may have scrolled out of the DOM: then the first row in view is the tab stop.
  const tabStop = current >= range.start && current <= range.end ? current : range.start;
  const colCount = columns.length + (selectable ? 1 : 0);
  const context = useMemo<Ctx>(() => ({
    columns, rowKey, rowLabel: selectRowLabel ?? (() => 'Select row'), selectable, selected: picked, tabStop, label,
    rowCount: rows.length, busy, empty, colCount, toggle, onRowKeyDown, onRowFocus: setFocusIndex, onRowDoubleClick, bindRow,
  }), [columns, rowKey, selectRowLabel, selectable, picked, tabStop, label, rows.length, busy, empty, colCount, toggle, onRowKeyDown, onRowDoubleClick, bindRow]);

  const header = () => (
    <tr aria-rowindex={1}>
      {selectable ? (
        <th scope="col" data-check="">
          <Checkbox checked={allSelected} indeterminate={count > 0 && !allSelected} disabled={rows.length === 0}
            aria-label={selectAllLabel} onChange={toggleAll} />
        </th>
      ) : null}
      {columns.map((c) => {
        const order = sort?.key === c.key ? sort.order : null;
        return (
          <th key={c.key} scope="col" data-align={c.align} data-sticky={c.sticky}
            aria-sort={order === 'asc' ? 'ascending' : order === 'desc' ? 'descending' : undefined}>
            {c.sortable ? (
              <SortButton type="button" onClick={() => onSortChange?.(nextSort(sort, c.key))}>
                <span>{c.header}</span><Carets $order={order} aria-hidden="true" />
              </SortButton>
            ) : c.header}
          </th>
        );
      })}
    </tr>
  );

  return (
    <Box className={className}>
      <TableVirtuoso<T, Ctx>
        ref={virtuoso}
        scrollerRef={(el) => { scroller.current = el instanceof HTMLElement ? el : null; }}
        data={rows}
        context={context}
        components={components}
        fixedHeaderContent={header}
        itemContent={itemContent as (index: number, row: T, ctx: Ctx) => ReactNode}
        computeItemKey={computeItemKey}
        defaultItemHeight={ROW_HEIGHT}
        increaseViewportBy={4 * ROW_HEIGHT}
        rangeChanged={({ startIndex, endIndex }) =>
          setRange((r) => (r.start === startIndex && r.end === endIndex ? r : { start: startIndex, end: endIndex }))}
        style={{ height }}
      />
    </Box>
  );
}
