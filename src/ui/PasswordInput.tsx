import { useState } from 'react';
import { styled } from 'styled-components';
import { Icon } from './Icon';
import { Input } from './Input';
import type { InputProps } from './Input';
import { cssVar } from './theme';

/**
 * @example
 * <PasswordInput prefix={<Icon name="lock" />} placeholder="密码" toggleLabel="显示密码"
 *   value={password} onChange={(e) => setPassword(e.target.value)} />
 */
export interface PasswordInputProps extends Omit<InputProps, 'type' | 'suffix'> {
  /** Accessible name of the show/hide toggle (default 'Show password'); aria-pressed tells its state. */
  toggleLabel?: string;
}

const Toggle = styled.button`
  display: inline-flex; padding: 2px; margin-right: -4px; border: 0; border-radius: 2px; background: none;
  color: ${cssVar.textSecondary}; cursor: pointer;
  &:hover { color: ${cssVar.primaryInk}; }
  &:focus-visible { outline: 2px solid ${cssVar.primary}; }
`;

/**
 * A password input with a show/hide toggle (a real button with aria-pressed, reachable by Tab).
 * `autoComplete` defaults to 'current-password'; pass 'new-password' on change-password forms.
 * @example
 * <PasswordInput prefix={<Icon name="lock" />} placeholder="密码" toggleLabel="显示密码"
 *   value={password} onChange={(e) => setPassword(e.target.value)} />
 */
export function PasswordInput({ toggleLabel = 'Show password', autoComplete = 'current-password', ...rest }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <Input
      {...rest}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      spellCheck={false}
      suffix={
        <Toggle
          type="button" aria-label={toggleLabel} aria-pressed={visible}
          disabled={rest.disabled} onClick={() => setVisible((v) => !v)}
        >
          <Icon name={visible ? 'eye-off' : 'eye'} size={16} />
        </Toggle>
      }
    />
  );
}
