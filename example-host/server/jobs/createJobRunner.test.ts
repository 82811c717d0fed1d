import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiFail } from '../types';
import { CONSUMER_IDLE_MS, createJobRunner } from './createJobRunner';

describe('createJobRunner', () => {
  afterEach(() => vi.useRealTimers());

  it('runs a job on its interval, records timing, and never overlaps runs of one job', async () => {
    vi.useFakeTimers();
    const jobs = createJobRunner();
    let runs = 0;
    let release: () => void = () => undefined;
    jobs.every('tick', 'system', 1000, () => new Promise<void>((res) => { runs++; release = res; }));
    expect(jobs.jobs()[0]).toMatchObject({ name: 'tick', group: 'system', status: 'idle', lastRunTime: null });
    expect(jobs.jobs()[0]!.nextRunTime).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(1);
    expect(jobs.jobs()[0]!.status).toBe('running');
    await vi.advanceTimersByTimeAsync(1000); // still running: the second tick joins the first run
    expect(runs).toBe(1);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(jobs.jobs()[0]).toMatchObject({ status: 'success', lastError: null });
    expect(jobs.jobs()[0]!.lastRunTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    jobs.stop();
  });

  it('runNow runs at once and reports failures with their message', async () => {
    const jobs = createJobRunner();
    let n = 0;
    jobs.every('flaky', 'files', 3600000, async () => { n++; if (n === 1) throw new Error('disk full'); });
    expect(await jobs.runNow('flaky')).toMatchObject({ status: 'failed', lastError: 'disk full' });
    expect(await jobs.runNow('flaky')).toMatchObject({ status: 'success', lastError: null });
    expect(n).toBe(2);
    expect(() => jobs.pause('nope')).toThrow(ApiFail);
    await expect(jobs.runNow('nope')).rejects.toMatchObject({ code: 404 });
    jobs.stop();
  });

  it('pause stops the schedule and resume restarts it', async () => {
    vi.useFakeTimers();
    const jobs = createJobRunner();
    let runs = 0;
    jobs.every('p', 'system', 1000, async () => { runs++; });
    expect(jobs.pause('p')).toMatchObject({ status: 'paused', nextRunTime: null });
    await vi.advanceTimersByTimeAsync(5000);
    expect(runs).toBe(0);
    expect((await jobs.runNow('p')).status).toBe('paused'); // a paused job run by hand stays paused
    expect(runs).toBe(1);
    expect(jobs.resume('p').status).toBe('idle');
    await vi.advanceTimersByTimeAsync(2000);
    expect(runs).toBe(3);
    jobs.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(runs).toBe(3);
  });

  it('timers do not keep the process alive', () => {
    const spy = vi.spyOn(globalThis, 'setInterval');
    const jobs = createJobRunner();
    jobs.every('u', 'system', 1000, async () => undefined);
    const timer = spy.mock.results[0]!.value as NodeJS.Timeout;
    expect(timer.hasRef()).toBe(false);
    jobs.stop();
    spy.mockRestore();
  });

  it('queues run one item at a time in order, counting pending, processed and failed', async () => {
    const jobs = createJobRunner();
    const order: string[] = [];
    let active = 0;
    let maxActive = 0;
    const work = (name: string, fail = false) => async () => {
      active++;
      maxActive = Math.max(maxActive, active);
      await new Promise((r) => setTimeout(r, 5));
      order.push(name);
      active--;
      if (fail) throw new Error(`${name} failed`);
    };
    const a = jobs.enqueue('export', work('a'));
    const b = jobs.enqueue('export', work('b', true));
    const c = jobs.enqueue('export', work('c'));
    expect(jobs.queues()[0]).toMatchObject({ name: 'export', pending: 3, consumers: 1 });
    await a;
    await expect(b).rejects.toThrow('b failed');
    await c;
    expect(order).toEqual(['a', 'b', 'c']);
    expect(maxActive).toBe(1);
    expect(jobs.queues()[0]).toMatchObject({ pending: 0, processed: 2, failed: 1, consumers: 1 });
    expect(jobs.queues()[0]!.lastMessageTime).not.toBeNull();
  });

  it('a queue idle for 10 minutes loses its consumer and can be cleaned away', async () => {
    let t = new Date('2026-01-01T08:00:00').getTime();
    const jobs = createJobRunner({ now: () => new Date(t) });
    await jobs.enqueue('old', async () => undefined);
    await jobs.enqueue('fresh', async () => undefined);
    expect(jobs.cleanInvalidQueues()).toEqual([]);
    t += CONSUMER_IDLE_MS + 1;
    await jobs.enqueue('fresh', async () => undefined);
    expect(jobs.queues().find((q) => q.name === 'old')!.consumers).toBe(0);
    expect(jobs.cleanInvalidQueues()).toEqual(['old']);
    expect(jobs.queues().map((q) => q.name)).toEqual(['fresh']);
  });
});
