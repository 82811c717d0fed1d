import { toThousands } from './toThousands';

const UNITS = [
  { value: 1e3, symbol: 'k' },
  { value: 1e6, symbol: 'M' },
  { value: 1e9, symbol: 'G' },
  { value: 1e12, symbol: 'T' },
  { value: 1e15, symbol: 'P' },
  { value: 1e18, symbol: 'E' },
] as const;

const trimZeros = (fixed: string): string => fixed.replace(/\.0+$|(\.\d*[1-9])0+$/, '$1');

/**
 * Abbreviates a number with k (1e3), M (1e6), G (1e9), T (1e12), P (1e15)
 * or E (1e18), rounded to `digits` decimals (default 1, clamped to 0-20)
 * with trailing zeros trimmed. When rounding reaches 1000 of a unit the next
 * unit is used (999999 -> '1M', not '1000k'). Below 1000 in magnitude the
 * number is returned through toThousands. Negative numbers keep their sign.
 * Numeric strings are accepted; invalid input gives ''.
 *
 * @example
 * numberFormatter(1500)          // '1.5k'
 * numberFormatter(1234567, 2)    // '1.23M'
 * numberFormatter(-2000000000)   // '-2G'
 * numberFormatter(999.5)         // '999.5'
 */
export function numberFormatter(num: number | string, digits = 1): string {
  const value = typeof num === 'string' && num.trim() !== '' ? Number(num) : num;
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  const places = Number.isFinite(digits) ? Math.min(20, Math.max(0, Math.trunc(digits))) : 0;
  const abs = Math.abs(value);
  if (abs < 1000) return toThousands(value);
  let index = UNITS.length - 1;
  while (index > 0 && abs < (UNITS[index]?.value ?? 0)) index--;
  let unit = UNITS[index] ?? UNITS[0];
  let fixed = (abs / unit.value).toFixed(places);
  const bigger = UNITS[index + 1];
  if (Number(fixed) >= 1000 && bigger) {
    unit = bigger;
    fixed = (abs / unit.value).toFixed(places);
  }
  return (value < 0 ? '-' : '') + trimZeros(fixed) + unit.symbol;
}
