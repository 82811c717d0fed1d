import type { ButtonHTMLAttributes, Ref } from 'react';
import { SheetStyle, classes, defineSheet } from './sheet';
import { cssVar } from './theme';

/**
 * @example
 * <Button variant="primary" loading={saving} onClick={save}>保存</Button>
 */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'default' | 'primary' | 'danger' | 'text';
  /** Shows a busy state and refuses clicks, so a form cannot be submitted twice. */
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

// Variants are attribute selectors: the sheet is static, whatever a page's buttons show.
export const buttonSheet = defineSheet('button', `
.sca-button {
  display: inline-flex; align-items: center; justify-content: center; gap: 6px;
  min-height: ${cssVar.controlHeight}; padding: 0 15px; border-radius: ${cssVar.radius}; font: inherit; cursor: pointer;
  border: 1px solid ${cssVar.border}; background: transparent; color: ${cssVar.text};
}
.sca-button[data-variant='text'] { border-color: transparent; color: ${cssVar.primaryInk}; }
.sca-button[data-variant='primary'] { border-color: ${cssVar.primaryFill}; background: ${cssVar.primaryFill}; color: ${cssVar.primaryText}; }
.sca-button[data-variant='danger'] { border-color: ${cssVar.dangerInk}; background: ${cssVar.dangerInk}; color: #FFFFFF; }
.sca-button:hover:not(:disabled) { filter: brightness(1.08); }
.sca-button:focus-visible { outline: 2px solid ${cssVar.primary}; outline-offset: 2px; }
.sca-button:disabled { opacity: 0.55; cursor: not-allowed; }
`);
const SHEETS = [buttonSheet];

/**
 * A button; `loading` disables it and marks it busy.
 * @example
 * <Button variant="primary" loading={saving} onClick={save}>保存</Button>
 */
export function Button({ variant = 'default', loading = false, disabled, children, type = 'button', className, ...rest }: ButtonProps) {
  return (
    <>
      <SheetStyle sheets={SHEETS} />
      <button
        className={classes('sca-button', className)} data-variant={variant} type={type}
        disabled={disabled || loading} aria-busy={loading || undefined} {...rest}
      >
        {loading ? <span aria-hidden="true">⏳</span> : null}
        {children}
      </button>
    </>
  );
}
