import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { useAdminInternals } from '../adminContext';
import { hashKey, type QueryFn, type QueryKey, type QueryState } from './createQueryStore';

export interface UseQueryOptions<T> {
  readonly key: QueryKey;
  readonly fn: QueryFn<T>;
  readonly enabled?: boolean;
  /** ms an answer stays fresh for this follower (default: the store's). */
  readonly staleTime?: number;
  /** Retries of a failed load (default: the store's). */
  readonly retry?: number;
  /** Start loading while rendering, not after the commit (a page's main list). */
  readonly eager?: boolean;
  /** Keep showing the previous key's answer while a new key loads (paging, filtering). */
  readonly keepPrevious?: boolean;
  /** Reload every so many ms while enabled. */
  readonly refetchInterval?: number | false;
  /** Load again on mount after a failure (default true; false for lookups every cell shares). */
  readonly retryOnMount?: boolean;
}

export interface QueryResult<T> {
  readonly data: T | undefined;
  readonly error: Error | null;
  /** No answer yet for this key (nor a previous one kept). */
  readonly isPending: boolean;
  /** Pending and loading. */
  readonly isLoading: boolean;
  readonly isFetching: boolean;
  /** `data` is the previous key's, kept while this one loads. */
  readonly isPlaceholder: boolean;
  /** Loads again now (joining a load in flight). */
  refetch(): Promise<T | undefined>;
}

/**
 * Follows one read of the provider's query store: cached per key, deduplicated, reloaded when
 * stale on mount, after `invalidate` and on an interval.
 * @example
 * const { data, isPending } = useQuery({ key: ['sc-admin', 'appDownloadLinks'], fn: (signal) => load(signal) });
 */
export function useQuery<T>(o: UseQueryOptions<T>): QueryResult<T> {
  const { queries } = useAdminInternals();
  const hash = hashKey(o.key);
  const enabled = o.enabled !== false;
  const latest = useRef(o);
  latest.current = o;
  const keyRef = useRef(o.key);
  if (hashKey(keyRef.current) !== hash) keyRef.current = o.key;
  const key = keyRef.current;

  const refetch = useCallback(() => {
    const { fn, retry } = latest.current;
    return queries.fetch<T>(key, fn, { retry }).then((d) => d, () => undefined);
  }, [queries, key]);

  if (o.eager && enabled && !queries.has(key)) void refetch();

  const subscribe = useCallback((onChange: () => void) => queries.observe(
    key, onChange, () => (latest.current.enabled !== false ? refetch() : undefined),
  ), [queries, key, refetch]);
  const state = useSyncExternalStore(subscribe, () => queries.get<T>(key), () => queries.get<T>(key));

  useEffect(() => {
    if (!enabled) return;
    const s = queries.get<T>(key);
    const stale = s.invalid || Date.now() - s.updatedAt > (latest.current.staleTime ?? queries.defaults.staleTime);
    const failedBefore = s.status === 'error' && latest.current.retryOnMount === false;
    if (!s.fetching && stale && !failedBefore) void refetch();
  }, [queries, key, enabled, refetch]);

  const interval = enabled ? o.refetchInterval : false;
  useEffect(() => {
    if (!interval) return undefined;
    const id = setInterval(() => void refetch(), interval);
    return () => clearInterval(id);
  }, [interval, refetch]);

  // The last answered state of any key this follower had, for keepPrevious.
  const previous = useRef<QueryState<T> | null>(null);
  if (state.status === 'success') previous.current = state;
  const shown = state.status === 'pending' && o.keepPrevious && previous.current ? previous.current : null;
  const isPending = state.status === 'pending' && !shown;
  // A key with no answer yet is about to load (the effect starts it): say so from the first render.
  const fetching = state.fetching || (enabled && state.status === 'pending');
  return {
    data: shown ? shown.data : state.data,
    error: state.error,
    isPending,
    isLoading: isPending && fetching,
    isFetching: fetching,
    isPlaceholder: Boolean(shown),
    refetch,
  };
}
