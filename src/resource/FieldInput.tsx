import type { FieldDef } from '../contract/types';
import { useLocale, useRefOptions } from '../core';
import { Input, PasswordInput, Select, Textarea, type SelectOption } from '../ui';
import { useViewT } from './useViewT';

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
  const refs = useRefOptions(field.ref);
  const current: SelectOption | null = value ? { value, label: refs.labelOf(value) } : null;
  return (
    <Select
      {...aria} value={current} loadOptions={refs.loadOptions} disabled={disabled} clearable
      onChange={(v) => { onChange(v ?? ''); onBlur?.(); }}
      placeholder={t('resource.selectPlaceholder', { field: field.label[locale] })}
      clearLabel={t('resource.clear')} toggleLabel={t('resource.showOptions')} loadingText={t('common.loading')} emptyText={t('common.empty')} errorText={t('resource.loadFailed')}
    />
  );
}

/**
 * The control of one contract field: text, number (with the amount keystroke filter applied by
 * the form), enum and boolean selects, ref comboboxes fed by the target's select list, textarea,
 * password. It is controlled with string values, so what the user typed survives any failure.
 * @example
 * <FormField label="手机号"><FieldInput field={fields.phone} value={v} onChange={setV} /></FormField>
 */
export function FieldInput(props: FieldInputProps) {
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
  if (field.type === 'password') {
    return <PasswordInput {...aria} value={value} disabled={disabled} autoComplete="new-password" onChange={(e) => onChange(e.target.value)} onBlur={onBlur} toggleLabel={t('login.showPassword')} />;
  }
  if (field.type === 'text' && variant === 'form') {
    return <Textarea {...aria} value={value} disabled={disabled} rows={3} maxLength={field.max} showCount={Boolean(field.max)} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} placeholder={t('resource.inputPlaceholder', { field: label })} />;
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
