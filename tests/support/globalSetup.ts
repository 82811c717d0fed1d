/**
 * vitest global set-up: empties the seed-template folder, since the code may have changed since
 * the last run (a template is the seed of the code that made it); with TEST_DATABASE_URL, seeds the
 * PostgreSQL template every test file clones (testDatabases.ts) and drops the clones at the end.
 */
import { rmSync } from 'node:fs';
import { SEED_TEMPLATE_DIR } from './seedTemplates';
import { prepareTestDatabases } from './testDatabases';

export default async function setUp(): Promise<(() => Promise<void>) | undefined> {
  rmSync(SEED_TEMPLATE_DIR, { recursive: true, force: true });
  const url = process.env.TEST_DATABASE_URL;
  return url ? prepareTestDatabases(url) : undefined;
}
