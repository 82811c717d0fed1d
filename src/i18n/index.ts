/** zh-CN (source, bundled), en and es (loaded on demand) messages of the shell and the route titles, plus the translator. */
export { LOCALES, SOURCE_LOCALE, hasMessages, loadMessages, isLocale, interpolate, createTranslator, paramsOf, addSourceMessages, addMessages } from './createTranslator';
export type { Locale, Messages, TranslateParams, Translator } from './createTranslator';
export type { MessageKey } from './messages/zh-CN';
