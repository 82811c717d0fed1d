/**
 * Message lookup with `{param}` interpolation and a fallback chain (locale -> zh-CN -> key).
 * zh-CN (the source and default) is bundled; en and es are loaded on demand with
 * `loadMessages`, so the first page does not download three catalogues.
 */
import { zhCN, type MessageKey } from './messages/zh-CN';

export const LOCALES = ['zh-CN', 'en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
/** The source locale and the fallback of every lookup. */
export const SOURCE_LOCALE: Locale = 'zh-CN';

export type Messages = Readonly<Record<MessageKey, string>>;
export type TranslateParams = Readonly<Record<string, string | number>>;
export type Translator = (key: string, params?: TranslateParams) => string;

/** The catalogues loaded so far (zh-CN always). */
const loaded: Partial<Record<Locale, Messages>> = { [SOURCE_LOCALE]: zhCN };
const loaders: Readonly<Record<Locale, () => Promise<Messages>>> = {
  'zh-CN': () => Promise.resolve(zhCN),
  en: () => import('./messages/en').then((m) => m.en),
  es: () => import('./messages/es').then((m) => m.es),
};
const pending = new Map<Locale, Promise<Messages>>();
/** Texts that parts brought along (the resource views, the domains), per locale. */
const added: Record<Locale, Record<string, string>> = { 'zh-CN': {}, en: {}, es: {} };
const addedTables = new WeakSet<object>();

/**
 * Adds zh-CN texts that come with a lazily loaded part (the resource views), so the first page
 * does not carry them; en and es catalogues hold every key already.
 * @example
 * addSourceMessages(viewMessagesZhCN);
 */
export function addSourceMessages(table: Readonly<Record<string, string>>): void {
  Object.assign(added[SOURCE_LOCALE], table);
}

/**
 * Adds a domain's texts in every locale (its route titles and its pages' keys); a table is
 * added once however often it is passed.
 * @example
 * addMessages({ 'zh-CN': { 'meal.refund': '退款' }, en: { 'meal.refund': 'Refund' }, es: { 'meal.refund': 'Reembolsar' } });
 */
export function addMessages(tables: Readonly<Record<Locale, Readonly<Record<string, string>>>>): void {
  if (addedTables.has(tables)) return;
  addedTables.add(tables);
  for (const locale of LOCALES) Object.assign(added[locale], tables[locale]);
}

/** True when the catalogue of `locale` is loaded (zh-CN always is), i.e. `createTranslator` can use it. */
export function hasMessages(locale: Locale): boolean {
  return loaded[locale] !== undefined;
}

/**
 * Loads the catalogue of `locale` once (a separate chunk per language); a failed load can be retried.
 * @example
 * await loadMessages('en');
 * createTranslator('en')('navbar.greeting') // 'Welcome, administrator'
 */
export function loadMessages(locale: Locale): Promise<Messages> {
  const ready = loaded[locale];
  if (ready) return Promise.resolve(ready);
  let promise = pending.get(locale);
  if (!promise) {
    promise = loaders[locale]().then(
      (table) => {
        loaded[locale] = table;
        pending.delete(locale);
        return table;
      },
      (error: unknown) => {
        pending.delete(locale);
        throw error;
      },
    );
    pending.set(locale, promise);
  }
  return promise;
}

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
 * literal text passed as a key, e.g. a dynamic tab title, shows as it is). A locale whose
 * catalogue is not loaded yet (see `loadMessages`) translates as zh-CN.
 * @example
 * await loadMessages('en');
 * const t = createTranslator('en');
 * t('navbar.greeting') // 'Welcome, administrator'
 * t('tabs.closeTab', { title: 'Users' }) // 'Close Users'
 */
export function createTranslator(locale: Locale): Translator {
  const own = loaded[locale] ?? zhCN;
  const source = zhCN as Readonly<Record<string, string>>;
  const table = own as Readonly<Record<string, string>>;
  // A locale not loaded yet translates as zh-CN, its domains' texts included.
  const mine = added[loaded[locale] ? locale : SOURCE_LOCALE];
  const has = (t: Readonly<Record<string, string>>, key: string) => Object.prototype.hasOwnProperty.call(t, key) && t[key];
  return (key, params) => {
    const text = has(table, key) || has(mine, key) || has(source, key) || has(added[SOURCE_LOCALE], key) || key;
    return interpolate(text, params);
  };
}

/** The `{param}` names a message uses, sorted. */
export function paramsOf(text: string): string[] {
  return [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!))].sort();
}
