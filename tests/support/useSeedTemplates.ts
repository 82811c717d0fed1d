/**
 * Setup file of the node test projects, run before each test file:
 * - every in-memory createServer starts from the day's seed template (seconds) instead of migrating
 *   and seeding (tens of seconds); the first one of the run seeds and keeps it. A server that passes
 *   `seedTemplates: null` seeds for itself.
 * - with TEST_DATABASE_URL, a test file that reads it gets a PostgreSQL database of its own, cloned
 *   from the run's seeded template (testDatabases.ts), so files never share rows. The variable
 *   the run was given stays in SC_TEST_DATABASE_BASE for the next file of the same worker.
 */
import { readFileSync } from 'node:fs';
import { folderSeedTemplates } from '../../example-host/server/seed/folderSeedTemplates';
import { setDefaultSeedTemplates } from '../../example-host/server/seed/seedTemplates';
import { SEED_TEMPLATE_DIR } from './seedTemplates';
import { cloneTestDatabase } from './testDatabases';

setDefaultSeedTemplates(folderSeedTemplates(SEED_TEMPLATE_DIR));

const base = (process.env.SC_TEST_DATABASE_BASE ??= process.env.TEST_DATABASE_URL ?? '');
// vitest's worker state names the test file this setup runs for.
const file = (globalThis as { __vitest_worker__?: { filepath?: string } }).__vitest_worker__?.filepath;
// The unit project shares a worker between files (isolate: false): each file starts from the base,
// never from the clone of the file before it.
if (base) process.env.TEST_DATABASE_URL = base;
if (base && file && readFileSync(file, 'utf8').includes('TEST_DATABASE_URL')) {
  process.env.TEST_DATABASE_URL = await cloneTestDatabase(base);
}
