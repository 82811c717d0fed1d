import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { Button } from './Button';
import { Checkbox } from './Checkbox';
import { IconButton } from './IconButton';
import { LazyAnchoredLayer, preloadAnchoredLayer } from './lazy';
import { cssVar } from './theme';

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

const Panel = styled.div`
  z-index: 2100; box-sizing: border-box; min-width: 220px; padding: 8px 0; overflow-y: auto;
  background: ${cssVar.bg}; color: ${cssVar.text}; border: 1px solid ${cssVar.border}; border-radius: ${cssVar.radius};
  box-shadow: 0 2px 12px rgba(0, 0, 0, 0.1); font-size: 14px;
  &:focus { outline: none; }
  h2 { margin: 0 0 4px; padding: 0 12px 8px; border-bottom: 1px solid ${cssVar.border}; font-size: 14px; font-weight: 600; }
  ul { margin: 0; padding: 0; list-style: none; }
  li { display: flex; align-items: center; gap: 4px; padding: 2px 8px 2px 12px; }
  li > label { flex: 1; min-width: 0; }
  li:hover { background: ${cssVar.bgMuted}; }
  footer { display: flex; justify-content: flex-end; margin-top: 4px; padding: 8px 12px 0; border-top: 1px solid ${cssVar.border}; }
`;

const Move = styled(IconButton)`min-width: 26px; height: 26px; padding: 0 4px;`;

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
  const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null);
  const panel = useRef<HTMLElement | null>(null);
  const trigger = useRef<HTMLButtonElement | null>(null);
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
      if (!panel.current?.contains(target) && !trigger.current?.contains(target)) setOpen(false);
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
        ref={(el) => { trigger.current = el; setAnchor(el); }} icon="menu" label={buttonLabel} className={className}
        aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen((o) => !o)}
        onPointerEnter={preloadAnchoredLayer} onFocus={preloadAnchoredLayer}
      />
      {open ? (
        <LazyAnchoredLayer anchor={anchor} onOpenChange={setOpen} placement="bottom-end" focusScope surfaceRef={(el) => { panel.current = el; }}>
          {(surface) => <Panel
            ref={surface.ref} style={surface.style}
            role="dialog" aria-labelledby={titleId}
            onKeyDown={(e) => {
              if (e.key !== 'Escape') return;
              // Only this panel closes, not an enclosing dialog.
              e.stopPropagation();
              setOpen(false);
            }}
          >
            <h2 id={titleId}>{labels.title ?? buttonLabel}</h2>
            <ul>
              {columns.map((c, i) => (
                <li key={c.key} data-key={c.key}>
                  <Checkbox label={c.label} checked={c.visible} disabled={c.visible && visibleCount <= 1}
                    onChange={(v) => setVisible(c.key, v)} />
                  <Move icon="chevron-down" iconSize={14} label={moveUp(c.label)} data-dir="up" disabled={i === 0}
                    style={{ transform: 'rotate(180deg)' }} onClick={() => move(i, 'up')} />
                  <Move icon="chevron-down" iconSize={14} label={moveDown(c.label)} data-dir="down" disabled={i === columns.length - 1}
                    onClick={() => move(i, 'down')} />
                </li>
              ))}
            </ul>
            {onReset ? (
              <footer><Button variant="text" onClick={onReset}>{labels.reset ?? 'Reset'}</Button></footer>
            ) : null}
          </Panel>}
        </LazyAnchoredLayer>
      ) : null}
    </>
  );
}
