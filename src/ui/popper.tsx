/**
 * The one file that imports @floating-ui/react (like radix's popper): positioning, focus
 * management, dismissal and list navigation are wrapped here in a few hooks and components,
 * so the rest of src/ui speaks one small vocabulary and a floating-ui upgrade touches one file.
 */
import { createContext, useContext, useLayoutEffect, useRef, useState } from 'react';
import type { CSSProperties, ReactElement, ReactNode, RefObject } from 'react';
import {
  autoUpdate, flip, offset, shift, size, useFloating, useClick, useDismiss, useFocus, useHover, useRole,
  useInteractions, useListNavigation, useTypeahead, FloatingFocusManager, FloatingOverlay, FloatingPortal,
} from '@floating-ui/react';
import type { FloatingContext, Placement as FloatingPlacement, UseFloatingReturn, UseInteractionsReturn } from '@floating-ui/react';
import { PortalRootContext, themedRoot } from './portalRoot';

export type { FloatingContext };
/**
 * Where a popup sits against its anchor (floating-ui's placements).
 * @example
 * <Tooltip content="导出" placement="bottom-end"><IconButton icon="download" label="导出" /></Tooltip>
 */
export type Placement = FloatingPlacement;

// ---------------------------------------------------------------- portals

const NestedPortalContext = createContext(false);

/**
 * Portals its children to the themed root; nested portals stay inside their parent's node.
 * `preserveTabOrder` (default true) adds floating-ui's focus guards around a non-modal layer.
 * @example
 * <Portal><Panel role="menu">…</Panel></Portal> // inside the themed root, so the theme applies
 */
export function Portal({ children, preserveTabOrder = true }: { children?: ReactNode; preserveTabOrder?: boolean }) {
  const explicit = useContext(PortalRootContext);
  const nested = useContext(NestedPortalContext);
  // Nested: let floating-ui put the node inside the parent's portal, so a modal's focus trap and
  // aria-hidden marking treat a menu opened from the dialog as part of the dialog.
  const root = nested ? undefined : (explicit ?? (themedRoot as RefObject<HTMLElement | null>));
  return (
    <FloatingPortal root={root} preserveTabOrder={preserveTabOrder}>
      <NestedPortalContext.Provider value>{children}</NestedPortalContext.Provider>
    </FloatingPortal>
  );
}

// ---------------------------------------------------------------- positioning

export interface PopperOptions {
  open: boolean;
  onOpenChange?: (open: boolean) => void;
  placement?: Placement;
  /** Distance from the reference in px. */
  gap?: number;
  /** Make the floating element at least as wide as its reference (selects). */
  matchWidth?: boolean;
}

/**
 * Positions a floating element next to a reference: flips and shifts to stay on screen, caps its
 * height to the space available and follows scrolling and resizing.
 * @example
 * const { refs, floatingStyles } = usePopper({ open, matchWidth: true });
 * <input ref={refs.setReference} /> <ul ref={refs.setFloating} style={floatingStyles} />
 */
export function usePopper({ open, onOpenChange, placement = 'bottom-start', gap = 4, matchWidth = false }: PopperOptions): UseFloatingReturn {
  return useFloating({
    open,
    onOpenChange: onOpenChange ? (next) => onOpenChange(next) : undefined,
    placement,
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(gap),
      flip({ padding: 8 }),
      shift({ padding: 8 }),
      size({
        padding: 8,
        apply({ rects, availableHeight, elements }) {
          elements.floating.style.maxHeight = `${Math.max(120, Math.floor(availableHeight))}px`;
          if (matchWidth) elements.floating.style.minWidth = `${rects.reference.width}px`;
        },
      }),
    ],
  });
}

// ---------------------------------------------------------------- menus

/**
 * Where a context menu opens: a viewport point (pointer) or an element (keyboard).
 * @example
 * const menu = useContextMenu<TabView>();
 * <div {...menu.triggerProps(view)} /> // right click, the Menu key or Shift+F10 open it for this view
 */
export type MenuAnchor = { x: number; y: number } | Element;

export interface FloatingMenuOptions {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Text of each item, for typeahead (same order as the items). */
  labels: readonly string[];
  placement?: Placement;
  /** Context menus: open at this point or element; the reference then does not toggle on click. */
  anchor?: MenuAnchor | null;
  /** Focus the first item when opened (keyboard-opened context menus); otherwise only a key press on the trigger does. */
  focusFirst?: boolean;
}

/**
 * A WAI-ARIA menu: click/Enter/Space/ArrowDown open it on the first item (ArrowUp: last),
 * arrows/Home/End move, typing jumps to a matching item, Esc and outside clicks close it and
 * focus returns to the trigger. Render it with `<MenuLayer>`.
 */
