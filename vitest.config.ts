/**
 * Five vitest projects: unit (node), server (node, the reference server's tests), dom (jsdom), browser (real Chromium) and storybook
 * (every story rendered as a test in Chromium). `npm test` runs them all, then Playwright.
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from './tests/chromium.ts';
import { SEED_TEMPLATE_DIR } from './tests/support/seedTemplates.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
// Every server of the run, in the global set-up, the workers and the processes tests spawn, hashes
// passwords at the test suite's scrypt cost (password.ts, passwordCost): same code, N = 2^10.
process.env.SC_TEST_PASSWORD_COST ??= 'low';
// Each project needs a browser config object of its own (a shared one fails at start-up).
const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({ launchOptions: chromiumLaunchOptions() }),
  instances: [{ browser: 'chromium' as const }],
  // Baselines are committed beside the tests (`__screenshots__` holds failure shots and is ignored).
  expect: {
    toMatchScreenshot: {
      // A bound, not a wait: the shot is taken as soon as two in a row match. Its 5 s default ran out once with
      // both cores busy in a full run (Chart.test.tsx).
      timeout: 60_000,
      resolveScreenshotPath: ({ root, testFileName, arg, browserName, platform, ext }: ScreenshotPathData) =>
        `${root}/tests/browser/baselines/${testFileName}/${arg}-${browserName}-${platform}${ext}`,
    },
  },
});

/** The two Node projects' common settings. */
const nodeProject = {
  environment: 'node' as const,
  setupFiles: ['tests/support/useSeedTemplates.ts'],
  // Bounds, not waits (tests wait for states): with both cores busy a server start from the seed
  // template took over 60 s once, and a test of real work outlasts 30 s.
  testTimeout: 120_000,
  hookTimeout: 240_000,
};

interface ScreenshotPathData {
  root: string; testFileName: string; arg: string; browserName: string; platform: string; ext: string;
}

export default defineConfig({
  plugins: [react()],
  test: {
    globals: true,
    globalSetup: ['tests/support/globalSetup.ts'],
    // vitest's default on 2 cores is one worker; the server tests wait on PostgreSQL, scrypt's
    // thread pool and Chromium often enough that a second one keeps both cores busy.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          ...nodeProject,
          name: 'unit',
          include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts', 'tests/contract/**/*.test.ts', 'tests/package/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          ...nodeProject,
          name: 'server',
          include: ['example-host/server/**/*.test.ts'],
          // The files of a worker share its module cache: importing the server and the contract once
          // per worker instead of once per file saved a fifth of the CPU (8 server files: 101 s against
          // 128 s). Each test starts servers of its own; what files share is the seed templates and
          // the PGlite runtime. The kit's own tests stay isolated in 'unit': some check a module's
          // first state (a catalogue not loaded yet), which a file before them would have changed.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom', environment: 'jsdom', include: ['src/**/*.test.tsx', 'tests/dom/**/*.test.tsx'], setupFiles: ['tests/support/useSeedTemplates.ts', 'tests/dom/support/setup.ts'], testTimeout: 240_000,
          // As in 'server': a worker's files share its module cache and its document, so the kit, the server and
          // the contract load once per worker, not once per file. tests/dom/support/setup.ts gives each file an
          // empty document and storage.
          isolate: false,
        },
      },
      {
        extends: true,
        // testTimeout as a bound for a loaded machine: browser mode's 15 s default ran out once in a full run
        // (popupsOnDemand.test.tsx, loading each popup's chunk while both cores were busy).
        test: { name: 'browser', include: ['tests/browser/**/*.test.tsx', 'src/**/*.browser.test.tsx'], browser: browser(), testTimeout: 120_000 },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: `${root}.storybook` })],
        // Pre-bundled up front: a re-optimisation in the middle of a run reloads React and breaks hooks.
        // The story server's seed template that the global set-up made in Node (tests/support/seedInMemoryTemplate.ts),
        // fetched by each frame's in-page server from this dev server (stories/support/fetchedSeedTemplates.ts)
        // instead of seeding in the page: the first story of each worker took 86 s, most of it seeding.
        define: { __STORY_SEED_TEMPLATES__: JSON.stringify(`/@fs${SEED_TEMPLATE_DIR}/`) },
        optimizeDeps: { include: ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client', 'styled-components', 'react-router-dom', 'fuse.js', 'downshift', '@floating-ui/react', 'react-virtuoso', 'openapi-fetch'] },
        // Generous bounds: a story's first call starts the in-page reference server (stories/support/storyServer.ts), 5-20 s here, over 90 s on a loaded machine.
        // One frame per worker for every stories file (not one per file): the modules load once and the in-page
        // server starts once from the seed template, instead of both per file (that set-up was 661 s of the
        // project's 976 s; the whole project now takes about 3 min). Stories already share their file's server,
        // so each reads what it shows rather than assume untouched data.
        test: { name: 'storybook', browser: browser(), testTimeout: 300_000, isolate: false },
      },
    ],
  },
});
