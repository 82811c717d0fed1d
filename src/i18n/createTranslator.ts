/** Message lookup with `{param}` interpolation and a fallback chain (locale -> zh-CN -> key). */
import { en } from './messages/en';
import { es } from './messages/es';
import { zhCN, type MessageKey } from './messages/zh-CN';

export const LOCALES = ['zh-CN', 'en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
/** The source locale and the fallback of every lookup. */
export const SOURCE_LOCALE: Locale = 'zh-CN';

export type Messages = Readonly<Record<MessageKey, string>>;
export type TranslateParams = Readonly<Record<string, string | number>>;
export type Translator = (key: string, params?: TranslateParams) => string;

export const messages: Readonly<Record<Locale, Messages>> = { 'zh-CN': zhCN, en, es };

/** True for one of the supported locales. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * Replaces `{name}` with `params.name`; unknown names stay as written so a missing param is
 * visible rather than silently empty.
 * @example
 * interpolate('Close {title}', { title: 'Users' }) // 'Close Users'
 */
export function interpolate(text: string, params?: TranslateParams): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole);
}

/**
 * A translator for one locale. Unknown keys fall back to zh-CN, then to the key itself (so a
 * literal text passed as a key, e.g. a dynamic tab title, shows as it is).
 * @example
 * const t = createTranslator('en');
 * t('navbar.greeting') // 'Welcome, administrator'
 * t('tabs.closeTab', { title: 'Users' }) // 'Close Users'
 */
export function createTranslator(locale: Locale): Translator {
  const own = messages[locale] ?? messages[SOURCE_LOCALE];
  const source = messages[SOURCE_LOCALE] as Readonly<Record<string, string>>;
  const table = own as Readonly<Record<string, string>>;
  return (key, params) => {
    const text = (Object.prototype.hasOwnProperty.call(table, key) && table[key])
      || (Object.prototype.hasOwnProperty.call(source, key) && source[key])
      || key;
    return interpolate(text, params);
  };
}

/** The `{param}` names a message uses, sorted. */
export function paramsOf(text: string): string[] {
  return [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!))].sort();
}