export function useFloatingMenu({ open, onOpenChange, labels, placement = 'bottom-start', anchor, focusFirst }: FloatingMenuOptions): FloatingMenu {
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const listRef = useRef<Array<HTMLElement | null>>([]);
  const labelsRef = useRef<Array<string | null>>([]);
  labelsRef.current = [...labels];
  const contextMenu = anchor !== undefined;
  const floating = usePopper({ open, onOpenChange, placement, gap: contextMenu ? 2 : 4 });
  const { refs, context } = floating;

  useLayoutEffect(() => {
    if (!anchor) return;
    if (anchor instanceof Element) refs.setPositionReference(anchor);
    else {
      const { x, y } = anchor;
      refs.setPositionReference({
        getBoundingClientRect: () => ({ x, y, left: x, top: y, right: x, bottom: y, width: 0, height: 0 }),
      });
    }
  }, [anchor, refs]);
  useLayoutEffect(() => {
    if (!open) setActiveIndex(null);
    // floating-ui reads `focusItemOnOpen` only while closed, but a context menu learns how it was
    // opened (pointer or key) at the moment it opens: activate the first enabled item here instead.
    else if (focusFirst) setActiveIndex(Math.max(0, listRef.current.findIndex((el) => el != null && !el.hasAttribute('disabled'))));
  }, [open, focusFirst]);

  const { getReferenceProps, getFloatingProps, getItemProps } = useInteractions([
    useClick(context, { enabled: !contextMenu }),
    useDismiss(context),
    useRole(context, { role: 'menu' }),
    useListNavigation(context, {
      listRef, activeIndex, onNavigate: setActiveIndex, loop: true,
    }),
    useTypeahead(context, { listRef: labelsRef, activeIndex, onMatch: open ? setActiveIndex : undefined }),
  ]);
  // With `focusFirst` list navigation focuses the first item; the focus manager must not then
  // move focus to the menu container (both are scheduled, whichever ran last would win).
  const initialFocus = focusFirst ? -1 : 0;
  return { ...floating, activeIndex, listRef, initialFocus, getReferenceProps, getFloatingProps, getItemProps };
}

export type FloatingMenu = UseFloatingReturn & UseInteractionsReturn & {
  activeIndex: number | null;
  listRef: RefObject<Array<HTMLElement | null>>;
  initialFocus: number;
};

const TABBABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]';

/** The page's tab stops in document order (positive tabindex is not used in the kit). */
function tabStops(root: ParentNode): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(TABBABLE)]
    .filter((el) => el.tabIndex >= 0 && !el.closest('[hidden], [inert], [aria-hidden="true"]') && el.getClientRects().length > 0);
}

/**
 * Tab at the edge of a portalled surface continues from its trigger, as if the surface sat right
 * after it in the page: Tab from the last tab stop (or any item of a roving menu) goes to what
 * follows the trigger, Shift+Tab from the first goes back to the trigger; the surface closes.
 * floating-ui's focus guards would do this, but they are `tabindex=0` elements hidden with
 * aria-hidden (axe: aria-hidden-focus).
 */
function useTabFromTrigger(context: FloatingContext): void {
  const floating = context.elements.floating;
  // A context menu opened from the keyboard has its chip as position reference only.
  const reference = context.elements.domReference ?? context.elements.reference;
  const { onOpenChange } = context;
  useLayoutEffect(() => {
    if (!floating || !(reference instanceof HTMLElement)) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || event.defaultPrevented) return;
      const inside = tabStops(floating);
      const at = inside.indexOf(event.target as HTMLElement);
      const edge = event.shiftKey ? at <= 0 : at < 0 || at === inside.length - 1;
      if (!edge) return;
      const page = tabStops(floating.ownerDocument).filter((el) => !floating.contains(el));
      // The trigger, or the last stop inside an anchor box that is no stop itself (a date range box).
      const before = page.filter((el) => (reference.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_PRECEDING) !== 0 || reference.contains(el));
      const after = page.filter((el) => !reference.contains(el) && (reference.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0);
      const next = event.shiftKey ? (page.includes(reference) ? reference : before.at(-1)) : after[0];
      if (!next) return; // nothing past the trigger: the browser leaves the page
      event.preventDefault();
      next.focus();
      onOpenChange(false, event, 'focus-out');
    };
    floating.addEventListener('keydown', onKeyDown);
    return () => floating.removeEventListener('keydown', onKeyDown);
  }, [floating, reference, onOpenChange]);
}

