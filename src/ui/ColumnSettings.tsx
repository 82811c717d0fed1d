import { Suspense, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { IconButton } from './IconButton';
import { lazyNamed } from './lazyNamed';

/**
 * @example
 * <ColumnSettings columns={settings} onChange={setSettings} onReset={() => setSettings(defaults)}
 *   labels={{ button: '列设置', title: '显示列', moveUp: (l) => `上移 ${l}`, moveDown: (l) => `下移 ${l}`, reset: '重置' }} />
 */
export interface ColumnSetting { key: string; label: string; visible: boolean }

export interface ColumnSettingsLabels {
  /** Accessible name of the trigger; default 'Columns'. */
  button?: string;
  /** Heading and accessible name of the panel; default: `button`. */
  title?: string;
  /** Default `Move ${label} up`. */
  moveUp?: (label: string) => string;
  /** Default `Move ${label} down`. */
  moveDown?: (label: string) => string;
  /** Default 'Reset'. */
  reset?: string;
}

/**
 * @example
 * <ColumnSettings columns={settings} onChange={setSettings} onReset={() => setSettings(defaults)}
 *   labels={{ button: '列设置', title: '显示列', moveUp: (l) => `上移 ${l}`, moveDown: (l) => `下移 ${l}`, reset: '重置' }} />
 */
export interface ColumnSettingsProps {
  /** In display order. */
  columns: readonly ColumnSetting[];
  /** New order / visibility. */
  onChange: (next: ColumnSetting[]) => void;
  /** Shows a reset button (back to the default columns). */
  onReset?: () => void;
  labels?: ColumnSettingsLabels;
  className?: string;
}

// The panel (and floating-ui) loads when it first opens, or when the button is pointed at or focused.
const ColumnSettingsPanel = lazyNamed(() => import('./ColumnSettingsPanel'), 'ColumnSettingsPanel');

type Direction = 'up' | 'down';

/**
 * A button opening a panel to show/hide and reorder a table's columns: a checkbox per column
 * (the last visible one cannot be hidden) and up/down buttons, all keyboard operable. Esc, an
 * outside click or tabbing away closes it; focus returns to the button.
 * @example
 * <ColumnSettings columns={settings} onChange={setSettings} onReset={() => setSettings(defaults)}
 *   labels={{ button: '列设置', title: '显示列', moveUp: (l) => `上移 ${l}`, moveDown: (l) => `下移 ${l}`, reset: '重置' }} />
 */
export function ColumnSettings({ columns, onChange, onReset, labels = {}, className }: ColumnSettingsProps) {
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement | null>(null);
  const titleId = useId();
  // After a move the item's DOM node may be re-inserted (losing focus): put focus back on its button.
  const refocus = useRef<{ key: string; dir: Direction } | null>(null);
  const buttonLabel = labels.button ?? 'Columns';
  const moveUp = labels.moveUp ?? ((l: string) => `Move ${l} up`);
  const moveDown = labels.moveDown ?? ((l: string) => `Move ${l} down`);
  const visibleCount = columns.reduce((n, c) => n + (c.visible ? 1 : 0), 0);

  // Outside clicks close it (the trigger toggles by itself).
  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!panel.current?.contains(target) && !anchor.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown, true);
    return () => document.removeEventListener('pointerdown', onDown, true);
  }, [open]);

  useLayoutEffect(() => {
    const want = refocus.current;
    if (!want || !panel.current) return;
    refocus.current = null;
    const item = panel.current.querySelector(`li[data-key="${CSS.escape(want.key)}"]`);
    const buttons = item ? [...item.querySelectorAll<HTMLButtonElement>('button[data-dir]')] : [];
    // At the top (or bottom) its own button is now disabled: the other one keeps focus in the item.
    (buttons.find((b) => b.dataset.dir === want.dir && !b.disabled) ?? buttons.find((b) => !b.disabled))?.focus();
  }, [columns]);

  const move = (index: number, dir: Direction) => {
    const to = dir === 'up' ? index - 1 : index + 1;
    if (to < 0 || to >= columns.length) return;
    const next = [...columns];
    [next[index], next[to]] = [next[to]!, next[index]!];
    refocus.current = { key: columns[index]!.key, dir };
    onChange(next);
  };

  const setVisible = (key: string, visible: boolean) => {
    if (!visible && visibleCount <= 1) return;
    onChange(columns.map((c) => (c.key === key ? { ...c, visible } : c)));
  };

  return (
    <>
      <IconButton
        ref={anchor} icon="menu" label={buttonLabel} className={className}
        aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen((o) => !o)}
        onPointerEnter={ColumnSettingsPanel.preload} onFocus={ColumnSettingsPanel.preload}
      />
      {open ? (
        <Suspense fallback={null}>
          <ColumnSettingsPanel
            anchor={anchor} onClose={() => setOpen(false)} surfaceRef={(el) => { panel.current = el; }}
            title={labels.title ?? buttonLabel} titleId={titleId} columns={columns} visibleCount={visibleCount}
            moveUpLabel={moveUp} moveDownLabel={moveDown} onMove={move} onSetVisible={setVisible}
            {...(onReset ? { onReset, resetLabel: labels.reset ?? 'Reset' } : {})}
          />
        </Suspense>
      ) : null}
    </>
  );
}
