import type { CSSProperties, InputHTMLAttributes, ReactNode, Ref } from 'react';
import { styled } from 'styled-components';
import { isInvalidField } from './fieldControl';
import { cssVar } from './theme';

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

export const InputBox = styled.span`
  display: inline-flex; align-items: center; gap: 6px; box-sizing: border-box; width: 100%;
  height: ${cssVar.controlHeight}; padding: 0 10px; border-radius: ${cssVar.radius};
  border: 1px solid ${cssVar.border}; background: ${cssVar.bg}; color: ${cssVar.text};
  transition: border-color 0.2s;
  &:hover { border-color: #C0C4CC; }
  &:focus-within { border-color: ${cssVar.primary}; outline: 2px solid transparent; box-shadow: 0 0 0 2px ${cssVar.primaryLight}; }
  &[data-disabled] { background: ${cssVar.bgMuted}; }
  &[data-invalid], &[data-invalid]:hover, &[data-invalid]:focus-within { border-color: ${cssVar.danger}; }
  > svg, > [data-affix] { flex: none; color: ${cssVar.textSecondary}; }
  input {
    flex: 1; min-width: 0; height: 100%; padding: 0; border: 0; outline: 0; background: transparent;
    font: inherit; font-size: 14px; color: inherit;
  }
  input::placeholder { color: #A8ABB2; }
  input:disabled { cursor: not-allowed; }
`;

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
