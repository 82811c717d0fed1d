/**
 * Message lookup with `{param}` interpolation and a fallback chain (locale -> zh-CN -> key).
 * zh-CN (the source and default) is bundled; en and es are loaded on demand with
 * `loadMessages`, so the first page does not download three catalogues.
 */
import { formatMessage } from './formatMessage';
import { BUILT_IN_LOCALES, registeredLocale, registeredLocales, type BuiltInLocale, type OverridableKey } from './localeRegistry';
import { zhCN, type MessageKey } from './messages/zh-CN';

/**
 * The built-in locales (a host adds more with `registerLocale`; `availableLocales()` lists all).
 * @example
 * LOCALES.map((locale) => <option key={locale} value={locale}>{locale}</option>)
 */
export const LOCALES = BUILT_IN_LOCALES;
/**
 * A language tag: a built-in one, or one a host registered ('ja', 'zh-TW').
 * @example
 * const locale: Locale = 'ja'; // after registerLocale('ja', …)
 */
export type Locale = BuiltInLocale | (string & {});
/** The source locale and the fallback of every lookup. */
export const SOURCE_LOCALE: BuiltInLocale = 'zh-CN';

export type Messages = Readonly<Record<MessageKey, string>>;
export type TranslateParams = Readonly<Record<string, string | number>>;
/**
 * @example
 * const t = useT();
 * <span>{t('navbar.greeting')}</span> // 欢迎，管理员
 * t('tabs.closeTab', { title: t(view.title) })
 */
export type Translator = (key: string, params?: TranslateParams) => string;

export type { OverridableKey };
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
export type MessageOverrides = { readonly [L in BuiltInLocale]?: MessageTable } & { readonly [locale: string]: MessageTable | undefined };

/** The catalogues loaded so far (zh-CN always), registered languages' included. */
const loaded = new Map<string, Readonly<Record<string, string>>>([[SOURCE_LOCALE, zhCN]]);
const loaders: Readonly<Record<BuiltInLocale, () => Promise<Messages>>> = {
  'zh-CN': () => Promise.resolve(zhCN),
  en: () => import('./messages/en').then((m) => m.en),
  es: () => import('./messages/es').then((m) => m.es),
};
const pending = new Map<string, Promise<unknown>>();
/** Texts that parts brought along (the resource views, the domains), per locale. */
const added: Record<BuiltInLocale, Record<string, string>> = { 'zh-CN': {}, en: {}, es: {} };
let addedTables = new WeakSet<object>();

/**
 * Adds zh-CN texts that come with a lazily loaded part (the resource views), so the first page
 * does not carry them; en and es catalogues hold every key already. A table is added once however
 * often it is passed, so a part may pass it on every render.
 * @example
 * addSourceMessages(viewMessagesZhCN);
 */
export function addSourceMessages(table: Readonly<Record<string, string>>): void {
  if (addedTables.has(table)) return;
  addedTables.add(table);
  Object.assign(added[SOURCE_LOCALE], table);
}

/**
 * Adds a domain's texts in every locale (its route titles and its pages' keys); a table is
 * added once however often it is passed.
 * @example
 * addMessages({ 'zh-CN': { 'meal.refund': '退款' }, en: { 'meal.refund': 'Refund' }, es: { 'meal.refund': 'Reembolsar' } });
 */
export function addMessages(tables: Readonly<Record<BuiltInLocale, Readonly<Record<string, string>>>>): void {
  if (addedTables.has(tables)) return;
  addedTables.add(tables);
  for (const locale of LOCALES) Object.assign(added[locale], tables[locale]);
}

/**
 * Forgets every text parts added (`addSourceMessages`, `addMessages`) and returns what puts them back. For tests
 * only, and not exported by the package: a test that mounts pages one after another checks what each page
 * brings by itself, not what the pages before it left (tests/dom/pageTitlesAlone.test.tsx); the test files
 * after it in the same worker get the texts back.
 * @example
 * const restore = forgetAddedMessages();
 * afterAll(restore);
 */
export function forgetAddedMessages(): () => void {
  const tables = addedTables;
  const texts = LOCALES.map((locale) => ({ ...added[locale] }));
  // In place: translators made before hold these objects.
  const clear = () => { for (const locale of LOCALES) for (const key of Object.keys(added[locale])) delete added[locale][key]; };
  clear();
  addedTables = new WeakSet<object>();
  return () => {
    clear();
    LOCALES.forEach((locale, i) => Object.assign(added[locale], texts[i]));
    addedTables = tables;
  };
}

