import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { AdminContext, type AdminInternals } from '../adminContext';
import { createQueryStore, type QueryStore } from './createQueryStore';
import { useMutation } from './useMutation';
import { useQuery, type UseQueryOptions } from './useQuery';

// The hooks read only the store from the provider's internals.
const wrapperFor = (queries: QueryStore) => function Wrapper({ children }: { children: ReactNode }) {
  return <AdminContext.Provider value={{ queries } as unknown as AdminInternals}>{children}</AdminContext.Provider>;
};

describe('useQuery', () => {
  test('loads on mount, says it is loading from the first render, then shows the answer', async () => {
    const queries = createQueryStore();
    const fn = vi.fn(async () => 'rows');
    const { result } = renderHook(() => useQuery({ key: ['a'], fn }), { wrapper: wrapperFor(queries) });
    expect(result.current).toMatchObject({ isPending: true, isLoading: true, data: undefined });
    await waitFor(() => expect(result.current.data).toBe('rows'));
    expect(result.current).toMatchObject({ isPending: false, isFetching: false });
    expect(fn).toHaveBeenCalledTimes(1);
  });

  test('an eager query starts loading while rendering, before any effect', () => {
    const queries = createQueryStore();
    const fn = vi.fn(() => new Promise<string>(() => undefined));
    renderHook(() => {
      useQuery({ key: ['eager'], fn, eager: true });
      // Still inside the first render: the load has been asked for already.
      expect(fn).toHaveBeenCalledTimes(1);
    }, { wrapper: wrapperFor(queries) });
    expect(fn).toHaveBeenCalledTimes(1);
  });

  test('keepPrevious shows the last page while the next one loads', async () => {
    const queries = createQueryStore();
    let release!: () => void;
    const { result, rerender } = renderHook((p: { page: number }) => useQuery({
      key: ['list', { page: p.page }],
      fn: () => (p.page === 1 ? Promise.resolve('page 1') : new Promise<string>((r) => { release = () => r('page 2'); })),
      keepPrevious: true,
    }), { wrapper: wrapperFor(queries), initialProps: { page: 1 } });
    await waitFor(() => expect(result.current.data).toBe('page 1'));
    rerender({ page: 2 });
    expect(result.current).toMatchObject({ data: 'page 1', isPlaceholder: true, isPending: false, isFetching: true });
    await act(async () => release());
    await waitFor(() => expect(result.current).toMatchObject({ data: 'page 2', isPlaceholder: false }));
  });

  test('a followed query reloads when its key is invalidated, an unfollowed one on its next mount', async () => {
    const queries = createQueryStore({ staleTime: 60_000 });
    let n = 0;
    const options: UseQueryOptions<number> = { key: ['res', 'x'], fn: async () => (n += 1) };
    const first = renderHook(() => useQuery(options), { wrapper: wrapperFor(queries) });
    await waitFor(() => expect(first.result.current.data).toBe(1));
    await act(() => queries.invalidate(['res']));
    expect(first.result.current.data).toBe(2);
    first.unmount();
    // Fresh (60 s): a new follower takes the cached answer without loading.
    const second = renderHook(() => useQuery(options), { wrapper: wrapperFor(queries) });
    expect(second.result.current.data).toBe(2);
    second.unmount();
    await queries.invalidate(['res']);
    expect(n).toBe(2);
    const third = renderHook(() => useQuery(options), { wrapper: wrapperFor(queries) });
    await waitFor(() => expect(third.result.current.data).toBe(3));
  });

  test('with retryOnMount false a failed lookup is not asked again by the next follower', async () => {
    const queries = createQueryStore({ retry: 0 });
    const fn = vi.fn(() => Promise.reject(new Error('down')));
    const options = { key: ['lookup'], fn, retryOnMount: false };
    const first = renderHook(() => useQuery(options), { wrapper: wrapperFor(queries) });
    await waitFor(() => expect(first.result.current.error?.message).toBe('down'));
    renderHook(() => useQuery(options), { wrapper: wrapperFor(queries) });
    await new Promise((r) => setTimeout(r, 20));
    expect(fn).toHaveBeenCalledTimes(1);
  });

  test('refetchInterval reloads while enabled and stops when disabled', async () => {
    vi.useFakeTimers();
    try {
      const queries = createQueryStore();
      const fn = vi.fn(async () => true);
      const { rerender } = renderHook((p: { on: boolean }) => useQuery({ key: ['poll'], fn, enabled: p.on, refetchInterval: 100 }), {
        wrapper: wrapperFor(queries), initialProps: { on: true },
      });
      await act(() => vi.advanceTimersByTimeAsync(350));
      expect(fn).toHaveBeenCalledTimes(4);
      rerender({ on: false });
      await act(() => vi.advanceTimersByTimeAsync(500));
      expect(fn).toHaveBeenCalledTimes(4);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('useMutation', () => {
  test('is pending until the write and its refresh are done, and keeps the error of a failure', async () => {
    let finishRefresh!: () => void;
    const settled = vi.fn(() => new Promise<void>((r) => { finishRefresh = r; }));
    const { result } = renderHook(() => useMutation(async (n: number) => {
      if (n < 0) throw new Error('negative');
      return n * 2;
    }, settled));
    let done: Promise<number>;
    act(() => { done = result.current.run(2); });
    await waitFor(() => expect(settled).toHaveBeenCalledTimes(1));
    expect(result.current.pending).toBe(true);
    await act(async () => { finishRefresh(); expect(await done).toBe(4); });
    expect(result.current).toMatchObject({ pending: false, data: 4, error: null });
    await act(async () => {
      const failed = result.current.run(-1);
      await Promise.resolve();
      finishRefresh();
      await expect(failed).rejects.toThrow('negative');
    });
    expect(result.current.error?.message).toBe('negative');
    expect(settled).toHaveBeenCalledTimes(2);
  });
});
