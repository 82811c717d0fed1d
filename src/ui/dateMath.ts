/**
 * Calendar-day arithmetic on `yyyy-MM-dd` strings. A day is a date, not an instant: the strings
 * are converted to a day count through `Date.UTC`, so adding days never crosses a daylight-saving
 * hour or drifts with the time zone, and equal days compare equal as plain strings.
 */

/** A calendar day as `yyyy-MM-dd`. */
export type DayString = string;

const MS_PER_DAY = 86_400_000;
const STRICT = /^(\d{4})-(\d{2})-(\d{2})$/;
// Typed input: also 2026-1-5, 2026/01/05, 2026.1.5 and 20260105.
const LOOSE = /^(\d{4})(?:[-/.](\d{1,2})[-/.](\d{1,2})|(\d{2})(\d{2}))$/;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function isRealDay(year: number, month: number, day: number): boolean {
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  return day <= daysInMonth(year, month);
}

/** Days in a month (`month` 1-12). */
export function daysInMonth(year: number, month: number): number {
  // Day 0 of the next month is the last day of this one; UTC so no zone can shift it.
  const d = new Date(Date.UTC(2000, 0, 1));
  d.setUTCFullYear(year, month, 0);
  return d.getUTCDate();
}

/**
 * Whether `text` is a real day written exactly as `yyyy-MM-dd`.
 * @example
 * isValidDate('2024-02-29') // true
 * isValidDate('2026-02-29') // false
 */
export function isValidDate(text: string): boolean {
  const m = STRICT.exec(text);
  return !!m && isRealDay(Number(m[1]), Number(m[2]), Number(m[3]));
}

/**
 * What the user typed as a `yyyy-MM-dd` day, or null when it is not a real day. Accepts a missing
 * leading zero, `/` or `.` separators and eight digits.
 * @example
 * normalizeDate(' 2026/1/5 ') // '2026-01-05'
 * normalizeDate('2026-13-01') // null
 */
export function normalizeDate(text: string): DayString | null {
  const m = LOOSE.exec(text.trim());
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2] ?? m[4]);
  const day = Number(m[3] ?? m[5]);
  return isRealDay(year, month, day) ? `${pad(year, 4)}-${pad(month)}-${pad(day)}` : null;
}

/**
 * The local-time Date at midnight of a `yyyy-MM-dd` day, or null when invalid.
 * @example
 * parseDate('2026-11-21')?.getDate() // 21, whatever the time zone
 */
export function parseDate(text: string): Date | null {
  if (!isValidDate(text)) return null;
  const [y, m, d] = text.split('-').map(Number) as [number, number, number];
  const date = new Date(2000, 0, 1);
  // setFullYear, unlike the constructor, does not map years 0-99 to 1900-1999.
  date.setFullYear(y, m - 1, d);
  return date;
}

/**
 * The local calendar day of a Date as `yyyy-MM-dd`.
 * @example
 * formatDate(new Date(2026, 10, 21, 23, 59)) // '2026-11-21'
 */
export function formatDate(date: Date): DayString {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Today (local time) as `yyyy-MM-dd`. */
export function todayString(now: Date = new Date()): DayString {
  return formatDate(now);
}

/** Days since 1970-01-01 (negative before). */
export function toDayNumber(day: DayString): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(2000, 0, 1));
  date.setUTCFullYear(y, m - 1, d);
  return Math.round(date.getTime() / MS_PER_DAY);
}

/** The inverse of `toDayNumber`. */
export function fromDayNumber(n: number): DayString {
  const date = new Date(n * MS_PER_DAY);
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/**
 * The day `n` days after `day` (before when negative).
 * @example
 * addDays('2026-12-31', 1) // '2027-01-01'
 */
export function addDays(day: DayString, n: number): DayString {
  return fromDayNumber(toDayNumber(day) + n);
}

/**
 * Whole days from `from` to `to` (negative when `to` is earlier).
 * @example
 * diffDays('2026-11-01', '2026-11-21') // 20
 */
export function diffDays(from: DayString, to: DayString): number {
  return toDayNumber(to) - toDayNumber(from);
}

/**
 * Same day `n` months later, clamped to the end of a shorter month.
 * @example
 * addMonths('2026-01-31', 1) // '2026-02-28'
 */
export function addMonths(day: DayString, n: number): DayString {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + n;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  return `${pad(year, 4)}-${pad(month)}-${pad(Math.min(d, daysInMonth(year, month)))}`;
}

/** The first day of the month of `day`. */
export function startOfMonth(day: DayString): DayString {
  return `${day.slice(0, 8)}01`;
}

/** 0 for Monday ... 6 for Sunday. */
export function weekdayIndex(day: DayString): number {
  // 1970-01-01 was a Thursday (index 3).
  return (((toDayNumber(day) + 3) % 7) + 7) % 7;
}

/** The Monday of the week of `day`. */
export function startOfWeek(day: DayString): DayString {
  return addDays(day, -weekdayIndex(day));
}

/** The Sunday of the week of `day`. */
export function endOfWeek(day: DayString): DayString {
  return addDays(day, 6 - weekdayIndex(day));
}

/**
 * The weeks (Monday first) that cover a month (`month` 1-12): 4 to 6 rows of 7 days, including
 * the days of the neighbouring months that fill the first and last week.
 * @example
 * monthMatrix(2026, 11)[0] // ['2026-10-26', ..., '2026-11-01']
 */
export function monthMatrix(year: number, month: number): DayString[][] {
  if (!Number.isInteger(year) || !Number.isInteger(month) || year < 1 || month < 1 || month > 12) return [];
  const first = `${pad(year, 4)}-${pad(month)}-01`;
  const last = addDays(first, daysInMonth(year, month) - 1);
  const weeks: DayString[][] = [];
  for (let monday = startOfWeek(first); monday <= last; monday = addDays(monday, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, i) => addDays(monday, i)));
  }
  return weeks;
}

/** Number of days in the inclusive range between two days, in either order. */
export function rangeLength(a: DayString, b: DayString): number {
  return Math.abs(diffDays(a, b)) + 1;
}
