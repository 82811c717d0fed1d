/**
 * End-to-end tests in Debian's Chromium against the reference server, started on its own
 * port with an in-memory database so every run begins from the demo data.
 */
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/chromium.ts';

const PORT = Number(process.env.E2E_PORT ?? 18181);
// The test suite's scrypt cost for every server the run starts (password.ts, passwordCost).
process.env.SC_TEST_PASSWORD_COST ??= 'low';

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60000,
  retries: 0,
  workers: 1,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: { baseURL: `http://127.0.0.1:${PORT}`, launchOptions: chromiumLaunchOptions(), trace: 'off' },
  webServer: {
    command: 'node --import tsx scripts/start.ts',
    env: { PORT: String(PORT), DATA_DIR: 'memory://', QUIET: '1', SC_TEST_PASSWORD_COST: 'low' },
    url: `http://127.0.0.1:${PORT}/super_cloud/admin/`,
    timeout: 180000,
    reuseExistingServer: false,
  },
});
