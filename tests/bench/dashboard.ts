/**
 * Issue 28: the dashboard's first paint after login against a BASELINE, the same console build
 * whose home tab is an empty page (the shell alone: today's dashboard before its cards and
 * charts). tests/bench/dashboard-app/ is built by Vite (production) and served by the reference
 * server (in-memory demo data). Per load, in a FRESH browser process: the login form is filled,
 * and from the click on 登录 to the first PAINTED frame (an animation frame, then a task after its
 * paint) with the home page's heading, then with every KPI card's value, then with every trend
 * chart drawn; with the main thread's CPU from the click to the home page. Dashboard and baseline
 * take turns. Then, once: the ECharts chunk's gzip size, and the bench FAILS when any page but a
 * report page fetched it (the dashboard, a list page, a users page), and when the report page did not.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import react from '@vitejs/plugin-react';
import type { AddressInfo } from 'node:net';
import { chromium, type Page } from 'playwright';
import { build } from 'vite';
import { createServer } from '../../example-host/server/createServer';
import { chromiumLaunchOptions } from '../chromium';
import { cpuSeconds } from './cpuSeconds';
import { chartsOutsideReports, watchPaintedMarks, type Mark } from './paintedMarks';
import { median, ratio } from './paintedRows';

const app = fileURLToPath(new URL('./dashboard-app/', import.meta.url));
const BASE = '/super_cloud/admin';
const RUNS = Number(process.env.DASHBOARD_RUNS ?? 9);
const VIEWPORT = { width: 1440, height: 900 };
const BINDING = '__benchMark';
const MARKS: readonly Mark[] = [
  ['home', "document.querySelector('#dashboard-heading, [data-bench-home]')"],
  ['cards', "(() => { const c = document.querySelectorAll('[data-dashboard-card]'); return c.length > 0 && ![...c].some((x) => x.getAttribute('aria-busy') === 'true'); })()"],
  ['charts', "(() => { const s = document.querySelectorAll('.sc-dashboard-trend'); return s.length > 0 && [...s].every((x) => x.querySelector('svg, [role=alert]')); })()"],
];
const isCharts = (script: string) => /\/echartsSetup-[\w-]+\.js$/.test(script);
/** Pages visited for the ECharts check, in order; the report page last (its chunk stays cached after). */
const PAGES = ['/', '/meal/orders', '/userManage/users', '/statiscal/reportComment'];
const isReportPage = (page: string) => page.startsWith('/statiscal/report');
const kb = (n: number) => Math.round((n / 1024) * 10) / 10;

interface Load { readonly marks: Record<string, number>; readonly cpuMs: number }

async function logIn(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}${BASE}/login`);
  await page.getByLabel('用户名').fill('admin');
  await page.getByLabel('密码', { exact: true }).fill('Admin123');
}

/** One load in a fresh browser process: log in, then wait for the last mark of the subject. */
async function load(origin: string, empty: boolean): Promise<Load> {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const context = await browser.newContext({ viewport: VIEWPORT });
    const page = await context.newPage();
    if (empty) await page.addInitScript({ content: 'window.__benchEmptyHome = true;' });
    await page.addInitScript({ content: watchPaintedMarks(MARKS, BINDING) });
    const cdp = await context.newCDPSession(page);
    const last = empty ? 'home' : 'charts';
    const seen = new Set<string>();
    let homeCpu = Number.NaN;
    const done = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no '${last}' mark within 60 s (${[...seen].join(', ')})`)), 60_000);
      cdp.on('Runtime.bindingCalled', (e) => {
        if (e.name !== BINDING) return;
        seen.add(e.payload);
        if (e.payload === 'home') void cpuSeconds(cdp).then((s) => { homeCpu = s; });
        if (e.payload === last) { clearTimeout(timer); resolve(); }
      });
    });
    await cdp.send('Runtime.enable');
    await cdp.send('Runtime.addBinding', { name: BINDING });
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    await logIn(page, origin);
    const cpu0 = await cpuSeconds(cdp);
    await page.getByRole('button', { name: '登录' }).click();
    await done;
    while (Number.isNaN(homeCpu)) await new Promise((r) => setImmediate(r));
    const marks = (await page.evaluate(() => (window as any).__marks)) as Record<string, number>;
    return { marks, cpuMs: (homeCpu - cpu0) * 1000 };
  } finally {
    await browser.close();
  }
}

