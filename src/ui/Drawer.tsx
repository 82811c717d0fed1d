import { useId } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { css, keyframes, styled } from 'styled-components';
import { Backdrop, DialogBody, DialogHeader, motion } from './Dialog';
import { IconButton } from './IconButton';
import { useModal } from './popper';
import { cssVar } from './theme';

/**
 * @example
 * <Drawer open={mobileMenu} onClose={closeSidebar} label="导航菜单" style={{ background: 'var(--sc-sidebar-bg)' }}>
 *   <SidebarMenu />
 * </Drawer>
 */
export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  /** Side it slides in from (default left, like the mobile sidebar). */
  placement?: 'left' | 'right';
  /** Width in px or any CSS length (default 210px, the sidebar width). */
  size?: number | string;
  /** Visible heading; when absent, give `label` so the drawer still has an accessible name. */
  title?: ReactNode;
  label?: string;
  children?: ReactNode;
  /** Accessible name of the × button; no × when absent (the mobile menu closes by backdrop/Esc). */
  closeLabel?: string;
  /** Panel style: the sidebar drawer passes its own background. */
  style?: CSSProperties;
  className?: string;
}

const slideLeft = keyframes`from { transform: translateX(-100%); } to { transform: none; }`;
const slideRight = keyframes`from { transform: translateX(100%); } to { transform: none; }`;

const Panel = styled.aside<{ $side: 'left' | 'right'; $size: string }>`
  position: fixed; top: 0; bottom: 0; width: min(${(p) => p.$size}, 90vw); box-sizing: border-box;
  display: flex; flex-direction: column; overflow: auto;
  background: ${cssVar.bg}; color: ${cssVar.text}; box-shadow: 0 8px 24px rgba(0, 0, 0, 0.2);
  ${(p) => (p.$side === 'left' ? css`left: 0; ${motion(slideLeft)}` : css`right: 0; ${motion(slideRight)}`)}
  &:focus { outline: none; }
`;

const Header = styled(DialogHeader)`
  display: flex; align-items: center; justify-content: space-between; padding-right: ${cssVar.spaceMd};
`;

/**
 * A modal panel sliding in from a side: the mobile sidebar, filters, details. Focus is trapped
 * inside, Esc and a backdrop click close it, focus returns to the opener.
 * @example
 * <Drawer open={mobileMenu} onClose={closeSidebar} label="导航菜单" style={{ background: 'var(--sc-sidebar-bg)' }}>
 *   <SidebarMenu />
 * </Drawer>
 */
export function Drawer({ open, onClose, placement = 'left', size = 210, title, label, children, closeLabel, style, className }: DrawerProps) {
  const titleId = useId();
  const { refs, context, getFloatingProps } = useModal({ open, onClose });
  if (!open) return null;
  return (
    <Backdrop context={context} onBackdropPress={onClose}>
      <Panel
        ref={refs.setFloating} $side={placement} $size={typeof size === 'number' ? `${size}px` : size}
        aria-modal="true" aria-labelledby={title ? titleId : undefined} aria-label={title ? undefined : label}
        style={style} className={className} {...getFloatingProps()}
      >
        {title || closeLabel ? (
          <Header>
            <h2 id={titleId}>{title}</h2>
            {closeLabel ? <IconButton icon="close" label={closeLabel} title="" onClick={onClose} /> : null}
          </Header>
        ) : null}
        {title ? <DialogBody>{children}</DialogBody> : children}
      </Panel>
    </Backdrop>
  );
}
