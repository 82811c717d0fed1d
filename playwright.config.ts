/**
 * End-to-end tests in Debian's Chromium against the reference server, started on its own
 * port with an in-memory database so every run begins from the demo data.
 *
 * Two workers, a server each: Playwright numbers the workers running at the same time 0 and 1
 * (TEST_PARALLEL_INDEX, set before a worker loads this file), and a worker talks only to the
 * server of its number. So no two tests ever run against one server at once, and either worker
 * takes the next file or crawl part as soon as it is free: the page crawl (tests/e2e/crawl.spec.ts,
 * in parts, read-only apart from the dialogs it opens and closes) and the workflow tests share both.
 */
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/chromium.ts';
import { SEED_TEMPLATE_DIR } from './tests/support/seedTemplates.ts';

const PORT = Number(process.env.E2E_PORT ?? 18181);
const WORKERS = 2;
// Undefined in the main process (which only starts the servers), 0 or 1 in a worker.
const SLOT = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const CRAWL = /crawl\.spec\.ts$/;
// The test suite's scrypt cost for every server the run starts (password.ts, passwordCost).
process.env.SC_TEST_PASSWORD_COST ??= 'low';

const server = (port: number) => ({
  // The first server builds the console when its sources changed; the second starts once the
  // first answers (Playwright starts them in turn), so it finds the build done.
  command: 'node --import tsx scripts/start.ts',
  // The day's seed template the vitest run left (or the first server keeps for the second): a server starts in
  // seconds instead of seeding for tens of them, one core each while the other waits.
  env: { PORT: String(port), DATA_DIR: 'memory://', QUIET: '1', SC_TEST_PASSWORD_COST: 'low', SEED_TEMPLATE_DIR },
  url: `http://127.0.0.1:${port}/super_cloud/admin/`,
  timeout: 180000,
  reuseExistingServer: false,
});

export default defineConfig({
  testDir: 'tests/e2e',
  // Not the default test-results: Playwright empties its output folder at the start, and that took the
  // seed templates the vitest run had just left there with it (the first server then seeded for itself).
  outputDir: 'test-results/e2e',
  timeout: 60000,
  retries: 0,
  workers: WORKERS,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: { launchOptions: chromiumLaunchOptions(), trace: 'off', baseURL: `http://127.0.0.1:${PORT + SLOT}` },
  // The crawl first: its parts are the longest tests, and the workflow files fill in around them.
  projects: [
    { name: 'crawl', testMatch: CRAWL },
    { name: 'workflows', testIgnore: CRAWL },
  ],
  webServer: Array.from({ length: WORKERS }, (_, i) => server(PORT + i)),
});
