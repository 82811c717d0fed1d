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
