import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testClient } from './api/testClient';
import { createServer } from './createServer';

const dirs: string[] = [];
afterAll(() => { for (const d of dirs) rmSync(d, { recursive: true, force: true }); });

/** Adds a building, reads it back, updates, lists and deletes it: the CRUD path of one resource. */
async function crudPath(server: Awaited<ReturnType<typeof createServer>>, name: string): Promise<number> {
  const api = testClient(server);
  const admin = await api.login('admin', 'Admin123');
  const org = (await api.call('POST', '/organisation/organization/getselectlist', { form: {}, session: admin })).body!.data[0].value;
  const added = await api.call('POST', '/organisation/build/add', { form: { name, orgId: org, code: 'P1' }, session: admin });
  expect(added.body?.code).toBe(200);
  const id = added.body!.data.id as number;
  expect((await api.call('GET', `/organisation/build/${id}`, { session: admin })).body?.data).toMatchObject({ id, name, orgId: org });
  expect((await api.call('POST', '/organisation/build/update', { form: { id, code: 'P2' }, session: admin })).body?.data.code).toBe('P2');
  const listed = await api.call('POST', '/organisation/build/list', { form: { name }, session: admin });
  expect(listed.body?.data.list.map((r: { id: number }) => r.id)).toEqual([id]);
  return id;
}

describe('createServer', () => {
  it('keeps data across a restart on the same data directory', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'supercloud-server-'));
    dirs.push(dir);
    const first = await createServer({ dataDir: dir, quiet: true });
    expect(first.seeded).toBe(true);
    const id = await crudPath(first, '持久楼');
    await first.close();

    const second = await createServer({ dataDir: dir, quiet: true });
    try {
      expect(second.seeded).toBe(false); // users exist: no second seeding
      const api = testClient(second);
      const admin = await api.login('admin', 'Admin123');
      const res = await api.call('GET', `/organisation/build/${id}`, { session: admin });
      expect(res.body?.data).toMatchObject({ id, name: '持久楼', code: 'P2' });
    } finally {
      await second.close();
    }
  }, 120_000);

  // Runs only against a real PostgreSQL: TEST_DATABASE_URL=postgres://user:pw@host/db (a scratch database;
  // .ci/run installs Debian's postgresql and sets it). Not DATABASE_URL, which would also move the e2e server.
  describe.skipIf(!process.env.TEST_DATABASE_URL)('with PostgreSQL (TEST_DATABASE_URL)', () => {
    it('runs the same CRUD path through pg', async () => {
      const server = await createServer({ databaseUrl: process.env.TEST_DATABASE_URL!, dataDir: 'memory://', quiet: true });
      try {
        expect(server.db.kind).toBe('pg');
        // The contract's text filters have their trigram indexes on PostgreSQL too (pg_trgm from contrib).
        const trgm = await server.db.query<{ indexname: string }>(`select indexname from pg_indexes where indexdef like '%gin_trgm_ops%'`);
        expect(trgm.map((i) => i.indexname)).toContain('r_ordermeal__orderdinner__phone__trgm');
        const name = `PG楼${Date.now()}`;
        const id = await crudPath(server, name);
        const api = testClient(server);
        const admin = await api.login('admin', 'Admin123');
        expect((await api.call('POST', `/organisation/build/delete/${id}`, { session: admin })).body?.data).toEqual({ deleted: 1 });
        expect((await api.call('GET', `/organisation/build/${id}`, { session: admin })).body?.code).toBe(404);
      } finally {
        await server.close();
      }
    }, 120_000);
  });
});
