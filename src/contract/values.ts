/**
 * What an amount and a date mean, written once: the server refuses what these refuse (400 naming
 * the field) and the console's forms check the same functions, so the two cannot drift.
 *
 * An amount (spec 000 section 5: zero or positive, up to two decimals) is plain decimal text:
 * ASCII digits without a leading zero, then at most two decimals after a point. `0x10`, `1e2`,
 * full-width `１００`, `1,000`, ` 12`, `+5`, `.5`, `5.` and `01` are not amounts; a JSON number is
 * read through its shortest text, so `12.5` passes and `0.1 + 0.2` (0.30000000000000004) does not.
 * A field whose contract minimum is negative (an adjustment line) also takes a leading `-`.
 */

/**
 * @example
 * new RegExp(AMOUNT_PATTERN).test('12.34') // true; '0x10', '1e2', '.5' -> false
 */
export const AMOUNT_PATTERN = '^(0|[1-9]\\d*)(\\.\\d{1,2})?$';
/**
 * @example
 * new RegExp(SIGNED_AMOUNT_PATTERN).test('-12.5') // true
 */
export const SIGNED_AMOUNT_PATTERN = '^-?(0|[1-9]\\d*)(\\.\\d{1,2})?$';

const AMOUNT = new RegExp(AMOUNT_PATTERN);
const SIGNED = new RegExp(SIGNED_AMOUNT_PATTERN);

/**
 * Whether `value` is amount text (a string as sent, or a JSON number by its shortest text).
 * @example
 * isAmountText('100') // true
 * isAmountText('0x10') // false
 * isAmountText('-5', { signed: true }) // true
 */
export function isAmountText(value: unknown, o: { signed?: boolean } = {}): boolean {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : typeof value === 'string' ? value : '';
  return (o.signed ? SIGNED : AMOUNT).test(text);
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATETIME = /^(\d{4}-\d{2}-\d{2})(?: (\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * A real calendar date `yyyy-MM-dd` (leap years counted): `2026-02-31` and `2026-13-01` are not.
 * @example
 * isCalendarDate('2024-02-29') // true
 * isCalendarDate('2026-02-31') // false
 */
export function isCalendarDate(value: unknown): boolean {
  const m = typeof value === 'string' ? DATE.exec(value) : null;
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 1 || mo < 1 || mo > 12 || d < 1) return false;
  const days = [31, y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][mo - 1]!;
  return d <= days;
}

/**
 * A real date with an optional real time `HH:mm[:ss]` (hours 00-23, minutes and seconds 00-59).
 * @example
 * isCalendarDateTime('2026-03-01 09:30') // true
 * isCalendarDateTime('2026-02-31 09:30') // false
 * isCalendarDateTime('2026-03-01 24:00') // false
 */
export function isCalendarDateTime(value: unknown): boolean {
  const m = typeof value === 'string' ? DATETIME.exec(value) : null;
  if (!m || !isCalendarDate(m[1])) return false;
  if (m[2] === undefined) return true;
  return Number(m[2]) <= 23 && Number(m[3]) <= 59 && (m[4] === undefined || Number(m[4]) <= 59);
}
