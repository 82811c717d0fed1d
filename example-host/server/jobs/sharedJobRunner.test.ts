/**
 * Two runners sharing one ledger, as two server processes on one PostgreSQL do (jobLedger.ts);
 * here the ledger is kept in memory, so the runner's side of it is checked without a database
 * (multiServer.test.ts checks the PostgreSQL one).
 */
import { describe, expect, it } from 'vitest';
import { createJobRunner } from './createJobRunner';
import type { JobLedger, SharedJobState } from './jobLedger';

function memoryLedger(): JobLedger {
  const rows = new Map<string, SharedJobState>();
  const held = new Set<string>();
  return {
    async exclusive(name, fn) {
      if (held.has(name)) return { ran: false };
      held.add(name);
      try { return { ran: true, value: await fn() }; } finally { held.delete(name); }
    },
    read: async (name) => rows.get(name) ?? null,
    all: async () => [...rows.values()],
    async write(name, values, o = {}) {
      const old = rows.get(name) ?? { name, status: 'idle', lastRunMs: null, lastDurationMs: null, lastError: null, paused: false, runs: 0 };
      rows.set(name, { ...old, ...values, runs: old.runs + (o.started ? 1 : 0) });
    },
  };
}

describe('job runners sharing a ledger', () => {
  const pair = () => {
    const ledger = memoryLedger();
    let now = new Date('2026-11-21T10:00:00');
    const runs: string[] = [];
    const make = (who: string) => {
      const jobs = createJobRunner({ now: () => now, ledger });
      jobs.every('cleanup', 'system', 60_000, async () => { runs.push(who); });
      return jobs;
    };
    return { a: make('a'), b: make('b'), ledger, runs, tick: (ms: number) => { now = new Date(now.getTime() + ms); } };
  };

  it('run a due job once between them, and again only a (near) full interval later', async () => {
    const { a, b, runs, tick } = pair();
    expect(await Promise.all([a.runDue('cleanup'), b.runDue('cleanup')])).toEqual([true, false]);
    tick(30_000);
    expect(await b.runDue('cleanup')).toBe(false); // a ran it half an interval ago
    tick(25_000);
    expect(await b.runDue('cleanup')).toBe(true); // 0.9 interval is enough: timers of two processes drift apart
    expect(runs).toEqual(['a', 'b']);
    a.stop(); b.stop();
  });

  it('show each other\'s runs and pauses; a paused job is run by hand only', async () => {
    const { a, b, ledger, runs } = pair();
    await b.runNow('cleanup');
    await a.refresh();
    expect(a.jobs()[0]).toMatchObject({ status: 'success', lastRunTime: '2026-11-21 10:00:00' });
    a.pause('cleanup');
    await a.refresh();
    await b.refresh();
    expect(b.jobs()[0]).toMatchObject({ status: 'paused', nextRunTime: null });
    expect(await b.runDue('cleanup')).toBe(false);
    await b.runNow('cleanup'); // forced: runs although paused and just run
    expect(runs).toEqual(['b', 'b']);
    b.resume('cleanup');
    await b.refresh();
    await a.refresh();
    expect(a.jobs()[0]!.status).toBe('success');
    expect(a.jobs()[0]!.nextRunTime).not.toBeNull();
    expect((await ledger.read('cleanup'))!.runs).toBe(2);
    a.stop(); b.stop();
  });
});
