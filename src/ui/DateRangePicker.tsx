import { Suspense, useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import type { MonthPanelProps } from './Calendar';
import { isInvalidField, type FieldControlProps } from './fieldControl';
import { addMonths, diffDays, isValidDate, normalizeDate, rangeLength, startOfMonth, todayString } from './dateMath';
import { Icon } from './Icon';
import { InputBox } from './Input';
import { lazyNamed } from './lazyNamed';
import { SheetStyle, classes, defineSheet } from './sheet';
import { cssVar } from './theme';

// The calendar and its positioning load when it first opens (or is pointed at): the closed box is plain inputs.
const DateRangeCalendar = lazyNamed(() => import('./DateRangeCalendar'), 'DateRangeCalendar');

/**
 * `[start, end]` as `yyyy-MM-dd`, either end may be open (null).
 * @example
 * <FormField label="下单时间">
 *   <DateRangePicker value={range} onChange={setRange} maxDays={31} noFuture
 *     labels={{ start: '开始日期', end: '结束日期', clear: '清除', open: '打开日历' }} />
 * </FormField>
 */
export type DateRange = readonly [string | null, string | null];

export interface DateRangePickerLabels {
  /** Accessible names (and placeholders) of the two inputs (default 'Start date' / 'End date'). */
  start?: string; end?: string;
  /** Between the inputs (default '至'). */
  separator?: string;
  open?: string; clear?: string; prevMonth?: string; nextMonth?: string; prevYear?: string; nextYear?: string;
  /** 12 month names (default 1月..12月). */
  months?: readonly string[];
  /** 7 short weekday names starting Monday (default 一..日). */
  weekdays?: readonly string[];
  /** Title of a month panel (default `${year} ${monthName}`). */
  yearMonth?: (year: number, monthName: string) => string;
  invalidDate?: string; tooLong?: (maxDays: number) => string; future?: string;
}

/**
 * `id` names the start input; `aria-label` and `aria-labelledby` name the group; the descriptions go to both inputs.
 * @example
 * <FormField label="下单时间">
 *   <DateRangePicker value={range} onChange={setRange} maxDays={31} noFuture
 *     labels={{ start: '开始日期', end: '结束日期', clear: '清除', open: '打开日历' }} />
 * </FormField>
 */
export interface DateRangePickerProps extends FieldControlProps {
  value: DateRange;
  onChange: (next: DateRange) => void;
  /** Max span in days around the first picked date (inclusive range length); default 365. 0 = unlimited. */
  maxDays?: number;
  /** Forbid dates after today. */
  noFuture?: boolean;
  /** Today as yyyy-MM-dd (tests/stories fix it); default the local date. */
  today?: string;
  labels?: DateRangePickerLabels;
  className?: string;
}

const DEFAULT_LABELS = {
  start: 'Start date', end: 'End date', separator: '至', open: 'Open calendar', clear: 'Clear',
  prevMonth: 'Previous month', nextMonth: 'Next month', prevYear: 'Previous year', nextYear: 'Next year',
  months: Array.from({ length: 12 }, (_, i) => `${i + 1}月`) as readonly string[],
  weekdays: ['一', '二', '三', '四', '五', '六', '日'] as readonly string[],
  yearMonth: (year: number, monthName: string) => `${year} ${monthName}`,
  invalidDate: 'Enter a date as yyyy-MM-dd', tooLong: (n: number) => `The range can span at most ${n} days`,
  future: 'Dates after today are not allowed',
};

// The closed field: two inputs in one input box (the input sheet draws the box and its buttons).
const dateRangeSheet = defineSheet('date-range', `
.sca-date-range { display: inline-flex; flex-direction: column; width: 100%; vertical-align: top; }
.sca-date-range .sca-input input { text-align: center; }
.sca-date-range .sca-input > [data-affix] { font-size: ${cssVar.fontSize}; }
.sca-date-range-message { color: ${cssVar.dangerInk}; font-size: ${cssVar.fontSizeSmall}; line-height: 18px; margin-top: ${cssVar.spaceXs}; }
.sca-date-range-message:empty { display: none; }
`);
const SHEETS = [dateRangeSheet];

/** A calendar glyph (the shared icon set has none yet). */
const CalendarGlyph = () => (
  <svg width={14} height={14} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" aria-hidden="true" focusable="false">
    <path d="M4 6h16v14H4zM4 10h16M8 3v5M16 3v5" />
  </svg>
);

const ordered = (a: string | null, b: string | null): DateRange => (a && b && a > b ? [b, a] : [a, b]);
// A half-open range continues where it stopped: its one end is the first pick, the next click completes it.
const anchorOf = ([a, b]: DateRange) => (a && !b && isValidDate(a) ? a : !a && b && isValidDate(b) ? b : null);

/**
 * A date range as two typeable `yyyy-MM-dd` inputs with a two-month calendar popover. Typed text
 * is committed on blur or Enter; a typed date that is invalid, in the future (`noFuture`) or makes
 * the range longer than `maxDays` is refused with a message and stays in the field to be fixed.
 * In the calendar the first pick sets the start and the second the end (swapped if earlier); after
 * the first pick only days within `maxDays` of it can be picked.
 * @example
 * <FormField label="下单时间">
 *   <DateRangePicker value={range} onChange={setRange} maxDays={31} noFuture
 *     labels={{ start: '开始日期', end: '结束日期', clear: '清除', open: '打开日历' }} />
 * </FormField>
 */
export function DateRangePicker({
  value, onChange, maxDays = 365, noFuture = false, today: todayProp, disabled = false, invalid = false, id, labels, className, ...aria
}: DateRangePickerProps) {
  const l = { ...DEFAULT_LABELS, ...labels };
  const today = todayProp && isValidDate(todayProp) ? todayProp : todayString();
  const auto = useId();
  const ids = { start: id ?? `${auto}start`, end: `${auto}end`, err: [`${auto}err0`, `${auto}err1`], title: [`${auto}t0`, `${auto}t1`] };
  const rootRef = useRef<HTMLDivElement>(null);
  const inputs = [useRef<HTMLInputElement>(null), useRef<HTMLInputElement>(null)] as const;
  const origin = useRef<0 | 1>(0);
  const wantFocus = useRef(false);

  const [drafts, setDrafts] = useState<[string, string]>([value[0] ?? '', value[1] ?? '']);
  const [errors, setErrors] = useState<[string | null, string | null]>([null, null]);
  const [synced, setSynced] = useState<DateRange>(value);
  if (synced[0] !== value[0] || synced[1] !== value[1]) {
    // A new value (from a pick, a commit or the caller) replaces what was typed on the side(s) it
    // changed; a half-fixed text on the other side stays.
    const changed = [synced[0] !== value[0], synced[1] !== value[1]];
    setSynced(value);
    setDrafts((d) => [changed[0] ? (value[0] ?? '') : d[0], changed[1] ? (value[1] ?? '') : d[1]]);
    setErrors((e) => [changed[0] ? null : e[0], changed[1] ? null : e[1]]);
  }

  const [open, setOpen] = useState(false);
  const [anchor, setAnchor] = useState<string | null>(null);
  const [hover, setHover] = useState<string | null>(null);
  const [focusDay, setFocusDay] = useState(today);
  const [view, setView] = useState(startOfMonth(today));
  const box = useRef<HTMLElement>(null);
  const [floatingEl, setFloatingEl] = useState<HTMLElement | null>(null);

  const isDisabled = (day: string) =>
    (noFuture && day > today) || (maxDays > 0 && anchor != null && Math.abs(diffDays(anchor, day)) > maxDays - 1);

  const setError = (side: 0 | 1, message: string | null) => setErrors((e) => (side === 0 ? [message, e[1]] : [e[0], message]));

  const showDay = (day: string) => {
    setFocusDay(day);
    if (day < view) setView(startOfMonth(day));
    else if (day >= addMonths(view, 2)) setView(addMonths(startOfMonth(day), -1));
  };

  /** Commits the typed text of one input, or explains why it cannot. */
  const commit = (side: 0 | 1) => {
    const text = drafts[side].trim();
    let next: DateRange;
    if (text === '') next = side === 0 ? [null, value[1]] : [value[0], null];
    else {
      const day = normalizeDate(text);
      if (!day) return setError(side, l.invalidDate);
      if (noFuture && day > today) return setError(side, l.future);
      next = ordered(side === 0 ? day : value[0], side === 1 ? day : value[1]);
      if (maxDays > 0 && next[0] && next[1] && rangeLength(next[0], next[1]) > maxDays) return setError(side, l.tooLong(maxDays));
    }
    const changed = next[0] !== value[0] || next[1] !== value[1];
    if (open && changed) {
      // Typed while the calendar is open: it shows the day, and a half range waits for its other end.
      setAnchor(anchorOf(next));
      if (next[side]) showDay(next[side]!);
    }
    setError(side, null);
    // Show the normalised text; the other side is rewritten only when the two were swapped.
    const swapped = next[1 - side] !== value[1 - side];
    setDrafts((d) => [side === 0 || swapped ? (next[0] ?? '') : d[0], side === 1 || swapped ? (next[1] ?? '') : d[1]]);
    if (changed) onChange(next);
  };

  const openCalendar = (focusGrid: boolean) => {
    if (disabled) return;
    if (open) {
      if (focusGrid) floatingEl?.querySelector<HTMLElement>(`[data-day="${focusDay}"]`)?.focus();
      return;
    }
    const first = value.find((d): d is string => d != null && isValidDate(d)) ?? today;
    const day = noFuture && first > today ? today : first;
    setAnchor(anchorOf(value));
    setHover(null);
    setFocusDay(day);
    setView(startOfMonth(day));
    wantFocus.current = focusGrid;
    setOpen(true);
  };

  const close = (refocus: boolean) => {
    if (refocus) inputs[origin.current].current?.focus();
    setOpen(false);
  };

  const pick = (day: string) => {
    setFocusDay(day);
    if (!anchor) {
      setAnchor(day);
      onChange([day, null]);
      return;
    }
    setAnchor(null);
    close(false);
    onChange(ordered(anchor, day));
  };

  const clear = () => {
    setDrafts(['', '']);
    setErrors([null, null]);
    setAnchor(null);
    if (value[0] != null || value[1] != null) onChange([null, null]);
    inputs[0].current?.focus();
  };

  // Focus the roving day once the popover (portalled a render later) or the new month is there.
  useEffect(() => {
    if (!open || !wantFocus.current || !floatingEl) return;
    const el = floatingEl.querySelector<HTMLElement>(`[data-day="${focusDay}"]`);
    if (el) { wantFocus.current = false; el.focus(); }
  }, [open, focusDay, view, floatingEl]);

  // A press outside both the field and the popover closes it (Tab out is the focus manager's job).
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      const path = e.composedPath();
      if (!path.some((n) => n === rootRef.current || n === floatingEl)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [open, floatingEl]);

  const onInputKeyDown = (side: 0 | 1) => (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      // Consumed only when there was something to commit, so a form can still submit on Enter;
      // submitting in the same event would read the value from before this commit.
      if (drafts[side].trim() !== (value[side] ?? '')) { e.preventDefault(); commit(side); }
    } else if (e.key === 'ArrowDown') {
      e.preventDefault();
      openCalendar(true);
    } else if (e.key === 'Escape' && open) {
      e.stopPropagation();
      close(false);
    }
  };

  const onPopupKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'Escape') return;
    // The Esc that closes the calendar must not also close an enclosing dialog.
    e.stopPropagation();
    e.preventDefault();
    close(true);
  };

  const isInvalid = isInvalidField(invalid, aria['aria-invalid']);
  const probe = anchor ? (hover ?? focusDay) : null;
  const [rangeStart, rangeEnd] = anchor ? (probe && !isDisabled(probe) ? ordered(anchor, probe) : [anchor, anchor]) : ordered(value[0], value[1]);
  const hasContent = value[0] != null || value[1] != null || drafts[0] !== '' || drafts[1] !== '';

  const input = (side: 0 | 1) => (
    <input
      ref={inputs[side]} id={side === 0 ? ids.start : ids.end} value={drafts[side]} disabled={disabled}
      placeholder={side === 0 ? l.start : l.end} aria-label={side === 0 ? l.start : l.end} autoComplete="off"
      aria-invalid={isInvalid || errors[side] != null || undefined} aria-required={aria['aria-required'] || undefined}
      aria-describedby={[aria['aria-describedby'], errors[side] ? ids.err[side] : null].filter(Boolean).join(' ') || undefined}
      onChange={(e) => { const text = e.target.value; setDrafts((d) => (side === 0 ? [text, d[1]] : [d[0], text])); }}
      onFocus={() => { origin.current = side; }}
      onBlur={() => commit(side)}
      onClick={() => openCalendar(false)}
      onKeyDown={onInputKeyDown(side)}
    />
  );

  const panel = (index: 0 | 1): MonthPanelProps => {
    const first = addMonths(view, index);
    const [year, month] = [Number(first.slice(0, 4)), Number(first.slice(5, 7))];
    return {
      title: l.yearMonth(year, l.months[month - 1] ?? String(month)), titleId: ids.title[index]!,
      navBefore: index === 0 ? [{ label: l.prevYear, months: -12 }, { label: l.prevMonth, months: -1 }] : [],
      navAfter: index === 1 ? [{ label: l.nextMonth, months: 1 }, { label: l.nextYear, months: 12 }] : [],
      onNavigate: (months) => { setView(addMonths(view, months)); setFocusDay(addMonths(focusDay, months)); },
      year, month, focusDay, rangeStart, rangeEnd, today, isDisabled, weekdays: l.weekdays,
      onPick: pick, onFocusDay: (day) => { wantFocus.current = true; showDay(day); }, onHoverDay: setHover,
    };
  };

  return (
    <div ref={rootRef} onPointerEnter={DateRangeCalendar.preload} onFocus={DateRangeCalendar.preload} role="group" aria-label={aria['aria-label']} aria-labelledby={aria['aria-labelledby']} className={classes('sca-date-range', className)}>
      <SheetStyle sheets={SHEETS} />
      <InputBox ref={box} data-invalid={isInvalid || errors.some(Boolean) || undefined} data-disabled={disabled || undefined}>
        {input(0)}
        <span data-affix aria-hidden="true">{l.separator}</span>
        {input(1)}
        {hasContent && !disabled ? (
          <button type="button" data-affix="" aria-label={l.clear} title={l.clear} onClick={clear}><Icon name="close" size={14} /></button>
        ) : null}
        <button
          type="button" data-affix="" aria-label={l.open} title={l.open} disabled={disabled} aria-haspopup="dialog" aria-expanded={open}
          onClick={() => (open ? close(false) : openCalendar(true))}
        >
          <CalendarGlyph />
        </button>
      </InputBox>
      <div aria-live="polite">
        <div className="sca-date-range-message" id={ids.err[0]}>{errors[0]}</div>
        <div className="sca-date-range-message" id={ids.err[1]}>{errors[1]}</div>
      </div>
      {open ? (
        <Suspense fallback={null}>
          <DateRangeCalendar
            anchor={box} onOpenChange={setOpen} surfaceRef={setFloatingEl} onKeyDown={onPopupKeyDown} panels={[panel(0), panel(1)]}
            aria-label={aria['aria-labelledby'] ? undefined : (aria['aria-label'] ?? l.open)} aria-labelledby={aria['aria-labelledby']}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
