/**
 * A statement nobody waits for stops: on PostgreSQL the statement of a request whose client has
 * gone is cancelled on the server (pg_cancel_backend), and no statement outlives the bound
 * `DB_STATEMENT_TIMEOUT_MS`. Skipped without TEST_DATABASE_URL (`.ci/run` provides one); the
 * PGlite side (dropped turns) is in arrivalOrdered.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../types';
import { arrivalOrdered } from './arrivalOrdered';
import { openDb } from './openDb';

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('cancelling on PostgreSQL', () => {
  let root: Db;
  beforeAll(async () => { root = await openDb({ databaseUrl: url! }); });
  afterAll(async () => root?.close());

  const running = async (marker: string) => (await root.query<{ n: number }>(
    `select count(*)::int as n from pg_stat_activity where state = 'active' and query like $1 and pid <> pg_backend_pid()`, [`%${marker}%`]))[0]!.n;

  it('cancels the statement of a request whose client has gone', async () => {
    const { db, run } = arrivalOrdered(root);
    const client = new AbortController();
    const marker = `sleep_${Date.now()}`;
    const request = run(() => db.query(`select pg_sleep(60), '${marker}' as m`), client.signal);
    await expect.poll(() => running(marker), { timeout: 20_000 }).toBe(1);
    client.abort();
    await expect(request).rejects.toMatchObject({ code: '57014' });
    expect(await running(marker)).toBe(0);
  });
});

describe.skipIf(!url)('waiting for another server\'s lock on PostgreSQL', () => {
  it('is not cut short by the statement time-out (a second server waits out the first one\'s migration)', async () => {
    const first = await openDb({ databaseUrl: url!, statementTimeoutMs: 300 });
    const second = await openDb({ databaseUrl: url!, statementTimeoutMs: 300 });
    const observer = await openDb({ databaseUrl: url! });
    try {
      const name = `migrate_${Date.now()}`;
      let release!: () => void;
      const holding = new Promise<void>((r) => { release = r; });
      const firstRun = first.advisoryLock!(name, () => holding);
      await expect.poll(async () => (await observer.query<{ n: number }>(
        `select count(*)::int as n from pg_locks where locktype = 'advisory' and granted`))[0]!.n, { timeout: 20_000 }).toBeGreaterThan(0);
      const secondRun = second.advisoryLock!(name, async () => 'migrated');
      // The second one has waited for the lock for more than its 300 ms bound (a state of the database).
      await expect.poll(async () => (await observer.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and query like '%pg_advisory_lock%'
           and now() - query_start > interval '1 second'`))[0]!.n, { timeout: 20_000 }).toBe(1);
      release();
      await firstRun;
      await expect(secondRun).resolves.toEqual({ ran: true, value: 'migrated' });
    } finally {
      await Promise.all([first.close(), second.close(), observer.close()]);
    }
  });
});
