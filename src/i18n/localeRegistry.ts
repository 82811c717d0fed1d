/**
 * Locales beyond the kit's own three: a host registers another language's messages (typed against
 * our keys), its name for the language menu, and which built-in language fills the gaps (the keys
 * it leaves out, and the contract's field labels and titles, which exist in zh-CN, en and es).
 */
import type { MessageKey } from './messages/zh-CN';

/** The languages the kit ships. */
export const BUILT_IN_LOCALES = ['zh-CN', 'en', 'es'] as const;
/**
 * One of the kit's own languages.
 * @example
 * const fallback: BuiltInLocale = 'en';
 */
export type BuiltInLocale = (typeof BUILT_IN_LOCALES)[number];

/**
 * Keys a locale's messages may hold: every key of the kit (typed from the zh-CN table, so a typo does
 * not compile), menu titles (`route.*`) and the host's own texts (`host.*`).
 * @example
 * const key: OverridableKey = 'navbar.greeting';
 */
export type OverridableKey = MessageKey | `route.${string}` | `host.${string}`;

/**
 * A registered language's texts; any key left out falls back (see `LocaleDefinition.fallback`).
 * @example
 * export const ja: LocaleMessages = { 'navbar.greeting': 'ようこそ、管理者さん', 'locale.label': '言語' };
 */
export type LocaleMessages = { readonly [K in OverridableKey]?: string };

/** A module with the messages as its default export (what `() => import('./ja')` resolves to), or the messages. */
type Loaded = LocaleMessages | { readonly default: LocaleMessages };

/**
 * What `registerLocale` takes: the messages (or a loader, so they are a chunk of their own), the
 * language's own name for the menu, and the built-in language behind missing keys.
 * @example
 * registerLocale('zh-TW', { name: '繁體中文', fallback: 'zh-CN', messages: () => import('./zh-TW') });
 */
export interface LocaleDefinition {
  readonly messages: LocaleMessages | (() => Promise<Loaded>);
  /** Default: the language's own name from `Intl.DisplayNames` ('日本語' for 'ja'), else the tag. */
  readonly name?: string;
  /** Default: 'en' for any language but Chinese ones ('zh-*' fall back to 'zh-CN'). */
  readonly fallback?: BuiltInLocale;
}

interface Registered {
  readonly name: string;
  readonly fallback: BuiltInLocale;
  readonly load: () => Promise<LocaleMessages>;
}

const registry = new Map<string, Registered>();

// A BCP 47 tag: 'ja', 'zh-TW', 'pt-BR', 'sr-Latn-RS'.
const TAG = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

function ownName(locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale);
    return name && name !== locale ? name : locale;
  } catch {
    return locale;
  }
}

const unwrap = (m: Loaded): LocaleMessages => ('default' in m && typeof m.default === 'object' && m.default !== null ? m.default : m) as LocaleMessages;

/**
 * Registers another language (or replaces a registration): it then appears in the language menu
 * under its own name, and `AdminProvider`'s `locale` (or the user's choice) may name it. A
 * built-in tag (zh-CN, en, es) is refused: override its texts with `messages` instead.
 * @example
 * // ja.ts: export default defineLocaleMessages({ 'navbar.greeting': 'ようこそ、管理者さん' });
 * registerLocale('ja', () => import('./ja'));
 * registerLocale('zh-TW', { name: '繁體中文', messages: { 'navbar.greeting': '歡迎，管理員' } });
 */
export function registerLocale(locale: string, definition: LocaleDefinition | (() => Promise<Loaded>)): void {
  if (!TAG.test(locale) || (BUILT_IN_LOCALES as readonly string[]).includes(locale)) {
    throw new Error(`registerLocale: '${locale}' is not a language tag the kit can add (zh-CN, en and es are built in)`);
  }
  const def: LocaleDefinition = typeof definition === 'function' ? { messages: definition } : definition;
  const { messages } = def;
  const fallback: BuiltInLocale = def.fallback ?? (locale.startsWith('zh') ? 'zh-CN' : 'en');
  const load = typeof messages === 'function' ? () => messages().then(unwrap) : () => Promise.resolve(messages);
  registry.set(locale, { name: def.name ?? ownName(locale), fallback, load });
}

/**
 * The messages of a registered language, checked against the kit's keys: an unknown key (a typo,
 * a key the kit does not have) does not compile, even in a module of its own.
 * @example
 * export default defineLocaleMessages({ 'navbar.greeting': 'ようこそ', 'navbar.greetng': 'x' }); // type error: 'navbar.greetng'
 */
export function defineLocaleMessages<T extends LocaleMessages>(messages: T & { readonly [K in Exclude<keyof T, OverridableKey>]: never }): T {
  return messages;
}

/** The registration of `locale`, if any. */
export const registeredLocale = (locale: string): Registered | undefined => registry.get(locale);

/**
 * The languages a host registered, in registration order.
 * @example
 * registeredLocales() // ['ja', 'zh-TW']
 */
export const registeredLocales = (): readonly string[] => [...registry.keys()];
