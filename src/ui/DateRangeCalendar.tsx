/**
 * The two-month calendar popover of a `DateRangePicker`; loaded with floating-ui the first time the
 * calendar opens (or the field is pointed at or focused), so a closed date filter costs two inputs.
 */
import type { KeyboardEvent } from 'react';
import { styled } from 'styled-components';
import { AnchoredLayer, anchoredSurface, type Anchor } from './AnchoredLayer';
import { MonthPanel } from './Calendar';
import type { MonthPanelProps } from './Calendar';

const Popup = styled.div`
  ${anchoredSurface}
  display: flex; flex-wrap: wrap; gap: 8px 24px; padding: 12px 16px; overflow: auto; max-width: calc(100vw - 16px);
`;

export interface DateRangeCalendarProps {
  /** The date range box it opens under. */
  anchor: Anchor;
  /** Asked to close: Tab out of the popover. */
  onOpenChange: (open: boolean) => void;
  /** Receives the popover element (to focus a day, to tell outside presses). */
  surfaceRef: (el: HTMLElement | null) => void;
  onKeyDown: (e: KeyboardEvent<HTMLDivElement>) => void;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** One month panel each, left to right. */
  panels: readonly MonthPanelProps[];
}

/**
 * A non-modal dialog: focus goes in (the caller focuses the day), Tab out closes it.
 * @example
 * <DateRangeCalendar anchor={box} onOpenChange={setOpen} surfaceRef={setPopover} onKeyDown={onEsc} aria-label="选择日期" panels={[left, right]} />
 */
export function DateRangeCalendar({ anchor, onOpenChange, surfaceRef, onKeyDown, panels, ...aria }: DateRangeCalendarProps) {
  return (
    <AnchoredLayer anchor={anchor} onOpenChange={onOpenChange} focusScope initialFocus={-1} surfaceRef={surfaceRef}>
      {(surface) => (
        <Popup ref={surface.ref} style={surface.style} role="dialog" onKeyDown={onKeyDown} {...aria}>
          {panels.map((panel) => <MonthPanel key={panel.titleId} {...panel} />)}
        </Popup>
      )}
    </AnchoredLayer>
  );
}
