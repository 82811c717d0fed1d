import { CONTROL_SIZES, usePreferences, useT } from '../../core';
import { Dropdown, IconButton } from '../../ui';
import type { MenuItem } from '../../ui';

/**
 * Layout size switch (000 section 4): default, medium, small, mini. The choice changes the
 * control height variable, remounts the views and shows 'Switch Size Success'.
 * @example
 * <SizeSelect />
 */
export function SizeSelect() {
  const t = useT();
  const { size, setSize } = usePreferences();
  const items: MenuItem[] = CONTROL_SIZES.map((s) => ({
    key: s, label: t(`size.${s}`), disabled: s === size, ...(s === size ? { icon: 'check' as const } : {}),
  }));
  return (
    <Dropdown items={items} label={t('size.label')} onSelect={(key) => void setSize(key as (typeof CONTROL_SIZES)[number])}>
      <IconButton icon="size" label={`${t('navbar.size')}: ${t(`size.${size}`)}`} />
    </Dropdown>
  );
}
