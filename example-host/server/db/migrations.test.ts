/**
 * Schema changes as numbered migrations (issue 42 item 4): one `_migrations` record per step, the
 * contract's tables and the data-scope policies as one derived step, each step applied once, and no
 * table or index created anywhere but in the migrations.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type ReferenceServer } from '../createServer';
import { MIGRATIONS, runMigrations } from './migrations';

describe('migrations', () => {
  let server: ReferenceServer;
  beforeAll(async () => { server = await createServer({ dataDir: 'memory://', quiet: true, seed: false }); }, 120_000);
  afterAll(() => server?.close());

  it('records the derived step and every numbered step once', async () => {
    const rows = await server.db.query<{ id: number; name: string; checksum: string | null }>(`select "id", "name", "checksum" from "_migrations" order by "id"`);
    expect(rows.map((r) => Number(r.id))).toEqual([0, ...MIGRATIONS.map((m) => m.id).sort((a, b) => a - b)]);
    expect(rows[0]!.checksum).toBeTruthy();
    expect(new Set(MIGRATIONS.map((m) => m.id)).size).toBe(MIGRATIONS.length);
  });

  it('applies nothing again on the next start, and a new step exactly once', async () => {
    expect(await runMigrations(server.db, server.idx)).toEqual({ derived: false, applied: [] });
    const next = { id: 9000, name: 'test step', up: async (db: typeof server.db) => { await db.exec('create table if not exists "_test_step" ("n" integer)'); } };
    expect(await runMigrations(server.db, server.idx, [...MIGRATIONS, next])).toEqual({ derived: false, applied: [9000] });
    expect(await runMigrations(server.db, server.idx, [...MIGRATIONS, next])).toEqual({ derived: false, applied: [] });
    // New tables are covered by the scoped role's grants too.
    const [g] = await server.db.query(`select has_table_privilege('sc_scoped', '"_test_step"', 'select') as "ok"`);
    expect(g!.ok).toBe(true);
  });

  it('has every scoped table under a policy for the scoped role', async () => {
    const rows = await server.db.query<{ tablename: string }>(`select tablename from pg_policies where policyname = 'sc_scope'`);
    expect(rows.length).toBeGreaterThan(100);
  });

  it('creates no table or index outside the migrations (no DDL inside a request)', () => {
    const allowed = new Set(['db/migrate.ts', 'db/migrations.ts', 'scope/policies.ts']);
    const offenders: string[] = [];
    const walk = (dir: string, rel: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        const r = rel ? `${rel}/${name}` : name;
        if (statSync(path).isDirectory()) walk(path, r);
        else if (name.endsWith('.ts') && !name.endsWith('.test.ts') && !allowed.has(r)) {
          const text = readFileSync(path, 'utf8');
          if (/\b(create (unique )?(table|index)|alter table|create (or replace )?(function|trigger)|drop table)\b/i.test(text)) offenders.push(r);
        }
      }
    };
    walk(join(__dirname, '..'), '');
    expect(offenders).toEqual([]);
  });
});
