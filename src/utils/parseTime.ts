import { DEFAULT_TIME_FORMAT } from './constants';
import { toDate, type TimeInput } from './toDate';

const WEEKDAYS_ZH = ['日', '一', '二', '三', '四', '五', '六'] as const;

/**
 * Formats a point in time with `{token}` placeholders, in local time:
 * `{y}` year (4 digits), `{m}` month, `{d}` day, `{h}` hour (0-23),
 * `{i}` minute, `{s}` second (all zero-padded to 2) and `{a}` the weekday in
 * Chinese ('日', '一' ... '六'). Other text, unknown tokens included, is kept.
 *
 * The input follows {@link toDate}: 10-digit numbers are seconds, 13-digit
 * numbers milliseconds, numeric strings are numbers. Returns null for null,
 * undefined, empty or invalid input.
 *
 * @example
 * parseTime(new Date(2024, 0, 2, 3, 4, 5))        // '2024-01-02 03:04:05'
 * parseTime('2024-01-07', '{y}/{m}/{d} 星期{a}')  // '2024/01/07 星期日'
 * parseTime('')                                   // null
 */
export function parseTime(time: TimeInput, format: string = DEFAULT_TIME_FORMAT): string | null {
  const date = toDate(time);
  if (!date) return null;
  const values: Record<string, number> = {
    y: date.getFullYear(),
    m: date.getMonth() + 1,
    d: date.getDate(),
    h: date.getHours(),
    i: date.getMinutes(),
    s: date.getSeconds(),
  };
  return format.replace(/\{([ymdhisa])\}/g, (_match, key: string) => {
    if (key === 'a') return WEEKDAYS_ZH[date.getDay()] ?? '';
    return String(values[key]).padStart(key === 'y' ? 4 : 2, '0');
  });
}
