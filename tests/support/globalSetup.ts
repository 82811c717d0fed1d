/**
 * vitest global set-up: empties the seed-template folder, since the code may have changed since
 * the last run (a template is the seed of the code that made it), and seeds the day's in-memory
 * template once, here, instead of once in each worker's first server; with TEST_DATABASE_URL, seeds
 * the PostgreSQL template every test file clones (testDatabases.ts) at the same time (that one
 * works mostly in PostgreSQL's own process) and drops the clones at the end.
 */
import { rmSync } from 'node:fs';
import { createServer } from '../../example-host/server/createServer';
import { folderSeedTemplates } from '../../example-host/server/seed/folderSeedTemplates';
import { SEED_TEMPLATE_DIR } from './seedTemplates';
import { prepareTestDatabases } from './testDatabases';

async function seedInMemoryTemplate(): Promise<void> {
  const server = await createServer({ dataDir: 'memory://', quiet: true, seedTemplates: folderSeedTemplates(SEED_TEMPLATE_DIR) });
  await server.close();
}

export default async function setUp(): Promise<(() => Promise<void>) | undefined> {
  rmSync(SEED_TEMPLATE_DIR, { recursive: true, force: true });
  const url = process.env.TEST_DATABASE_URL;
  const [teardown] = await Promise.all([url ? prepareTestDatabases(url) : undefined, seedInMemoryTemplate()]);
  return teardown;
}
