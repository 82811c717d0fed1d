import type { ButtonHTMLAttributes, Ref } from 'react';
import { Icon } from './Icon';
import type { IconName } from './Icon';
import { SheetStyle, classes, defineSheet } from './sheet';
import { cssVar } from './theme';

/**
 * @example
 * <IconButton icon="fullscreen" label="全屏" pressed={active} onClick={toggle} />
 */
export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  icon: IconName;
  /** Accessible name (required: the button shows no text). */
  label: string;
  /** `plain` for toolbars, `filled` for a bordered square like Element's circle buttons. */
  variant?: 'plain' | 'filled';
  /** Icon size in px (default 18). */
  iconSize?: number;
  /** A toggle's pressed state (e.g. the fullscreen button); sets aria-pressed. */
  pressed?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export const iconButtonSheet = defineSheet('icon-button', `
.sca-icon-button {
  display: inline-flex; align-items: center; justify-content: center; position: relative;
  min-width: ${cssVar.controlHeight}; height: ${cssVar.controlHeight}; padding: 0 6px;
  border-radius: ${cssVar.radius}; font: inherit; color: inherit; cursor: pointer;
  border: 1px solid transparent; background: transparent;
}
.sca-icon-button[data-variant='filled'] { border-color: ${cssVar.border}; background: ${cssVar.bg}; }
.sca-icon-button:hover:not(:disabled), .sca-icon-button[aria-pressed='true'], .sca-icon-button[aria-expanded='true'] { background: ${cssVar.bgMuted}; color: ${cssVar.primaryInk}; }
.sca-icon-button:focus-visible { outline: 2px solid ${cssVar.primary}; outline-offset: 1px; }
.sca-icon-button:disabled { opacity: 0.5; cursor: not-allowed; }
`);
const SHEETS = [iconButtonSheet];

/**
 * A button that shows only an icon; `label` becomes its accessible name (and hover title).
 * @example
 * <IconButton icon="fullscreen" label="全屏" pressed={active} onClick={toggle} />
 */
export function IconButton({ icon, label, variant = 'plain', iconSize = 18, pressed, type = 'button', title, className, ...rest }: IconButtonProps) {
  return (
    <>
      <SheetStyle sheets={SHEETS} />
      <button
        className={classes('sca-icon-button', className)} data-variant={variant} type={type} aria-label={label}
        title={title ?? label} aria-pressed={pressed} {...rest}
      >
        <Icon name={icon} size={iconSize} />
      </button>
    </>
  );
}