/**
 * The built-in language behind `locale`: itself, a registered language's fallback, else zh-CN.
 * The contract's labels and titles (zh-CN, en, es) are read in it.
 * @example
 * contentLocale('en') // 'en'
 * contentLocale('ja') // 'en' (registered with the default fallback)
 */
export function contentLocale(locale: Locale): BuiltInLocale {
  if ((LOCALES as readonly string[]).includes(locale)) return locale as BuiltInLocale;
  return registeredLocale(locale)?.fallback ?? SOURCE_LOCALE;
}

/**
 * Every locale the language menu offers: the built-in ones, then the registered ones.
 * @example
 * registerLocale('ja', () => import('./ja'));
 * availableLocales() // ['zh-CN', 'en', 'es', 'ja']
 */
export const availableLocales = (): readonly Locale[] => [...LOCALES, ...registeredLocales()];

/**
 * A registered language's own name ('日本語'); null for a built-in one (its name is a message, `locale.<tag>`).
 * @example
 * registeredLocaleName('zh-TW') // '中文（台灣）' or the name it was registered with
 */
export const registeredLocaleName = (locale: Locale): string | null => registeredLocale(locale)?.name ?? null;

/** True when the catalogue of `locale` (and of its fallback) is loaded (zh-CN always is), i.e. `createTranslator` can use it. */
export function hasMessages(locale: Locale): boolean {
  return loaded.has(locale) && loaded.has(contentLocale(locale));
}

function loadOnce(locale: string, load: () => Promise<Readonly<Record<string, string>>>): Promise<unknown> {
  if (loaded.has(locale)) return Promise.resolve();
  let promise = pending.get(locale);
  if (!promise) {
    promise = load().then(
      (table) => { loaded.set(locale, table); pending.delete(locale); },
      (error: unknown) => { pending.delete(locale); throw error; },
    );
    pending.set(locale, promise);
  }
  return promise;
}

/**
 * Loads the catalogue of `locale` once (a separate chunk per language; a registered one with its
 * fallback's); a failed load can be retried. An unknown locale rejects.
 * @example
 * await loadMessages('en');
 * createTranslator('en')('navbar.greeting') // 'Welcome, administrator'
 */
export function loadMessages(locale: Locale): Promise<Readonly<Record<string, string>>> {
  const fallback = contentLocale(locale);
  const own = (LOCALES as readonly string[]).includes(locale)
    ? loadOnce(locale, loaders[locale as BuiltInLocale])
    : (() => {
      const registered = registeredLocale(locale);
      if (!registered) return Promise.reject(new Error(`No messages for locale '${locale}' (registerLocale it first)`));
      return Promise.all([loadOnce(fallback, loaders[fallback]), loadOnce(locale, () => registered.load() as Promise<Readonly<Record<string, string>>>)]);
    })();
  return own.then(() => loaded.get(locale)!);
}

/** True for a built-in or registered locale. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && ((LOCALES as readonly string[]).includes(value) || registeredLocale(value) !== undefined);
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
  const ready = hasMessages(locale);
  const effective: Locale = ready ? locale : SOURCE_LOCALE;
  const fallback = contentLocale(effective);
  const source = zhCN as Readonly<Record<string, string>>;
  // A registered language: its own texts, then its built-in fallback's, then zh-CN's.
  const own = fallback === effective ? NONE : (loaded.get(effective) ?? NONE);
  const table = loaded.get(fallback) ?? source;
  const mine = added[fallback];
  const ownOverrides = (overrides?.[effective] ?? NONE) as Readonly<Record<string, string>>;
  const fallbackOverrides = (fallback === effective ? NONE : overrides?.[fallback] ?? NONE) as Readonly<Record<string, string>>;
  const sourceOverrides = (overrides?.[SOURCE_LOCALE] ?? NONE) as Readonly<Record<string, string>>;
  const has = (t: Readonly<Record<string, string>>, key: string) => Object.prototype.hasOwnProperty.call(t, key) && t[key];
  return (key, params) => {
    const text = has(ownOverrides, key) || has(own, key) || has(fallbackOverrides, key) || has(table, key) || has(mine, key)
      || has(sourceOverrides, key) || has(source, key) || has(added[SOURCE_LOCALE], key) || key;
    return formatMessage(text, params, effective);
  };
}
