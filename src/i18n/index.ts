/** zh-CN (source, bundled), en and es (loaded on demand) messages of the shell and the route titles, plus the translator; other languages a host registers. */
export { LOCALES, SOURCE_LOCALE, hasMessages, loadMessages, isLocale, interpolate, createTranslator, addSourceMessages, addMessages, availableLocales, contentLocale, registeredLocaleName } from './createTranslator';
export { BUILT_IN_LOCALES, defineLocaleMessages, registerLocale, registeredLocales } from './localeRegistry';
export { formatMessage, formatNumber, pluralCategory, paramsOf } from './formatMessage';
export type { Locale, Messages, TranslateParams, Translator, OverridableKey, MessageTable, MessageOverrides } from './createTranslator';
export type { BuiltInLocale, LocaleDefinition, LocaleMessages } from './localeRegistry';
export type { FormatParams } from './formatMessage';
export type { MessageKey } from './messages/zh-CN';
