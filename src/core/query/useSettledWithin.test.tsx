import { act, renderHook } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { useSettledWithin } from './useSettledWithin';

beforeEach(() => { vi.useFakeTimers(); });
afterEach(() => { vi.useRealTimers(); });

describe('useSettledWithin', () => {
  test('is true at once when already settled', () => {
    const { result } = renderHook(() => useSettledWithin(true, 150));
    expect(result.current).toBe(true);
  });

  test('turns true as soon as it settles, before the wait is over', () => {
    const { result, rerender } = renderHook((p: { settled: boolean }) => useSettledWithin(p.settled, 150), { initialProps: { settled: false } });
    expect(result.current).toBe(false);
    act(() => { vi.advanceTimersByTime(40); });
    expect(result.current).toBe(false);
    rerender({ settled: true });
    expect(result.current).toBe(true);
  });

  test('releases in a commit of its own, not in the one where it settles', () => {
    // What each commit showed: the render where `settled` turns true commits false, then true follows.
    const committed: boolean[] = [];
    const { rerender } = renderHook((p: { settled: boolean }) => {
      const v = useSettledWithin(p.settled, 150);
      useLayoutEffect(() => { committed.push(v); });
      return v;
    }, { initialProps: { settled: false } });
    rerender({ settled: true });
    expect(committed).toEqual([false, false, true]);
  });

  test('gives up waiting after the given time, then stays true for good', () => {
    const { result, rerender } = renderHook((p: { settled: boolean }) => useSettledWithin(p.settled, 150), { initialProps: { settled: false } });
    act(() => { vi.advanceTimersByTime(149); });
    expect(result.current).toBe(false);
    act(() => { vi.advanceTimersByTime(1); });
    expect(result.current).toBe(true);
    rerender({ settled: true });
    rerender({ settled: false });
    expect(result.current).toBe(true);
  });

  test('once settled, a later unsettled state (the next page loading) does not hide anything again', () => {
    const { result, rerender } = renderHook((p: { settled: boolean }) => useSettledWithin(p.settled, 150), { initialProps: { settled: false } });
    rerender({ settled: true });
    rerender({ settled: false });
    act(() => { vi.advanceTimersByTime(1000); });
    expect(result.current).toBe(true);
  });
});
