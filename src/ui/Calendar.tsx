import type { KeyboardEvent } from 'react';
import { styled } from 'styled-components';
import { addDays, addMonths, endOfWeek, monthMatrix, startOfWeek } from './dateMath';
import type { DayString } from './dateMath';
import { Icon } from './Icon';
import { cssVar } from './theme';

export interface CalendarProps {
  year: number;
  /** 1-12. */
  month: number;
  /** The day that takes Tab focus (roving tabindex); the grid without it has no tab stop. */
  focusDay: DayString | null;
  /** Highlighted range (ordered, both ends inclusive); a lone end marks one day. */
  rangeStart: DayString | null;
  rangeEnd: DayString | null;
  today: DayString;
  isDisabled: (day: DayString) => boolean;
  /** 7 short names, Monday first. */
  weekdays: readonly string[];
  /** Id of the element naming the grid (the month title). */
  labelledBy: string;
  /** A day was clicked, or Enter/Space pressed on it (disabled days are filtered out here). */
  onPick: (day: DayString) => void;
  /** Keyboard moved focus to another day (the caller re-renders and focuses it, maybe in the other month). */
  onFocusDay: (day: DayString) => void;
  /** The pointer is over a day (null: it left the grid), for the range preview. */
  onHoverDay: (day: DayString | null) => void;
}

const Grid = styled.table`
  border-collapse: separate; border-spacing: 0 4px; table-layout: fixed; width: 100%;
  th { height: 30px; font-weight: 400; font-size: ${cssVar.fontSizeSmall}; color: ${cssVar.textSecondary}; }
  td { padding: 0; height: 32px; text-align: center; }
  td[data-in-range] { background: ${cssVar.primaryLight}; }
  td[data-range-start] { border-radius: 16px 0 0 16px; }
  td[data-range-end] { border-radius: 0 16px 16px 0; }
  td[data-range-start][data-range-end] { border-radius: 16px; }
`;

const Day = styled.button<{ $end: boolean; $today: boolean }>`
  width: 28px; height: 28px; padding: 0; border: 0; border-radius: 50%; font: inherit; font-size: 13px; cursor: pointer;
  background: ${(p) => (p.$end ? cssVar.primaryFill : 'transparent')};
  color: ${(p) => (p.$end ? cssVar.primaryText : p.$today ? cssVar.primaryInk : cssVar.text)};
  font-weight: ${(p) => (p.$today ? 700 : 400)};
  &:hover:not([aria-disabled='true']) { color: ${(p) => (p.$end ? cssVar.primaryText : cssVar.primaryInk)}; }
  &:focus-visible { outline: 2px solid ${cssVar.primary}; outline-offset: 1px; }
  &[aria-disabled='true'] { cursor: not-allowed; color: #A8ABB2; background: ${cssVar.bgMuted}; }
`;

/** Where each navigation key moves focus from `day` (WAI-ARIA date picker grid). */
export function dayForKey(day: DayString, key: string, shiftKey = false): DayString | null {
  switch (key) {
    case 'ArrowLeft': return addDays(day, -1);
    case 'ArrowRight': return addDays(day, 1);
    case 'ArrowUp': return addDays(day, -7);
    case 'ArrowDown': return addDays(day, 7);
    case 'PageUp': return addMonths(day, shiftKey ? -12 : -1);
    case 'PageDown': return addMonths(day, shiftKey ? 12 : 1);
    case 'Home': return startOfWeek(day);
    case 'End': return endOfWeek(day);
    default: return null;
  }
}

/**
 * One month as a WAI-ARIA grid of day buttons named by their full date: arrows move by day and
 * week, PageUp/PageDown by month (with Shift by year), Home/End to the week's start and end,
 * Enter/Space pick. Days of the neighbouring months are left blank, so two calendars side by side
 * never show the same day twice. Controlled: the caller owns focus, range and month.
 * @example
 * <Calendar year={2026} month={11} focusDay={focus} rangeStart={from} rangeEnd={to} today="2026-11-21"
 *   isDisabled={(d) => d > '2026-11-21'} weekdays={['一', '二', '三', '四', '五', '六', '日']} labelledBy={titleId}
 *   onPick={pick} onFocusDay={setFocus} onHoverDay={setHover} />
 */