/** Logs in once and visits PAGES in one tab, noting the scripts each fetched. */
async function chartsCheck(origin: string): Promise<Record<string, string[]>> {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const page = await browser.newPage({ viewport: VIEWPORT });
    const loads: Record<string, string[]> = {};
    let current: string[] = loads['/login'] = [];
    page.on('response', (res) => { const path = new URL(res.url()).pathname; if (path.endsWith('.js')) current.push(path); });
    await logIn(page, origin);
    for (const target of PAGES) {
      current = loads[target] = [];
      if (target === '/') await page.getByRole('button', { name: '登录' }).click();
      else await page.goto(`${origin}${BASE}${target}`);
      if (target === '/') await page.locator('.sc-dashboard-trend svg').first().waitFor({ timeout: 60_000 });
      else if (isReportPage(target)) await page.locator('[data-chart-kind][data-ready="true"]').first().waitFor({ timeout: 60_000 });
      else await page.locator('[role="grid"] tbody tr td + td').first().waitFor({ timeout: 60_000 });
      await page.waitForLoadState('networkidle');
    }
    return loads;
  } finally {
    await browser.close();
  }
}

const spread = (xs: number[]) => ({ median: Math.round(median(xs)), min: Math.round(Math.min(...xs)), max: Math.round(Math.max(...xs)) });

export async function benchDashboard(): Promise<Record<string, unknown>> {
  const out = mkdtempSync(join(tmpdir(), 'sc-dashboard-bench-'));
  try {
    await build({
      root: app, base: `${BASE}/`, configFile: false, logLevel: 'error', publicDir: false, plugins: [react()],
      build: { outDir: out, emptyOutDir: true, chunkSizeWarningLimit: 600 },
    });
    const server = await createServer({ dataDir: 'memory://', quiet: true, distDir: out });
    let http: ReturnType<typeof serve>;
    const port = await new Promise<number>((done) => {
      http = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1', overrideGlobalObjects: false }, (info: AddressInfo) => done(info.port));
    });
    const origin = `http://127.0.0.1:${port}`;
    try {
      await load(origin, false);
      await load(origin, true);
      const dash: Load[] = [];
      const base: Load[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        if (i % 2) { base.push(await load(origin, true)); dash.push(await load(origin, false)); }
        else { dash.push(await load(origin, false)); base.push(await load(origin, true)); }
      }
      const loads = await chartsCheck(origin);
      const chunk = readdirSync(join(out, 'assets')).find((f) => isCharts(`/${f}`));
      const offenders = chartsOutsideReports(loads, isReportPage, isCharts);
      if (!chunk) throw new Error('no ECharts chunk (echartsSetup-*.js) in the build');
      if (offenders.length) throw new Error(`pages other than report pages loaded the ECharts chunk: ${offenders.join(', ')}`);
      const reports = PAGES.filter(isReportPage);
      if (!reports.every((p) => loads[p]!.some(isCharts))) throw new Error(`the report page did not load the ECharts chunk (${reports.join(', ')})`);
      const at = (xs: Load[], mark: string) => spread(xs.map((l) => l.marks[mark]!));
      const homeD = at(dash, 'home');
      const homeB = at(base, 'home');
      return {
        runs: RUNS, viewport: `${VIEWPORT.width}x${VIEWPORT.height}`,
        method: 'click on 登录 to the first painted frame (rAF, then a task after its paint) with each mark; a fresh browser process per load; one discarded load of each; dashboard and baseline in turn',
        dashboard: { homeMs: homeD, cardsMs: at(dash, 'cards'), chartsMs: at(dash, 'charts'), homeCpuMs: spread(dash.map((l) => l.cpuMs)) },
        baseline: { homeMs: homeB, homeCpuMs: spread(base.map((l) => l.cpuMs)) },
        dashboardOverBaseline: { home: ratio(homeD.median, homeB.median), homeCpu: ratio(median(dash.map((l) => l.cpuMs)), median(base.map((l) => l.cpuMs))) },
        echarts: {
          chunkKB: kb(gzipSync(readFileSync(join(out, 'assets', chunk)), { level: 9 }).length),
          loadedBy: Object.entries(loads).filter(([, s]) => s.some(isCharts)).map(([p]) => p),
          notLoadedBy: Object.entries(loads).filter(([, s]) => !s.some(isCharts)).map(([p]) => p),
        },
      };
    } finally {
      (http! as { closeAllConnections?: () => void }).closeAllConnections?.();
      await new Promise((done) => http!.close(done));
      await server.close();
    }
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(JSON.stringify(await benchDashboard(), null, 2));
