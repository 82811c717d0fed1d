import { useCallback, useState } from 'react';
import type { KeyboardEvent, MouseEvent } from 'react';
import { MenuSurface, menuLabels } from './Menu';
import type { MenuItem } from './Menu';
import { useFloatingMenu } from './popper';
import type { MenuAnchor } from './popper';

export type { MenuAnchor };

/**
 * @example
 * const menu = useContextMenu<string>();
 * {views.map((v) => <TabChip key={v.key} title={v.title} {...menu.triggerProps(v.key)} />)}
 * <ContextMenu anchor={menu.anchor} onClose={menu.close} label="标签操作"
 *   items={[{ key: 'refresh', label: '刷新' }, { key: 'close', label: '关闭' }]}
 *   onSelect={(key) => act(key, menu.target!)} />
 */
export interface ContextMenuProps {
  /** Where it is open: a viewport point (right click) or an element (keyboard); null: closed. */
  anchor: MenuAnchor | null;
  onClose: () => void;
  items: readonly MenuItem[];
  onSelect: (key: string) => void;
  /** Accessible name of the menu. */
  label?: string;
}

/**
 * A context menu, controlled by its anchor; pair it with `useContextMenu` which opens it from a
 * right click (at the pointer) or from Shift+F10 / the Menu key (at the focused element, with the
 * first item focused). Arrows, typeahead, Enter and Esc work as in every menu.
 * @example
 * const menu = useContextMenu<string>();
 * {views.map((v) => <TabChip key={v.key} title={v.title} {...menu.triggerProps(v.key)} />)}
 * <ContextMenu anchor={menu.anchor} onClose={menu.close} label="标签操作"
 *   items={[{ key: 'refresh', label: '刷新' }, { key: 'close', label: '关闭' }]}
 *   onSelect={(key) => act(key, menu.target!)} />
 */
export function ContextMenu({ anchor, onClose, items, onSelect, label }: ContextMenuProps) {
  const menu = useFloatingMenu({
    open: anchor != null,
    onOpenChange: (open) => { if (!open) onClose(); },
    labels: menuLabels(items),
    anchor,
    placement: 'bottom-start',
    focusFirst: anchor instanceof Element,
  });
  return <MenuSurface menu={menu} items={items} onSelect={onSelect} label={label} />;
}

/**
 * True for keys that open a context menu from the keyboard: the Menu key and Shift+F10.
 * @example
 * onKeyDown={(e) => { if (isContextMenuKey(e)) openMenuFor(row); }}
 */
export function isContextMenuKey(event: Pick<KeyboardEvent, 'key' | 'shiftKey'>): boolean {
  return event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10');
}

/**
 * State for one ContextMenu shared by many targets (e.g. every tab chip): `triggerProps(target)`
 * goes on each target; `target` tells the menu which one it is for.
 * @example
 * const menu = useContextMenu<TabView>();
 * <div {...menu.triggerProps(view)} /> // right click, the Menu key or Shift+F10 open it for this view
 */
export function useContextMenu<T>() {
  const [state, setState] = useState<{ anchor: MenuAnchor; target: T } | null>(null);
  const close = useCallback(() => setState(null), []);
  const triggerProps = useCallback((target: T) => ({
    onContextMenu(event: MouseEvent<HTMLElement>) {
      event.preventDefault();
      // A keyboard-generated contextmenu has no pointer (pointerType '', or 0/0 coordinates).
      const keyboard = (event.nativeEvent as PointerEvent).pointerType === '' || (event.clientX === 0 && event.clientY === 0);
      setState({ anchor: keyboard ? event.currentTarget : { x: event.clientX, y: event.clientY }, target });
    },
    onKeyDown(event: KeyboardEvent<HTMLElement>) {
      if (!isContextMenuKey(event)) return;
      event.preventDefault();
      setState({ anchor: event.currentTarget, target });
    },
  }), []);
  return { anchor: state?.anchor ?? null, target: state?.target, open: state != null, triggerProps, close };
}
