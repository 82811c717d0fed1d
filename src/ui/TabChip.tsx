import type { ButtonHTMLAttributes, KeyboardEvent, MouseEvent, ReactNode, Ref } from 'react';
import { styled } from 'styled-components';
import { Icon } from './Icon';
import { cssVar } from './theme';

/**
 * @example
 * <div role="tablist" aria-label="已打开的页面">
 *   <TabChip title="首页" affix active={key === '/dashboard'} onSelect={() => go('/dashboard')} />
 *   <TabChip title="住户管理" onSelect={...} onClose={() => tabs.close(key)} {...menu.triggerProps(key)} />
 * </div>
 */
export interface TabChipProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'title' | 'onSelect'> {
  title: ReactNode;
  active?: boolean;
  /** Pinned tab (home): no close button, Delete and middle-click do nothing. */
  affix?: boolean;
  onSelect?: () => void;
  /** Close request: × click, middle click, or Delete on the focused tab. */
  onClose?: () => void;
  ref?: Ref<HTMLButtonElement>;
}

const Chip = styled.div<{ $active: boolean }>`
  display: inline-flex; align-items: center; flex: none; height: 26px; box-sizing: border-box; margin: ${cssVar.spaceXs} 0 0 5px;
  border: 1px solid ${(p) => (p.$active ? cssVar.primaryFill : '#d8dce5')}; border-radius: 2px;
  background: ${(p) => (p.$active ? cssVar.primaryFill : cssVar.bg)}; color: ${(p) => (p.$active ? cssVar.primaryText : cssVar.textSecondary)};
  font-size: ${cssVar.fontSizeSmall}; &:last-child { margin-right: 15px; }
`;

const Tab = styled.button<{ $active: boolean; $closable: boolean }>`
  display: inline-flex; align-items: center; gap: ${cssVar.spaceXs}; height: 100%; padding: 0 ${(p) => (p.$closable ? 2 : 8)}px 0 8px;
  border: 0; background: none; color: inherit; font: inherit; white-space: nowrap; cursor: pointer;
  ${(p) => (p.$active ? `&::before { content: ''; width: 8px; height: 8px; border-radius: 50%; background: ${cssVar.primaryText}; }` : '')}
  &:focus-visible { outline: 2px solid ${cssVar.primaryDark}; outline-offset: 1px; }
`;

const Close = styled.span`
  display: inline-flex; align-items: center; justify-content: center; width: 16px; height: 16px; margin-right: ${cssVar.spaceXs};
  border-radius: 50%; cursor: pointer;
  &:hover { background: #b4bccc; color: #fff; }
`;

/**
 * One chip of the visited-views strip (role=tab). The × is for the mouse only; keyboard users
 * close with Delete (announced through aria-keyshortcuts) or the context menu the strip attaches
 * with `onContextMenu`/`onKeyDown`. The strip owns the tablist and the roving tabindex.
 * @example
 * <div role="tablist" aria-label="已打开的页面">
 *   <TabChip title="首页" affix active={key === '/dashboard'} onSelect={() => go('/dashboard')} />
 *   <TabChip title="住户管理" onSelect={...} onClose={() => tabs.close(key)} {...menu.triggerProps(key)} />
 * </div>
 */
export function TabChip({ title, active = false, affix = false, onSelect, onClose, onKeyDown, onClick, onAuxClick, onMouseDown, ...rest }: TabChipProps) {
  const closable = !affix && onClose != null;
  const close = (event: MouseEvent | KeyboardEvent) => {
    event.preventDefault();
    event.stopPropagation();
    onClose?.();
  };
  return (
    <Chip role="none" $active={active} data-active={active || undefined}>
      <Tab
        type="button" role="tab" aria-selected={active} tabIndex={active ? 0 : -1} $active={active} $closable={closable}
        aria-keyshortcuts={closable ? 'Delete' : undefined}
        onClick={(e) => { onClick?.(e); if (!e.defaultPrevented) onSelect?.(); }}
        // Middle button: stop the browser's autoscroll on press, close on release.
        onMouseDown={(e) => { onMouseDown?.(e); if (e.button === 1) e.preventDefault(); }}
        onAuxClick={(e) => { onAuxClick?.(e); if (e.button === 1 && closable) close(e); }}
        onKeyDown={(e) => { onKeyDown?.(e); if (!e.defaultPrevented && e.key === 'Delete' && closable) close(e); }}
        {...rest}
      >
        {title}
      </Tab>
      {closable ? (
        <Close aria-hidden="true" data-close onClick={close}><Icon name="close" size={10} /></Close>
      ) : null}
    </Chip>
  );
}
