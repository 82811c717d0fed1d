/**
 * kill -9 during writes and during an export (issue 43 item 5): a real server process on a PGlite
 * folder (and on PostgreSQL with TEST_DATABASE_URL) is killed with SIGKILL while an export task
 * runs and writes are in flight, then started again on the same data. Every acknowledged write
 * has its row and its audit row, and no export task is left waiting or running: each is done, or
 * failed with a reason. `npm run bench:crash` prints the same run's figures.
 */
import { describe, expect, it } from 'vitest';
import { crashRun } from '../../tests/bench/crash';

const backends: [string, string | undefined][] = [['PGlite', undefined]];
if (process.env.TEST_DATABASE_URL) backends.push(['PostgreSQL', process.env.TEST_DATABASE_URL]);

describe.each(backends)('kill -9 on %s', (backend, databaseUrl) => {
  it('loses no acknowledged write or its audit row, and leaves no export task stuck', async () => {
    const f = await crashRun({ backend, ...(databaseUrl ? { databaseUrl } : {}) });
    expect(f.atKill).toContain('running');
    expect(f.acknowledged).toBeGreaterThanOrEqual(20);
    expect(f.rowsFound).toBe(f.acknowledged);
    expect(f.auditFound).toBe(f.acknowledged);
    expect(f.tasks).toBe(3);
    expect(f.stuck).toBe(0);
    expect(f.done + f.failedWithReason).toBe(f.tasks);
  }, 240_000);
});
