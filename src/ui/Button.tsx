import type { ButtonHTMLAttributes, Ref } from 'react';
import { styled } from 'styled-components';
import { cssVar } from './theme';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'default' | 'primary' | 'danger' | 'text';
  /** Shows a busy state and refuses clicks, so a form cannot be submitted twice. */
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

// Variants are attribute selectors, not prop interpolations: the CSS is then static, generated
// once per app instead of once per rendered button (a list renders dozens per page).
const Base = styled.button`
  display: inline-flex; align-items: center; justify-content: center; gap: 6px;
  min-height: ${cssVar.controlHeight}; padding: 0 15px; border-radius: ${cssVar.radius}; font: inherit; cursor: pointer;
  border: 1px solid ${cssVar.border}; background: transparent; color: ${cssVar.text};
  &[data-variant='text'] { border-color: transparent; color: ${cssVar.primary}; }
  &[data-variant='primary'] { border-color: ${cssVar.primary}; background: ${cssVar.primary}; color: ${cssVar.primaryText}; }
  &[data-variant='danger'] { border-color: ${cssVar.danger}; background: ${cssVar.danger}; color: ${cssVar.primaryText}; }
  &:hover:not(:disabled) { filter: brightness(1.08); }
  &:focus-visible { outline: 2px solid ${cssVar.primary}; outline-offset: 2px; }
  &:disabled { opacity: 0.55; cursor: not-allowed; }
`;

/**
 * A button; `loading` disables it and marks it busy.
 * @example
 * <Button variant="primary" loading={saving} onClick={save}>保存</Button>
 */
export function Button({ variant = 'default', loading = false, disabled, children, type = 'button', ...rest }: ButtonProps) {
  return (
    <Base data-variant={variant} type={type} disabled={disabled || loading} aria-busy={loading || undefined} {...rest}>
      {loading ? <span aria-hidden="true">⏳</span> : null}
      {children}
    </Base>
  );
}
