/**
 * Anything parseTime, formatTime and toDate accept as a point in time.
 * @example
 * toDate(1700000000)            // Date of 2023-11-14T22:13:20Z (seconds)
 * toDate('2024-01-02 03:04:05') // local 2024-01-02 03:04:05
 * toDate('nonsense')            // null
 */
export type TimeInput = Date | number | string | null | undefined;

function fromNumber(value: number): Date | null {
  if (!Number.isFinite(value)) return null;
  // A 10-digit timestamp is in seconds; anything else is milliseconds.
  const isSeconds = String(Math.abs(Math.trunc(value))).length === 10;
  const date = new Date(isSeconds ? value * 1000 : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * Converts a Date, a timestamp or a date string to a new Date, or null when
 * the input is null, undefined, empty or invalid.
 *
 * - number or all-digit string: 10 digits = seconds, otherwise milliseconds;
 * - 'YYYY-M-D[ time]' strings get their date part rewritten to 'YYYY/M/D'
 *   (Safari cannot parse the dash form with a time); ISO strings with 'T'
 *   and every other string are handed to the Date parser unchanged.
 *
 * @example
 * toDate(1700000000)            // Date of 2023-11-14T22:13:20Z (seconds)
 * toDate('2024-01-02 03:04:05') // local 2024-01-02 03:04:05
 * toDate('nonsense')            // null
 */
export function toDate(time: TimeInput): Date | null {
  if (time === null || time === undefined) return null;
  if (time instanceof Date) {
    return Number.isNaN(time.getTime()) ? null : new Date(time.getTime());
  }
  if (typeof time === 'number') return fromNumber(time);
  if (typeof time !== 'string') return null;
  const text = time.trim();
  if (text === '') return null;
  if (/^-?\d+$/.test(text)) return fromNumber(Number(text));
  const safe = text.replace(/^(\d{4})-(\d{1,2})-(\d{1,2})(?=\s|$)/, '$1/$2/$3');
  const date = new Date(safe);
  return Number.isNaN(date.getTime()) ? null : date;
}
