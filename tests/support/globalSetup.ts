/**
 * vitest global set-up: empties the seed-template folder, since the code may have changed since
 * the last run (a template is the seed of the code that made it), and seeds the day's in-memory
 * template once (seedInMemoryTemplate.ts, in a process of its own) instead of once in each worker's
 * first server; with TEST_DATABASE_URL, seeds the PostgreSQL template every test file clones
 * (testDatabases.ts) at the same time, and drops the clones at the end. When the storybook project runs,
 * the story server's template (seedInMemoryTemplate.ts `story`) is seeded beside them too.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { SEED_TEMPLATE_DIR } from './seedTemplates';
import { prepareTestDatabases } from './testDatabases';

function seedInMemoryTemplate(args: readonly string[] = []): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/seedInMemoryTemplate.ts', ...args], { stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`seeding the in-memory template failed (${code})`))));
  });
}

/** What vitest hands a global set-up: the projects of this run (without those `--project` left out). */
interface SetUpContext { readonly vitest?: { readonly projects?: readonly { readonly name: string }[] } }

export default async function setUp(ctx?: SetUpContext): Promise<(() => Promise<void>) | undefined> {
  rmSync(SEED_TEMPLATE_DIR, { recursive: true, force: true });
  const url = process.env.TEST_DATABASE_URL;
  // vitest names a browser project after its instance too: 'storybook (chromium)'.
  const stories = process.env.NO_STORY_TEMPLATE ? false : ctx?.vitest?.projects?.some((p) => p.name.startsWith('storybook')) ?? true;
  const [teardown] = await Promise.all([
    url ? prepareTestDatabases(url) : undefined,
    seedInMemoryTemplate(),
    stories ? seedInMemoryTemplate(['story']) : undefined,
  ]);
  return teardown;
}
