import { AMOUNT_DECIMALS, PERCENT_CAP } from './constants';

/**
 * 1: percentage (digits only, capped at 100); 2: amount (digits, one point,
 * two decimals); 3: whole number (digits only).
 * @example
 * filterAmountInput('¥12.345', 2)  // '12.34'
 * filterAmountInput('150', 1)      // '100'
 * filterAmountInput('1a2b3', 3)    // '123'
 */
export type AmountInputMode = 1 | 2 | 3;

/** Leading zeros collapse to one: '00' -> '0', '007' -> '7', '0' stays. */
const collapseZeros = (digits: string): string => digits.replace(/^0+(?=\d)/, '');

/**
 * Cleans what the user typed into an amount field, keystroke by keystroke.
 *
 * - Mode 2: keeps digits and the first decimal point (later points are
 *   removed: '1.2.3' -> '1.23'), then keeps at most two decimals by cutting,
 *   not rounding ('12.345' -> '12.34'). A point with no digit before it gets
 *   a '0' ('.5' -> '0.5', '..1' -> '0.1'). A trailing point is kept so
 *   typing can go on ('12.' stays '12.').
 * - Modes 1 and 3: keep digits only. Mode 1 then caps the value at 100
 *   ('150' -> '100').
 * - All modes collapse leading zeros of the integer part ('00' -> '0',
 *   '012' -> '12', '00.5' -> '0.5').
 * - null, undefined and NaN give ''; numbers are read as String(value); an
 *   unknown mode is treated as mode 3.
 *
 * @example
 * filterAmountInput('¥12.345', 2)  // '12.34'
 * filterAmountInput('150', 1)      // '100'
 * filterAmountInput('1a2b3', 3)    // '123'
 */
export function filterAmountInput(value: string | number | null | undefined, mode: AmountInputMode): string {
  if (value === null || value === undefined || (typeof value === 'number' && Number.isNaN(value))) return '';
  const text = String(value);
  if (mode === 2) {
    const cleaned = text.replace(/[^\d.]/g, '');
    const point = cleaned.indexOf('.');
    if (point === -1) return collapseZeros(cleaned);
    const integer = collapseZeros(cleaned.slice(0, point)) || '0';
    const decimals = cleaned
      .slice(point + 1)
      .replace(/\./g, '')
      .slice(0, AMOUNT_DECIMALS);
    return `${integer}.${decimals}`;
  }
  const digits = collapseZeros(text.replace(/\D/g, ''));
  if (mode === 1 && digits !== '' && Number(digits) > PERCENT_CAP) return String(PERCENT_CAP);
  return digits;
}
