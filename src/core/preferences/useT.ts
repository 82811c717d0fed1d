/** Translation hooks: messages of the locale chosen in the preferences, with the provider's overrides. */
import { useMemo } from 'react';
import { createTranslator, hasMessages, type Locale, type MessageOverrides, type Translator } from '../../i18n';
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
 * The current locale ('zh-CN' by default).
 * @example
 * const locale = useLocale();
 * <time lang={locale}>{date.toLocaleDateString(locale)}</time>
 */
export function useLocale(): Locale {
  return useStore(useAdminInternals().prefs, (s) => s.locale);
}

/**
 * The translator of the current locale (the provider's `messages` first); re-renders on a language switch.
 * @example
 * const t = useT();
 * <span>{t('navbar.greeting')}</span> // 欢迎，管理员
 * t('tabs.closeTab', { title: t(view.title) })
 */
export function useT(): Translator {
  const { translate } = useAdminInternals();
  const locale = useLocale();
  return useMemo(() => translate(locale), [translate, locale]);
}
