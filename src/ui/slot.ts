/**
 * Helpers for components that decorate their child element instead of wrapping it in a div
 * (Tooltip, Dropdown): the trigger keeps its own element, ref and handlers, ours are added.
 */
import { cloneElement, isValidElement } from 'react';
import type { ReactElement, Ref, RefCallback } from 'react';

/**
 * One ref callback feeding several refs (object or callback).
 * @example
 * <input ref={mergeRefs(ref, refs.setReference)} />
 */
export function mergeRefs<T>(...refs: Array<Ref<T> | undefined>): RefCallback<T> {
  return (value) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(value);
      else if (ref) (ref as { current: T | null }).current = value;
    }
  };
}

type Props = Record<string, unknown>;

/**
 * Later props win, except event handlers (`onX`), which all run, first to last.
 * @example
 * <button {...mergeProps(ownProps, { onClick: close })} /> // both onClick handlers run
 */
export function mergeProps(...sources: Props[]): Props {
  const out: Props = {};
  for (const src of sources) {
    for (const [key, value] of Object.entries(src)) {
      const prev = out[key];
      if (/^on[A-Z]/.test(key) && typeof prev === 'function' && typeof value === 'function') {
        out[key] = (...args: unknown[]) => { prev(...args); value(...args); };
      } else if (value !== undefined) out[key] = value;
    }
  }
  return out;
}

/**
 * Clones `child` with `extra` props merged into its own and `ref` added to its ref. `extra` is
 * built by the caller from its own props (so a Tooltip around a Dropdown trigger passes on what
 * the Dropdown gave it).
 */
export function slot(child: unknown, extra: (childProps: Props) => Props, ref: Ref<HTMLElement> | undefined): ReactElement {
  if (!isValidElement(child)) throw new Error('Expected a single React element child.');
  const own = child.props as Props;
  return cloneElement(child as ReactElement<Props>, { ...extra(own), ref: mergeRefs(own.ref as Ref<HTMLElement>, ref) });
}
