import { useState } from 'react';
import type { FieldDef } from '../contract/types';
import { useLocale, useRefOptions } from '../core';
import { Input, Select, type SelectOption } from '../ui';
import { useViewT } from './useViewT';

/**
 * @example
 * <PlainFieldInput field={fields.status} variant="filter" value={v} onChange={setV} aria-label="状态" />
 */
export interface FieldInputProps {
  field: FieldDef;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  disabled?: boolean;
  /** Filters offer an "all" choice and never a textarea. */
  variant?: 'form' | 'filter';
  id?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-required'?: boolean;
  'aria-label'?: string;
}

const INPUT_MODE: Partial<Record<FieldDef['type'], 'decimal' | 'numeric' | 'tel' | 'email' | 'url'>> = {
  amount: 'decimal', number: 'decimal', integer: 'numeric', percent: 'numeric', phone: 'tel', email: 'email', url: 'url', image: 'url',
};

function RefSelect({ field, value, onChange, onBlur, disabled, ...aria }: FieldInputProps) {
  const t = useViewT();
  const locale = useLocale();
  // The target's options load when the user heads for the field, or at once for the label of a
  // value it holds: a page of empty filters asks for none of its select lists.
  const [reached, setReached] = useState(false);
  const refs = useRefOptions(field.ref, reached || Boolean(value));
  const current: SelectOption | null = value ? { value, label: refs.labelOf(value) } : null;
  return (
    <Select
      {...aria} value={current} loadOptions={refs.loadOptions} disabled={disabled} clearable onReach={() => setReached(true)}
      onChange={(v) => { onChange(v ?? ''); onBlur?.(); }}
      placeholder={t('resource.selectPlaceholder', { field: field.label[locale] })}
      clearLabel={t('resource.clear')} toggleLabel={t('resource.showOptions')} loadingText={t('common.loading')} emptyText={t('common.empty')} errorText={t('resource.loadFailed')}
    />
  );
}

/**
 * The control of a contract field as a filter shows it: text and number inputs, enum and boolean
 * selects, ref comboboxes. `FieldInput` adds the form-only controls (password, multi-line text); the
 * filter bar uses this one, so a list page does not load those before its first rows.
 * @example
 * <PlainFieldInput field={fields.status} variant="filter" value={v} onChange={setV} aria-label="状态" />
 */
export function PlainFieldInput(props: FieldInputProps) {
  const t = useViewT();
  const locale = useLocale();
  const { field, value, onChange, onBlur, disabled, variant = 'form', ...aria } = props;
  const label = field.label[locale];
  if (field.type === 'ref' && field.ref) return <RefSelect {...props} />;
  if (field.type === 'enum' || field.type === 'boolean') {
    const options: SelectOption[] = field.type === 'boolean'
      ? [{ value: '1', label: t('common.yes') }, { value: '0', label: t('common.no') }]
      : (field.values ?? []).map((v) => ({ value: String(v.value), label: v.label[locale] }));
    return (
      <Select
        {...aria} options={options} value={value || null} disabled={disabled} clearable={variant === 'filter' || !field.required}
        onChange={(v) => { onChange(v ?? ''); onBlur?.(); }}
        placeholder={variant === 'filter' ? t('resource.allOptions') : t('resource.selectPlaceholder', { field: label })}
        clearLabel={t('resource.clear')} toggleLabel={t('resource.showOptions')} emptyText={t('common.empty')}
      />
    );
  }
  const placeholder = field.type === 'date' ? 'yyyy-MM-dd' : field.type === 'datetime' ? 'yyyy-MM-dd HH:mm:ss' : t('resource.inputPlaceholder', { field: label });
  return (
    <Input
      {...aria} value={value} disabled={disabled} placeholder={placeholder} inputMode={INPUT_MODE[field.type]}
      type={field.type === 'email' ? 'email' : 'text'} autoComplete="off"
      maxLength={field.type === 'string' || field.type === 'phone' ? (field.type === 'phone' ? 11 : field.max) : undefined}
      onChange={(e) => onChange(e.target.value)} onBlur={onBlur}
    />
  );
}
