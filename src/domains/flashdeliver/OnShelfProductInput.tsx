import { product } from '../../contract/services/flashdeliver';
import { useLocale, useResourceList, type ListState } from '../../core';
import { useViewT, type FieldInputProps } from '../../resource';
import { Select, type SelectOption } from '../../ui';

const ON_SHELF: ListState = { page: 1, size: 200, sort: null, filters: { shelfStatus: 'onShelf' } };

/**
 * The product control of the menu and slot forms: only on-shelf products are offered (the server
 * refuses the others anyway, on the field). Given to `FieldInputOverrides` for
 * `flashdeliver.product`.
 * @example
 * <FieldInputOverrides inputs={{ 'flashdeliver.product': OnShelfProductInput }}><MenuPage /></FieldInputOverrides>
 */
export function OnShelfProductInput({ field, value, onChange, onBlur, disabled, variant: _variant, ...aria }: FieldInputProps) {
  const t = useViewT();
  const locale = useLocale();
  const list = useResourceList(product, ON_SHELF);
  const options: SelectOption[] = list.rows.map((r) => ({ value: String(r.id), label: String(r.name ?? r.id) }));
  // A stored value that is no longer on shelf keeps its id as its label rather than vanishing.
  const current = value ? options.find((o) => o.value === value) ?? { value, label: value } : null;
  return (
    <Select
      {...aria} options={options} value={current} disabled={disabled} clearable={!field.required}
      onChange={(v) => { onChange(v ?? ''); onBlur?.(); }}
      placeholder={t('resource.selectPlaceholder', { field: field.label[locale] })}
      clearLabel={t('resource.clear')} toggleLabel={t('resource.showOptions')} emptyText={t('common.empty')}
    />
  );
}
