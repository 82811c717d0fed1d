/**
 * What a partner pays to mount one page: a fresh Vite app installs the packed tarball
 * (tests/package/partnerApp.ts) and is built six ways: BASELINE (React, React DOM,
 * react-router-dom, styled-components doing something trivial: the baseline), CORE BASELINE
 * (the same without styled-components, which the meal page does not load before its rows), LIBS (the baseline plus the
 * libraries the meal page loads to show its first rows, none of our code: the floor of what the
 * page can add), MEAL (`AdminProvider` + `MealOrdersPage`), TABLE ONLY (the same provider, list
 * call, permission wait and columns in a bare `ResourceTable`: the kit's floor under the page's
 * filters, toolbar, selection, row actions and pagination) and PLAIN (plain React fetching and
 * rendering the same first rows).
 * Size: gzip -9 of the JS+CSS Chromium loads to show the page with its first rows, and of all
 * emitted chunks. Time: from navigation start to the first 20 data rows in the grid (fewer when the
 * virtualised grid renders fewer: then all it renders of the first page), median of 24 loads, each
 * in a new browser context (cold HTTP cache) after one discarded load (warm server), the meal
 * page's, the table-only page's and plain React's loads taken in turn, and the meal page once more
 * in each turn: two series of one build, whose medians differ only by the run's own spread. The
 * order rotates from turn to turn, so no page always loads first. With each time, the renderer
 * main thread's CPU time to the first rows (thread ticks, so less stretched by the shared
 * machine's load).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright';
import { chromiumLaunchOptions } from '../chromium';
import { buildPartnerApp, installPartnerApp, packPackage, startPartnerServer, type PartnerBuild } from '../package/partnerApp';
import { ROWS_BINDING, bindingCalled } from './bindingCalled';
import { cpuSeconds } from './cpuSeconds';

const ROWS = 20;
// A multiple of the four series, so each takes each place in the turn equally often.
const RUNS = 24;
const ADDS_TARGET_KB = 60;
const FIRST_ROWS_TARGET_S = 0.25;
// Tall enough for the grid's largest height: it renders only the rows in view (and a few ahead).
const VIEWPORT = { width: 1440, height: 2400 };
const kb = (n: number) => Math.round((n / 1024) * 10) / 10;
const gz = (bytes: Uint8Array) => gzipSync(bytes, { level: 9 }).length;
const isAsset = (path: string) => ['.js', '.css'].includes(extname(path));
/** The upper middle of some figures: the median the partner figures (and their pooled ratio) use. */
export const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** gzip bytes and count of every JS and CSS file the build emitted. */
function emitted(build: PartnerBuild): { bytes: number; files: number } {
  const files = readdirSync(join(build.outDir, 'assets')).filter(isAsset);
  return { bytes: files.reduce((sum, f) => sum + gz(readFileSync(join(build.outDir, 'assets', f))), 0), files: files.length };
}

/**
 * Runs before the page's scripts: stamps `performance.now()` (ms since navigation start) the
 * first time the grid holds n data rows, for every n, and calls `ROWS_BINDING` (when the bench
 * added it) once `ROWS` are in. A data row has more than one cell and some text (loading and
 * empty rows span one cell; skeleton cells are empty). A string, not a function: tsx would wrap a
 * function's inner functions in a helper the page does not have.
 */
const WATCH_ROWS = `(() => {
  const times = [];
  window.__rowTimes = times;
  let seen = 0;
  const check = () => {
    let n = 0;
    for (const r of document.querySelectorAll('[role="grid"] tbody tr')) if (r.cells.length > 1 && r.textContent.trim()) n += 1;
    if (n <= seen) return;
    const now = performance.now();
    for (let i = seen + 1; i <= n; i += 1) times[i] = now;
    if (seen < ${ROWS} && n >= ${ROWS} && typeof window.${ROWS_BINDING} === 'function') window.${ROWS_BINDING}(String(n));
    seen = n;
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
})();`;

