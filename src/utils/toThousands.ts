/**
 * Adds thousands separators to a number or a plain numeric string, keeping
 * the sign and every decimal ('-1234567.89' -> '-1,234,567.89'). A leading '+'
 * is dropped. Returns '' for null, undefined, NaN, Infinity and strings that
 * are not plain decimals (no spaces, no commas, no exponent). Numbers that
 * JavaScript prints in exponent form below 1 (1e-7) are returned as printed.
 *
 * @example
 * toThousands(1234567)        // '1,234,567'
 * toThousands(-1234567.89)    // '-1,234,567.89'
 * toThousands('1000.5')       // '1,000.5'
 * toThousands('abc')          // ''
 */
export function toThousands(num: number | string | null | undefined): string {
  let text: string;
  if (typeof num === 'number') {
    if (!Number.isFinite(num)) return '';
    text = Number.isInteger(num) && Math.abs(num) >= 1e21 ? BigInt(num).toString() : String(num);
  } else if (typeof num === 'string') {
    text = num;
  } else {
    return '';
  }
  const match = /^([+-]?)(\d+)(\.\d+)?$/.exec(text);
  if (!match) return typeof num === 'number' ? text : '';
  const sign = match[1] === '-' ? '-' : '';
  const integer = (match[2] ?? '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return sign + integer + (match[3] ?? '');
}
