import { useEffect, useRef, useState } from 'react';

/**
 * One choice of a Select.
 * @example
 * const { options, loading, failed } = useAsyncOptions(searchOrganisations, query, isOpen, 250);
 */
export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/**
 * Loads the options matching `query`; abort `signal` when a newer query supersedes it.
 * @example
 * const { options, loading, failed } = useAsyncOptions(searchOrganisations, query, isOpen, 250);
 */
export type LoadOptions = (query: string, signal: AbortSignal) => Promise<readonly SelectOption[]>;

export interface AsyncOptionsState {
  options: readonly SelectOption[];
  loading: boolean;
  failed: boolean;
}

const IDLE: AsyncOptionsState = { options: [], loading: false, failed: false };

/**
 * Options from `load` for the current query while `active` (the menu is open): debounced while
 * typing, the previous request aborted, and a late answer to an old query never overwrites the
 * answer to the newer one.
 * @example
 * const { options, loading, failed } = useAsyncOptions(searchOrganisations, query, isOpen, 250);
 */
export function useAsyncOptions(load: LoadOptions | undefined, query: string, active: boolean, debounceMs: number): AsyncOptionsState {
  const [state, setState] = useState<AsyncOptionsState>(IDLE);
  // Latest loader without re-running the effect: callers usually pass an inline function.
  const loadRef = useRef(load);
  loadRef.current = load;
  const enabled = load != null;

  useEffect(() => {
    if (!enabled || !active) return;
    const controller = new AbortController();
    setState((s) => (s.loading && !s.failed ? s : { ...s, loading: true, failed: false }));
    const run = () => {
      loadRef.current!(query, controller.signal).then(
        (options) => { if (!controller.signal.aborted) setState({ options, loading: false, failed: false }); },
        () => { if (!controller.signal.aborted) setState({ options: [], loading: false, failed: true }); },
      );
    };
    // Opening the menu (empty query) loads at once; typing waits for a pause.
    const timer = setTimeout(run, query ? debounceMs : 0);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [enabled, active, query, debounceMs]);

  return state;
}