interface Load {
  /** ms from navigation start to the first `rows` data rows. */
  readonly ms: number;
  /** ms of main-thread CPU from navigation to the first `ROWS` rows (NaN when fewer appeared). */
  readonly cpuMs: number;
  readonly rows: number;
  /** gzip bytes of the JS and CSS fetched, by path. */
  readonly assets: Map<string, number>;
}

/**
 * One page load in a new context: waits for the rows (or, for the baseline, the page) and an idle
 * network. With `sizes` it also gzips every JS and CSS file fetched; timed loads leave that out,
 * as it runs in this process, next to the reference server answering the page's calls.
 */
async function load(browser: Browser, url: string, ready: 'rows' | 'baseline', sizes = false): Promise<Load> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: WATCH_ROWS });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const assets = new Map<string, number>();
    const pending: Promise<unknown>[] = [];
    if (sizes) page.on('response', (res) => {
      const path = new URL(res.url()).pathname;
      if (isAsset(path) && path !== '/partner-config.js') pending.push(res.body().then((b) => assets.set(path, gz(b)), () => undefined));
    });
    const cdp = ready === 'rows' && !sizes ? await context.newCDPSession(page) : null;
    // The page reports its rows through a CDP binding (see bindingCalled), not a Playwright wait.
    const rowsShown = cdp ? await bindingCalled(cdp, ROWS_BINDING, 30_000) : null;
    if (cdp) await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    const cpu0 = cdp ? await cpuSeconds(cdp) : Number.NaN;
    await page.goto(url);
    // Read as soon as the page reports, so the reading adds little after the rows.
    const rowsCpu = cdp && rowsShown
      ? await rowsShown.called.then(async () => (await cpuSeconds(cdp) - cpu0) * 1000, () => Number.NaN)
      : Number.NaN;
    if (ready === 'baseline') await page.getByTestId('baseline').waitFor({ timeout: 30_000 });
    // After the last response the rows are in within the idle half second: the count has settled.
    await page.waitForLoadState('networkidle');
    if (ready === 'rows') await page.waitForFunction(() => (window as any).__rowTimes.length > 1, null, { timeout: 30_000 }).catch(() => undefined);
    await Promise.all(pending);
    const times = (await page.evaluate(() => (window as any).__rowTimes)) as (number | null)[];
    const rows = Math.min(ROWS, times.length - 1);
    if (ready === 'rows' && rows < 1) throw new Error(`no data rows appeared at ${url} ${errors.join('; ')}`);
    return { ms: rows > 0 ? times[rows]! : 0, cpuMs: rowsCpu, rows, assets };
  } finally {
    await context.close();
  }
}

/**
 * First-rows times of several apps, their loads interleaved (a, b, c, then b, c, a...), so a change
 * in the shared machine's load weighs on all alike and their ratios hold. The order rotates: the
 * load after a context closes, or after a lighter page, is not always the same app's.
 */
async function firstRowsOf(browser: Browser, urls: readonly string[]): Promise<FirstRows[]> {
  for (const url of urls) await load(browser, url, 'rows');
  const runs: Load[][] = urls.map(() => []);
  for (let i = 0; i < RUNS; i += 1) {
    for (let j = 0; j < urls.length; j += 1) {
      const k = (i + j) % urls.length;
      runs[k]!.push(await load(browser, urls[k]!, 'rows'));
    }
  }
  return runs.map((loads) => {
    const seconds = loads.map((r) => Math.round(r.ms) / 1000);
    const cpu = loads.map((r) => Math.round(r.cpuMs)).filter((ms) => Number.isFinite(ms));
    return { medianS: median(seconds), runsS: seconds, cpuMs: cpu.length ? median(cpu) : null, rows: Math.min(...loads.map((r) => r.rows)) };
  });
}
interface FirstRows { readonly medianS: number; readonly runsS: number[]; readonly cpuMs: number | null; readonly rows: number }

