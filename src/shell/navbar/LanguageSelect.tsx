import { LOCALES } from '../../i18n';
import { usePreferences, useT } from '../../core';
import { IconButton, LazyDropdown } from '../../ui';
import type { MenuItem } from '../../ui';

/**
 * Language switch: 简体中文 (default), English, Español. Switching asks first when a tab holds
 * unsaved input, then remounts the views in the new language. The menu (and floating-ui) loads
 * on the first open: the login page shows this switch and should not download it up front.
 * @example
 * <LanguageSelect />
 */
export function LanguageSelect() {
  const t = useT();
  const { locale, setLocale } = usePreferences();
  const items: MenuItem[] = LOCALES.map((l) => ({
    key: l, label: t(`locale.${l}`), disabled: l === locale, ...(l === locale ? { icon: 'check' as const } : {}),
  }));
  return (
    <LazyDropdown items={items} label={t('locale.label')} onSelect={(key) => void setLocale(key as (typeof LOCALES)[number])}>
      <IconButton icon="language" label={`${t('navbar.language')}: ${t(`locale.${locale}`)}`} />
    </LazyDropdown>
  );
}
