import { availableLocales, registeredLocaleName } from '../../i18n';
import { usePreferences, useT } from '../../core';
import { IconButton, LazyDropdown } from '../../ui';
import type { MenuItem } from '../../ui';

/**
 * Language switch: 简体中文 (default), English, Español and the languages a host registered. Switching asks first when a tab holds
 * unsaved input, then remounts the views in the new language. The menu (and floating-ui) loads
 * on the first open: the login page shows this switch and should not download it up front.
 * @example
 * <LanguageSelect />
 */
export function LanguageSelect() {
  const t = useT();
  const { locale, setLocale } = usePreferences();
  // A registered language is named in its own words ('日本語'), the built-in ones by their message.
  const name = (l: string) => registeredLocaleName(l) ?? t(`locale.${l}`);
  const items: MenuItem[] = availableLocales().map((l) => ({
    key: l, label: <span lang={l}>{name(l)}</span>, textValue: name(l), disabled: l === locale, ...(l === locale ? { icon: 'check' as const } : {}),
  }));
  return (
    <LazyDropdown items={items} label={t('locale.label')} onSelect={(key) => void setLocale(key)}>
      <IconButton icon="language" label={`${t('navbar.language')}: ${name(locale)}`} />
    </LazyDropdown>
  );
}
