import type { CSSProperties, HTMLAttributes, InputHTMLAttributes, ReactNode, Ref } from 'react';
import { isInvalidField } from './fieldControl';
import { SheetStyle, classes, defineSheet } from './sheet';
import { cssVar } from './theme';

/**
 * @example
 * <Input prefix={<Icon name="user" />} placeholder="用户名" value={name} onChange={(e) => setName(e.target.value)} />
 */
export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix' | 'size'> {
  /** Red border and aria-invalid (FormField sets aria-invalid itself when it shows an error). */
  invalid?: boolean;
  /** Decoration before the text, usually an `<Icon>`. */
  prefix?: ReactNode;
  /** Decoration or control after the text (PasswordInput puts its toggle here). */
  suffix?: ReactNode;
  /** Style of the outer box (width etc.); `style` goes to the input element. */
  boxStyle?: CSSProperties;
  ref?: Ref<HTMLInputElement>;
}

/**
 * The bordered box of text fields, selects and date ranges, and the small buttons inside it
 * (`<button data-affix>`: clear, open the list or the calendar).
 */
export const inputSheet = defineSheet('input', `
.sca-input {
  display: inline-flex; align-items: center; gap: 6px; box-sizing: border-box; width: 100%;
  height: ${cssVar.controlHeight}; padding: 0 10px; border-radius: ${cssVar.radius};
  border: 1px solid ${cssVar.border}; background: ${cssVar.bg}; color: ${cssVar.text};
  transition: border-color 0.2s;
}
.sca-input:hover { border-color: #C0C4CC; }
.sca-input:focus-within { border-color: ${cssVar.primary}; outline: 2px solid transparent; box-shadow: 0 0 0 2px ${cssVar.primaryLight}; }
.sca-input[data-disabled] { background: ${cssVar.bgMuted}; }
.sca-input[data-invalid], .sca-input[data-invalid]:hover, .sca-input[data-invalid]:focus-within { border-color: ${cssVar.danger}; }
.sca-input > svg, .sca-input > [data-affix] { flex: none; color: ${cssVar.textSecondary}; }
.sca-input input {
  flex: 1; min-width: 0; height: 100%; padding: 0; border: 0; outline: 0; background: transparent;
  font: inherit; font-size: ${cssVar.fontSize}; color: inherit;
}
.sca-input input::placeholder { color: ${cssVar.textPlaceholder}; }
.sca-input input:disabled { cursor: not-allowed; }
.sca-input > button[data-affix] { display: inline-flex; padding: 2px; border: 0; background: none; cursor: pointer; }
.sca-input > button[data-affix]:hover:not(:disabled) { color: ${cssVar.primaryInk}; }
.sca-input > button[data-affix]:focus-visible { outline: 2px solid ${cssVar.primary}; border-radius: 2px; }
.sca-input > button[data-affix]:disabled { cursor: not-allowed; }
.sca-input > button[data-affix='select'] { margin-right: -4px; }
`);
const SHEETS = [inputSheet];

export interface InputBoxProps extends HTMLAttributes<HTMLSpanElement> {
  ref?: Ref<HTMLSpanElement>;
}

/**
 * The bordered box around a field's input (and its affixes): focus, hover, disabled
 * (`data-disabled`) and error (`data-invalid`) states.
 * @example
 * <InputBox data-invalid={bad || undefined}><input aria-label="订单号" /></InputBox>
 */
export function InputBox({ className, ...rest }: InputBoxProps) {
  return (
    <>
      <SheetStyle sheets={SHEETS} />
      <span className={classes('sca-input', className)} {...rest} />
    </>
  );
}

/**
 * A text input in a bordered box with optional prefix/suffix; the box shows focus and error states.
 * @example
 * <Input prefix={<Icon name="user" />} placeholder="用户名" value={name} onChange={(e) => setName(e.target.value)} />
 */
export function Input({ invalid, prefix, suffix, boxStyle, className, disabled, ...rest }: InputProps) {
  const isInvalid = isInvalidField(invalid, rest['aria-invalid']);
  return (
    <InputBox data-invalid={isInvalid || undefined} data-disabled={disabled || undefined} className={className} style={boxStyle}>
      {prefix}
      <input disabled={disabled} aria-invalid={isInvalid || undefined} {...rest} />
      {suffix}
    </InputBox>
  );
}
