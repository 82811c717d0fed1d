/**
 * End-to-end tests in Debian's Chromium against the reference server, started on its own
 * port with an in-memory database so every run begins from the demo data.
 *
 * Two servers, two workers: the page crawl (tests/e2e/crawl.spec.ts, about half of the suite's
 * time, read-only apart from the dialogs it opens and closes) runs against a server of its own
 * while the workflow tests run one at a time against the other. A test only ever meets the
 * data of its own server, and within each project the files run in turn as before.
 */
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/chromium.ts';

const PORT = Number(process.env.E2E_PORT ?? 18181);
const CRAWL_PORT = PORT + 1;
const CRAWL = /crawl\.spec\.ts$/;
// The test suite's scrypt cost for every server the run starts (password.ts, passwordCost).
process.env.SC_TEST_PASSWORD_COST ??= 'low';

const server = (port: number) => ({
  // The first server builds the console when its sources changed; the second starts once the
  // first answers (Playwright starts them in turn), so it finds the build done.
  command: 'node --import tsx scripts/start.ts',
  env: { PORT: String(port), DATA_DIR: 'memory://', QUIET: '1', SC_TEST_PASSWORD_COST: 'low' },
  url: `http://127.0.0.1:${port}/super_cloud/admin/`,
  timeout: 180000,
  reuseExistingServer: false,
});

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60000,
  retries: 0,
  workers: 2,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: { launchOptions: chromiumLaunchOptions(), trace: 'off' },
  projects: [
    { name: 'workflows', testIgnore: CRAWL, workers: 1, use: { baseURL: `http://127.0.0.1:${PORT}` } },
    { name: 'crawl', testMatch: CRAWL, workers: 1, use: { baseURL: `http://127.0.0.1:${CRAWL_PORT}` } },
  ],
  webServer: [server(PORT), server(CRAWL_PORT)],
});
