/**
 * The open panel of `ColumnSettings`: a checkbox and up/down buttons per column and a reset button,
 * positioned under the trigger; loaded with floating-ui the first time the panel opens.
 */
import { styled } from 'styled-components';
import { AnchoredLayer, anchoredSurface, type Anchor } from './AnchoredLayer';
import { Button } from './Button';
import { Checkbox } from './Checkbox';
import type { ColumnSetting } from './ColumnSettings';
import { IconButton } from './IconButton';
import { cssVar } from './theme';

const Panel = styled.div`
  ${anchoredSurface}
  min-width: 220px; padding: ${cssVar.spaceSm} 0; overflow-y: auto;
  h2 { margin: 0 0 ${cssVar.spaceXs}; padding: 0 ${cssVar.spaceMd} ${cssVar.spaceSm}; border-bottom: 1px solid ${cssVar.border}; font-size: ${cssVar.fontSize}; font-weight: 600; }
  ul { margin: 0; padding: 0; list-style: none; }
  li { display: flex; align-items: center; gap: ${cssVar.spaceXs}; padding: 2px ${cssVar.spaceSm} 2px ${cssVar.spaceMd}; }
  li > label { flex: 1; min-width: 0; }
  li:hover { background: ${cssVar.bgMuted}; }
  footer { display: flex; justify-content: flex-end; margin-top: ${cssVar.spaceXs}; padding: ${cssVar.spaceSm} ${cssVar.spaceMd} 0; border-top: 1px solid ${cssVar.border}; }
`;

const Move = styled(IconButton)`min-width: 26px; height: 26px; padding: 0 ${cssVar.spaceXs};`;

export interface ColumnSettingsPanelProps {
  anchor: Anchor;
  /** Esc, Tab away. */
  onClose: () => void;
  /** Receives the panel element (outside presses, refocusing a moved item). */
  surfaceRef: (el: HTMLElement | null) => void;
  title: string;
  titleId: string;
  columns: readonly ColumnSetting[];
  visibleCount: number;
  moveUpLabel: (label: string) => string;
  moveDownLabel: (label: string) => string;
  onMove: (index: number, dir: 'up' | 'down') => void;
  onSetVisible: (key: string, visible: boolean) => void;
  onReset?: () => void;
  resetLabel?: string;
}

/**
 * A non-modal dialog; the last visible column cannot be hidden.
 * @example
 * <ColumnSettingsPanel anchor={button} onClose={close} surfaceRef={setPanel} title="显示列" titleId={id} columns={cols}
 *   visibleCount={3} moveUpLabel={(l) => `上移 ${l}`} moveDownLabel={(l) => `下移 ${l}`} onMove={move} onSetVisible={show} />
 */
export function ColumnSettingsPanel({
  anchor, onClose, surfaceRef, title, titleId, columns, visibleCount, moveUpLabel, moveDownLabel, onMove, onSetVisible, onReset, resetLabel,
}: ColumnSettingsPanelProps) {
  return (
    <AnchoredLayer anchor={anchor} onOpenChange={(open) => { if (!open) onClose(); }} placement="bottom-end" focusScope surfaceRef={surfaceRef}>
      {(surface) => (
        <Panel
          ref={surface.ref} style={surface.style} role="dialog" aria-labelledby={titleId}
          onKeyDown={(e) => {
            if (e.key !== 'Escape') return;
            // Only this panel closes, not an enclosing dialog.
            e.stopPropagation();
            onClose();
          }}
        >
          <h2 id={titleId}>{title}</h2>
          <ul>
            {columns.map((c, i) => (
              <li key={c.key} data-key={c.key}>
                <Checkbox label={c.label} checked={c.visible} disabled={c.visible && visibleCount <= 1}
                  onChange={(v) => onSetVisible(c.key, v)} />
                <Move icon="chevron-down" iconSize={14} label={moveUpLabel(c.label)} data-dir="up" disabled={i === 0}
                  style={{ transform: 'rotate(180deg)' }} onClick={() => onMove(i, 'up')} />
                <Move icon="chevron-down" iconSize={14} label={moveDownLabel(c.label)} data-dir="down" disabled={i === columns.length - 1}
                  onClick={() => onMove(i, 'down')} />
              </li>
            ))}
          </ul>
          {onReset ? (
            <footer><Button variant="text" onClick={onReset}>{resetLabel}</Button></footer>
          ) : null}
        </Panel>
      )}
    </AnchoredLayer>
  );
}
