/**
 * The message syntax of the catalogues: `{name}` as given, `{name, number}` through
 * `Intl.NumberFormat`, and `{name, plural, =0 {…} one {# entry} other {# entries}}` through
 * `Intl.PluralRules` (`#` is the number, formatted). A subset of ICU MessageFormat: enough for
 * counts and totals, with no runtime dependency.
 */

export type FormatParams = Readonly<Record<string, string | number>>;

const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

/**
 * A number as the locale writes it (grouping, decimal sign), for display only: amounts stay
 * decimal strings in arithmetic.
 * @example
 * formatNumber(12345.5, 'en') // '12,345.5'
 * formatNumber(12345.5, 'es') // '12.345,5'
 */
export function formatNumber(value: number, locale: string): string {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 20 });
    numberFormats.set(locale, format);
  }
  return format.format(value);
}

/**
 * The plural category of `count` in `locale` ('one', 'other', 'many'…).
 * @example
 * pluralCategory(1, 'en') // 'one'
 * pluralCategory(1, 'zh-CN') // 'other'
 */
export function pluralCategory(count: number, locale: string): Intl.LDMLPluralRule {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules.select(count);
}

/** The index of the `}` closing the `{` at `open`, or -1. */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return -1;
}

/** `=0 {none} one {# item} other {# items}` as selector -> sub-message. */
function pluralCases(body: string): Map<string, string> {
  const cases = new Map<string, string>();
  let i = 0;
  while (i < body.length) {
    const open = body.indexOf('{', i);
    if (open < 0) break;
    const selector = body.slice(i, open).trim();
    const end = closing(body, open);
    if (end < 0 || !selector) break;
    cases.set(selector, body.slice(open + 1, end));
    i = end + 1;
  }
  return cases;
}

function argument(inner: string, params: FormatParams, locale: string, whole: string): string {
  const comma = inner.indexOf(',');
  const name = (comma < 0 ? inner : inner.slice(0, comma)).trim();
  if (!/^\w+$/.test(name) || !Object.prototype.hasOwnProperty.call(params, name)) return whole;
  const value = params[name]!;
  if (comma < 0) return String(value);
  const rest = inner.slice(comma + 1);
  const second = rest.indexOf(',');
  const type = (second < 0 ? rest : rest.slice(0, second)).trim();
  const n = typeof value === 'number' ? value : Number(value);
  if (type === 'number') return Number.isFinite(n) ? formatNumber(n, locale) : String(value);
  if (type === 'plural' && second >= 0) {
    const cases = pluralCases(rest.slice(second + 1));
    const chosen = cases.get(`=${n}`) ?? cases.get(Number.isFinite(n) ? pluralCategory(n, locale) : 'other') ?? cases.get('other');
    if (chosen === undefined) return whole;
    const shown = Number.isFinite(n) ? formatNumber(n, locale) : String(value);
    return formatMessage(chosen.replace(/#/g, shown), params, locale);
  }
  return whole;
}

/**
 * Fills a message's arguments; an unknown name stays as written, so a missing param is visible
 * rather than silently empty.
 * @example
 * formatMessage('{count, plural, one {# entry} other {# entries}}', { count: 1 }, 'en') // '1 entry'
 * formatMessage('{total, number} in total', { total: 12345 }, 'en') // '12,345 in total'
 * formatMessage('Close {title}', { title: 'Users' }, 'en') // 'Close Users'
 */
export function formatMessage(text: string, params: FormatParams | undefined, locale: string): string {
  if (!params || !text.includes('{')) return text;
  let out = '';
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf('{', i);
    if (open < 0) break;
    const end = closing(text, open);
    if (end < 0) break;
    out += text.slice(i, open) + argument(text.slice(open + 1, end), params, locale, text.slice(open, end + 1));
    i = end + 1;
  }
  return out + text.slice(i);
}

/**
 * The argument names a message uses (plural cases' own arguments included), sorted.
 * @example
 * paramsOf('{count, plural, one {# of {total}} other {# of {total}}}') // ['count', 'total']
 */
export function paramsOf(text: string): string[] {
  const names = new Set<string>();
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf('{', i);
    if (open < 0) break;
    const end = closing(text, open);
    if (end < 0) break;
    const inner = text.slice(open + 1, end);
    const comma = inner.indexOf(',');
    const name = (comma < 0 ? inner : inner.slice(0, comma)).trim();
    if (/^\w+$/.test(name)) names.add(name);
    if (comma >= 0) {
      const rest = inner.slice(comma + 1);
      const second = rest.indexOf(',');
      if (second >= 0) for (const sub of pluralCases(rest.slice(second + 1)).values()) for (const n of paramsOf(sub)) names.add(n);
    }
    i = end + 1;
  }
  return [...names].sort();
}
