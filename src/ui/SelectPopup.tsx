/**
 * The open list of a `Select`, positioned under its box; it comes with the combobox (and
 * floating-ui) when the user first reaches a select, so a page of closed selects loads neither.
 */
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { AnchoredLayer, anchoredSurface, type Anchor } from './AnchoredLayer';
import { cssVar } from './theme';

const Popup = styled.div`
  ${anchoredSurface}
  display: flex; flex-direction: column; overflow: hidden;
  &[hidden] { display: none; }
  ul { margin: 0; padding: 6px 0; list-style: none; overflow-y: auto; }
  ul:empty { display: none; }
`;

const Note = styled.div`padding: 10px 20px; color: ${cssVar.textSecondary}; text-align: center;`;

export interface SelectPopupProps {
  open: boolean;
  /** The select's box: the list is at least as wide. */
  anchor: Anchor;
  /** Loading, empty or failed, announced. */
  note: string | null;
  /** The listbox (downshift's menu). */
  children: ReactNode;
}

/**
 * Kept mounted once shown, hidden while closed, so the listbox element stays the same.
 * @example
 * <SelectPopup open={isOpen} anchor={box} note={isOpen && items.length === 0 ? '无数据' : null}><ul {...getMenuProps()} /></SelectPopup>
 */
export function SelectPopup({ open, anchor, note, children }: SelectPopupProps) {
  return (
    <AnchoredLayer open={open} anchor={anchor} matchWidth>
      {(surface) => (
        <Popup ref={surface.ref} style={surface.style} hidden={!open}>
          {children}
          {note ? <Note role="status">{note}</Note> : null}
        </Popup>
      )}
    </AnchoredLayer>
  );
}
