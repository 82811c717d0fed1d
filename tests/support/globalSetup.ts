/**
 * vitest global set-up: empties the seed-template folder, since the code may have changed since
 * the last run (a template is the seed of the code that made it), and seeds the day's in-memory
 * template once (seedInMemoryTemplate.ts, in a process of its own) instead of once in each worker's
 * first server; with TEST_DATABASE_URL, seeds the PostgreSQL template every test file clones
 * (testDatabases.ts) at the same time, and drops the clones at the end.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { SEED_TEMPLATE_DIR } from './seedTemplates';
import { prepareTestDatabases } from './testDatabases';

function seedInMemoryTemplate(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/seedInMemoryTemplate.ts'], { stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`seeding the in-memory template failed (${code})`))));
  });
}

export default async function setUp(): Promise<(() => Promise<void>) | undefined> {
  rmSync(SEED_TEMPLATE_DIR, { recursive: true, force: true });
  const url = process.env.TEST_DATABASE_URL;
  const [teardown] = await Promise.all([url ? prepareTestDatabases(url) : undefined, seedInMemoryTemplate()]);
  return teardown;
}
