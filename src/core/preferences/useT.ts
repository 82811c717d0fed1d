/** Translation hooks: messages of the locale chosen in the preferences, with the provider's overrides. */
import { useMemo } from 'react';
import { contentLocale, createTranslator, hasMessages, type BuiltInLocale, type Locale, type MessageOverrides, type Translator } from '../../i18n';
import { useAdminInternals } from '../adminContext';
import { useStore } from '../store';

/**
 * A provider's translators, one per locale (they are pure), with its `messages` applied: two
 * providers on one page each get their own texts. A locale whose catalogue is not loaded yet
 * translates as zh-CN and is not cached.
 */
export function createTranslators(overrides?: MessageOverrides): (locale: Locale) => Translator {
  const cache = new Map<Locale, Translator>();
  return (locale) => {
    let t = cache.get(locale);
    if (!t) {
      t = createTranslator(locale, overrides);
      if (hasMessages(locale)) cache.set(locale, t);
    }
    return t;
  };
}

/**
 * The current built-in locale ('zh-CN' by default), the one the contract's labels and titles are
 * read in: for a registered language ('ja'), its fallback ('en'). The language itself is
 * `usePreferences().locale`.
 * @example
 * const locale = useLocale();
 * <span>{resource.title[locale]}</span>
 */
export function useLocale(): BuiltInLocale {
  return useStore(useAdminInternals().prefs, (s) => contentLocale(s.locale));
}

/**
 * The translator of the current locale (the provider's `messages` first); re-renders on a language switch.
 * @example
 * const t = useT();
 * <span>{t('navbar.greeting')}</span> // 欢迎，管理员
 * t('tabs.closeTab', { title: t(view.title) })
 */
export function useT(): Translator {
  const { translate, prefs } = useAdminInternals();
  // The language itself (a registered one included), not the contract's built-in one.
  const locale = useStore(prefs, (s) => s.locale);
  return useMemo(() => translate(locale), [translate, locale]);
}
