import type { ButtonHTMLAttributes, Ref } from 'react';
import { styled } from 'styled-components';
import { Icon } from './Icon';
import type { IconName } from './Icon';
import { cssVar } from './theme';

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

const Base = styled.button<{ $variant: 'plain' | 'filled' }>`
  display: inline-flex; align-items: center; justify-content: center; position: relative;
  min-width: ${cssVar.controlHeight}; height: ${cssVar.controlHeight}; padding: 0 6px;
  border-radius: ${cssVar.radius}; font: inherit; color: inherit; cursor: pointer;
  border: 1px solid ${(p) => (p.$variant === 'filled' ? cssVar.border : 'transparent')};
  background: ${(p) => (p.$variant === 'filled' ? cssVar.bg : 'transparent')};
  &:hover:not(:disabled), &[aria-pressed='true'], &[aria-expanded='true'] { background: ${cssVar.bgMuted}; color: ${cssVar.primary}; }
  &:focus-visible { outline: 2px solid ${cssVar.primary}; outline-offset: 1px; }
  &:disabled { opacity: 0.5; cursor: not-allowed; }
`;

/**
 * A button that shows only an icon; `label` becomes its accessible name (and hover title).
 * @example
 * <IconButton icon="fullscreen" label="全屏" pressed={active} onClick={toggle} />
 */
export function IconButton({ icon, label, variant = 'plain', iconSize = 18, pressed, type = 'button', title, ...rest }: IconButtonProps) {
  return (
    <Base $variant={variant} type={type} aria-label={label} title={title ?? label} aria-pressed={pressed} {...rest}>
      <Icon name={icon} size={iconSize} />
    </Base>
  );
}
