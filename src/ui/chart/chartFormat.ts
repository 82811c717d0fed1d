/**
 * Axis and tooltip numbers of charts in the reader's language: Chinese groups by 万 and 亿, English
 * and Spanish by k and M, each with its own decimal separator.
 */

/**
 * The kinds of chart the kit draws.
 * @example
 * const kind: ChartKind = 'stackedBar';
 */
export type ChartKind = 'line' | 'bar' | 'stackedBar' | 'pie';

const STEPS: Record<'zh' | 'latin', readonly (readonly [number, string])[]> = {
  zh: [[1e8, '亿'], [1e4, '万']],
  latin: [[1e6, 'M'], [1e3, 'k']],
};

/**
 * A short form of a number for an axis: `12.5万`, `12.5k`, `12,5k`.
 * @example
 * compactNumber(125000, 'zh-CN') // '12.5万'
 * compactNumber(125000, 'en') // '125k'
 * compactNumber(1500, 'es') // '1,5k'
 */
export function compactNumber(n: number, locale: string): string {
  const steps = STEPS[locale.startsWith('zh') ? 'zh' : 'latin'];
  const fmt = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  for (const [size, unit] of steps) {
    if (Math.abs(n) >= size) return `${fmt.format(n / size)}${unit}`;
  }
  return fmt.format(n);
}

/**
 * A full number for a tooltip or table cell, grouped in the reader's way; `decimals` fixes the
 * fraction digits (two for money).
 * @example
 * fullNumber(12345.5, 'en', 2) // '12,345.50'
 */
export function fullNumber(n: number, locale: string, decimals?: number): string {
  const o: Intl.NumberFormatOptions = decimals === undefined ? { maximumFractionDigits: 2 } : { minimumFractionDigits: decimals, maximumFractionDigits: decimals };
  return new Intl.NumberFormat(locale, o).format(n);
}
