import { useCallback, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent, MouseEvent, RefObject } from 'react';
import type { TableVirtuosoHandle } from 'react-virtuoso';

const PAGE_STEP = 10;
const INTERACTIVE = 'button, a, input, select, textarea, label, [role="button"], [contenteditable="true"]';
const ROW = 'tbody > tr[data-index]';

/**
 * The index of the row that takes Tab, kept outside React state: a scroll that moves it
 * re-renders only the two rows whose tabIndex flips (they subscribe), not the table.
 */
export interface TabStop {
  get: () => number;
  subscribe: (listener: () => void) => () => void;
  /** The row that last had focus. */
  focus: (index: number) => void;
  /** The rows in the DOM (virtuoso's window, or all of a page). */
  range: (start: number, end: number) => void;
  count: (rows: number) => void;
}

function createTabStop(): TabStop {
  let focused = 0;
  let start = 0;
  let end = 0;
  let count = 0;
  let stop = 0;
  const listeners = new Set<() => void>();
  const update = () => {
    const current = Math.min(focused, Math.max(count - 1, 0));
    // The focus row may have scrolled out of the DOM: then the first row in view is the tab stop.
    const next = current >= start && current <= end ? current : start;
    if (next === stop) return;
    stop = next;
    for (const listener of listeners) listener();
  };
  return {
    get: () => stop,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => { listeners.delete(listener); };
    },
    focus: (index) => { focused = index; update(); },
    range: (s, e) => {
      if (s === start && e === end) return;
      start = s;
      end = e;
      update();
    },
    count: (rows) => { count = rows; update(); },
  };
}

/** What the grid's handlers read at event time (the latest props), so the handlers stay stable. */
export interface RovingRowsSource<T> {
  rows: readonly T[];
  rowKey: (row: T) => string;
  onSelectedChange?: unknown;
  onRowActivate?: (row: T) => void;
}

/** The grid's keyboard and focus wiring, delegated on the `<table>` so rows carry no handlers. */
export interface RovingRows {
  virtuoso: RefObject<TableVirtuosoHandle | null>;
  stop: TabStop;
  scrollerRef: (el: HTMLElement | Window | null) => void;
  rangeChanged: (range: { startIndex: number; endIndex: number }) => void;
  /** Ref of every body row: focuses the row a key press scrolled to once virtuoso renders it. */
  bindRow: (el: HTMLTableRowElement | null) => void;
  onKeyDown: (e: KeyboardEvent<HTMLTableElement>) => void;
  onFocus: (e: FocusEvent<HTMLTableElement>) => void;
  onDoubleClick: (e: MouseEvent<HTMLTableElement>) => void;
}

/**
 * Roving focus over the rows of a grid, virtualised or not: one row is the tab stop; arrows, Home/End and
 * PageUp/PageDown move focus (scrolling rows in, even ones not rendered yet), Space toggles the
 * row's selection and Enter or a double click activates it. Keys and clicks of a cell's own
 * controls are left to them.
 * @example
 * const grid = useRovingRows(latest, toggle);
 * <table onKeyDown={grid.onKeyDown} onFocus={grid.onFocus} onDoubleClick={grid.onDoubleClick}>...</table>
 */
export function useRovingRows<T>(latest: RefObject<RovingRowsSource<T>>, toggle: (key: string) => void): RovingRows {
  const virtuoso = useRef<TableVirtuosoHandle>(null);
  const scroller = useRef<HTMLElement | null>(null);
  const pendingFocus = useRef<number | null>(null);
  const [stop] = useState(createTabStop);

  const focusRow = useCallback((index: number, forward: boolean) => {
    const box = scroller.current;
    stop.focus(index);
    const el = box?.querySelector<HTMLElement>(`tbody > tr[data-index="${index}"]`);
    if (box && el) {
      const r = el.getBoundingClientRect();
      const boxTop = box.getBoundingClientRect().top;
      const top = boxTop + (box.querySelector('thead')?.getBoundingClientRect().height ?? 0);
      const bottom = boxTop + box.clientHeight;
      if (r.top >= top - 1 && r.bottom <= bottom + 1) { el.focus(); return; }
    }
    // A grid of all its rows (no virtuoso): the row is there, scroll it in below the header.
    if (el && !virtuoso.current) {
      el.scrollIntoView({ block: forward ? 'end' : 'start' });
      el.focus({ preventScroll: true });
      return;
    }
    // Off screen (or not rendered at all): scroll it in, then focus it once virtuoso renders it.
    pendingFocus.current = index;
    virtuoso.current?.scrollToIndex({ index, align: forward ? 'end' : 'start' });
    if (el) { pendingFocus.current = null; el.focus({ preventScroll: true }); }
  }, [stop]);

  const bindRow = useCallback((el: HTMLTableRowElement | null) => {
    if (!el || pendingFocus.current == null || Number(el.dataset.index) !== pendingFocus.current) return;
    // Do not steal focus from something the user went to meanwhile.
    const active = document.activeElement;
    if (active && active !== document.body && !scroller.current?.contains(active)) return;
    pendingFocus.current = null;
    el.focus({ preventScroll: true });
  }, []);

  const onKeyDown = useCallback((e: KeyboardEvent<HTMLTableElement>) => {
    const tr = e.target as HTMLElement;
    // Only keys on a row itself: those typed in a cell's own controls (buttons, inputs) are theirs.
    if (tr.tagName !== 'TR' || tr.dataset.index == null || !tr.matches(ROW)) return;
    const index = Number(tr.dataset.index);
    const { rows, rowKey, onSelectedChange, onRowActivate } = latest.current;
    const last = rows.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(index + 1, last), ArrowUp: Math.max(index - 1, 0), Home: 0, End: last,
      PageDown: Math.min(index + PAGE_STEP, last), PageUp: Math.max(index - PAGE_STEP, 0),
    };
    const row = rows[index];
    if (e.key in moves) {
      e.preventDefault();
      const to = moves[e.key]!;
      if (to !== index) focusRow(to, to > index);
    } else if (e.key === ' ' && onSelectedChange && row !== undefined) {
      e.preventDefault();
      toggle(rowKey(row));
    } else if (e.key === 'Enter' && onRowActivate && row !== undefined) {
      e.preventDefault();
      onRowActivate(row);
    }
  }, [latest, focusRow, toggle]);

  const onFocus = useCallback((e: FocusEvent<HTMLTableElement>) => {
    const tr = (e.target as Element).closest<HTMLElement>(ROW);
    if (tr && e.currentTarget.contains(tr)) stop.focus(Number(tr.dataset.index));
  }, [stop]);

  const onDoubleClick = useCallback((e: MouseEvent<HTMLTableElement>) => {
    const target = e.target as Element;
    const tr = target.closest<HTMLElement>(ROW);
    if (!tr || !e.currentTarget.contains(tr)) return;
    const control = target.closest(INTERACTIVE);
    if (control && tr.contains(control)) return;
    const { rows, onRowActivate } = latest.current;
    const row = rows[Number(tr.dataset.index)];
    if (row !== undefined) onRowActivate?.(row);
  }, [latest]);

  const scrollerRef = useCallback((el: HTMLElement | Window | null) => {
    scroller.current = el instanceof HTMLElement ? el : null;
  }, []);
  const rangeChanged = useCallback(({ startIndex, endIndex }: { startIndex: number; endIndex: number }) => {
    stop.range(startIndex, endIndex);
  }, [stop]);

  return { virtuoso, stop, scrollerRef, rangeChanged, bindRow, onKeyDown, onFocus, onDoubleClick };
}
