/** A minimal external store for `useSyncExternalStore`: one state object, replaced on change. */
import { useSyncExternalStore } from 'react';

export interface Store<T> {
  getState(): T;
  /** Replaces the state (or derives it); listeners run only when the object changes. */
  setState(next: T | ((prev: T) => T)): void;
  subscribe(listener: () => void): () => void;
}

/**
 * @example
 * const counter = createStore({ n: 0 });
 * counter.setState((s) => ({ n: s.n + 1 }));
 */
export function createStore<T>(initial: T): Store<T> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    setState(next) {
      const value = typeof next === 'function' ? (next as (prev: T) => T)(state) : next;
      if (Object.is(value, state)) return;
      state = value;
      for (const l of [...listeners]) l();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Subscribes a component to a store (optionally to a slice of it). */
export function useStore<T, S = T>(store: Store<T>, select: (state: T) => S = (s) => s as unknown as S): S {
  return useSyncExternalStore(store.subscribe, () => select(store.getState()), () => select(store.getState()));
}
