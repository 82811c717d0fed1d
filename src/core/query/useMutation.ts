import { useCallback, useEffect, useRef, useState } from 'react';

export interface MutationResult<V, R> {
  /** Runs the write once (never retried: a POST must not repeat); rejects with its error. */
  run(vars: V): Promise<R>;
  readonly pending: boolean;
  readonly data: R | undefined;
  readonly error: Error | null;
}

interface MutationState<R> {
  readonly running: number;
  readonly data: R | undefined;
  readonly error: Error | null;
}

/**
 * One write and its state; `settled` runs after success and failure alike (e.g. to invalidate
 * what the write may have changed), and `run` resolves once it has.
 * @example
 * const save = useMutation((links: Links) => api.call('POST', path, { body: links }), () => queries.invalidate(KEY));
 * await save.run({ android, ios });
 */
export function useMutation<V, R>(fn: (vars: V) => Promise<R>, settled?: () => unknown): MutationResult<V, R> {
  const latest = useRef({ fn, settled });
  latest.current = { fn, settled };
  const [state, setState] = useState<MutationState<R>>({ running: 0, data: undefined, error: null });
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => { live.current = false; };
  }, []);
  const run = useCallback(async (vars: V) => {
    const update = (patch: (s: MutationState<R>) => MutationState<R>) => { if (live.current) setState(patch); };
    const settle = async () => { try { await latest.current.settled?.(); } catch { /* a refresh failing says nothing of the write */ } };
    update((s) => ({ ...s, running: s.running + 1, error: null }));
    let data: R;
    try {
      data = await latest.current.fn(vars);
    } catch (e) {
      await settle();
      update((s) => ({ ...s, running: s.running - 1, error: e instanceof Error ? e : new Error(String(e)) }));
      throw e;
    }
    await settle();
    update((s) => ({ running: s.running - 1, data, error: null }));
    return data;
  }, []);
  return { run, pending: state.running > 0, data: state.data, error: state.error };
}
