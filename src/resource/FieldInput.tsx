import { useLocale } from '../core';
import { PasswordInput, Textarea } from '../ui';
import { useFieldInputOverride } from './FieldInputOverrides';
import { AudioFieldInput } from './AudioFieldInput';
import { ImageFieldInput } from './ImageFieldInput';
import { PlainFieldInput, type FieldInputProps } from './PlainFieldInput';
import { useViewT } from './useViewT';

export type { FieldInputProps } from './PlainFieldInput';

/**
 * The control of one contract field: an image upload with thumbnail (its URL kept), text, number (with the amount keystroke filter applied by
 * the form), enum and boolean selects, ref comboboxes fed by the target's select list, textarea,
 * password or secret. It is controlled with string values, so what the user typed survives any failure.
 * @example
 * <FormField label="手机号"><FieldInput field={fields.phone} value={v} onChange={setV} /></FormField>
 */
export function FieldInput(props: FieldInputProps) {
  const t = useViewT();
  const locale = useLocale();
  const { field, value, onChange, onBlur, disabled, variant = 'form', ...aria } = props;
  const Override = useFieldInputOverride(field.type === 'ref' && variant === 'form' ? field.ref : undefined);
  if (Override) return <Override {...props} />;
  // Secrets (AppSecret, SMS and mail keys) are typed like passwords: hidden unless shown.
  if (field.type === 'password' || field.secret) {
    return <PasswordInput {...aria} value={value} disabled={disabled} autoComplete="new-password" onChange={(e) => onChange(e.target.value)} onBlur={onBlur} toggleLabel={t('login.showPassword')} />;
  }
  if (field.type === 'text' && variant === 'form') {
    return <Textarea {...aria} value={value} disabled={disabled} rows={3} maxLength={field.max} showCount={Boolean(field.max)} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} placeholder={t('resource.inputPlaceholder', { field: field.label[locale] })} />;
  }
  if (field.type === 'image' && variant === 'form') return <ImageFieldInput {...props} />;
  if (field.type === 'audio' && variant === 'form') return <AudioFieldInput {...props} />;
  return <PlainFieldInput {...props} />;
}
