import type { ReactElement, ReactNode, Ref } from 'react';
import { styled } from 'styled-components';
import { Portal, useTooltipPopper } from './popper';
import type { Placement } from './popper';
import { mergeProps, mergeRefs, slot } from './slot';

/**
 * @example
 * <Tooltip content="全屏"><IconButton icon="fullscreen" label="全屏" title="" onClick={toggle} /></Tooltip>
 */
export interface TooltipProps {
  /** Text shown; it also describes the trigger (aria-describedby). */
  content: ReactNode;
  /** One element that accepts a ref and handlers. */
  children: ReactElement;
  placement?: Placement;
  /** Hover delay before showing, ms (default 300; keyboard focus shows at once). */
  delay?: number;
  /** Props and ref passed on by an enclosing trigger wrapper (e.g. Dropdown around the Tooltip). */
  [passThrough: string]: unknown;
}

const Bubble = styled.div`
  z-index: 2200; max-width: 280px; padding: 6px 10px; border-radius: 4px; pointer-events: none;
  background: #303133; color: #fff; font-size: 12px; line-height: 1.4; overflow-wrap: anywhere;
`;

/**
 * A tooltip on hover and keyboard focus; Esc hides it. Use it for extra detail, never for the only
 * name of a control (icon buttons still need their `label`).
 * @example
 * <Tooltip content="全屏"><IconButton icon="fullscreen" label="全屏" title="" onClick={toggle} /></Tooltip>
 */
export function Tooltip({ content, children, placement = 'top', delay = 300, ...passThrough }: TooltipProps) {
  const tip = useTooltipPopper({ placement, delay });
  const { ref, ...passed } = passThrough as { ref?: Ref<HTMLElement> };
  const trigger = slot(children, (own) => tip.getReferenceProps(mergeProps(passed, own)), mergeRefs(tip.refs.setReference, ref));
  return (
    <>
      {trigger}
      {tip.open && content ? (
        <Portal>
          <Bubble ref={tip.refs.setFloating} style={tip.floatingStyles} {...tip.getFloatingProps()}>{content}</Bubble>
        </Portal>
      ) : null}
    </>
  );
}
