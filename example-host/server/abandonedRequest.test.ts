/**
 * A client that goes away stops its query (issue 43 item 4), end to end on PostgreSQL: a list
 * call over a real socket waits on a table another connection holds locked; the client hangs up;
 * the server's request signal fires (@hono/node-server aborts it when the socket closes) and the
 * waiting statement is cancelled on the database (pg_cancel_backend) while the lock is still held,
 * so it was stopped, not finished. Skipped without TEST_DATABASE_URL (`.ci/run` provides one).
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '../../src/contract';
import { testClient } from './api/testClient';
import { createServer, type ReferenceServer } from './createServer';
import { tableName } from './db/migrate';
import { DEFAULT_HTTP_LIMITS, listenBounded, type BoundedListener } from './httpLimits';

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('an abandoned request on PostgreSQL', () => {
  let server: ReferenceServer;
  let http: BoundedListener;
  let observer: pg.Client;
  beforeAll(async () => {
    server = await createServer({ dataDir: 'memory://', quiet: true, databaseUrl: url! });
    http = await listenBounded(server.app.fetch, { host: '127.0.0.1', port: 0, limits: DEFAULT_HTTP_LIMITS });
    observer = new pg.Client({ connectionString: url! });
    await observer.connect();
  });
  afterAll(async () => {
    await observer?.end();
    await http?.close();
    await server?.close();
  });

  /**
   * Backends of this test's database waiting for a lock on `table`. pg_stat_activity is the whole
   * cluster's, and the other worker's test files hold databases with the same tables: only this
   * database counts, and after the hang-up only the backends seen waiting before it.
   */
  const waiting = async (table: string, among?: readonly number[]) => (await observer.query<{ pid: number }>(
    `select pid from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'
       and query like $1 and pid <> pg_backend_pid()`,
    [`%${table}%`])).rows.map((r) => r.pid).filter((pid) => !among || among.includes(pid));

  it('cancels the statement of a client that hung up', async () => {
    const api = testClient({ app: { request: (path, init) => fetch(`http://127.0.0.1:${http.port}${path}`, init) } });
    const admin = await api.login('admin', 'Admin123');
    const table = tableName(server.idx.resource('organisation.build'));
    const locker = new pg.Client({ connectionString: url! });
    await locker.connect();
    try {
      await locker.query('begin');
      await locker.query(`lock table ${table} in access exclusive mode`);
      const client = new AbortController();
      const call = fetch(`http://127.0.0.1:${http.port}${API_BASE}/organisation/build/list`, {
        method: 'POST', signal: client.signal, body: 'pageSize=5',
        headers: { Cookie: admin, 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/x-www-form-urlencoded' },
      }).then(() => 'answered', () => 'hung up');
      let held: number[] = [];
      await expect.poll(async () => (held = await waiting(table)).length, { timeout: 20_000 }).toBeGreaterThan(0);
      client.abort();
      expect(await call).toBe('hung up');
      // The lock is still held: only a cancel ends the wait.
      await expect.poll(async () => (await waiting(table, held)).length, { timeout: 10_000 }).toBe(0);
    } finally {
      await locker.query('rollback').catch(() => undefined);
      await locker.end();
    }
    // The server goes on answering.
    const res = await api.call('POST', '/organisation/build/list', { form: { pageSize: 5 }, session: admin });
    expect(res.body?.code).toBe(200);
  });
});
