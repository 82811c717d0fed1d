import { useState } from 'react';
import type { ReactElement } from 'react';
import { MenuSurface, menuLabels } from './Menu';
import type { MenuItem } from './Menu';
import { useFloatingMenu } from './popper';
import type { Placement } from './popper';
import { slot } from './slot';

/**
 * @example
 * <Dropdown items={[{ key: 'password', label: '修改密码', icon: 'lock' }, { key: 'logout', label: '退出登录', icon: 'logout', divided: true }]}
 *   onSelect={(key) => key === 'logout' ? logout() : openPassword()}>
 *   <Button>管理员 <Icon name="chevron-down" /></Button>
 * </Dropdown>
 */
export interface DropdownProps {
  items: readonly MenuItem[];
  onSelect: (key: string) => void;
  /** The trigger: one element that accepts a ref and handlers (Button, IconButton, a button). */
  children: ReactElement;
  /** Accessible name of the menu. */
  label?: string;
  placement?: Placement;
  /** Start open (LazyDropdown mounts it open after loading it on the first click). */
  defaultOpen?: boolean;
}

/**
 * A menu button (WAI-ARIA): Enter, Space or ArrowDown open the menu on its first item, ArrowUp on
 * the last; arrows, Home/End and typing a label's first letters move; Enter picks; Esc closes and
 * focus goes back to the trigger.
 * @example
 * <Dropdown items={[{ key: 'password', label: '修改密码', icon: 'lock' }, { key: 'logout', label: '退出登录', icon: 'logout', divided: true }]}
 *   onSelect={(key) => key === 'logout' ? logout() : openPassword()}>
 *   <Button>管理员 <Icon name="chevron-down" /></Button>
 * </Dropdown>
 */
export function Dropdown({ items, onSelect, children, label, placement = 'bottom-end', defaultOpen = false }: DropdownProps) {
  const [open, setOpen] = useState(defaultOpen);
  const menu = useFloatingMenu({ open, onOpenChange: setOpen, labels: menuLabels(items), placement });
  // A Tooltip goes inside (around the trigger): <Dropdown><Tooltip><IconButton/></Tooltip></Dropdown>.
  const trigger = slot(children, (own) => menu.getReferenceProps(own), menu.refs.setReference);
  return (
    <>
      {trigger}
      <MenuSurface menu={menu} items={items} onSelect={onSelect} label={label} />
    </>
  );
}
