import { useLayoutEffect } from 'react';
import { ContextMenu } from '../ui';
import type { RowAction } from './useRowMenu';

export interface RowMenuProps {
  /** The row's 更多 button. */
  anchor: HTMLElement;
  actions: readonly RowAction[];
  /** Accessible name of the menu ("更多操作 张三"). */
  label: string;
  onClose: () => void;
}

/**
 * The actions of a row that did not fit on it, as a menu below its 更多 button: the first entry
 * has focus, arrows and typing move, Enter runs one, Esc closes and focus goes back to the button.
 * Loaded with the first 更多 a user reaches (see `useRowMenu`).
 * @example
 * <RowMenu anchor={button} actions={[{ key: 'delete', label: '删除', danger: true, run }]} label="更多操作 张三" onClose={close} />
 */
export function RowMenu({ anchor, actions, label, onClose }: RowMenuProps) {
  // The row's button is drawn by the list, which does not draw again for the menu: say it is open here.
  useLayoutEffect(() => {
    anchor.setAttribute('aria-expanded', 'true');
    return () => anchor.setAttribute('aria-expanded', 'false');
  }, [anchor]);
  return (
    <ContextMenu
      anchor={anchor} onClose={onClose} label={label}
      items={actions.map((a) => ({ key: a.key, label: a.label, ...(a.danger ? { danger: true } : {}) }))}
      onSelect={(key) => actions.find((a) => a.key === key)?.run()}
    />
  );
}
