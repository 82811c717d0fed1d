/** zh-CN (source, bundled), en and es (loaded on demand) messages of the shell and the route titles, plus the translator. */
export { LOCALES, SOURCE_LOCALE, hasMessages, loadMessages, isLocale, interpolate, createTranslator, addSourceMessages, addMessages } from './createTranslator';
export { formatMessage, formatNumber, pluralCategory, paramsOf } from './formatMessage';
export type { Locale, Messages, TranslateParams, Translator, OverridableKey, MessageTable, MessageOverrides } from './createTranslator';
export type { FormatParams } from './formatMessage';
export type { MessageKey } from './messages/zh-CN';
