import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { Icon } from './Icon';
import type { IconName } from './Icon';
import { MenuLayer } from './popper';
import type { FloatingMenu } from './popper';
import { cssVar } from './theme';

/**
 * One entry of a Dropdown or ContextMenu.
 * @example
 * const items: MenuItem[] = [{ key: 'refresh', label: '刷新' }, { key: 'close', label: '关闭', disabled: affix }];
 */
export interface MenuItem {
  key: string;
  label: ReactNode;
  /** Text for typeahead when `label` is not a string. */
  textValue?: string;
  icon?: IconName;
  disabled?: boolean;
  /** Destructive action: shown in the danger colour. */
  danger?: boolean;
  /** Draw a separator line above this item. */
  divided?: boolean;
}

/**
 * Typeahead texts of the items, in order.
 * @example
 * menuLabels([{ key: 'close', label: '关闭' }, { key: 'other', label: <b>其他</b>, textValue: '其他' }]) // ['关闭', '其他']
 */
export function menuLabels(items: readonly MenuItem[]): string[] {
  return items.map((item) => item.textValue ?? (typeof item.label === 'string' ? item.label : item.key));
}

const List = styled.div`
  z-index: 2100; min-width: 120px; box-sizing: border-box; padding: 6px 0; overflow-y: auto;
  background: ${cssVar.bg}; color: ${cssVar.text}; border: 1px solid ${cssVar.border}; border-radius: ${cssVar.radius};
  box-shadow: 0 2px 12px rgba(0, 0, 0, 0.1); font-size: ${cssVar.fontSize};
  &:focus { outline: none; }
`;

const Item = styled.button<{ $danger?: boolean; $divided?: boolean }>`
  display: flex; align-items: center; gap: ${cssVar.spaceSm}; width: 100%; box-sizing: border-box; padding: 0 ${cssVar.spaceLg};
  min-height: 34px; border: 0; background: none; font: inherit; text-align: left; white-space: nowrap; cursor: pointer;
  color: ${(p) => (p.$danger ? cssVar.dangerInk : 'inherit')};
  ${(p) => (p.$divided ? `border-top: 1px solid ${cssVar.border}; margin-top: 6px;` : '')}
  &:focus, &:hover:not(:disabled) { outline: none; background: ${cssVar.primaryLight}; color: ${(p) => (p.$danger ? cssVar.dangerInk : cssVar.primaryInk)}; }
  &:disabled { color: ${cssVar.info}; opacity: 0.6; cursor: not-allowed; }
`;

export interface MenuSurfaceProps {
  menu: FloatingMenu;
  items: readonly MenuItem[];
  onSelect: (key: string) => void;
  /** Accessible name of the menu. */
  label?: string;
}

/**
 * The floating list shared by Dropdown and ContextMenu (role=menu of menuitems). Choosing an item
 * closes the menu first, so focus is back on the trigger before the action runs (an action that
 * opens a dialog then returns focus there).
 */
export function MenuSurface({ menu, items, onSelect, label }: MenuSurfaceProps) {
  if (!menu.context.open) return null;
  const choose = (item: MenuItem) => {
    if (item.disabled) return;
    menu.context.onOpenChange(false);
    onSelect(item.key);
  };
  return (
    <MenuLayer context={menu.context} initialFocus={menu.initialFocus}>
      {/* After the floating props: an explicit label replaces the default "labelled by the trigger". */}
      <List ref={menu.refs.setFloating} style={menu.floatingStyles} {...menu.getFloatingProps()} {...(label ? { 'aria-label': label, 'aria-labelledby': undefined } : {})}>
        {items.map((item, index) => (
          <Item
            key={item.key} type="button" role="menuitem" disabled={item.disabled} $danger={item.danger} $divided={item.divided}
            tabIndex={menu.activeIndex === index ? 0 : -1} data-key={item.key}
            ref={(el: HTMLButtonElement | null) => { menu.listRef.current[index] = el; }}
            {...menu.getItemProps({ onClick: () => choose(item) })}
          >
            {item.icon ? <Icon name={item.icon} /> : null}
            {item.label}
          </Item>
        ))}
      </List>
    </MenuLayer>
  );
}
