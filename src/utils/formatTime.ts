import { parseTime } from './parseTime';
import { toDate, type TimeInput } from './toDate';

/**
 * Languages formatTime can speak.
 * @example
 * const now = Date.parse('2024-05-01T12:00:00Z')
 * formatTime(now - 100_000, { now })                        // '2分钟前'
 * formatTime(now - 5400_000, { now, locale: 'en' })          // '2 hours ago'
 * formatTime(now - 90_000_000, { now, locale: 'es' })        // 'hace 1 día'
 * formatTime(now - 7 * 86400_000, { now, format: '{m}-{d}' }) // e.g. '04-24'
 */
export type FormatTimeLocale = 'zh-CN' | 'en' | 'es';

/**
 * @example
 * const now = Date.parse('2024-05-01T12:00:00Z')
 * formatTime(now - 100_000, { now })                        // '2分钟前'
 * formatTime(now - 5400_000, { now, locale: 'en' })          // '2 hours ago'
 * formatTime(now - 90_000_000, { now, locale: 'es' })        // 'hace 1 día'
 * formatTime(now - 7 * 86400_000, { now, format: '{m}-{d}' }) // e.g. '04-24'
 */
export interface FormatTimeOptions {
  /** parseTime format used for times older than 48 hours. */
  format?: string;
  /** Text language, 'zh-CN' by default. */
  locale?: FormatTimeLocale;
  /** Reference "now" (ms timestamp or Date); defaults to the current time. */
  now?: number | Date;
}

interface RelativeTexts {
  justNow: string;
  minutes: (n: number) => string;
  hours: (n: number) => string;
  oneDay: string;
  date: (d: Date) => string;
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

const TEXTS: Record<FormatTimeLocale, RelativeTexts> = {
  'zh-CN': {
    justNow: '刚刚',
    minutes: (n) => `${n}分钟前`,
    hours: (n) => `${n}小时前`,
    oneDay: '1天前',
    date: (d) => `${d.getMonth() + 1}月${d.getDate()}日${d.getHours()}时${d.getMinutes()}分`,
  },
  en: {
    justNow: 'just now',
    minutes: (n) => `${n} ${n === 1 ? 'minute' : 'minutes'} ago`,
    hours: (n) => `${n} ${n === 1 ? 'hour' : 'hours'} ago`,
    oneDay: '1 day ago',
    date: (d) => `${d.getMonth() + 1}/${d.getDate()} ${d.getHours()}:${pad2(d.getMinutes())}`,
  },
  es: {
    justNow: 'justo ahora',
    minutes: (n) => `hace ${n} ${n === 1 ? 'minuto' : 'minutos'}`,
    hours: (n) => `hace ${n} ${n === 1 ? 'hora' : 'horas'}`,
    oneDay: 'hace 1 día',
    date: (d) => `${d.getDate()}/${d.getMonth() + 1} ${d.getHours()}:${pad2(d.getMinutes())}`,
  },
};

/**
 * Relative time of `time` seen from `now`:
 * - less than 30 s away (either direction): 'just now' ('刚刚');
 * - under 1 hour: minutes, rounded up as the original console did (100 s is '2分钟前', '2 minutes
 *   ago'; 30 s is 1 minute, 59 min 30 s is 60);
 * - under 24 hours: hours, rounded up (1 h 30 min is '2小时前'; 23 h 10 min is 24);
 * - under 48 hours: '1 day ago' ('1天前'), a fixed text, not rounded to 2 days;
 * - older, or 30 s or more in the future: `parseTime(time, format)` when a
 *   format is given, otherwise a short local date
 *   (zh-CN 'M月D日H时m分', en 'M/D H:mm', es 'D/M H:mm').
 *
 * `options` may be the format string itself. Returns null when `time` is
 * invalid (see toDate). An unknown locale falls back to zh-CN.
 *
 * @example
 * const now = Date.parse('2024-05-01T12:00:00Z')
 * formatTime(now - 100_000, { now })                        // '2分钟前'
 * formatTime(now - 5400_000, { now, locale: 'en' })          // '2 hours ago'
 * formatTime(now - 90_000_000, { now, locale: 'es' })        // 'hace 1 día'
 * formatTime(now - 7 * 86400_000, { now, format: '{m}-{d}' }) // e.g. '04-24'
 */
export function formatTime(time: TimeInput, options: string | FormatTimeOptions = {}): string | null {
  const opts: FormatTimeOptions = typeof options === 'string' ? { format: options } : options;
  const date = toDate(time);
  if (!date) return null;
  const texts = TEXTS[opts.locale ?? 'zh-CN'] ?? TEXTS['zh-CN'];
  const now = opts.now === undefined ? Date.now() : new Date(opts.now).getTime();
  const diff = (now - date.getTime()) / 1000;
  if (Math.abs(diff) < 30) return texts.justNow;
  if (diff > 0 && diff < 3600) return texts.minutes(Math.ceil(diff / 60));
  if (diff > 0 && diff < 86400) return texts.hours(Math.ceil(diff / 3600));
  if (diff > 0 && diff < 172800) return texts.oneDay;
  return opts.format ? parseTime(date, opts.format) : texts.date(date);
}
