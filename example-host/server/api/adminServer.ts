/**
 * Test setup shared by the server's test files: one seeded in-memory server per file, an
 * admin session, and short helpers to call it and read its tables.
 * @example
 * const s = useAdminServer();
 * it('adds', async () => { expect((await s.post('/organisation/build/add', { name: 'A' })).body?.code).toBe(200); });
 */
import { afterAll, beforeAll } from 'vitest';
import { createServer, type ReferenceServer } from '../createServer';
import { tableName } from '../db/migrate';
import type { Row } from '../types';
import { testClient, type CallResult, type TestClient } from './testClient';

export interface AdminServer {
  readonly server: ReferenceServer;
  readonly api: TestClient;
  /** The admin's session cookie value. */
  readonly admin: string;
  /** Live rows of a resource, in id order; `where` continues the SQL condition. */
  rows(key: string, where?: string, params?: unknown[]): Promise<Row[]>;
  post(path: string, form: Row): Promise<CallResult>;
  postJson(path: string, json: Row): Promise<CallResult>;
  get(path: string, query?: Row): Promise<CallResult>;
}

/**
 * Registers beforeAll/afterAll for a seeded server and an admin login; use the result inside tests.
 * `databaseUrl` runs it on a PostgreSQL database (seeded when empty) instead of an in-memory PGlite.
 */
export function useAdminServer(o: { databaseUrl?: string } = {}): AdminServer {
  let server: ReferenceServer;
  let api: TestClient;
  let admin: string;
  beforeAll(async () => {
    server = await createServer({ dataDir: 'memory://', quiet: true, ...(o.databaseUrl ? { databaseUrl: o.databaseUrl } : {}) });
    api = testClient(server);
    admin = await api.login('admin', 'Admin123');
  });
  afterAll(() => server?.close());
  return {
    get server() { return server; },
    get api() { return api; },
    get admin() { return admin; },
    rows: (key, where = '', params = []) =>
      server.db.query(`select * from ${tableName(server.idx.resource(key))} where "_deleted" = false ${where} order by "id"`, params),
    post: (path, form) => api.call('POST', path, { form, session: admin }),
    postJson: (path, json) => api.call('POST', path, { json, session: admin }),
    get: (path, query) => api.call('GET', path, { session: admin, ...(query ? { query } : {}) }),
  };
}
