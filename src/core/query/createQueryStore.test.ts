import { afterEach, describe, expect, test, vi } from 'vitest';
import { createQueryStore, hashKey } from './createQueryStore';

afterEach(() => { vi.useRealTimers(); });

const deferred = <T,>() => {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => { resolve = res; reject = rej; });
  return { promise, resolve, reject };
};

describe('createQueryStore', () => {
  test('a key is one entry whatever the order of its object fields', () => {
    expect(hashKey(['r', { a: 1, b: { d: 2, c: 3 } }])).toBe(hashKey(['r', { b: { c: 3, d: 2 }, a: 1 }]));
    expect(hashKey(['r', { a: 1 }])).not.toBe(hashKey(['r', { a: 2 }]));
  });

  test('concurrent fetches of one key share one load and its answer', async () => {
    const store = createQueryStore();
    const d = deferred<number[]>();
    const fn = vi.fn(() => d.promise);
    const a = store.fetch(['rows', 1], fn);
    const b = store.fetch(['rows', 1], fn);
    expect(store.get(['rows', 1]).fetching).toBe(true);
    d.resolve([1, 2]);
    expect(await a).toEqual([1, 2]);
    expect(await b).toEqual([1, 2]);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(store.get(['rows', 1])).toMatchObject({ data: [1, 2], status: 'success', fetching: false, error: null });
  });

  test('a failed read is retried after a back-off, then reports its error', async () => {
    vi.useFakeTimers();
    const store = createQueryStore({ retry: 1 });
    const fn = vi.fn(() => Promise.reject(new Error('boom')));
    const done = store.fetch(['x'], fn).catch((e: Error) => e.message);
    await vi.advanceTimersByTimeAsync(999);
    expect(fn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fn).toHaveBeenCalledTimes(2);
    expect(await done).toBe('boom');
    expect(store.get(['x'])).toMatchObject({ status: 'error', fetching: false });
    expect(store.get(['x']).error?.message).toBe('boom');
  });

  test('a failure after an answer keeps the answer', async () => {
    const store = createQueryStore({ retry: 0 });
    await store.fetch(['x'], async () => 'first');
    await store.fetch(['x'], () => Promise.reject(new Error('later'))).catch(() => undefined);
    expect(store.get(['x'])).toMatchObject({ data: 'first', status: 'success' });
    expect(store.get(['x']).error?.message).toBe('later');
  });

  test('invalidate reloads the followed keys under the prefix and marks the others', async () => {
    const store = createQueryStore();
    await store.fetch(['res', 'a', 1], async () => 1);
    await store.fetch(['res', 'a', 2], async () => 2);
    await store.fetch(['res', 'b'], async () => 3);
    const reload = vi.fn(async () => { await store.fetch(['res', 'a', 1], async () => 10); });
    store.observe(['res', 'a', 1], () => undefined, reload);
    await store.invalidate(['res', 'a']);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(store.get(['res', 'a', 1])).toMatchObject({ data: 10, invalid: false });
    expect(store.get(['res', 'a', 2])).toMatchObject({ data: 2, invalid: true });
    expect(store.get(['res', 'b']).invalid).toBe(false);
  });

  test('an invalidation during a load reloads once that load lands', async () => {
    const store = createQueryStore();
    const d = deferred<string>();
    void store.fetch(['k'], () => d.promise);
    const reload = vi.fn(() => store.fetch(['k'], async () => 'after write'));
    store.observe(['k'], () => undefined, reload);
    const invalidated = store.invalidate(['k']);
    expect(reload).not.toHaveBeenCalled();
    d.resolve('before write');
    await invalidated;
    expect(reload).toHaveBeenCalledTimes(1);
    expect(store.get(['k']).data).toBe('after write');
  });

  test('clear forgets every answer, tells followers and aborts loads in flight', async () => {
    const store = createQueryStore();
    await store.fetch(['a'], async () => 'kept?');
    const onChange = vi.fn();
    store.observe(['a'], onChange);
    let signal: AbortSignal | undefined;
    const late = store.fetch(['b'], (s) => { signal = s; return new Promise<string>((resolve) => setTimeout(() => resolve('late'), 10)); });
    store.clear();
    expect(signal?.aborted).toBe(true);
    expect(onChange).toHaveBeenCalled();
    expect(store.get(['a'])).toMatchObject({ data: undefined, status: 'pending' });
    await expect(late).rejects.toThrow();
    expect(store.has(['b'])).toBe(false);
  });

  test('an entry nobody follows is dropped after the keep time, a followed one is not', async () => {
    vi.useFakeTimers();
    const store = createQueryStore({ keepTime: 1000 });
    await store.fetch(['loose'], async () => 1);
    await store.fetch(['held'], async () => 2);
    const stop = store.observe(['held'], () => undefined);
    await vi.advanceTimersByTimeAsync(1000);
    expect(store.has(['loose'])).toBe(false);
    expect(store.get(['held']).data).toBe(2);
    stop();
    await vi.advanceTimersByTimeAsync(1000);
    expect(store.has(['held'])).toBe(false);
  });
});