/** Portal + non-modal focus scope for a menu surface (focus goes in, Tab leaves and closes). */
export function MenuLayer({ context, initialFocus = 0, children }: { context: FloatingContext; initialFocus?: number; children: ReactElement }) {
  useTabFromTrigger(context);
  return (
    <Portal preserveTabOrder={false}>
      <FloatingFocusManager context={context} modal={false} initialFocus={initialFocus} guards={false}>{children}</FloatingFocusManager>
    </Portal>
  );
}

// ---------------------------------------------------------------- tooltips

/** Hover (with a delay) or keyboard focus shows it; Esc hides it; role=tooltip wires aria-describedby. */
export function useTooltipPopper({ placement = 'top', delay = 300 }: { placement?: Placement; delay?: number }):
  UseFloatingReturn & Pick<UseInteractionsReturn, 'getReferenceProps' | 'getFloatingProps'> & { open: boolean } {
  const [open, setOpen] = useState(false);
  const floating = usePopper({ open, onOpenChange: setOpen, placement, gap: 6 });
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useHover(floating.context, { move: false, delay: { open: delay, close: 0 } }),
    useFocus(floating.context),
    useDismiss(floating.context),
    useRole(floating.context, { role: 'tooltip' }),
  ]);
  return { ...floating, open, getReferenceProps, getFloatingProps };
}

// ---------------------------------------------------------------- modals

export interface ModalOptions {
  open: boolean;
  onClose: () => void;
  role?: 'dialog' | 'alertdialog';
  /** Close on Esc (default true). */
  closeOnEscape?: boolean;
}

/**
 * State of a modal surface: Esc reports `onClose`; the caller owns `open`. Backdrop clicks are
 * ModalLayer's `onBackdropPress`, not floating-ui's outside press: a select or menu opened from
 * the dialog is portalled outside its panel, and a click there must not close the dialog.
 */
export function useModal({ open, onClose, role = 'dialog', closeOnEscape = true }: ModalOptions):
  Pick<UseFloatingReturn, 'refs' | 'context'> & Pick<UseInteractionsReturn, 'getFloatingProps'> {
  const { refs, context } = useFloating({ open, onOpenChange: (next) => { if (!next) onClose(); } });
  const { getFloatingProps } = useInteractions([
    useDismiss(context, { escapeKey: closeOnEscape, outsidePress: false }),
    useRole(context, { role }),
  ]);
  return { refs, context, getFloatingProps };
}

/**
 * Focus moves into a modal layer in the commit that shows it, unless it is already inside.
 * floating-ui's own initial focus waits for the next animation frame: a click or keys that reach a
 * field of the layer before that frame (a quick user, a test under load) had the focus taken away.
 */
function useInitialFocus(context: FloatingContext, initialFocus?: RefObject<HTMLElement | null>): void {
  const floating = context.elements.floating;
  useLayoutEffect(() => {
    if (!context.open || !floating || floating.contains(floating.ownerDocument.activeElement)) return;
    const first = [...floating.querySelectorAll<HTMLElement>(TABBABLE)]
      .find((el) => el.tabIndex >= 0 && !el.closest('[hidden], [inert], [aria-hidden="true"]'));
    (initialFocus?.current ?? first ?? floating).focus({ preventScroll: true });
    // Once per opening: later renders must not pull the focus back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [context.open, floating]);
}

export interface ModalLayerProps {
  context: FloatingContext;
  /** Element to focus first; default: the first tabbable element. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** A click on the backdrop itself (pressed and released there, so a text selection dragged out of a field does not count). */
  onBackdropPress?: () => void;
  className?: string;
  style?: CSSProperties;
  children: ReactElement;
}

/**
 * Portal, scroll-locking backdrop and a modal focus trap (Tab cycles inside, the rest of the page
 * is hidden from screen readers, focus returns to where it was when the layer closes).
 */
export function ModalLayer({ context, initialFocus, onBackdropPress, className, style, children }: ModalLayerProps) {
  const pressedOnBackdrop = useRef(false);
  useInitialFocus(context, initialFocus);
  return (
    <Portal>
      <FloatingOverlay
        lockScroll className={className} style={style}
        onMouseDown={(e) => { pressedOnBackdrop.current = e.target === e.currentTarget; }}
        onClick={(e) => { if (pressedOnBackdrop.current && e.target === e.currentTarget) onBackdropPress?.(); }}
      >
        <FloatingFocusManager context={context} initialFocus={-1} returnFocus>
          {children}
        </FloatingFocusManager>
      </FloatingOverlay>
    </Portal>
  );
}