export async function benchPartner(): Promise<Record<string, unknown>> {
  const work = mkdtempSync(join(tmpdir(), 'sc-partner-bench-'));
  try {
    const app = await installPartnerApp(work, await packPackage(work));
    const baseline = await buildPartnerApp(app, 'baseline.tsx', '/baseline/');
    const core = await buildPartnerApp(app, 'baselineCore.tsx', '/baseline-core/');
    const libs = await buildPartnerApp(app, 'libs.tsx', '/libs/');
    const meal = await buildPartnerApp(app, 'meal.tsx', '/meal-app/');
    const tableOnly = await buildPartnerApp(app, 'tableOnly.tsx', '/table-only/');
    const plain = await buildPartnerApp(app, 'plain.tsx', '/plain/');
    const srv = await startPartnerServer({ '/baseline/': baseline, '/baseline-core/': core, '/libs/': libs, '/meal-app/': meal, '/table-only/': tableOnly, '/plain/': plain });
    const browser = await chromium.launch(chromiumLaunchOptions());
    try {
      const loaded = async (path: string, ready: 'rows' | 'baseline') => {
        const { assets } = await load(browser, `${srv.url}${path}`, ready, true);
        return { bytes: [...assets.values()].reduce((a, b) => a + b, 0), files: assets.size };
      };
      const base = { loaded: await loaded('/baseline/', 'baseline'), emitted: emitted(baseline) };
      const coreBase = { loaded: await loaded('/baseline-core/', 'baseline'), emitted: emitted(core) };
      const floor = { loaded: await loaded('/libs/', 'baseline'), emitted: emitted(libs) };
      const ours = { loaded: await loaded('/meal-app/', 'rows'), emitted: emitted(meal) };
      // The meal page twice: the gap between its two medians is what this run cannot tell apart.
      const [mealRows, tableRows, plainRows, mealAgain] = await firstRowsOf(
        browser, ['/meal-app/', '/table-only/', '/plain/', '/meal-app/'].map((p) => `${srv.url}${p}`),
      ) as [FirstRows, FirstRows, FirstRows, FirstRows];
      const figures = (f: typeof base) => ({ loadedKB: kb(f.loaded.bytes), loadedFiles: f.loaded.files, emittedKB: kb(f.emitted.bytes), emittedFiles: f.emitted.files });
      return {
        baseline: figures(base),
        coreBaseline: figures(coreBase),
        meal: figures(ours),
        mealAddsLoadedKB: kb(ours.loaded.bytes - base.loaded.bytes),
        // Styled-components is a peer the partner pays for anyway, but the first rows do not load it:
        // beyond the core baseline, every byte the rows need that is not React's or the router's.
        mealAddsLoadedBeyondCoreKB: kb(ours.loaded.bytes - coreBase.loaded.bytes),
        mealAddsEmittedKB: kb(ours.emitted.bytes - base.emitted.bytes),
        libsAddLoadedKB: kb(floor.loaded.bytes - base.loaded.bytes),
        addsTargetKB: ADDS_TARGET_KB,
        firstRows: {
          rows: mealRows.rows, runs: RUNS, viewport: `${VIEWPORT.width}x${VIEWPORT.height}`, cache: 'cold browser cache (new context per load), warm server (one load discarded), meal, table-only, plain and meal again in turn, order rotating',
          mealMedianS: mealRows.medianS, mealRunsS: mealRows.runsS,
          mealAgainMedianS: mealAgain.medianS, mealAgainRunsS: mealAgain.runsS,
          tableOnlyMedianS: tableRows.medianS, tableOnlyRunsS: tableRows.runsS,
          plainReactMedianS: plainRows.medianS, plainReactRunsS: plainRows.runsS,
          mealCpuMs: mealRows.cpuMs, tableOnlyCpuMs: tableRows.cpuMs, plainReactCpuMs: plainRows.cpuMs,
          targetS: FIRST_ROWS_TARGET_S,
        },
        installedOffline: app.offline,
      };
    } finally {
      await browser.close();
      await srv.close();
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(JSON.stringify(await benchPartner(), null, 2));
