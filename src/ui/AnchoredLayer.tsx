/**
 * A surface positioned next to an anchor element. Always-visible controls (a select, a date range
 * box, the column button) keep their popups in lazily loaded modules built on this one
 * (`SelectPopup`, `DateRangeCalendar`, `ColumnSettingsPanel`), so they render without floating-ui.
 */
import { useCallback, useLayoutEffect, useRef } from 'react';
import type { CSSProperties, ReactElement, RefObject } from 'react';
import { css } from 'styled-components';
import { MenuLayer, Portal, usePopper } from './popper';
import type { Placement } from './popper';
import { cssVar } from './theme';

/** The look every anchored popup shares (select lists, the calendar, the column panel): add layout to it. */
export const anchoredSurface = css`
  z-index: 2100; box-sizing: border-box; background: ${cssVar.bg}; color: ${cssVar.text}; font-size: ${cssVar.fontSize};
  border: 1px solid ${cssVar.border}; border-radius: ${cssVar.radius}; box-shadow: 0 2px 12px rgba(0, 0, 0, 0.1);
  &:focus { outline: none; }
`;

/**
 * The element a surface sits next to, or a ref to it: a control that hands over its ref sets no
 * state when it mounts, so a page of selects does not render each of them twice.
 * @example
 * {open ? <AnchoredLayer anchor={box} matchWidth>{(s) => <ul ref={s.ref} style={s.style}>…</ul>}</AnchoredLayer> : null}
 */
export type Anchor = Element | null | RefObject<Element | null>;

/**
 * @example
 * {open ? <AnchoredLayer anchor={box} matchWidth>{(s) => <ul ref={s.ref} style={s.style}>…</ul>}</AnchoredLayer> : null}
 */
export interface AnchoredSurface {
  /** Give it to the surface element. */
  ref: (el: HTMLElement | null) => void;
  style: CSSProperties;
}

/**
 * @example
 * {open ? <AnchoredLayer anchor={box} matchWidth>{(s) => <ul ref={s.ref} style={s.style}>…</ul>}</AnchoredLayer> : null}
 */
export interface AnchoredLayerProps {
  /** Default true. A layer kept mounted while closed (a listbox that keeps its element) is not positioned. */
  open?: boolean;
  /** The element the surface sits next to (or a ref to it, read when the layer mounts). */
  anchor: Anchor;
  /** Asked to close (Esc, an outside press, Tab away) when `focusScope` is on. */
  onOpenChange?: (open: boolean) => void;
  placement?: Placement;
  /** Make the surface at least as wide as the anchor (selects). */
  matchWidth?: boolean;
  /** A non-modal focus scope (focus goes in, Tab out closes); off: a plain portal (listboxes keep focus in their input). */
  focusScope?: boolean;
  /** Index of the tabbable to focus on open, -1 for none (with `focusScope`). */
  initialFocus?: number;
  /** Also receives the surface element (to find or focus things inside it). */
  surfaceRef?: (el: HTMLElement | null) => void;
  children: (surface: AnchoredSurface) => ReactElement;
}

/**
 * Rendered while open (or kept with `open={false}`): positions the surface below (or above) the anchor, follows scroll and
 * resize, and portals it into the themed root (inside an enclosing dialog's layer when nested).
 * @example
 * {open ? <AnchoredLayer anchor={box} matchWidth>{(s) => <ul ref={s.ref} style={s.style}>…</ul>}</AnchoredLayer> : null}
 */
export function AnchoredLayer({ open = true, anchor, onOpenChange, placement, matchWidth, focusScope = false, initialFocus, surfaceRef, children }: AnchoredLayerProps) {
  const pop = usePopper({ open, onOpenChange, placement, matchWidth });
  const { setReference, setFloating } = pop.refs;
  useLayoutEffect(() => { setReference(anchor && 'current' in anchor ? anchor.current : anchor); }, [anchor, setReference]);
  // One stable ref callback: a new one per render would detach and re-attach the surface each time.
  const latest = useRef(surfaceRef);
  useLayoutEffect(() => { latest.current = surfaceRef; });
  // Closed, the surface is not floating-ui's: it stops following scroll and resize.
  const ref = useCallback((el: HTMLElement | null) => { setFloating(open ? el : null); latest.current?.(el); }, [setFloating, open]);
  const surface = children({ ref, style: pop.floatingStyles });
  return focusScope
    ? <MenuLayer context={pop.context} initialFocus={initialFocus}>{surface}</MenuLayer>
    : <Portal>{surface}</Portal>;
}
