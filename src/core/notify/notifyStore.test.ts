import { afterEach, describe, expect, test, vi } from 'vitest';
import { createNotifyStore } from './notifyStore';

afterEach(() => vi.useRealTimers());

describe('notify store', () => {
  test('toasts disappear after their duration (5 s by default)', () => {
    vi.useFakeTimers();
    const notify = createNotifyStore();
    notify.show('error', 'boom');
    notify.show('success', 'ok', 1000);
    expect(notify.getState().toasts.map((t) => t.message)).toEqual(['boom', 'ok']);
    vi.advanceTimersByTime(1000);
    expect(notify.getState().toasts.map((t) => t.message)).toEqual(['boom']);
    vi.advanceTimersByTime(3999);
    expect(notify.getState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(notify.getState().toasts).toHaveLength(0);
  });

  test('the same visible message is not stacked twice', () => {
    const notify = createNotifyStore();
    const a = notify.show('error', 'same');
    const b = notify.show('warning', 'same');
    expect(a).toBe(b);
    expect(notify.getState().toasts).toHaveLength(1);
    notify.dismiss(a);
    expect(notify.getState().toasts).toHaveLength(0);
  });

  test('confirm resolves with the answer and leaves the queue', async () => {
    const notify = createNotifyStore();
    const yes = notify.confirm({ title: 't', message: 'm' });
    const no = notify.confirm({ title: 't2', message: 'm2' });
    const [first, second] = notify.getState().confirms;
    notify.settle(first!.id, true);
    notify.settle(second!.id, false);
    await expect(yes).resolves.toBe(true);
    await expect(no).resolves.toBe(false);
    expect(notify.getState().confirms).toEqual([]);
  });

  test('confirms with one dedupe key share one dialog and one answer', async () => {
    const notify = createNotifyStore();
    const answers = Array.from({ length: 5 }, () => notify.confirm({ title: 'x', message: 'y', dedupeKey: 'k' }));
    expect(notify.getState().confirms).toHaveLength(1);
    notify.settle(notify.getState().confirms[0]!.id, true);
    await expect(Promise.all(answers)).resolves.toEqual([true, true, true, true, true]);
    notify.confirm({ title: 'x', message: 'y', dedupeKey: 'k' });
    expect(notify.getState().confirms).toHaveLength(1);
  });
});
