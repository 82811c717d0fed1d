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

/**
 * vitest calls a root `globalSetup` once more for every project that inherits it (`extends: true`): a
 * run of all five projects called this six times in turn, each emptying the folder and seeding again
 * (measured: three calls of 23 s each for `--project unit --project dom`). The first call in the
 * process does the work; the others find it done and leave the teardown to the first.
 */
const DONE = Symbol.for('supercloud.testGlobalSetup');
type Marked = typeof globalThis & { [DONE]?: true };

export default async function setUp(ctx?: SetUpContext): Promise<(() => Promise<void>) | undefined> {
  if ((globalThis as Marked)[DONE]) return undefined;
  (globalThis as Marked)[DONE] = true;
  rmSync(SEED_TEMPLATE_DIR, { recursive: true, force: true });
  const url = process.env.TEST_DATABASE_URL;
  // vitest names a browser project after its instance too: 'storybook (chromium)'.
  // SC_NO_STORY_TEMPLATE=1 leaves it out, to measure what it saves (README, Suite time).
  const stories = process.env.SC_NO_STORY_TEMPLATE ? false : ctx?.vitest?.projects?.some((p) => p.name.startsWith('storybook')) ?? true;
  const [teardown] = await Promise.all([
    url ? prepareTestDatabases(url) : undefined,
    seedInMemoryTemplate(),
    stories ? seedInMemoryTemplate(['story']) : undefined,
  ]);
  return teardown;
}
