import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';

/**
 * A lazily loaded component that can also start its download ahead of its first render.
 * @example
 * const SelectPopup = lazyNamed(() => import('./SelectPopup'), 'SelectPopup');
 * <div onPointerEnter={SelectPopup.preload}>…{open ? <Suspense fallback={null}><SelectPopup … /></Suspense> : null}</div>
 */
export type PreloadableComponent<C extends ComponentType<any>> = LazyExoticComponent<C> & { preload: () => void };

/**
 * `React.lazy` for a named export, with `preload()` to fetch it early (on hover or focus of
 * what will open it). The module system caches the import, so preloading twice costs nothing.
 * @example
 * const SelectPopup = lazyNamed(() => import('./SelectPopup'), 'SelectPopup');
 * <div onPointerEnter={SelectPopup.preload}>…{open ? <Suspense fallback={null}><SelectPopup … /></Suspense> : null}</div>
 */
export function lazyNamed<M extends { [P in K]: ComponentType<any> }, K extends keyof M>(load: () => Promise<M>, name: K): PreloadableComponent<M[K]> {
  const loadDefault = () => load().then((m) => ({ default: m[name] }));
  return Object.assign(lazy(loadDefault), { preload: () => { void loadDefault(); } });
}
