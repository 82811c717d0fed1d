/**
 * Message lookup with `{param}` interpolation and a fallback chain (locale -> zh-CN -> key).
 * zh-CN (the source and default) is bundled; en and es are loaded on demand with
 * `loadMessages`, so the first page does not download three catalogues.
 */
import { formatMessage } from './formatMessage';
import { zhCN, type MessageKey } from './messages/zh-CN';

/**
 * @example
 * LOCALES.map((locale) => <option key={locale} value={locale}>{locale}</option>)
 */
export const LOCALES = ['zh-CN', 'en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
/** The source locale and the fallback of every lookup. */
export const SOURCE_LOCALE: Locale = 'zh-CN';

export type Messages = Readonly<Record<MessageKey, string>>;
export type TranslateParams = Readonly<Record<string, string | number>>;
/**
 * @example
 * const t = useT();
 * <span>{t('navbar.greeting')}</span> // 欢迎，管理员
 * t('tabs.closeTab', { title: t(view.title) })
 */
export type Translator = (key: string, params?: TranslateParams) => string;

/**
 * Keys a host may set: every key of the kit (typed from the zh-CN table, so a typo does not
 * compile), menu titles (`route.*`, a domain's or the host's own) and the host's own texts (`host.*`).
 * @example
 * await loadMessages('en');
 * const t = createTranslator('en', { en: { 'navbar.greeting': 'Hello, partner' } });
 * t('navbar.greeting') // 'Hello, partner'
 * t('tabs.closeTab', { title: 'Users' }) // 'Close Users'
 * t('errorLog.open', { count: 1 }) // 'Show the error log (1 entry)'
 */
export type OverridableKey = MessageKey | `route.${string}` | `host.${string}`;
/**
 * One locale's texts by key.
 * @example
 * await loadMessages('en');
 * const t = createTranslator('en', { en: { 'navbar.greeting': 'Hello, partner' } });
 * t('navbar.greeting') // 'Hello, partner'
 * t('tabs.closeTab', { title: 'Users' }) // 'Close Users'
 * t('errorLog.open', { count: 1 }) // 'Show the error log (1 entry)'
 */
export type MessageTable<K extends string = OverridableKey> = { readonly [P in K]?: string };
/**
 * Per-locale texts that win over the kit's own (AdminProvider's `messages`).
 * @example
 * const messages: MessageOverrides = {
 *   en: { 'navbar.greeting': 'Hello, partner', 'host.portal': 'Partner portal' },
 *   'zh-CN': { 'navbar.greeting': '你好，伙伴' },
 * };
 */
export type MessageOverrides = { readonly [L in Locale]?: MessageTable };

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
 * Fills `{name}`, `{name, number}` and `{name, plural, one {…} other {…}}` (see `formatMessage`);
 * unknown names stay as written so a missing param is visible rather than silently empty.
 * @example
 * interpolate('Close {title}', { title: 'Users' }) // 'Close Users'
 * interpolate('{n, plural, one {# entry} other {# entries}}', { n: 1 }, 'en') // '1 entry'
 */
export function interpolate(text: string, params?: TranslateParams, locale: Locale = SOURCE_LOCALE): string {
  return formatMessage(text, params, locale);
}

const NONE: Readonly<Record<string, string>> = {};

/**
 * A translator for one locale. Lookup order: the `overrides` of that locale, the catalogue, the
 * parts' added texts, then zh-CN (overrides first), then the key itself (so a literal text passed
 * as a key, e.g. a dynamic tab title, shows as it is). A locale whose catalogue is not loaded yet
 * (see `loadMessages`) translates as zh-CN. Counts and plurals follow the locale's rules.
 * @example
 * await loadMessages('en');
 * const t = createTranslator('en', { en: { 'navbar.greeting': 'Hello, partner' } });
 * t('navbar.greeting') // 'Hello, partner'
 * t('tabs.closeTab', { title: 'Users' }) // 'Close Users'
 * t('errorLog.open', { count: 1 }) // 'Show the error log (1 entry)'
 */
export function createTranslator(locale: Locale, overrides?: MessageOverrides): Translator {
  // A locale not loaded yet translates as zh-CN, its domains' texts and overrides included.
  const effective: Locale = loaded[locale] ? locale : SOURCE_LOCALE;
  const table = (loaded[locale] ?? zhCN) as Readonly<Record<string, string>>;
  const source = zhCN as Readonly<Record<string, string>>;
  const mine = added[effective];
  const ownOverrides = (overrides?.[effective] ?? NONE) as Readonly<Record<string, string>>;
  const sourceOverrides = (overrides?.[SOURCE_LOCALE] ?? NONE) as Readonly<Record<string, string>>;
  const has = (t: Readonly<Record<string, string>>, key: string) => Object.prototype.hasOwnProperty.call(t, key) && t[key];
  return (key, params) => {
    const text = has(ownOverrides, key) || has(table, key) || has(mine, key)
      || has(sourceOverrides, key) || has(source, key) || has(added[SOURCE_LOCALE], key) || key;
    return formatMessage(text, params, effective);
  };
}
