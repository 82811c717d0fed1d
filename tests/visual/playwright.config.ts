/**
 * The local visual check (`npm run test:visual`, part of `npm test`): a fixed set of stories of
 * the built Storybook (storybook-static, from `npm run build-storybook`) screenshotted in Debian's
 * Chromium and compared with the baselines in tests/visual/baselines. No service, no network.
 * `npm run test:visual:update` writes new baselines; review them in the diff like code.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../chromium.ts';

// Its own port, clear of the e2e servers' (E2E_PORT and the next), so both suites can run on one machine.
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const PORT = Number(process.env.VISUAL_PORT ?? Number(process.env.E2E_PORT ?? 18181) + 10);

export default defineConfig({
  testDir: '.',
  testMatch: 'stories.spec.ts',
  outputDir: `${ROOT}test-results/visual`,
  snapshotPathTemplate: '{testDir}/baselines/{arg}{ext}',
  timeout: 120_000,
  retries: 0,
  // Each screenshot has its own page, viewport and fonts: two at a time change no pixel. The dinner
  // orders story (the in-page server's start) takes as long as the others together, beside them.
  workers: 2,
  fullyParallel: true,
  reporter: [['list'], ['json', { outputFile: `${ROOT}test-results/visual.json` }]],
  expect: {
    // pixelmatch's colour threshold 0.05 (of its YIQ scale): 0.2 let #409EFF -> #3178C2 and #333 -> #666 text through
    // unseen. Anti-aliased pixels are ignored by pixelmatch itself; the baselines' fonts are installed by .ci/run.
    // stories.spec.ts proves a real change fails.
    toHaveScreenshot: { maxDiffPixelRatio: 0.01, threshold: 0.05, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: chromiumLaunchOptions(),
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    colorScheme: 'light',
    trace: 'off',
  },
  webServer: {
    command: `node --import tsx tests/visual/serveStatic.ts ${ROOT}storybook-static ${PORT}`,
    cwd: ROOT,
    url: `http://127.0.0.1:${PORT}/iframe.html`,
    timeout: 60_000,
    reuseExistingServer: false,
  },
});
