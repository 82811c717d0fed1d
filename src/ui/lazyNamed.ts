import { createElement, lazy, useState } from 'react';
import type { ComponentProps, ComponentType } from 'react';

/**
 * A lazily loaded component that can also start its download ahead of its first render.
 * @example
 * const SelectPopup = lazyNamed(() => import('./SelectPopup'), 'SelectPopup');
 * <div onPointerEnter={SelectPopup.preload}>…{open ? <Suspense fallback={null}><SelectPopup … /></Suspense> : null}</div>
 */
export type PreloadableComponent<C extends ComponentType<any>> = ComponentType<ComponentProps<C>> & {
  /** Starts the download; resolves once the component renders without suspending. */
  preload: () => Promise<void>;
};

/**
 * `React.lazy` for a named export, with `preload()` to fetch it early (on hover or focus of
 * what will open it, or alongside what the next page needs). Once loaded, a new instance renders
 * the component itself without suspending: React holds a Suspense boundary's content back for up
 * to 300 ms after its fallback showed, so a page whose code came with the route table would
 * otherwise appear that much later. The module system caches the import, so preloading twice
 * costs nothing.
 * @example
 * const SelectPopup = lazyNamed(() => import('./SelectPopup'), 'SelectPopup');
 * <div onPointerEnter={SelectPopup.preload}>…{open ? <Suspense fallback={null}><SelectPopup … /></Suspense> : null}</div>
 */
export function lazyNamed<M extends { [P in K]: ComponentType<any> }, K extends keyof M>(load: () => Promise<M>, name: K): PreloadableComponent<M[K]> {
  let loaded: M[K] | null = null;
  const loadDefault = () => load().then((m) => {
    loaded = m[name];
    return { default: m[name] };
  });
  const Lazy = lazy(loadDefault);
  function Preloadable(props: ComponentProps<M[K]>) {
    // Chosen once per instance: switching from the lazy wrapper to the component would remount it.
    const [Direct] = useState(() => loaded);
    return createElement((Direct ?? Lazy) as ComponentType<ComponentProps<M[K]>>, props);
  }
  Preloadable.displayName = `Lazy(${String(name)})`;
  return Object.assign(Preloadable, { preload: () => loadDefault().then(() => undefined) });
}
