/** Translation hooks: messages of the locale chosen in the preferences. */
import { useMemo } from 'react';
import { createTranslator, hasMessages, type Locale, type Translator } from '../../i18n';
import { useAdminInternals } from '../adminContext';
import { useStore } from '../store';

const cache = new Map<Locale, Translator>();

/**
 * One translator per locale for the whole page (they are pure). The preferences only switch to a
 * locale whose catalogue is loaded; one that is not translates as zh-CN and is not cached.
 */
export function translatorFor(locale: Locale): Translator {
  let t = cache.get(locale);
  if (!t) {
    t = createTranslator(locale);
    if (hasMessages(locale)) cache.set(locale, t);
  }
  return t;
}

/** The current locale ('zh-CN' by default). */
export function useLocale(): Locale {
  return useStore(useAdminInternals().prefs, (s) => s.locale);
}

/**
 * The translator of the current locale; re-renders on a language switch.
 * @example
 * const t = useT();
 * <span>{t('navbar.greeting')}</span> // 欢迎，管理员
 * t('tabs.closeTab', { title: t(view.title) })
 */
export function useT(): Translator {
  const locale = useLocale();
  return useMemo(() => translatorFor(locale), [locale]);
}