export function Calendar({
  year, month, focusDay, rangeStart, rangeEnd, today, isDisabled, weekdays, labelledBy, onPick, onFocusDay, onHoverDay,
}: CalendarProps) {
  const prefix = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-`;
  const inMonth = (day: DayString) => day.startsWith(prefix);
  const onKeyDown = (e: KeyboardEvent, day: DayString) => {
    const next = dayForKey(day, e.key, e.shiftKey);
    if (!next) return;
    e.preventDefault();
    onFocusDay(next);
  };
  return (
    <Grid role="grid" aria-labelledby={labelledBy} onMouseLeave={() => onHoverDay(null)}>
      <thead>
        <tr>{weekdays.map((w) => <th key={w} scope="col">{w}</th>)}</tr>
      </thead>
      <tbody>
        {monthMatrix(year, month).map((week) => (
          <tr key={week[0]}>
            {week.map((day) => {
              if (!inMonth(day)) return <td key={day} role="gridcell" />;
              const disabled = isDisabled(day);
              const isStart = day === rangeStart;
              const isEnd = day === (rangeEnd ?? rangeStart);
              const inRange = rangeStart != null && rangeEnd != null && day >= rangeStart && day <= rangeEnd;
              return (
                <td
                  key={day} role="gridcell" aria-selected={isStart || isEnd || inRange}
                  data-in-range={inRange || undefined} data-range-start={(inRange && isStart) || undefined} data-range-end={(inRange && isEnd) || undefined}
                >
                  <Day
                    type="button" data-day={day} aria-label={day} aria-disabled={disabled || undefined}
                    aria-current={day === today ? 'date' : undefined} tabIndex={day === focusDay ? 0 : -1}
                    $end={isStart || isEnd} $today={day === today}
                    onClick={() => { if (!disabled) onPick(day); }}
                    onKeyDown={(e) => onKeyDown(e, day)}
                    onMouseEnter={() => onHoverDay(day)}
                  >
                    {Number(day.slice(8))}
                  </Day>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </Grid>
  );
}

export interface MonthNav {
  /** Accessible name (and tooltip). */
  label: string;
  /** Months to move: negative back; a year or more shows a double chevron. */
  months: number;
}

export interface MonthPanelProps extends Omit<CalendarProps, 'labelledBy'> {
  /** The month's title, e.g. '2026年 11月'. */
  title: string;
  titleId: string;
  /** Navigation buttons left and right of the title. */
  navBefore?: readonly MonthNav[];
  navAfter?: readonly MonthNav[];
  onNavigate: (months: number) => void;
}

const Panel = styled.div`width: 252px;`;
const Header = styled.div`
  display: flex; align-items: center; gap: 2px; height: 32px;
  > span { flex: 1; text-align: center; font-weight: 500; }
`;
const Nav = styled.button`
  display: inline-flex; padding: 2px ${cssVar.spaceXs}; border: 0; background: none; color: ${cssVar.textSecondary}; cursor: pointer;
  &:hover { color: ${cssVar.primaryInk}; }
  &:focus-visible { outline: 2px solid ${cssVar.primary}; border-radius: 2px; }
`;

/**
 * A month with its title (announced politely when it changes) and month/year navigation buttons.
 * @example
 * <MonthPanel {...calendarProps} title="2026年 11月" titleId={id} navBefore={[{ label: '上个月', months: -1 }]} onNavigate={shift} />
 */
export function MonthPanel({ title, titleId, navBefore = [], navAfter = [], onNavigate, ...calendar }: MonthPanelProps) {
  const nav = ({ label, months }: MonthNav) => {
    const icon = months < 0 ? 'chevron-left' : 'chevron-right';
    return (
      <Nav key={label} type="button" aria-label={label} title={label} onClick={() => onNavigate(months)}>
        <Icon name={icon} size={14} />
        {Math.abs(months) >= 12 ? <Icon name={icon} size={14} style={{ marginLeft: -9 }} /> : null}
      </Nav>
    );
  };
  return (
    <Panel>
      <Header>
        {navBefore.map(nav)}
        <span id={titleId} aria-live="polite">{title}</span>
        {navAfter.map(nav)}
      </Header>
      <Calendar {...calendar} labelledBy={titleId} />
    </Panel>
  );
}
